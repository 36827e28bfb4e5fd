/**
 * Unfinished orders through the running production server, with the real
 * Stripe SDK against tests/support/fake-stripe.ts: "Complete payment" and
 * "Cancel order" on /account, and the two-tab race, where a second checkout
 * for what the buyer just got is expired at Stripe and, paid anyway, refunded.
 */
import type Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { FakeStripe, signedDelivery, stripeEvent } from "../../support/fake-stripe";
import { post, signUpOverHttp, type RunningServer } from "../../support/server";
import { forgetSignUps, useServerWithStripe, withServerDatabase } from "../../support/stripe-server";

const stripe = new FakeStripe();
let server: RunningServer;
useServerWithStripe(stripe, (started) => (server = started));

const database = <T>(work: (db: Database.Database) => T) => withServerDatabase(server, work);

const query = <T>(sql: string, ...params: unknown[]) => database((db) => db.prepare(sql).all(...params) as T[]);
const order = (id: string) =>
  query<{ status: string; stripe_session_id: string | null; amount_cents: number; paid_at: number | null }>("SELECT * FROM orders WHERE id = ?", id)[0]!;

/** Every account here is a setup step: the sign-up limit per address (10 an hour) is not the subject. */
async function newBuyer() {
  forgetSignUps(server);
  return signUpOverHttp(server);
}

/** Starts checkout of `productId` as the buyer: the order and its session at the fake. */
async function checkout(cookie: string, productId: string) {
  const response = await post(server, "/checkout", { productId, returnTo: "/" }, { cookie });
  expect(response.status).toBe(303);
  const session = [...stripe.sessions.values()].find((s) => s.url === response.headers.get("Location"))!;
  return { session, orderId: session.metadata.orderId! };
}

/** The same buyer's checkout a minute ago, in another tab (a new checkout within 10 s is the same one). */
function startedAMinuteAgo(orderId: string) {
  database((db) => db.prepare("UPDATE orders SET created_at = created_at - 60000 WHERE id = ?").run(orderId));
}

const account = (cookie: string, intent: "complete-order" | "cancel-order", orderId: string) => post(server, "/account", { intent, orderId }, { cookie });

const deliver = (event: unknown) => {
  const { payload, headers } = signedDelivery(event);
  return fetch(`${server.origin}/webhooks/stripe`, { method: "POST", headers, body: payload });
};

async function until(what: string, check: () => boolean, timeoutMs = 10_000) {
  for (const started = Date.now(); !check(); ) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("Complete payment", () => {
  it("sends the buyer to the order's Checkout Session while it is open: no new session", async () => {
    const cookie = await newBuyer();
    const { session, orderId } = await checkout(cookie, "nutri_sync");
    const made = stripe.sessionCreations().length;
    const response = await account(cookie, "complete-order", orderId);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(session.url);
    expect(stripe.sessionCreations()).toHaveLength(made);
    expect(order(orderId).status).toBe("pending");
  });

  it("makes a new session for the same order and price when the old one expired, once however often it is pressed", async () => {
    const cookie = await newBuyer();
    const { session, orderId } = await checkout(cookie, "meal_capture");
    stripe.lapse(session.id);
    const made = stripe.sessionCreations().length;

    const response = await account(cookie, "complete-order", orderId);
    expect(response.status).toBe(303);
    const fresh = [...stripe.sessions.values()].find((s) => s.url === response.headers.get("Location"))!;
    expect(fresh.id).not.toBe(session.id);
    expect(fresh.status).toBe("open");
    expect(fresh.metadata).toMatchObject({ orderId, productId: "meal_capture" });
    expect(fresh.amount_total).toBe(order(orderId).amount_cents);
    expect(fresh.currency).toBe(session.currency);
    const created = stripe.sessionCreations().slice(made);
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toBe(`checkout-${orderId}:after:${session.id}`);
    expect(order(orderId).stripe_session_id).toBe(fresh.id);

    // Pressed again: the new session is open, so the same address.
    const again = await account(cookie, "complete-order", orderId);
    expect(again.headers.get("Location")).toBe(fresh.url);
    expect(stripe.sessionCreations().slice(made)).toHaveLength(1);

    // Paying the new session fulfils the order.
    await deliver(stripeEvent("checkout.session.completed", stripe.complete(fresh.id)));
    expect(order(orderId).status).toBe("paid");
  });

  it("a session paid meanwhile (its event not here yet) is fulfilled, not paid again", async () => {
    const cookie = await newBuyer();
    const { session, orderId } = await checkout(cookie, "digital_food_cost_calculator");
    stripe.complete(session.id);
    const made = stripe.sessionCreations().length;
    const response = await account(cookie, "complete-order", orderId);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account");
    expect(order(orderId).status).toBe("paid");
    expect(stripe.sessionCreations()).toHaveLength(made);
  });

  it("only for the buyer's own pending order: another's is a 404, a paid one a 409, and nothing changes", async () => {
    const owner = await newBuyer();
    const { session, orderId } = await checkout(owner, "digital_sop_template_collection");
    const stranger = await newBuyer();
    for (const intent of ["complete-order", "cancel-order"] as const) {
      const refused = await account(stranger, intent, orderId);
      expect(refused.status).toBe(404);
      expect(await refused.text()).toContain("We could not find that order in your account.");
    }
    expect(order(orderId).status).toBe("pending");
    expect(stripe.expirations()).not.toContain(session.id);

    await deliver(stripeEvent("checkout.session.completed", stripe.complete(session.id)));
    const paid = await account(owner, "complete-order", orderId);
    expect(paid.status).toBe(409);
    expect(await paid.text()).toContain("This order has been paid already: there is nothing more to pay.");
    const noCancel = await account(owner, "cancel-order", orderId);
    expect(noCancel.status).toBe(409);
    expect(await noCancel.text()).toContain("This order has been paid, so it cannot be canceled here.");
    expect(order(orderId).status).toBe("paid");

    const broken = await post(server, "/account", { intent: "cancel-order" }, { cookie: owner });
    expect(broken.status).toBe(400);
  });
});

describe("Cancel order", () => {
  it("expires the session at Stripe, then cancels the order; Stripe's expired event changes nothing more", async () => {
    const cookie = await newBuyer();
    const { session, orderId } = await checkout(cookie, "nutri_sync");
    const response = await account(cookie, "cancel-order", orderId);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account");
    expect(stripe.expirations()).toContain(session.id);
    expect(stripe.sessions.get(session.id)!.status).toBe("expired");
    expect(order(orderId).status).toBe("canceled");

    const page = await fetch(`${server.origin}/account`, { headers: { Cookie: cookie } });
    const html = await page.text();
    expect(html).toContain(`data-order-id="${orderId}"`);
    expect(html).not.toContain('value="complete-order"');

    const expired = await deliver(stripeEvent("checkout.session.expired", stripe.sessions.get(session.id)));
    expect(await expired.json()).toEqual({ received: true, outcome: "ignored" });
    const again = await account(cookie, "cancel-order", orderId);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This order was canceled already.");
  });

  it("a session paid before the cancel reached Stripe is not canceled: the order is fulfilled", async () => {
    const cookie = await newBuyer();
    const { session, orderId } = await checkout(cookie, "meal_capture");
    stripe.complete(session.id);
    const response = await account(cookie, "cancel-order", orderId);
    expect(response.status).toBe(302);
    expect(stripe.expirations()).toContain(session.id);
    expect(order(orderId).status).toBe("paid");
  });

  it("a session paid meanwhile for what the buyer holds already is refunded, not canceled quietly", async () => {
    const cookie = await newBuyer();
    const a = await checkout(cookie, "hospitality-bundle");
    startedAMinuteAgo(a.orderId);
    const b = await checkout(cookie, "hospitality-bundle");
    await deliver(stripeEvent("checkout.session.completed", stripe.complete(a.session.id)));
    await until("B's session is expired at the fake", () => stripe.expirations().includes(b.session.id));
    // An order from before fulfilment covered others: still pending, and paid in the race.
    database((db) => db.prepare("UPDATE orders SET status = 'pending' WHERE id = ?").run(b.orderId));
    const paidB = stripe.complete(b.session.id);

    const response = await account(cookie, "cancel-order", b.orderId);
    expect(response.status).toBe(302);
    const toast = Buffer.from(decodeURIComponent(/toast=([^;]+)/.exec(response.headers.get("Set-Cookie")!)![1]!).split(".")[0]!, "base64").toString("utf8");
    expect(toast).toContain("Payment refunded");
    expect(stripe.refunds.map((r) => r.payment_intent)).toContain(paidB.payment_intent);
    expect(order(b.orderId).status).toBe("canceled");
    expect(query("SELECT id FROM mail_outbox WHERE key LIKE ?", `refused-payment:${b.session.id}:%`)).toHaveLength(1);
  });

  it("when Stripe cannot be reached the order stays as it was", async () => {
    const cookie = await newBuyer();
    const { session, orderId } = await checkout(cookie, "nutri_sync");
    stripe.failWith = 500;
    try {
      const response = await account(cookie, "cancel-order", orderId);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("We could not reach our payment provider, so the order is unchanged.");
    } finally {
      stripe.failWith = null;
    }
    expect(order(orderId).status).toBe("pending");
    expect(stripe.sessions.get(session.id)!.status).toBe("open");
  });
});

describe("two tabs, one premium access", () => {
  it("the second session is expired when the first is paid; paid anyway, it is refunded and the buyer told once", async () => {
    const cookie = await newBuyer();
    const a = await checkout(cookie, "hospitality-bundle");
    startedAMinuteAgo(a.orderId);
    const b = await checkout(cookie, "hospitality-bundle");
    expect(b.orderId).not.toBe(a.orderId);
    expect(b.session.id).not.toBe(a.session.id);

    // Tab A pays: access, and B's session is expired at Stripe after the fulfilment committed.
    const paidA = stripe.complete(a.session.id);
    expect(await (await deliver(stripeEvent("checkout.session.completed", paidA))).json()).toEqual({ received: true, outcome: "fulfilled" });
    expect(order(a.orderId).status).toBe("paid");
    expect(order(b.orderId).status).toBe("canceled");
    await until("B's session is expired at the fake", () => stripe.expirations().includes(b.session.id));
    expect(stripe.expirations()).not.toContain(a.session.id);
    expect(stripe.sessions.get(b.session.id)!.status).toBe("expired");

    // Tab B had been paid before the expiry reached Stripe: its completion still arrives.
    const paidB = stripe.complete(b.session.id);
    const eventB = stripeEvent("checkout.session.completed", paidB);
    expect(await (await deliver(eventB)).json()).toEqual({ received: true, outcome: "refused" });
    expect(stripe.refunds.map((r) => r.payment_intent)).toContain(paidB.payment_intent);
    expect(stripe.refunds.map((r) => r.payment_intent)).not.toContain(paidA.payment_intent);
    expect(stripe.requests.find((r) => r.path === "/v1/refunds" && r.body.payment_intent === paidB.payment_intent)?.idempotencyKey).toBe(
      `refused-payment:${b.session.id}`,
    );
    expect(order(b.orderId)).toMatchObject({ status: "canceled", paid_at: null });
    expect(order(a.orderId).status).toBe("paid");
    expect(query("SELECT has_access FROM customers WHERE user_id = (SELECT user_id FROM orders WHERE id = ?)", a.orderId)).toEqual([{ has_access: 1 }]);

    const mails = () => query<{ subject: string; text_body: string }>("SELECT subject, text_body FROM mail_outbox WHERE key LIKE ?", `refused-payment:${b.session.id}:%`);
    expect(mails()).toHaveLength(1);
    expect(mails()[0]!.subject).toBe("Payment refunded: Premium Hospitality Resources");
    expect(mails()[0]!.text_body).toContain("You already have it, so we refunded this payment in full.");
    expect(mails()[0]!.text_body).toContain(b.orderId);

    // Stripe sends it again: nothing more is refunded, mailed or changed.
    const refundsBefore = stripe.refunds.length;
    expect(await (await deliver(eventB)).json()).toEqual({ received: true, outcome: "replay" });
    expect(await (await deliver(stripeEvent("checkout.session.completed", paidB))).json()).toEqual({ received: true, outcome: "refused" });
    expect(stripe.refunds).toHaveLength(refundsBefore);
    expect(mails()).toHaveLength(1);
    expect(order(b.orderId).status).toBe("canceled");
    expect(query("SELECT id FROM purchases WHERE order_id = ?", b.orderId)).toHaveLength(0);
  });
});
