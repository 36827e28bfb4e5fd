/**
 * /admin/orders through its loader, action and CSV: filters, totals, the
 * customer's page, and refunds, which come back through the webhook's path
 * (with a Stripe key: Stripe's Refunds API, then Stripe's signed event; in
 * test mode: the same event handled at once). Guards through HTTP are in
 * tests/integration/server/admin-routes.test.ts.
 */
import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { customers, mailOutbox, orders, products, users } from "~/db/schema";
import { createUserWithCustomer } from "~/models/user.server";
import { action as ordersAction, loader as ordersLoader } from "~/routes/admin.orders";
import { loader as csvLoader } from "~/routes/admin_.orders[.]csv";
import { action as webhookAction } from "~/routes/webhooks.stripe";
import { startSession, toSessionUser } from "~/services/auth/auth.server";
import { fulfilCheckout } from "~/services/checkout/fulfilment.server";
import { resetEnvForTests } from "~/utils/env.server";
import { productSeeds } from "../../seed/data/products";
import { FakeStripe, WEBHOOK_SECRET, signedDelivery, stripeEvent } from "../support/fake-stripe";
import { ORIGIN, formRequest, getRequest, settle } from "../support/requests";

const stripe = new FakeStripe();
let admin = "";

beforeAll(async () => {
  db.insert(products).values(productSeeds).onConflictDoNothing().run();
  await stripe.start();
  const user = createUserWithCustomer({ email: `orders-admin-${randomUUID().slice(0, 6)}@example.com`, fullName: "Orders Admin", passwordHash: "unused" });
  db.update(users).set({ role: "admin" }).where(eq(users.id, user.id)).run();
  admin = (await startSession(getRequest("/"), toSessionUser({ ...user, role: "admin" }))).split(";")[0]!;
});
afterAll(() => stripe.stop());

function buyer(name = "Nok Buyer") {
  return createUserWithCustomer({ email: `buyer-${randomUUID().slice(0, 8)}@example.com`, fullName: name, passwordHash: "unused" });
}

/** A paid order as fulfilment leaves it (purchases and access given). */
function paidOrder(userId: string, { productId = "digital_kitchen_playbook", amountCents = 7999, currency = "usd", mode = "test", createdAt = new Date() } = {}) {
  const id = `ord_${randomUUID()}`;
  db.insert(orders).values({ id, userId, productId, amountCents, currency: currency as "usd", status: "pending", mode: mode as "test", createdAt }).run();
  fulfilCheckout(id, mode === "stripe" ? { paymentIntentId: `pi_${id.slice(4)}` } : {});
  return id;
}

type Page = Awaited<ReturnType<typeof load>>;
async function load(query = "") {
  const response = await settle(async () => ordersLoader({ request: getRequest(`/admin/orders${query}`, { cookie: admin }), params: {}, context: {} }));
  return { status: response.status, ...(await response.json()) } as { status: number; totals: { currency: string; paidOrders: number; salesCents: number; refundedCents: number; netCents: number }[]; errors: string[]; customer: { email: string; hasAccess: boolean } | null; confirm: { id: string } | null; total: number; orders: { id: string; state: string; refusal: string | null; receipt: string | null }[] };
}
const refund = (orderId: string, query = "") =>
  settle(() => ordersAction({ request: formRequest(`/admin/orders${query}`, { intent: "refund", orderId }, { cookie: admin }), params: {}, context: {} }));
const hasAccess = (userId: string) => db.select({ has: customers.hasAccess }).from(customers).where(eq(customers.userId, userId)).get()?.has;
const statusOf = (orderId: string) => db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).get()?.status;
const refundMails = (orderId: string) => db.select().from(mailOutbox).where(like(mailOutbox.key, `refund:${orderId}%`)).all();

describe("filters and totals", () => {
  it("filters by status, product and UTC days, and totals the period per currency with refunds taken off", async () => {
    const day = (d: number) => new Date(Date.UTC(2031, 0, d, 12));
    const a = buyer();
    const paid1 = paidOrder(a.id, { createdAt: day(10) });
    const paid2 = paidOrder(a.id, { productId: "digital_food_cost_calculator", amountCents: 2999, createdAt: day(11) });
    const thb = paidOrder(a.id, { productId: "fermentation_guidebook", amountCents: 79000, currency: "thb", createdAt: day(11) });
    const refunded = paidOrder(buyer().id, { productId: "chef_fuel_formula", amountCents: 1999, createdAt: day(12) });
    expect((await refund(refunded)).status).toBe(302);
    db.insert(orders).values({ id: `ord_${randomUUID()}`, userId: a.id, productId: "nutri_sync", amountCents: 1999, currency: "usd", status: "pending", mode: "test", createdAt: day(12) }).run();
    paidOrder(a.id, { createdAt: day(20) });

    const period = await load("?from=2031-01-10&to=2031-01-12");
    expect(period.total).toBe(5);
    expect(period.totals).toEqual([
      { currency: "thb", mode: "test", paidOrders: 1, salesCents: 79000, refundedOrders: 0, refundedCents: 0, netCents: 79000 },
      { currency: "usd", mode: "test", paidOrders: 3, salesCents: 7999 + 2999 + 1999, refundedOrders: 1, refundedCents: 1999, netCents: 7999 + 2999 },
    ].map((t) => expect.objectContaining(t)));
    expect((await load("?from=2031-01-10&to=2031-01-12&status=refunded")).orders.map((o) => o.id)).toEqual([refunded]);
    expect((await load("?from=2031-01-10&to=2031-01-12&product=digital_food_cost_calculator")).orders.map((o) => o.id)).toEqual([paid2]);
    expect((await load("?from=2031-01-11&to=2031-01-11")).orders.map((o) => o.id).sort()).toEqual([paid2, thb].sort());
    expect((await load("?from=2031-01-10&to=2031-01-10")).orders.map((o) => o.id)).toEqual([paid1]);
  });

  it("tells an ended subscription from a paid order, and totals real money apart from test mode", async () => {
    const day = new Date(Date.UTC(2031, 3, 5, 12));
    const a = buyer();
    const live = paidOrder(a.id, { mode: "stripe", createdAt: day });
    const ended = paidOrder(buyer().id, { productId: "wp_operator_briefing_subscription", amountCents: 1999, createdAt: day });
    db.update(orders).set({ endedAt: new Date() }).where(eq(orders.id, ended)).run();
    const test = paidOrder(buyer().id, { createdAt: day });

    const paid = await load("?from=2031-04-05&to=2031-04-05&status=paid");
    expect(paid.orders.map((o) => o.id).sort()).toEqual([live, test].sort());
    const over = await load("?from=2031-04-05&to=2031-04-05&status=ended");
    expect(over.orders).toEqual([expect.objectContaining({ id: ended, state: "ended", refusal: expect.stringMatching(/has ended already/) })]);
    const all = await load("?from=2031-04-05&to=2031-04-05");
    expect(all.totals).toEqual([
      expect.objectContaining({ currency: "usd", mode: "stripe", paidOrders: 1, netCents: 7999 }),
      expect.objectContaining({ currency: "usd", mode: "test", paidOrders: 2, netCents: 7999 + 1999 }),
    ]);
  });

  it("refuses a bad filter with a 400 that says why, and still shows the page", async () => {
    const bad = await load("?status=shipped&product=no_such&from=2031-13-40&to=yesterday");
    expect(bad.status).toBe(400);
    expect(bad.errors).toEqual(["Dates are written YYYY-MM-DD, e.g. 2026-11-28.", "Unknown status: choose one from the list.", "No order is for that product: choose one from the list."]);
    const backwards = await load("?from=2031-02-01&to=2031-01-01");
    expect(backwards.errors).toEqual(["The start date is after the end date."]);
    expect((await load("?customer=nobody")).errors).toEqual(["No such customer."]);
  });
});

describe("a customer's page", () => {
  it("shows the account and only that customer's orders", async () => {
    const a = buyer("Ploy Bistro");
    const mine = paidOrder(a.id);
    paidOrder(buyer().id);
    const page = await load(`?customer=${a.id}`);
    expect(page.customer).toMatchObject({ email: a.email, fullName: "Ploy Bistro", hasAccess: true, emailVerifiedAt: null, accessFrom: [expect.objectContaining({ id: mine })] });
    expect(page.orders.map((o) => o.id)).toEqual([mine]);
    expect(page.orders[0]).toMatchObject({ receipt: `/admin/orders/${mine}/receipt` });
  });
});

describe("the CSV", () => {
  it("has the filtered orders with a header row, and defuses formula cells", async () => {
    const a = buyer("=HYPERLINK(\"http://evil\")");
    const order = paidOrder(a.id, { createdAt: new Date(Date.UTC(2032, 5, 1)) });
    const response = await csvLoader({ request: getRequest("/admin/orders.csv?from=2032-06-01&to=2032-06-01", { cookie: admin }), params: {}, context: {} });
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe("order_id,created_at,paid_at,status,mode,customer_name,customer_email,product_id,product,amount_minor_units,amount,currency,billing,ended_at,refund_requested_at,promotion_code,discount_minor_units,stripe_payment_intent");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(order);
    expect(lines[1]).toContain(",paid,test,");
    expect(lines[1]).toContain(",7999,79.99,usd,one-time,");
    expect(lines[1]).not.toMatch(/,"?=HYPERLINK/);
    expect((await csvLoader({ request: getRequest("/admin/orders.csv?from=nope", { cookie: admin }), params: {}, context: {} })).status).toBe(400);
  });
});

describe("refunds", () => {
  it("in test mode: confirmed on the page, then handled as Stripe's charge.refunded would be, once", async () => {
    const a = buyer();
    const order = paidOrder(a.id);
    expect((await load(`?refund=${order}`)).confirm).toMatchObject({ id: order });
    const done = await refund(order, `?refund=${order}`);
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/orders");
    expect(statusOf(order)).toBe("refunded");
    expect(hasAccess(a.id)).toBe(false);
    expect(refundMails(order)).toHaveLength(1);

    const again = await refund(order);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: "This order was refunded already." });
    expect(refundMails(order)).toHaveLength(1);
  });

  it("refuses what cannot be refunded, with a reason", async () => {
    const a = buyer();
    const pending = `ord_${randomUUID()}`;
    db.insert(orders).values({ id: pending, userId: a.id, productId: "nutri_sync", amountCents: 1999, currency: "usd", status: "pending", mode: "test" }).run();
    expect(await (await refund(pending)).json()).toEqual({ error: "Only a paid order can be refunded: this one was never paid." });
    const monthly = paidOrder(a.id, { productId: "wp_operator_briefing_subscription", amountCents: 1999 });
    const refusal = await refund(monthly);
    expect(refusal.status).toBe(409);
    expect((await refusal.json()).error).toMatch(/^A subscription is refunded in Stripe's dashboard/);
    expect(statusOf(monthly)).toBe("paid");
    expect((await refund("ord_nope")).status).toBe(404);
    expect((await settle(() => ordersAction({ request: formRequest("/admin/orders", { intent: "delete", orderId: monthly }, { cookie: admin }), params: {}, context: {} }))).status).toBe(400);
  });

  describe("with a Stripe key", () => {
    beforeAll(() => {
      Object.assign(process.env, { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: stripe.origin, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
      resetEnvForTests();
    });
    afterAll(() => {
      for (const key of ["STRIPE_SECRET_KEY", "STRIPE_API_BASE", "STRIPE_WEBHOOK_SECRET"]) delete process.env[key];
      resetEnvForTests();
    });

    it("asks Stripe's Refunds API; the order changes only when Stripe's signed charge.refunded arrives", async () => {
      const a = buyer();
      const order = paidOrder(a.id, { mode: "stripe" });
      const paymentIntent = `pi_${order.slice(4)}`;
      const asked = await refund(order);
      expect(asked.status).toBe(302);
      expect(stripe.refunds.filter((r) => r.payment_intent === paymentIntent)).toEqual([{ payment_intent: paymentIntent, reason: "requested_by_customer", metadata: { orderId: order } }]);
      expect(stripe.requests.find((r) => r.path === "/v1/refunds" && r.body.payment_intent === paymentIntent)?.idempotencyKey).toBe(`admin-refund:${order}`);
      expect(statusOf(order)).toBe("paid");
      expect(hasAccess(a.id)).toBe(true);
      expect((await load(`?customer=${a.id}`)).orders[0]).toMatchObject({ id: order, state: "paid", refundRequestedAt: expect.any(String), refusal: expect.stringMatching(/asked of Stripe already/) });
      const again = await refund(order);
      expect(again.status).toBe(409);
      expect((await again.json()).error).toMatch(/^A refund of this order was asked of Stripe already/);
      expect(stripe.refunds.filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);

      const { payload, headers } = signedDelivery(stripeEvent("charge.refunded", { id: "ch_1", object: "charge", refunded: true, payment_intent: paymentIntent }));
      const delivered = await settle(() => webhookAction({ request: new Request(`${ORIGIN}/webhooks/stripe`, { method: "POST", body: payload, headers }), params: {}, context: {} }));
      expect(delivered.status).toBe(200);
      expect(statusOf(order)).toBe("refunded");
      expect(hasAccess(a.id)).toBe(false);
      expect(refundMails(order)).toHaveLength(1);
    });

    it("says what Stripe said when it refuses, and changes nothing", async () => {
      const order = paidOrder(buyer().id, { mode: "stripe" });
      stripe.refunds.push({ payment_intent: `pi_${order.slice(4)}`, reason: null, metadata: {} });
      const already = await refund(order);
      expect(already.status).toBe(409);
      expect((await already.json()).error).toMatch(/^Stripe has refunded this payment already/);
      stripe.failWith = 500;
      try {
        const other = paidOrder(buyer().id, { mode: "stripe" });
        const failed = await refund(other);
        expect(failed.status).toBe(502);
        expect((await failed.json()).error).toMatch(/^Stripe did not refund the payment: .*Nothing was changed; try again\.$/);
        expect(statusOf(other)).toBe("paid");
      } finally {
        stripe.failWith = null;
      }
    });
  });
});
