/**
 * Payments through the running production server: the webhook gets Stripe's
 * raw bytes (server/app.js) and checks their signature; a bought file reaches
 * its buyer and nobody else. The real SDK talks to tests/support/fake-stripe.ts.
 */
import { describe, expect, it } from "vitest";
import { FakeStripe, signedDelivery, stripeEvent } from "../../support/fake-stripe";
import { post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";
import { buyerWithCheckout as checkoutBuyer, useServerWithStripe, withServerDatabase } from "../../support/stripe-server";

const stripe = new FakeStripe();
let server: RunningServer;
useServerWithStripe(stripe, (started) => (server = started));

const query = <T>(sql: string, ...params: unknown[]) => withServerDatabase(server, (db) => db.prepare(sql).all(...params) as T[]);

const buyerWithCheckout = (productId: string) => checkoutBuyer(server, stripe, productId);

const deliver = (event: unknown, options?: Parameters<typeof signedDelivery>[1]) => {
  const { payload, headers } = signedDelivery(event, options);
  return fetch(`${server.origin}/webhooks/stripe`, { method: "POST", headers, body: payload });
};

const orderStatus = (id: string) => query<{ status: string }>("SELECT status FROM orders WHERE id = ?", id)[0]?.status;

describe("the Stripe webhook through the server", () => {
  it("takes Stripe's signed JSON, fulfils once however often it is replayed", async () => {
    const { session, orderId } = await buyerWithCheckout("nutri_sync");
    const event = stripeEvent("checkout.session.completed", stripe.complete(session.id));
    for (let i = 0; i < 3; i++) {
      const response = await deliver(event);
      expect(response.status).toBe(200);
    }
    expect(orderStatus(orderId)).toBe("paid");
    expect(query("SELECT id FROM purchases WHERE order_id = ?", orderId)).toHaveLength(1);
    expect(query("SELECT id FROM webhook_events WHERE id = ?", (event as { id: string }).id)).toHaveLength(1);
  });

  it("fulfils only a session that pays the order's amount, in its currency and of its kind", async () => {
    const forged: [string, (session: Record<string, unknown>) => void][] = [
      ["amount 1", (s) => (s.amount_total = 1)],
      ["one cent short", (s) => (s.amount_total = Number(s.amount_total) - 1)],
      ["the amount read as dollars", (s) => (s.amount_total = Math.round(Number(s.amount_total) / 100))],
      ["another currency", (s) => (s.currency = "thb")],
      ["a subscription for a one-time product", (s) => (s.mode = "subscription")],
      ["a live-mode payment on a test key", (s) => (s.livemode = true)],
    ];
    for (const [what, forge] of forged) {
      const { session, orderId } = await buyerWithCheckout("nutri_sync");
      const completed = { ...stripe.complete(session.id) } as Record<string, unknown>;
      forge(completed);
      const response = await deliver(stripeEvent("checkout.session.completed", completed));
      expect(response.status, what).toBe(200);
      expect(orderStatus(orderId), what).toBe("pending");
      expect(query("SELECT id FROM purchases WHERE order_id = ?", orderId), what).toHaveLength(0);
    }
  });

  it("fulfils the exact amount; a 100% discount (no_payment_required, amount 0) only with one of our codes (promotions.test.ts)", async () => {
    const exact = await buyerWithCheckout("nutri_sync");
    await deliver(stripeEvent("checkout.session.completed", stripe.complete(exact.session.id)));
    expect(orderStatus(exact.orderId)).toBe("paid");
    const free = await buyerWithCheckout("meal_capture");
    const discounted = { ...stripe.complete(free.session.id), amount_total: 0, payment_status: "no_payment_required" };
    await deliver(stripeEvent("checkout.session.completed", discounted));
    expect(orderStatus(free.orderId)).toBe("pending");
  });

  it("does not fulfil a subscription product's order from a one-time payment", async () => {
    const { session, orderId } = await buyerWithCheckout("wp_operator_briefing_subscription");
    const oneTime = { ...stripe.complete(session.id), mode: "payment", subscription: null, payment_intent: `pi_${session.id}` };
    expect((await deliver(stripeEvent("checkout.session.completed", oneTime))).status).toBe(200);
    expect(orderStatus(orderId)).toBe("pending");
  });

  it("answers 400 to a bad or stale signature and changes nothing", async () => {
    const { session, orderId } = await buyerWithCheckout("meal_capture");
    const event = stripeEvent("checkout.session.completed", stripe.complete(session.id));
    expect((await deliver(event, { secret: "whsec_wrong" })).status).toBe(400);
    expect((await deliver(event, { ageSeconds: 600 })).status).toBe(400);
    // One byte changed after signing.
    const { payload, headers } = signedDelivery(event);
    const tampered = await fetch(`${server.origin}/webhooks/stripe`, { method: "POST", headers, body: payload.replace('"paid"', '"PAID"') });
    expect(tampered.status).toBe(400);
    expect(orderStatus(orderId)).toBe("pending");
    expect(query("SELECT id FROM webhook_events WHERE id = ?", (event as { id: string }).id)).toHaveLength(0);
  });

  // Found by the actions fuzz: a signed event whose fields have other types was a 500.
  it("answers 400 to a signed event of the wrong shape, and reads odd fields as missing", async () => {
    const malformed = { id: { not: "a string" }, type: "checkout.session.completed", data: { object: {} } };
    const response = await deliver(malformed);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Malformed event" });
    const odd = stripeEvent("checkout.session.completed", { id: "cs_odd", object: "checkout.session", metadata: false, client_reference_id: { id: 1 }, payment_status: ["paid"] });
    const handled = await deliver(odd);
    expect(handled.status).toBe(200);
    expect(await handled.json()).toEqual({ received: true, outcome: "ignored" });
  });
});

describe("a bought file through the server", () => {
  it("downloads for its buyer (after the success return) and for nobody else", async () => {
    const buyer = await buyerWithCheckout("digital_kitchen_playbook");
    stripe.complete(buyer.session.id);
    const back = await fetch(`${server.origin}/resources?success=true&session_id=${buyer.session.id}`, { headers: { Cookie: buyer.cookie }, redirect: "manual" });
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe("/resources");

    const url = `${server.origin}/downloads/digital-kitchen-playbook.pdf`;
    const file = await fetch(url, { headers: { Cookie: buyer.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("application/pdf");
    expect(file.headers.get("Content-Disposition")).toBe('attachment; filename="digital-kitchen-playbook.pdf"');
    expect(file.headers.get("Cache-Control")).toContain("no-store");
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(Number(file.headers.get("Content-Length") ?? bytes.length)).toBe(bytes.length);

    // Premium access from another purchase does not give this product's file.
    const other = await buyerWithCheckout("hospitality-bundle");
    await deliver(stripeEvent("checkout.session.completed", stripe.complete(other.session.id)));
    const refused = await fetch(url, { headers: { Cookie: other.cookie }, redirect: "manual" });
    expect(refused.status).toBe(403);
    expect((await refused.text()).includes("%PDF")).toBe(false);
    const premium = await fetch(`${server.origin}/downloads/prompt-rulebook.pdf`, { headers: { Cookie: other.cookie } });
    expect(premium.status).toBe(200);

    const stranger = await signUpOverHttp(server);
    expect((await fetch(url, { headers: { Cookie: stranger }, redirect: "manual" })).status).toBe(403);
    const signedOut = await fetch(url, { redirect: "manual" });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("Location")).toContain("/login?redirectTo=");
    expect((await fetch(`${server.origin}/downloads/../app.db`, { redirect: "manual" })).status).toBe(404);
  });

  it("a refund that arrives before the payment's completion wins: the completion grants nothing", async () => {
    const buyer = await buyerWithCheckout("digital_sop_template_collection");
    const paid = stripe.complete(buyer.session.id);
    const refunded = await deliver(stripeEvent("charge.refunded", { id: "ch_early", object: "charge", payment_intent: paid.payment_intent, refunded: true }));
    expect(refunded.status).toBe(200);
    expect((await deliver(stripeEvent("checkout.session.completed", paid))).status).toBe(200);
    expect(orderStatus(buyer.orderId)).toBe("refunded");
    expect(query("SELECT id FROM purchases WHERE order_id = ? AND revoked_at IS NULL", buyer.orderId)).toHaveLength(0);
    const file = await fetch(`${server.origin}/downloads/digital-sop-template-collection.pdf`, { headers: { Cookie: buyer.cookie }, redirect: "manual" });
    expect(file.status).not.toBe(200);
  });

  it("a refund takes the file back", async () => {
    const buyer = await buyerWithCheckout("digital_food_cost_calculator");
    const paid = stripe.complete(buyer.session.id);
    await deliver(stripeEvent("checkout.session.completed", paid));
    const url = `${server.origin}/downloads/digital-food-cost-calculator.pdf`;
    expect((await fetch(url, { headers: { Cookie: buyer.cookie } })).status).toBe(200);
    await deliver(stripeEvent("charge.refunded", { id: "ch_1", object: "charge", payment_intent: paid.payment_intent, refunded: true }));
    expect((await fetch(url, { headers: { Cookie: buyer.cookie }, redirect: "manual" })).status).toBe(403);
  });
});

describe("a refund of a subscription's payment through the server", () => {
  const customer = (cookie: string) =>
    query<{ has_access: number }>("SELECT has_access FROM customers WHERE user_id = (SELECT user_id FROM orders WHERE id = ?)", cookie)[0];

  it("ends the subscription's access: Stripe is asked which subscription the payment paid", async () => {
    const buyer = await buyerWithCheckout("wp_operator_briefing_subscription");
    const paid = stripe.complete(buyer.session.id);
    await deliver(stripeEvent("checkout.session.completed", paid));
    expect(orderStatus(buyer.orderId)).toBe("paid");
    // A charge of a subscription names its payment intent only, which no order stores.
    const paymentIntent = stripe.payInvoice(paid.subscription!);
    const response = await deliver(stripeEvent("charge.refunded", { id: "ch_sub", object: "charge", payment_intent: paymentIntent, refunded: true }));
    expect(await response.json()).toEqual({ received: true, outcome: "revoked" });
    expect(orderStatus(buyer.orderId)).toBe("refunded");
    expect(customer(buyer.orderId)?.has_access).toBe(0);
    const asked = stripe.requests.filter((r) => r.path === "/v1/invoice_payments");
    expect(asked.at(-1)?.body).toMatchObject({ payment: { type: "payment_intent", payment_intent: paymentIntent } });
  });

  it("a refund seen before the subscription's completion wins", async () => {
    const buyer = await buyerWithCheckout("wp_operator_briefing_subscription");
    const paid = stripe.complete(buyer.session.id);
    const paymentIntent = stripe.payInvoice(paid.subscription!);
    await deliver(stripeEvent("charge.refunded", { id: "ch_sub_early", object: "charge", payment_intent: paymentIntent, refunded: true }));
    await deliver(stripeEvent("checkout.session.completed", paid));
    expect(orderStatus(buyer.orderId)).toBe("refunded");
    expect(customer(buyer.orderId)?.has_access).toBe(0);
  });

  it("when Stripe cannot be asked, the webhook answers 503 and handles the event when Stripe sends it again", async () => {
    const buyer = await buyerWithCheckout("wp_operator_briefing_subscription");
    const paid = stripe.complete(buyer.session.id);
    await deliver(stripeEvent("checkout.session.completed", paid));
    const refund = stripeEvent("charge.refunded", { id: "ch_sub_retry", object: "charge", payment_intent: stripe.payInvoice(paid.subscription!), refunded: true });
    stripe.failWith = 500;
    try {
      const refused = await deliver(refund);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("Retry-After")).toBe("60");
    } finally {
      stripe.failWith = null;
    }
    expect(orderStatus(buyer.orderId)).toBe("paid");
    const again = await deliver(refund);
    expect(await again.json()).toEqual({ received: true, outcome: "revoked" });
    expect(orderStatus(buyer.orderId)).toBe("refunded");
  });

  it("a partial refund leaves the subscription as it was", async () => {
    const buyer = await buyerWithCheckout("wp_operator_briefing_subscription");
    const paid = stripe.complete(buyer.session.id);
    await deliver(stripeEvent("checkout.session.completed", paid));
    const paymentIntent = stripe.payInvoice(paid.subscription!);
    await deliver(stripeEvent("charge.refunded", { id: "ch_sub_part", object: "charge", payment_intent: paymentIntent, refunded: false }));
    expect(orderStatus(buyer.orderId)).toBe("paid");
  });
});

describe("test mode", () => {
  it("production start-up warns when no Stripe key is set", async () => {
    const keyless = await startServer({ env: { LOG_LEVEL: "warn" } });
    try {
      expect(await keyless.waitForOutput("Payments are in TEST MODE")).toContain("checkout completes without taking money");
    } finally {
      await keyless.stop();
    }
    expect(server.output()).not.toContain("TEST MODE");
  }, 60_000);
});
