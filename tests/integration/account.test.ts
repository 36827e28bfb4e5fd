/**
 * Customers managing their own account on /account (docs/decisions/186),
 * through the route actions and loaders: password, address, deletion, the
 * receipt and the data export. The guards are checked again through the
 * running server in tests/integration/server/account.test.ts.
 */
import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { customers, emailTokens, mailOutbox, orders, products, quoteRequests, sessions, users } from "~/db/schema";
import { createQuoteRequest } from "~/models/quote.server";
import { listRecentOrders } from "~/models/admin-orders.server";
import { recordHit } from "~/models/rate-limit.server";
import { createUserWithCustomer } from "~/models/user.server";
import { action as accountAction, loader as accountLoader } from "~/routes/account";
import { loader as exportLoader } from "~/routes/account_.data[.]json";
import { action as receiptAction, loader as receiptLoader } from "~/routes/account_.orders.$id.receipt";
import { readSiteSettingValues, saveSiteSettingValues } from "~/models/site-settings.server";
import { action as checkoutAction } from "~/routes/checkout";
import { action as testCheckoutAction } from "~/routes/checkout_.test.$orderId";
import { action as loginAction } from "~/routes/login";
import { action as verifyAction, loader as verifyLoader } from "~/routes/verify-email";
import { WRONG_PASSWORD } from "~/services/account/account-password.server";
import { getAccess, startSession, toSessionUser } from "~/services/auth/auth.server";
import { EMAIL_TAKEN } from "~/services/account/email-change.server";
import { hashPassword } from "~/services/auth/password.server";
import { fulfilCheckout, revokeRefunded } from "~/services/checkout/fulfilment.server";
import { resetEnvForTests } from "~/utils/env.server";
import { productSeeds } from "../../seed/data/products";
import { signUpDirect } from "../support/accounts";
import { FakeStripe } from "../support/fake-stripe";
import { cookiesFrom, formRequest, getRequest, settle } from "../support/requests";

const PASSWORD = "pass-the-salt-77"; // signUpDirect's too
const NEW_PASSWORD = "blast-chiller-2027";

beforeAll(() => {
  db.insert(products).values(productSeeds).onConflictDoNothing().run();
});

const visitor = () => ({ clientAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A signed-in member with a real password (made directly: sign-up's per-address limit would stop a file of them). */
async function member(label = "member") {
  const email = uniqueEmail(label);
  const user = createUserWithCustomer({ email, fullName: "Test Person", passwordHash: await hashPassword(PASSWORD) });
  const cookie = (await startSession(getRequest("/"), toSessionUser(user))).split(";")[0]!;
  return { email, cookie, id: user.id };
}

const post = (fields: Record<string, string>, cookie: string) =>
  settle(() => accountAction({ request: formRequest("/account", fields, { cookie }), params: {}, context: visitor() }));
const signIn = (email: string, password: string) =>
  settle(() => loginAction({ request: formRequest("/login", { email, password, redirectTo: "/account" }), params: {}, context: visitor() }));
const signedInAs = async (cookie: string) => (await getAccess(getRequest("/", { cookie }))).user?.email ?? null;
const userRow = (id: string) => db.select().from(users).where(eq(users.id, id)).get()!;

/** Buys `productId` in test mode through checkout and the Pay button; returns the order id. */
async function buy(cookie: string, productId = "digital_kitchen_playbook") {
  const started = await settle(() => checkoutAction({ request: formRequest("/checkout", { productId, returnTo: "/" }, { cookie }), params: {}, context: {} }));
  const orderId = decodeURIComponent(started.headers.get("Location")!.split("/").pop()!);
  const paid = await settle(() =>
    testCheckoutAction({ request: formRequest(`/checkout/test/${orderId}`, { intent: "pay" }, { cookie }), params: { orderId }, context: {} }),
  );
  expect(paid.status).toBe(303);
  return orderId;
}

/** The link of the newest mail to `to` whose key starts with `event`, as the mail says it. */
function linkMailedTo(to: string, event: string) {
  const mail = db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, to), like(mailOutbox.key, `${event}%`))).all().at(-1);
  const link = mail?.textBody.match(/http:\/\/\S+\/verify-email\?token=\S+/)?.[0];
  if (!link) throw new Error(`No ${event} link mailed to ${to}`);
  return new URL(link);
}

describe("change password", () => {
  it("a wrong current password is a 400 with a clear message, and nothing changes", async () => {
    const { email, cookie, id } = await member();
    const before = userRow(id).passwordHash;
    const response = await post({ intent: "change-password", currentPassword: "not-my-password", newPassword: NEW_PASSWORD }, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ form: "password", fieldErrors: { currentPassword: WRONG_PASSWORD } });
    expect(WRONG_PASSWORD).toBe("Your current password is not correct.");
    expect(userRow(id).passwordHash).toBe(before);
    expect(await signedInAs(cookie)).toBe(email);
    expect((await signIn(email, PASSWORD)).status).toBe(302);
  });

  it("a new password that breaks sign-up's rules is refused under its field", async () => {
    const { cookie } = await member();
    const response = await post({ intent: "change-password", currentPassword: PASSWORD, newPassword: "password1" }, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { newPassword: "This password is too common. Please choose a less guessable one." } });
  });

  it("changes it: the other sessions end, this one stays; the old password fails and the new one works", async () => {
    const { email, cookie } = await member();
    const other = cookiesFrom(await signIn(email, PASSWORD));
    expect(await signedInAs(other)).toBe(email);

    const response = await post({ intent: "change-password", currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account");
    expect(cookiesFrom(response)).toMatch(/toast=/);
    expect(await signedInAs(cookie)).toBe(email);
    expect(await signedInAs(other)).toBeNull();
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(302);
  });

  it("after too many wrong passwords the account refuses with 429 and Retry-After, even the right one", async () => {
    const { cookie, id } = await member();
    // Nine wrong answers counted already (hashing ten takes long on a busy machine); the tenth is a real one.
    for (let i = 0; i < 9; i++) recordHit(`account-password:${id}`);
    expect((await post({ intent: "delete-account", currentPassword: "wrong-again" }, cookie)).status).toBe(400);
    const refused = await post({ intent: "change-password", currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("change e-mail", () => {
  it("changes nothing until the link mailed to the new address is followed; the old address gets a notice", async () => {
    const { email, cookie, id } = await member("old");
    const next = uniqueEmail("new");
    const asked = await post({ intent: "change-email", currentPassword: PASSWORD, newEmail: ` ${next.toUpperCase()} ` }, cookie);
    expect(asked.status).toBe(302);
    expect(userRow(id).email).toBe(email);
    expect((await signIn(next, PASSWORD)).status).toBe(401);

    const notice = db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, email), like(mailOutbox.key, "change-email:%"))).get()!;
    expect(notice.subject).toBe("Your Kitchen & Key e-mail address is being changed");
    expect(notice.textBody).not.toContain("token=");
    const page = await settle(async () => accountLoader({ request: getRequest("/account", { cookie }), params: {}, context: {} }));
    expect(await page.json()).toMatchObject({ email, pendingEmail: { email: next } });

    const link = linkMailedTo(next, "change-email:");
    const opened = await settle(async () => verifyLoader({ request: getRequest(link.pathname + link.search), params: {}, context: {} }));
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ valid: true, change: true });
    expect(userRow(id).email).toBe(email); // opening the link (a mail scanner's GET) changes nothing

    const token = link.searchParams.get("token")!;
    const followed = await settle(() => verifyAction({ request: formRequest("/verify-email", { token }), params: {}, context: {} }));
    expect(followed.status).toBe(302);
    expect(followed.headers.get("Location")).toBe("/login");
    expect(followed.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
    const moved = userRow(id);
    expect(moved.email).toBe(next);
    expect(moved.emailVerifiedAt).not.toBeNull();
    expect(db.select().from(customers).where(eq(customers.userId, id)).get()!.email).toBe(next);
    expect(await signedInAs(cookie)).toBe(next);
    expect((await signIn(next, PASSWORD)).status).toBe(302);
    expect((await signIn(email, PASSWORD)).status).toBe(401);

    const again = await settle(() => verifyAction({ request: formRequest("/verify-email", { token }), params: {}, context: {} }));
    expect(again.status).toBe(410);
  });

  it("an address another account uses is refused with sign-up's words; the right password is still asked first", async () => {
    const taken = await member("taken");
    const { cookie } = await member();
    const wrong = await post({ intent: "change-email", currentPassword: "not-my-password", newEmail: taken.email }, cookie);
    expect(await wrong.json()).toMatchObject({ fieldErrors: { currentPassword: WRONG_PASSWORD } });
    const refused = await post({ intent: "change-email", currentPassword: PASSWORD, newEmail: taken.email }, cookie);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ form: "email", fieldErrors: { newEmail: EMAIL_TAKEN }, fields: { newEmail: taken.email } });
    expect(db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, taken.email), like(mailOutbox.key, "change-email:%"))).all()).toEqual([]);
  });

  it("an address taken after the link was mailed stays its new owner's; a password change ends a pending link", async () => {
    const { email, cookie, id } = await member();
    const next = uniqueEmail("race");
    await post({ intent: "change-email", currentPassword: PASSWORD, newEmail: next }, cookie);
    const link = linkMailedTo(next, "change-email:");
    await signUpDirect(next);
    const followed = await settle(() => verifyAction({ request: formRequest("/verify-email", { token: link.searchParams.get("token")! }), params: {}, context: {} }));
    expect(followed.status).toBe(409);
    expect(userRow(id).email).toBe(email);

    const later = uniqueEmail("later");
    await post({ intent: "change-email", currentPassword: PASSWORD, newEmail: later }, cookie);
    await post({ intent: "change-password", currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, cookie);
    const stale = linkMailedTo(later, "change-email:");
    const opened = await settle(async () => verifyLoader({ request: getRequest(stale.pathname + stale.search), params: {}, context: {} }));
    expect(opened.status).toBe(410);
  });
});

describe("receipts", () => {
  it("the owner's shows the exact price, the paid date and the test-mode reference; anyone else gets 404", async () => {
    const owner = await member();
    const orderId = await buy(owner.cookie);
    const receipt = await settle(async () => receiptLoader({ request: getRequest(`/account/orders/${orderId}/receipt`, { cookie: owner.cookie }), params: { id: orderId }, context: {} }));
    expect(receipt.status).toBe(200);
    expect(await receipt.json()).toMatchObject({
      receipt: {
        orderId,
        productName: "Digital Kitchen Playbook",
        price: "$79.99",
        testMode: true,
        reference: { kind: "Order number (test mode, no payment taken)", value: orderId },
        buyer: { email: owner.email, name: "Test Person" },
      },
    });

    const stranger = await member("stranger");
    const refused = await settle(async () => receiptLoader({ request: getRequest(`/account/orders/${orderId}/receipt`, { cookie: stranger.cookie }), params: { id: orderId }, context: {} }));
    expect(refused.status).toBe(404);
    const signedOut = await settle(async () => receiptLoader({ request: getRequest(`/account/orders/${orderId}/receipt`), params: { id: orderId }, context: {} }));
    expect(signedOut.status).toBe(302);
  });

  it("an order never paid has no receipt, and the account page links none for it", async () => {
    const { cookie } = await member();
    const started = await settle(() => checkoutAction({ request: formRequest("/checkout", { productId: "hospitality-bundle", returnTo: "/" }, { cookie }), params: {}, context: {} }));
    const orderId = decodeURIComponent(started.headers.get("Location")!.split("/").pop()!);
    const receipt = await settle(async () => receiptLoader({ request: getRequest(`/account/orders/${orderId}/receipt`, { cookie }), params: { id: orderId }, context: {} }));
    expect(receipt.status).toBe(404);
    const page = await settle(async () => accountLoader({ request: getRequest("/account", { cookie }), params: {}, context: {} }));
    expect((await page.json()).orders).toMatchObject([{ id: orderId, status: "pending", receipt: null }]);
  });
});

describe("receipts for a business, and as they were when paid", () => {
  const receiptOf = async (orderId: string, cookie: string) =>
    settle(async () => receiptLoader({ request: getRequest(`/account/orders/${orderId}/receipt`, { cookie }), params: { id: orderId }, context: {} }));
  const saveDetails = (orderId: string, fields: Record<string, string>, cookie: string) =>
    settle(() => receiptAction({ request: formRequest(`/account/orders/${orderId}/receipt`, fields, { cookie }), params: { id: orderId }, context: {} }));

  it("the buyer adds a company name and tax ID, changes and clears them; bad ones are refused with a reason", async () => {
    const owner = await member();
    const orderId = await buy(owner.cookie);
    const saved = await saveDetails(orderId, { company: "  Baan Somtum Co., Ltd. ", taxId: "TH 0105-556/01234" }, owner.cookie);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(`/account/orders/${orderId}/receipt`);
    expect((await (await receiptOf(orderId, owner.cookie)).json()).receipt.buyer).toMatchObject({ company: "Baan Somtum Co., Ltd.", taxId: "TH 0105-556/01234" });

    const tooLong = await saveDetails(orderId, { company: "x".repeat(121), taxId: "" }, owner.cookie);
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).fieldErrors).toEqual({ company: "Company name must be at most 120 characters." });
    const odd = await saveDetails(orderId, { company: "", taxId: "=HYPERLINK(1)" }, owner.cookie);
    expect(odd.status).toBe(400);
    expect((await odd.json()).fieldErrors).toEqual({ taxId: "Tax ID can only have letters, numbers, spaces, dots, dashes and slashes." });
    // Refused posts changed nothing.
    expect((await (await receiptOf(orderId, owner.cookie)).json()).receipt.buyer).toMatchObject({ company: "Baan Somtum Co., Ltd.", taxId: "TH 0105-556/01234" });

    await saveDetails(orderId, { company: "", taxId: "" }, owner.cookie);
    expect((await (await receiptOf(orderId, owner.cookie)).json()).receipt.buyer).toMatchObject({ company: null, taxId: null });

    const stranger = await member("stranger");
    expect((await saveDetails(orderId, { company: "Not Mine", taxId: "" }, stranger.cookie)).status).toBe(404);
    expect(db.select({ company: orders.billingCompany }).from(orders).where(eq(orders.id, orderId)).get()).toEqual({ company: null });
  });

  it("shows the seller's phone, e-mail and address of the day it was paid, not today's", async () => {
    const before = readSiteSettingValues();
    const owner = await member();
    const earlier = await buy(owner.cookie);
    const then = (await (await receiptOf(earlier, owner.cookie)).json()).receipt.seller;
    expect(then).toEqual({ postalAddress: before.postalAddress, email: before.contactEmail, phone: before.contactPhone });

    saveSiteSettingValues({ ...before, contactPhone: "+66 2 123 4567", contactEmail: "orders@example.com", postalAddress: "9 New Road\nBangkok 10100" });
    try {
      expect((await (await receiptOf(earlier, owner.cookie)).json()).receipt.seller).toEqual(then);
      const later = await buy(owner.cookie, "digital_food_cost_calculator");
      expect((await (await receiptOf(later, owner.cookie)).json()).receipt.seller).toEqual({
        postalAddress: "9 New Road\nBangkok 10100",
        email: "orders@example.com",
        phone: "+66 2 123 4567",
      });
    } finally {
      saveSiteSettingValues(before);
    }
  });
});

describe("download my data", () => {
  it("is a private JSON attachment with the profile, the orders with their items, and quote requests", async () => {
    const { email, cookie, id } = await member();
    const orderId = await buy(cookie);
    createQuoteRequest({ productId: "consulting_kitchen_design", userId: id, name: "Test Person", email, phone: "+66 2 000 0000", message: "A new pass" });
    const response = await exportLoader({ request: getRequest("/account/data.json", { cookie }), params: {}, context: {} });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="kitchen-and-key-account-\d{4}-\d{2}-\d{2}\.json"$/);
    const exported = await response.json();
    expect(exported.profile).toMatchObject({ id, email, fullName: "Test Person" });
    expect(exported.orders).toMatchObject([
      { id: orderId, product: "Digital Kitchen Playbook", price: "$79.99", status: "paid", testMode: true, items: [{ productId: "digital_kitchen_playbook" }] },
    ]);
    expect(exported.orders[0].paidAt).toMatch(/^\d{4}-/);
    expect(exported.purchases).toMatchObject([{ orderId, productId: "digital_kitchen_playbook", revokedAt: null }]);
    expect(exported.quoteRequests).toMatchObject([{ phone: "+66 2 000 0000", message: "A new pass" }]);
    expect(exported.signedInSessions).toHaveLength(1);
    expect(JSON.stringify(exported)).not.toContain(userRow(id).passwordHash);
  });
});

describe("delete account", () => {
  it("a wrong password is a 400 and erases nothing", async () => {
    const { email, cookie, id } = await member();
    const response = await post({ intent: "delete-account", currentPassword: "not-my-password" }, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ form: "delete", fieldErrors: { currentPassword: WRONG_PASSWORD } });
    expect(userRow(id)).toMatchObject({ email, deletedAt: null });
    expect(await signedInAs(cookie)).toBe(email);
  });

  it("erases the person and keeps the paid order without name or e-mail; the address can sign up again", async () => {
    const { email, cookie, id } = await member();
    const orderId = await buy(cookie);
    createQuoteRequest({ productId: "consulting_kitchen_design", userId: id, name: "Test Person", email, phone: "+66 2 000 0000", message: "Call me" });
    const other = cookiesFrom(await signIn(email, PASSWORD));
    const details = await settle(() =>
      receiptAction({ request: formRequest(`/account/orders/${orderId}/receipt`, { company: "Test Person Trading", taxId: "TP-1" }, { cookie }), params: { id: orderId }, context: {} }),
    );
    expect(details.status).toBe(302);

    const response = await post({ intent: "delete-account", currentPassword: PASSWORD }, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.getSetCookie().find((c) => c.startsWith("__session="))).toMatch(/Max-Age=0/i);
    expect(await signedInAs(cookie)).toBeNull();
    expect(await signedInAs(other)).toBeNull();

    const gone = userRow(id);
    expect(gone.deletedAt).not.toBeNull();
    expect(gone.email).not.toContain("@");
    expect(gone).toMatchObject({ fullName: "", passwordHash: "", emailVerifiedAt: null, role: "user" });
    expect(db.select().from(customers).where(eq(customers.userId, id)).all()).toEqual([]);
    expect(db.select().from(sessions).where(eq(sessions.userId, id)).all()).toEqual([]);
    expect(db.select().from(emailTokens).where(eq(emailTokens.userId, id)).all()).toEqual([]);
    expect(db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).all()).toEqual([]);
    expect(db.select().from(quoteRequests).where(eq(quoteRequests.productId, "consulting_kitchen_design")).all().filter((q) => q.userId === id || q.email === email)).toEqual([]);
    expect(db.select().from(orders).where(eq(orders.id, orderId)).get()).toMatchObject({ userId: id, status: "paid", amountCents: 7999, billingCompany: null, billingTaxId: null });
    expect(listRecentOrders(50).find((o) => o.id === orderId)).toMatchObject({ customerName: "Deleted account", customerEmail: "" });

    // A refund afterwards ends the order without mailing an address that is gone.
    db.update(orders).set({ stripePaymentIntentId: `pi_${id}` }).where(eq(orders.id, orderId)).run();
    expect(revokeRefunded(`pi_${id}`)).toBe(true);
    expect(db.select().from(mailOutbox).where(like(mailOutbox.key, `refund:${orderId}:%`)).all()).toEqual([]);

    expect((await signIn(email, PASSWORD)).status).toBe(401);
    const again = await signUpDirect(email);
    expect(await signedInAs(again)).toBe(email);
    expect(db.select().from(users).where(eq(users.email, email)).get()!.id).not.toBe(id);
  });
});

describe("delete account with a running Stripe subscription", () => {
  const stripe = new FakeStripe();
  beforeAll(async () => {
    await stripe.start();
    Object.assign(process.env, { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: stripe.origin });
    resetEnvForTests();
  });
  afterAll(async () => {
    for (const key of ["STRIPE_SECRET_KEY", "STRIPE_API_BASE"]) delete process.env[key];
    resetEnvForTests();
    await stripe.stop();
  });

  async function subscriber() {
    const who = await member("subscriber");
    const product = productSeeds.find((p) => p.id === "wp_operator_briefing_subscription")!;
    const orderId = `ord_${randomUUID()}`;
    db.insert(orders).values({ id: orderId, userId: who.id, productId: product.id, amountCents: product.priceCents, currency: "usd", mode: "stripe" }).run();
    const subscriptionId = `sub_${randomUUID().slice(0, 8)}`;
    fulfilCheckout(orderId, { subscriptionId });
    return { ...who, orderId, subscriptionId };
  }

  it("cancels it at Stripe before erasing, so nobody is charged for an account that is gone", async () => {
    const { cookie, id, orderId, subscriptionId } = await subscriber();
    const page = await settle(async () => accountLoader({ request: getRequest("/account", { cookie }), params: {}, context: {} }));
    expect(await page.json()).toMatchObject({ hasSubscription: true });
    const response = await post({ intent: "delete-account", currentPassword: PASSWORD }, cookie);
    expect(response.status).toBe(302);
    expect(stripe.canceledSubscriptions.has(subscriptionId)).toBe(true);
    expect(db.select().from(orders).where(eq(orders.id, orderId)).get()!.endedAt).not.toBeNull();
    expect(userRow(id).deletedAt).not.toBeNull();
  });

  it("when Stripe cannot cancel it, nothing is erased and the page says so (503)", async () => {
    const { email, cookie, id, subscriptionId } = await subscriber();
    stripe.failWith = 500;
    try {
      const response = await post({ intent: "delete-account", currentPassword: PASSWORD }, cookie);
      expect(response.status).toBe(503);
      expect((await response.json()).error).toMatch(/^We could not cancel your subscription/);
    } finally {
      stripe.failWith = null;
    }
    expect(stripe.canceledSubscriptions.has(subscriptionId)).toBe(false);
    expect(userRow(id)).toMatchObject({ email, deletedAt: null });
    expect(await signedInAs(cookie)).toBe(email);
  });
});
