/**
 * Payments through the real `stripe` SDK against a local fake Stripe server,
 * with webhook deliveries signed by the SDK's own test-header helper.
 */
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { customers, mailOutbox, orders, products, purchases, webhookEvents } from "~/db/schema";
import { action as checkoutAction } from "~/routes/checkout";
import { loader as resourcesLoader } from "~/routes/resources";
import { action as webhookAction } from "~/routes/webhooks.stripe";
import { resetEnvForTests } from "~/utils/env.server";
import { productSeeds } from "../../seed/data/products";
import { newBuyer } from "../support/buyers";
import { FakeStripe, WEBHOOK_SECRET, signedDelivery, stripeEvent } from "../support/fake-stripe";
import { ORIGIN, cookiesFrom, formRequest, getRequest, settle } from "../support/requests";

const stripe = new FakeStripe();

beforeAll(async () => {
  await stripe.start();
  Object.assign(process.env, { STRIPE_SECRET_KEY: "sk_test_fake", STRIPE_API_BASE: stripe.origin, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  resetEnvForTests();
  // Only the products: checkout and fulfilment need nothing else (and the seed's PDFs take seconds).
  db.insert(products).values(productSeeds).onConflictDoNothing().run();
});

afterAll(async () => {
  for (const key of ["STRIPE_SECRET_KEY", "STRIPE_API_BASE", "STRIPE_WEBHOOK_SECRET"]) delete process.env[key];
  resetEnvForTests();
  await stripe.stop();
});

beforeEach(() => {
  stripe.omitUrl = false;
  stripe.failWith = null;
});

const checkout = (cookie: string, productId: string, returnTo = "/") =>
  settle(() => checkoutAction({ request: formRequest("/checkout", { productId, returnTo }, { cookie }), params: {}, context: {} }));

function deliver(event: unknown, options?: Parameters<typeof signedDelivery>[1]) {
  const { payload, headers } = signedDelivery(event, options);
  return settle(() => webhookAction({ request: new Request(`${ORIGIN}/webhooks/stripe`, { method: "POST", body: payload, headers }), params: {}, context: {} }));
}

const ordersOf = (userId: string) => db.select().from(orders).where(eq(orders.userId, userId)).all();
const purchasesOf = (orderId: string) => db.select().from(purchases).where(eq(purchases.orderId, orderId)).all();
const hasAccess = (userId: string) => db.select().from(customers).where(eq(customers.userId, userId)).get()?.hasAccess;
const eventCount = () => db.select().from(webhookEvents).all().length;
/** Receipts stored in the outbox for an order (one however often fulfilment runs). */
const receiptsOf = (orderId: string) => db.select().from(mailOutbox).where(like(mailOutbox.key, `receipt:${orderId}:%`)).all();

/** A buyer who started checkout of `productId`: their order and its fake Stripe session. */
async function startedCheckout(productId = "hospitality-bundle") {
  const buyer = await newBuyer();
  const response = await checkout(buyer.cookie, productId);
  expect(response.status).toBe(303);
  const [order] = ordersOf(buyer.id);
  const session = stripe.sessions.get(order!.stripeSessionId!)!;
  return { buyer, order: order!, session, response };
}

describe("starting checkout", () => {
  it("creates one pending order and a session from our price, keyed by the order id, and 303s to it", async () => {
    const before = stripe.sessionCreations().length;
    const { buyer, order, session, response } = await startedCheckout("digital_kitchen_playbook");
    expect(response.headers.get("Location")).toBe(session.url);
    expect(order).toMatchObject({ status: "pending", mode: "stripe", amountCents: 7999, currency: "usd", productId: "digital_kitchen_playbook" });
    const sent = stripe.sessionCreations().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toBe(`checkout-${order.id}`);
    expect(sent[0]!.body).toMatchObject({
      mode: "payment",
      client_reference_id: order.id,
      customer_email: buyer.email,
      metadata: { orderId: order.id, userId: buyer.id, productId: "digital_kitchen_playbook" },
      // The product's own Stripe Product, so a promotion code can be limited to it (docs/decisions/211).
      line_items: { 0: { quantity: "1", price_data: { currency: "usd", unit_amount: "7999", product: "shop_digital_kitchen_playbook" } } },
      success_url: "http://localhost:3000/resources?success=true&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/resources?canceled=true",
      // Beside Stripe's Pay button, with links to the terms and the refund policy.
      custom_text: {
        submit: {
          message: "By paying you agree to our [Terms of Service](http://localhost:3000/terms). Refunds: see our [Refund Policy](http://localhost:3000/refunds).",
        },
      },
    });
    expect(stripe.products.get("shop_digital_kitchen_playbook")?.name).toBe("Digital Kitchen Playbook");
  });

  it("from a post, Stripe returns the buyer to that post, paid or canceled", async () => {
    const buyer = await newBuyer();
    const before = stripe.sessionCreations().length;
    await checkout(buyer.cookie, "hospitality-bundle", "/blog/menu-engineering-matrix?dialog=signin");
    expect(stripe.sessionCreations().slice(before)[0]!.body).toMatchObject({
      success_url: "http://localhost:3000/resources?success=true&session_id={CHECKOUT_SESSION_ID}&next=%2Fblog%2Fmenu-engineering-matrix",
      cancel_url: "http://localhost:3000/resources?canceled=true&next=%2Fblog%2Fmenu-engineering-matrix",
    });
  });

  it("a double click makes one order and one session", async () => {
    const buyer = await newBuyer();
    const [first, second] = await Promise.all([checkout(buyer.cookie, "nutri_sync"), checkout(buyer.cookie, "nutri_sync")]);
    expect(ordersOf(buyer.id)).toHaveLength(1);
    expect(first.headers.get("Location")).toBe(second.headers.get("Location"));
    const keys = stripe.sessionCreations().filter((r) => r.idempotencyKey === `checkout-${ordersOf(buyer.id)[0]!.id}`);
    expect(keys).toHaveLength(2);
    expect(new Set([...stripe.sessions.values()].filter((s) => s.metadata.userId === buyer.id).map((s) => s.id)).size).toBe(1);
  });

  it("sells the 19.99/month white-paper subscription in subscription mode", async () => {
    const { session } = await startedCheckout("wp_operator_briefing_subscription");
    expect(session.mode).toBe("subscription");
    expect(session.line_items_sent).toMatchObject({ 0: { price_data: { unit_amount: "1999", recurring: { interval: "month" } } } });
  });

  it("a response without a URL is a Checkout Error and changes nothing else", async () => {
    stripe.omitUrl = true;
    const buyer = await newBuyer();
    const response = await checkout(buyer.cookie, "meal_capture", "/#products");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/#products");
    expect(cookiesFrom(response)).toContain("toast=");
    const [order] = ordersOf(buyer.id);
    expect(order).toMatchObject({ status: "pending", stripeSessionId: null });
    expect(hasAccess(buyer.id)).toBe(false);
  });

  it("a Stripe error is a Checkout Error too", async () => {
    stripe.failWith = 500;
    const buyer = await newBuyer();
    const response = await checkout(buyer.cookie, "chef_fuel_formula");
    expect(response.status).toBe(302);
    expect(cookiesFrom(response)).toContain("toast=");
  });

  it("unknown product → 400 and nothing sent to Stripe", async () => {
    const buyer = await newBuyer();
    const before = stripe.requests.length;
    expect((await checkout(buyer.cookie, "no_such_product")).status).toBe(400);
    expect((await checkout(buyer.cookie, "consulting_kitchen_design")).status).toBe(400);
    expect(stripe.requests.length).toBe(before);
    expect(ordersOf(buyer.id)).toHaveLength(0);
  });
});

describe("the webhook", () => {
  it("the same completed event replayed 3× fulfils once", async () => {
    const { buyer, order, session } = await startedCheckout("bundle_efficiency_package");
    const event = stripeEvent("checkout.session.completed", stripe.complete(session.id));
    for (let i = 0; i < 3; i++) expect((await deliver(event)).status).toBe(200);
    const paid = ordersOf(buyer.id)[0]!;
    expect(paid).toMatchObject({ status: "paid", stripePaymentIntentId: session.payment_intent });
    expect(hasAccess(buyer.id)).toBe(true);
    // The bundle and each product it includes, once.
    expect(purchasesOf(order.id).map((p) => p.productId).sort()).toEqual(
      ["bundle_efficiency_package", "digital_food_cost_calculator", "digital_kitchen_playbook", "digital_restaurant_profit_formula", "digital_sop_template_collection"].sort(),
    );
    expect(db.select().from(webhookEvents).where(eq(webhookEvents.id, (event as { id: string }).id)).all()).toHaveLength(1);
    expect(receiptsOf(order.id)).toHaveLength(1);
    expect(receiptsOf(order.id)[0]!.recipient).toBe(buyer.email);
  });

  it("`completed` arriving after the success return still fulfils once", async () => {
    const { buyer, order, session } = await startedCheckout();
    stripe.complete(session.id);
    const back = await settle(() => resourcesLoader({ request: getRequest(`/resources?success=true&session_id=${session.id}`, { cookie: buyer.cookie }), params: {}, context: {} }));
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/resources");
    expect(hasAccess(buyer.id)).toBe(true);
    const paidAt = ordersOf(buyer.id)[0]!.paidAt;
    expect((await deliver(stripeEvent("checkout.session.completed", session))).status).toBe(200);
    expect(ordersOf(buyer.id)[0]!.paidAt).toEqual(paidAt);
    expect(purchasesOf(order.id)).toHaveLength(1);
    expect(receiptsOf(order.id)).toHaveLength(1);
  });

  it("an unpaid `completed`, then `async_payment_succeeded`, grants access once", async () => {
    const { buyer, order, session } = await startedCheckout();
    expect((await deliver(stripeEvent("checkout.session.completed", stripe.complete(session.id, { paid: false })))).status).toBe(200);
    expect(hasAccess(buyer.id)).toBe(false);
    expect(ordersOf(buyer.id)[0]!.status).toBe("pending");
    const succeeded = stripeEvent("checkout.session.async_payment_succeeded", stripe.settle(session.id));
    await deliver(succeeded);
    await deliver(succeeded);
    expect(hasAccess(buyer.id)).toBe(true);
    expect(purchasesOf(order.id)).toHaveLength(1);
  });

  it("an async payment failure and an expired session mark the order", async () => {
    const failed = await startedCheckout();
    await deliver(stripeEvent("checkout.session.async_payment_failed", stripe.complete(failed.session.id, { paid: false })));
    expect(ordersOf(failed.buyer.id)[0]!.status).toBe("failed");
    const expired = await startedCheckout();
    await deliver(stripeEvent("checkout.session.expired", { ...expired.session, status: "expired" }));
    expect(ordersOf(expired.buyer.id)[0]!.status).toBe("canceled");
    expect(hasAccess(expired.buyer.id)).toBe(false);
  });

  it("a bad signature and a 10-minute-old timestamp are 400 and change nothing", async () => {
    const { buyer, session } = await startedCheckout();
    const event = stripeEvent("checkout.session.completed", stripe.complete(session.id));
    const events = eventCount();
    expect((await deliver(event, { secret: "whsec_not_ours" })).status).toBe(400);
    expect((await deliver(event, { ageSeconds: 600 })).status).toBe(400);
    const unsigned = await settle(() =>
      webhookAction({ request: new Request(`${ORIGIN}/webhooks/stripe`, { method: "POST", body: JSON.stringify(event) }), params: {}, context: {} }),
    );
    expect(unsigned.status).toBe(400);
    expect(eventCount()).toBe(events);
    expect(ordersOf(buyer.id)[0]!.status).toBe("pending");
    expect(hasAccess(buyer.id)).toBe(false);
  });

  it("a full refund revokes access, unless another paid order remains", async () => {
    const { buyer, order, session } = await startedCheckout("chef_fuel_formula");
    await deliver(stripeEvent("checkout.session.completed", stripe.complete(session.id)));
    expect(hasAccess(buyer.id)).toBe(true);
    const partial = { id: "ch_partial", object: "charge", payment_intent: session.payment_intent, refunded: false, amount_refunded: 500 };
    await deliver(stripeEvent("charge.refunded", partial));
    expect(hasAccess(buyer.id)).toBe(true);
    await deliver(stripeEvent("charge.refunded", { ...partial, id: "ch_full", refunded: true, amount_refunded: 1999 }));
    expect(hasAccess(buyer.id)).toBe(false);
    expect(ordersOf(buyer.id)[0]).toMatchObject({ status: "refunded" });
    expect(purchasesOf(order.id).every((p) => p.revokedAt !== null)).toBe(true);
  });

  it("a refund of one order keeps access another paid order gives", async () => {
    const buyer = await newBuyer();
    const sessions = [];
    for (const productId of ["nutri_sync", "meal_capture"]) {
      await checkout(buyer.cookie, productId);
      const order = db.select().from(orders).where(and(eq(orders.userId, buyer.id), eq(orders.productId, productId))).get()!;
      const session = stripe.complete(order.stripeSessionId!);
      await deliver(stripeEvent("checkout.session.completed", session));
      sessions.push(session);
    }
    await deliver(stripeEvent("charge.refunded", { id: "ch_one", object: "charge", payment_intent: sessions[0]!.payment_intent, refunded: true }));
    expect(hasAccess(buyer.id)).toBe(true);
  });

  it("the subscription's deletion ends the access it gave", async () => {
    const { buyer, session } = await startedCheckout("wp_operator_briefing_subscription");
    const paid = stripe.complete(session.id);
    await deliver(stripeEvent("checkout.session.completed", paid));
    expect(hasAccess(buyer.id)).toBe(true);
    expect(ordersOf(buyer.id)[0]!.stripeSubscriptionId).toBe(paid.subscription);
    await deliver(stripeEvent("customer.subscription.deleted", { id: paid.subscription, object: "subscription", status: "canceled" }));
    expect(hasAccess(buyer.id)).toBe(false);
    expect(ordersOf(buyer.id)[0]!.endedAt).not.toBeNull();
  });

  it("an event for a session this site did not make is stored and ignored", async () => {
    const response = await deliver(stripeEvent("checkout.session.completed", { id: "cs_other", object: "checkout.session", payment_status: "paid", metadata: {} }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ outcome: "ignored" });
  });
});

describe("the return on /resources", () => {
  it("success with an unpaid session says it is processing and grants nothing", async () => {
    const { buyer, session } = await startedCheckout();
    const back = await settle(() => resourcesLoader({ request: getRequest(`/resources?success=true&session_id=${session.id}`, { cookie: buyer.cookie }), params: {}, context: {} }));
    expect(back.headers.get("Location")).toBe("/resources");
    expect(hasAccess(buyer.id)).toBe(false);
  });

  it("someone else's session id fulfils nothing", async () => {
    const { session } = await startedCheckout();
    stripe.complete(session.id);
    const other = await newBuyer();
    await settle(() => resourcesLoader({ request: getRequest(`/resources?success=true&session_id=${session.id}`, { cookie: other.cookie }), params: {}, context: {} }));
    expect(hasAccess(other.id)).toBe(false);
    expect(db.select().from(orders).where(eq(orders.stripeSessionId, session.id)).get()!.status).toBe("pending");
  });

  it("canceled shows the notice only without access", async () => {
    const buyer = await newBuyer();
    const without = await settle(() => resourcesLoader({ request: getRequest("/resources?canceled=true", { cookie: buyer.cookie }), params: {}, context: {} }));
    expect(without.headers.get("Location")).toBe("/resources");
    expect(cookiesFrom(without)).toContain("toast=");
    db.update(customers).set({ hasAccess: true }).where(eq(customers.userId, buyer.id)).run();
    const withAccess = await settle(() => resourcesLoader({ request: getRequest("/resources?canceled=true", { cookie: buyer.cookie }), params: {}, context: {} }));
    expect(withAccess.headers.get("Location")).toBe("/resources");
    expect(cookiesFrom(withAccess)).not.toContain("toast=");
  });
});

describe("a payment for an order we will not fulfil is given back", () => {
  const refundsOf = (paymentIntent: string) => stripe.refunds.filter((r) => r.payment_intent === paymentIntent);

  it("a canceled order is not paid by a later completion: the payment is refunded once, and nothing is granted", async () => {
    const { buyer, order, session } = await startedCheckout("digital_kitchen_playbook");
    await deliver(stripeEvent("checkout.session.expired", { ...session, status: "expired" }));
    expect(ordersOf(buyer.id)[0]!.status).toBe("canceled");

    const completed = stripeEvent("checkout.session.completed", stripe.complete(session.id));
    const answer = await deliver(completed);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ outcome: "refused" });
    await deliver(completed); // a replay gives nothing back twice
    expect(refundsOf(`pi_${session.id.slice(3)}`)).toEqual([{ payment_intent: `pi_${session.id.slice(3)}`, reason: "duplicate", metadata: { orderId: order.id } }]);
    expect(ordersOf(buyer.id)[0]!.status).toBe("canceled");
    expect(purchasesOf(order.id)).toEqual([]);
    expect(hasAccess(buyer.id)).toBe(false);
    expect(receiptsOf(order.id)).toEqual([]);
  });

  it("an order for what the buyer came to hold in another tab is refunded and canceled, a subscription cancelled too", async () => {
    const { buyer, order: bundle, session: bundleSession } = await startedCheckout("hospitality-bundle");
    const monthly = await checkout(buyer.cookie, "wp_operator_briefing_subscription");
    expect(monthly.status).toBe(303);
    const monthlyOrder = ordersOf(buyer.id).find((o) => o.productId === "wp_operator_briefing_subscription")!;
    const monthlySession = stripe.sessions.get(monthlyOrder.stripeSessionId!)!;
    // Both tabs are paid on Stripe's page; the bundle's completion arrives first and grants access.
    await deliver(stripeEvent("checkout.session.completed", stripe.complete(bundleSession.id)));
    expect(hasAccess(buyer.id)).toBe(true);

    const late = await deliver(stripeEvent("checkout.session.completed", stripe.complete(monthlySession.id)));
    expect(await late.json()).toMatchObject({ outcome: "refused" });
    expect(stripe.canceledSubscriptions.has(`sub_${monthlySession.id.slice(3)}`)).toBe(true);
    expect(refundsOf(`pi_in_${monthlySession.id.slice(3)}`)).toHaveLength(1);
    expect(db.select().from(orders).where(eq(orders.id, monthlyOrder.id)).get()!.status).toBe("canceled");
    expect(purchasesOf(monthlyOrder.id)).toEqual([]);
    expect(purchasesOf(bundle.id).length).toBeGreaterThan(0);
    expect(refundsOf(`pi_${bundleSession.id.slice(3)}`)).toEqual([]);
  });

  it("when Stripe cannot take the refund, the webhook answers 503 and records nothing, so Stripe sends it again", async () => {
    const { buyer, session } = await startedCheckout("digital_kitchen_playbook");
    await deliver(stripeEvent("checkout.session.expired", { ...session, status: "expired" }));
    const completed = stripeEvent("checkout.session.completed", stripe.complete(session.id));
    const events = eventCount();
    stripe.failWith = 500;
    expect((await deliver(completed)).status).toBe(503);
    expect(eventCount()).toBe(events);
    stripe.failWith = null;
    expect((await deliver(completed)).status).toBe(200);
    expect(refundsOf(`pi_${session.id.slice(3)}`)).toHaveLength(1);
    expect(hasAccess(buyer.id)).toBe(false);
  });
});
