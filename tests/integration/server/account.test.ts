/**
 * /account's guards as a browser meets them, through the running production
 * server: a cross-site post is refused, a receipt is its owner's only, a
 * wrong password changes nothing, and the data export is never stored by a
 * cache. The flows themselves are in tests/integration/account.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { products, users } from "~/db/schema";
import { productSeeds } from "../../../seed/data/products";
import { post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";

const PASSWORD = "a-long-test-password-2026"; // signUpOverHttp's

let server: RunningServer;
beforeAll(async () => {
  // Only the products: checkout needs nothing else (the seed's PDFs take seconds).
  db.insert(products).values(productSeeds).onConflictDoNothing().run();
  server = await startServer({ dataDir: process.env.DATA_DIR! });
}, 120_000);
afterAll(() => server.stop());

const get = (pathname: string, cookie?: string) => fetch(`${server.origin}${pathname}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
const userByEmail = (email: string) => db.select().from(users).where(eq(users.email, email)).get();

/** A same-origin post to /account with a body of our choosing. */
const send = (body: string, cookie: string, type = "application/x-www-form-urlencoded") =>
  fetch(`${server.origin}/account`, { method: "POST", redirect: "manual", headers: { Origin: server.origin, "Content-Type": type, Cookie: cookie }, body });

async function member() {
  const email = `guard-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  return { email, cookie: await signUpOverHttp(server, email) };
}

/** Buys the Playbook in test mode; returns the order id. */
async function buy(cookie: string) {
  const checkout = await post(server, "/checkout", { productId: "digital_kitchen_playbook", returnTo: "/" }, { cookie });
  const checkoutPath = checkout.headers.get("Location")!;
  const orderId = /\/checkout\/test\/(ord_[^?/]+)/.exec(checkoutPath)?.[1];
  expect(orderId, checkoutPath).toBeTruthy();
  expect((await post(server, checkoutPath, { intent: "pay" }, { cookie })).status).toBe(303);
  return orderId!;
}

describe("/account through the server", () => {
  it("refuses a cross-site post (403), whatever it asks, and nothing changes", async () => {
    const { email, cookie } = await member();
    const before = userByEmail(email)!;
    for (const headers of [{ Origin: "https://evil.example" }, { Origin: "null" }]) {
      const response = await post(server, "/account", { intent: "delete-account", currentPassword: PASSWORD }, { cookie, headers });
      expect(response.status).toBe(403);
    }
    const noOrigin = await fetch(`${server.origin}/account`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site", Cookie: cookie },
      body: new URLSearchParams({ intent: "change-password", currentPassword: PASSWORD, newPassword: "a-brand-new-password-1" }),
    });
    expect(noOrigin.status).toBe(403);
    expect(userByEmail(email)).toEqual(before);
    expect((await get("/account", cookie)).status).toBe(200);
  });

  it("a wrong current password is a 400 with the message, and the account stays as it was", async () => {
    const { email, cookie } = await member();
    const before = userByEmail(email)!;
    const attempts: Record<string, string>[] = [
      { intent: "change-password", currentPassword: "not-my-password", newPassword: "a-brand-new-password-1" },
      { intent: "change-email", currentPassword: "not-my-password", newEmail: `moved-${email}` },
      { intent: "delete-account", currentPassword: "not-my-password" },
    ];
    for (const fields of attempts) {
      const response = await post(server, "/account", fields, { cookie });
      expect(response.status, fields.intent).toBe(400);
      expect(await response.text()).toContain("Your current password is not correct.");
    }
    expect(userByEmail(email)).toEqual(before);
    expect((await post(server, "/login", { email, password: PASSWORD })).status).toBe(302);
  });

  it("a receipt is its owner's: 200 with the exact price and reference; another user's 404", async () => {
    const owner = await member();
    const orderId = await buy(owner.cookie);
    const account = await (await get("/account", owner.cookie)).text();
    expect(account).toContain(`href="/account/orders/${orderId}/receipt"`);

    const receipt = await get(`/account/orders/${orderId}/receipt`, owner.cookie);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await receipt.text();
    expect(html).toMatch(/data-price="true">\$79\.99</);
    expect(html).toMatch(new RegExp(`data-payment-reference="true">${orderId}<`));
    expect(html).toContain("Test mode");

    const stranger = await member();
    expect((await get(`/account/orders/${orderId}/receipt`, stranger.cookie)).status).toBe(404);
    expect((await get(`/account/orders/ord_does-not-exist/receipt`, owner.cookie)).status).toBe(404);
    expect((await get(`/account/orders/${orderId}/receipt`)).status).toBe(302);
  });

  it("bad input is a 4xx with a message, never a 500, and changes nothing", async () => {
    const { email, cookie } = await member();
    const before = userByEmail(email)!;
    const cases: Array<[string[][], number, string]> = [
      [[], 400, "This form could not be understood."],
      [[["intent", "sell-my-data"]], 400, "This form could not be understood."],
      [[["intent", "change-password"]], 400, "Enter your current password."],
      [[["intent", "change-password"], ["currentPassword", "x".repeat(129)], ["newPassword", "a-brand-new-password-1"]], 400, "Your current password is not correct."],
      [[["intent", "change-email"], ["currentPassword", PASSWORD], ["newEmail", "x@example.com\r\nBcc: y@evil.example"]], 400, "Enter a valid email address."],
      [[["intent", "delete-account"], ["currentPassword", PASSWORD], ["currentPassword", "other"]], 400, "Please send one value for this field."],
    ];
    for (const [fields, status, message] of cases) {
      const response = await send(new URLSearchParams(fields).toString(), cookie);
      expect(response.status, JSON.stringify(fields)).toBe(status);
      expect(await response.text()).toContain(message);
    }
    const json = await send(JSON.stringify({ intent: "delete-account", currentPassword: PASSWORD }), cookie, "application/json");
    expect(json.status).toBe(415);
    expect(userByEmail(email)).toEqual(before);
  });

  it("the data export is a private, no-store JSON attachment with the account's orders", async () => {
    const { email, cookie } = await member();
    const orderId = await buy(cookie);
    const response = await get("/account/data.json", cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    expect(response.headers.get("Cache-Control")).toContain("private");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="[^"]+\.json"$/);
    const exported = await response.json();
    expect(exported.profile.email).toBe(email);
    expect(exported.orders).toMatchObject([{ id: orderId, price: "$79.99", status: "paid" }]);

    const signedOut = await get("/account/data.json");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toBe("/login?redirectTo=%2Faccount%2Fdata.json");
  });
});
