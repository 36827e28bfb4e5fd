/**
 * Affiliate commissions (docs/decisions/214), written by the one fulfilment
 * function whichever of Stripe's webhook and the buyer's return comes first:
 * one per paid referred order, rate × what the order actually paid, approved
 * after the refund window; a refund or a dispute takes it back (reversed before
 * payout, a negative adjustment after). The real SDK against the fake Stripe.
 * Affiliates are rows made here; the order's affiliate is set as checkout's
 * attribution would set it.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { affiliates, commissions, customers, orders, products } from "~/db/schema";
import { commissionState, statementTotals } from "~/models/affiliate-ledger.server";
import { action as checkoutAction } from "~/routes/checkout";
import { loader as resourcesLoader } from "~/routes/resources";
import { action as webhookAction } from "~/routes/webhooks.stripe";
import { markMonthPaid, monthPayouts } from "~/services/affiliates/payouts.server";
import { createPromotion } from "~/services/promotions/promotions.server";
import { resetEnvForTests } from "~/utils/env.server";
import { productSeeds } from "../../seed/data/products";
import { newBuyer } from "../support/buyers";
import { FakeStripe, WEBHOOK_SECRET, signedDelivery, stripeEvent } from "../support/fake-stripe";
import { ORIGIN, formRequest, getRequest, settle } from "../support/requests";

const stripe = new FakeStripe();
const DAY_MS = 86_400_000;

beforeAll(async () => {
  await stripe.start();
  Object.assign(process.env, { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: stripe.origin, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  resetEnvForTests();
  db.insert(products).values(productSeeds).onConflictDoNothing().run();
});

afterAll(async () => {
  for (const key of ["STRIPE_SECRET_KEY", "STRIPE_API_BASE", "STRIPE_WEBHOOK_SECRET", "AFFILIATE_REFUND_WINDOW_DAYS"]) delete process.env[key];
  resetEnvForTests();
  await stripe.stop();
});

function deliver(event: unknown) {
  const { payload, headers } = signedDelivery(event);
  return settle(() => webhookAction({ request: new Request(`${ORIGIN}/webhooks/stripe`, { method: "POST", body: payload, headers }), params: {}, context: {} }));
}

/** An approved affiliate, as the admin's approval would make one. */
function newAffiliate(ratePercent: number, status: "active" | "suspended" = "active") {
  const id = `aff_${randomUUID()}`;
  const code = `C${randomUUID().slice(0, 8).toUpperCase()}`;
  db.insert(affiliates)
    .values({ id, code, name: `Affiliate ${code}`, email: `${code.toLowerCase()}@example.com`, ratePercent, status, approvedAt: new Date(), suspendedAt: status === "suspended" ? new Date() : null })
    .run();
  return id;
}

/** A buyer who opened Stripe Checkout for `productId`, referred by `affiliateId`. */
async function referredCheckout(productId: string, affiliateId: string | null) {
  const buyer = await newBuyer();
  const response = await settle(() => checkoutAction({ request: formRequest("/checkout", { productId, returnTo: "/" }, { cookie: buyer.cookie }), params: {}, context: {} }));
  expect(response.status).toBe(303);
  const order = db.select().from(orders).where(eq(orders.userId, buyer.id)).get()!;
  if (affiliateId) db.update(orders).set({ affiliateId, affiliateSource: "link" }).where(eq(orders.id, order.id)).run();
  return { buyer, orderId: order.id, session: stripe.sessions.get(order.stripeSessionId!)! };
}

const rowsOf = (orderId: string) => db.select().from(commissions).where(eq(commissions.orderId, orderId)).all();
const orderOf = (orderId: string) => db.select().from(orders).where(eq(orders.id, orderId)).get()!;
const returnOf = (cookie: string, sessionId: string) =>
  settle(() => resourcesLoader({ request: getRequest(`/resources?success=true&session_id=${sessionId}`, { cookie }), params: {}, context: {} }));

describe("a commission", () => {
  it("is written once when the webhook and the buyer's return both fulfil: the rate of the amount paid, approved 30 days after payment", async () => {
    const affiliateId = newAffiliate(12);
    const { buyer, orderId, session } = await referredCheckout("digital_kitchen_playbook", affiliateId);
    const completed = stripeEvent("checkout.session.completed", stripe.complete(session.id));
    expect((await returnOf(buyer.cookie, session.id)).status).toBe(302);
    expect((await deliver(completed)).status).toBe(200);
    expect(orderOf(orderId).status).toBe("paid");
    const rows = rowsOf(orderId);
    expect(rows).toHaveLength(1);
    // 12% of $79.99 is 959.88 cents: rounded to the cent.
    expect(rows[0]).toMatchObject({ affiliateId, kind: "commission", baseCents: 7999, ratePercent: 12, amountCents: 960, currency: "usd", reversedAt: null, payoutId: null });
    const paidAt = orderOf(orderId).paidAt!;
    expect(rows[0]!.availableAt.getTime()).toBe(paidAt.getTime() + 30 * DAY_MS);
    expect(commissionState(rows[0]!, new Date(paidAt.getTime() + 29 * DAY_MS))).toBe("pending");
    expect(commissionState(rows[0]!, new Date(paidAt.getTime() + 30 * DAY_MS))).toBe("approved");
  });

  it("is written once however often the webhook is replayed, and keeps the rate it was made with", async () => {
    const affiliateId = newAffiliate(10);
    const { orderId, session } = await referredCheckout("nutri_sync", affiliateId);
    const completed = stripeEvent("checkout.session.completed", stripe.complete(session.id));
    for (let i = 0; i < 3; i++) expect((await deliver(completed)).status).toBe(200);
    // The same payment's other event (a second delivery under another id) changes nothing either.
    expect((await deliver(stripeEvent("checkout.session.async_payment_succeeded", stripe.sessions.get(session.id)!))).status).toBe(200);
    db.update(affiliates).set({ ratePercent: 30 }).where(eq(affiliates.id, affiliateId)).run();
    expect((await deliver(completed)).status).toBe(200);
    expect(rowsOf(orderId)).toMatchObject([{ kind: "commission", baseCents: 1999, ratePercent: 10, amountCents: 200 }]);
  });

  it("is nothing for a suspended affiliate, nor for an order nobody referred", async () => {
    const suspended = newAffiliate(20, "suspended");
    const referred = await referredCheckout("meal_capture", suspended);
    await deliver(stripeEvent("checkout.session.completed", stripe.complete(referred.session.id)));
    expect(orderOf(referred.orderId).status).toBe("paid");
    expect(rowsOf(referred.orderId)).toEqual([]);
    const direct = await referredCheckout("chef_fuel_formula", null);
    await deliver(stripeEvent("checkout.session.completed", stripe.complete(direct.session.id)));
    expect(orderOf(direct.orderId).status).toBe("paid");
    expect(rowsOf(direct.orderId)).toEqual([]);
  });

  it("is the rate of what was paid after a promotion code's discount", async () => {
    const created = await createPromotion({ code: `AFF${randomUUID().slice(0, 6)}`, percentOff: "25", currency: "usd", appliesTo: "all", productIds: [] });
    expect(created.ok).toBe(true);
    const affiliateId = newAffiliate(10);
    const { orderId, session } = await referredCheckout("nutri_sync", affiliateId);
    expect(stripe.enterPromotionCode(session.id, created.ok ? created.code : "")).toMatchObject({ amount_total: 1499 });
    await deliver(stripeEvent("checkout.session.completed", stripe.complete(session.id)));
    expect(orderOf(orderId)).toMatchObject({ status: "paid", amountCents: 1499, discountCents: 500 });
    // 10% of $14.99, not of the $19.99 list price.
    expect(rowsOf(orderId)).toMatchObject([{ baseCents: 1499, amountCents: 150 }]);
  });

  it("waits AFFILIATE_REFUND_WINDOW_DAYS when it is set", async () => {
    process.env.AFFILIATE_REFUND_WINDOW_DAYS = "7";
    resetEnvForTests();
    try {
      const { orderId, session } = await referredCheckout("nutri_sync", newAffiliate(10));
      await deliver(stripeEvent("checkout.session.completed", stripe.complete(session.id)));
      expect(rowsOf(orderId)[0]!.availableAt.getTime()).toBe(orderOf(orderId).paidAt!.getTime() + 7 * DAY_MS);
    } finally {
      delete process.env.AFFILIATE_REFUND_WINDOW_DAYS;
      resetEnvForTests();
    }
  });
});

describe("a refund or a dispute", () => {
  const refunded = (paymentIntent: string, id = `ch_${randomUUID()}`) => stripeEvent("charge.refunded", { id, object: "charge", payment_intent: paymentIntent, refunded: true });
  const disputed = (paymentIntent: string) =>
    stripeEvent("charge.dispute.created", { id: `dp_${randomUUID()}`, object: "dispute", charge: `ch_${randomUUID()}`, payment_intent: paymentIntent, amount: 7999, currency: "usd", reason: "fraudulent", status: "needs_response" });

  async function paidReferredOrder(productId = "digital_kitchen_playbook", ratePercent = 10) {
    const affiliateId = newAffiliate(ratePercent);
    const started = await referredCheckout(productId, affiliateId);
    const paid = stripe.complete(started.session.id);
    await deliver(stripeEvent("checkout.session.completed", paid));
    expect(rowsOf(started.orderId)).toHaveLength(1);
    return { ...started, affiliateId, paymentIntent: String(paid.payment_intent) };
  }

  it("before the window ends reverses the commission: it counts for nothing, and a replay changes nothing", async () => {
    const { orderId, paymentIntent, affiliateId } = await paidReferredOrder();
    const event = refunded(paymentIntent);
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);
    expect(orderOf(orderId).status).toBe("refunded");
    const rows = rowsOf(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reversedAt).toBeInstanceOf(Date);
    const later = new Date(Date.now() + 60 * DAY_MS);
    expect(commissionState(rows[0]!, later)).toBe("reversed");
    expect(statementTotals(rows.map((row) => ({ ...row, state: commissionState(row, later) })))).toEqual({ orders: 0, grossCents: 0, commissionCents: 0, adjustmentCents: 0, netCents: 0 });
    expect(db.select().from(commissions).where(and(eq(commissions.affiliateId, affiliateId), eq(commissions.kind, "adjustment"))).all()).toEqual([]);
  });

  it("a dispute reverses the commission and leaves the buyer's access alone", async () => {
    const { buyer, orderId, paymentIntent } = await paidReferredOrder();
    const answer = await deliver(disputed(paymentIntent));
    expect(await answer.json()).toMatchObject({ outcome: "marked" });
    expect(orderOf(orderId).status).toBe("paid");
    expect(db.select().from(customers).where(eq(customers.userId, buyer.id)).get()!.hasAccess).toBe(true);
    expect(rowsOf(orderId)).toMatchObject([{ kind: "commission", reversedAt: expect.any(Date) }]);
    // Refunded after the dispute: still one row, reversed once.
    await deliver(refunded(paymentIntent));
    expect(rowsOf(orderId)).toHaveLength(1);
  });

  it("after payout adds one negative adjustment, available at once, for a refund and a dispute of the same order alike", async () => {
    const { orderId, paymentIntent, affiliateId } = await paidReferredOrder("digital_sop_template_collection", 40);
    const sale = rowsOf(orderId)[0]!;
    // The first instant of the month after the one the commission became available in: that month has ended.
    const available = sale.availableAt;
    const month = available.toISOString().slice(0, 7);
    const afterMonth = new Date(Date.UTC(available.getUTCFullYear(), available.getUTCMonth() + 1, 1, 9));
    const due = monthPayouts(month, afterMonth);
    expect(due.state).toBe("payable");
    if (due.state !== "payable") return;
    expect(due.due.find((line) => line.affiliateId === affiliateId)).toMatchObject({ orders: 1, grossCents: 14999, commissionCents: 6000, netCents: 6000 });
    expect(markMonthPaid(month, "TEST-REF", due.check, afterMonth)).toMatchObject({ ok: true });
    expect(rowsOf(orderId)[0]!.payoutId).toMatch(/^pay_/);

    await deliver(disputed(paymentIntent));
    await deliver(refunded(paymentIntent));
    const rows = rowsOf(orderId);
    expect(rows).toHaveLength(2);
    const adjustment = rows.find((row) => row.kind === "adjustment")!;
    expect(adjustment).toMatchObject({ affiliateId, baseCents: -14999, ratePercent: 40, amountCents: -6000, reversedAt: null, payoutId: null });
    expect(Math.abs(adjustment.availableAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(rows.find((row) => row.kind === "commission")!.reversedAt).toBeNull();
  });
});
