/**
 * A subscriber's self-service through the running production server, with the
 * real Stripe SDK against tests/support/fake-stripe.ts: cancel at the period's
 * end and resume (Stripe's API), update the card (the Customer Portal), and
 * Stripe's subscription events recorded once, in any order and replayed.
 */
import { describe, expect, it } from "vitest";
import { FakeStripe, signedDelivery, stripeEvent } from "../../support/fake-stripe";
import { post, signUpOverHttp, type RunningServer } from "../../support/server";
import { forgetSignUps, useServerWithStripe, withServerDatabase } from "../../support/stripe-server";

const MONTHLY = "wp_operator_briefing_subscription";
const stripe = new FakeStripe();
let server: RunningServer;
useServerWithStripe(stripe, (started) => (server = started));

const query = <T>(sql: string, ...params: unknown[]) => withServerDatabase(server, (db) => db.prepare(sql).all(...params) as T[]);

const deliver = async (event: unknown) => {
  const { payload, headers } = signedDelivery(event);
  const response = await fetch(`${server.origin}/webhooks/stripe`, { method: "POST", headers, body: payload });
  expect(response.status).toBe(200);
  return response;
};

/** A customer whose monthly subscription Stripe started and the webhook recorded. */
async function subscriber() {
  forgetSignUps(server);
  const cookie = await signUpOverHttp(server);
  const response = await post(server, "/checkout", { productId: MONTHLY, returnTo: "/" }, { cookie });
  expect(response.status).toBe(303);
  const session = [...stripe.sessions.values()].find((s) => s.url === response.headers.get("Location"))!;
  const paid = stripe.complete(session.id);
  await deliver(stripeEvent("checkout.session.completed", paid));
  return { cookie, orderId: session.metadata.orderId!, subscriptionId: paid.subscription! };
}

type OrderRow = { status: string; ended_at: number | null; period_ends_at: number | null; cancels: number | null; access: number };
const orderRow = (orderId: string) =>
  query<OrderRow>(
    `SELECT o.status, o.ended_at, o.period_ends_at, o.cancels_at_period_end AS cancels, c.has_access AS access
     FROM orders o JOIN customers c ON c.user_id = o.user_id WHERE o.id = ?`,
    orderId,
  )[0]!;
const cancellationMails = (orderId: string) => query<{ subject: string; text_body: string }>("SELECT subject, text_body FROM mail_outbox WHERE key LIKE ?", `subscription-canceled:${orderId}:%`);

async function accountPage(cookie: string) {
  const response = await fetch(`${server.origin}/account`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

const day = (seconds: number) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(seconds * 1000));

describe("cancelling and resuming from /account, with a Stripe key", () => {
  it("cancels at the period's end at Stripe, keeps access until then, says until when and mails it once", async () => {
    const { cookie, orderId, subscriptionId } = await subscriber();
    const periodEnd = stripe.subscription(subscriptionId).items.data[0]!.current_period_end;
    expect(await accountPage(cookie)).toContain(`Active: renews`);

    const response = await post(server, "/account", { intent: "cancel-subscription", orderId }, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account");
    const update = stripe.requests.filter((r) => r.method === "POST" && r.path === `/v1/subscriptions/${subscriptionId}`);
    expect(update.map((r) => r.body)).toEqual([{ cancel_at_period_end: "true" }]);
    expect(orderRow(orderId)).toMatchObject({ status: "paid", ended_at: null, period_ends_at: periodEnd * 1000, cancels: 1, access: 1 });
    const page = await accountPage(cookie);
    expect(page).toContain(`Cancelled: your premium access continues until ${day(periodEnd)}`);
    expect(page).toContain("Resume subscription");

    // Stripe's own event for the same change, delivered twice: nothing more happens.
    const event = stripe.subscriptionEvent("customer.subscription.updated", subscriptionId);
    await deliver(event);
    await deliver(event);
    const mails = cancellationMails(orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your subscription is cancelled: access until ${day(periodEnd)}`);

    expect((await post(server, "/account", { intent: "resume-subscription", orderId }, { cookie })).status).toBe(302);
    expect(stripe.subscription(subscriptionId).cancel_at_period_end).toBe(false);
    expect(orderRow(orderId)).toMatchObject({ cancels: 0, access: 1 });
    expect(await accountPage(cookie)).toContain(`Active: renews on ${day(periodEnd)}`);

    // Cancelled again: a second cancellation, a second confirmation.
    expect((await post(server, "/account", { intent: "cancel-subscription", orderId }, { cookie })).status).toBe(302);
    expect(cancellationMails(orderId)).toHaveLength(2);
  });

  it("sends the card update to Stripe's Customer Portal for this subscription's customer, back to /account", async () => {
    const { cookie, orderId, subscriptionId } = await subscriber();
    const response = await post(server, "/account", { intent: "update-card", orderId }, { cookie });
    expect(response.status).toBe(303);
    const portal = stripe.billingPortalSessions().at(-1)!;
    expect(portal.body).toEqual({ customer: stripe.subscription(subscriptionId).customer, return_url: "http://127.0.0.1/account" });
    expect(response.headers.get("Location")).toMatch(new RegExp(`^${stripe.origin}/portal/bps_`));
  });

  it("acts only on the customer's own running subscription", async () => {
    const owner = await subscriber();
    forgetSignUps(server);
    const other = await signUpOverHttp(server);
    for (const intent of ["cancel-subscription", "resume-subscription", "update-card"]) {
      const response = await post(server, "/account", { intent, orderId: owner.orderId }, { cookie: other });
      expect(response.status, intent).toBe(404);
      expect(await response.text()).toContain("We could not find that subscription in your account.");
    }
    const missing = await post(server, "/account", { intent: "cancel-subscription" }, { cookie: owner.cookie });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Choose a subscription.");
    expect(orderRow(owner.orderId).cancels).toBeNull();
    expect(stripe.requests.some((r) => r.method === "POST" && r.path === `/v1/subscriptions/${owner.subscriptionId}`)).toBe(false);
  });

  it("says so when Stripe cannot be reached, and changes nothing", async () => {
    const { cookie, orderId } = await subscriber();
    stripe.failWith = 500;
    try {
      const response = await post(server, "/account", { intent: "cancel-subscription", orderId }, { cookie });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("We could not reach our payment provider, so nothing changed.");
    } finally {
      stripe.failWith = null;
    }
    expect(orderRow(orderId).cancels).toBeNull();
  });
});

describe("Stripe's subscription events through the webhook", () => {
  it("records a cancellation made in Stripe's portal once, however often it is delivered", async () => {
    const { orderId, subscriptionId } = await subscriber();
    stripe.setCancelAtPeriodEnd(subscriptionId, true);
    const event = stripe.subscriptionEvent("customer.subscription.updated", subscriptionId);
    for (let i = 0; i < 3; i++) await deliver(event);
    // A second event id for the same state (Stripe may send one per field it changed).
    await deliver(stripe.subscriptionEvent("customer.subscription.updated", subscriptionId));
    expect(orderRow(orderId)).toMatchObject({ cancels: 1, access: 1 });
    expect(cancellationMails(orderId)).toHaveLength(1);
  });

  it("an older event arriving late changes nothing: the subscription is read as Stripe has it now", async () => {
    const { orderId, subscriptionId } = await subscriber();
    stripe.setCancelAtPeriodEnd(subscriptionId, true);
    const cancelled = stripe.subscriptionEvent("customer.subscription.updated", subscriptionId);
    stripe.setCancelAtPeriodEnd(subscriptionId, false);
    const resumed = stripe.subscriptionEvent("customer.subscription.updated", subscriptionId);
    await deliver(resumed);
    await deliver(cancelled);
    expect(orderRow(orderId)).toMatchObject({ cancels: 0, access: 1 });
    expect(cancellationMails(orderId)).toHaveLength(0);
  });

  it("ends access when the period ends (deleted), once, and no later update revives it", async () => {
    const { cookie, orderId, subscriptionId } = await subscriber();
    stripe.setCancelAtPeriodEnd(subscriptionId, true);
    const lateUpdate = stripe.subscriptionEvent("customer.subscription.updated", subscriptionId);
    stripe.endPeriod(subscriptionId);
    const deleted = stripe.subscriptionEvent("customer.subscription.deleted", subscriptionId);
    const first = await deliver(deleted);
    expect(await first.json()).toEqual({ received: true, outcome: "revoked" });
    const endedAt = orderRow(orderId).ended_at;
    expect(orderRow(orderId)).toMatchObject({ status: "paid", access: 0 });
    expect(endedAt).not.toBeNull();
    await deliver(deleted);
    await deliver(lateUpdate);
    expect(orderRow(orderId)).toMatchObject({ ended_at: endedAt, access: 0 });
    const page = await accountPage(cookie);
    expect(page).toMatch(/Your subscription ended on \d{1,2} \w{3} \d{4}, and the premium access it gave ended with it\./);
    expect(page).not.toContain("Cancel subscription");
  });
});
