/**
 * Promotion codes through the running production server with a Stripe key:
 * the admin's code becomes a Stripe coupon and promotion code (the real SDK
 * against tests/support/fake-stripe.ts); Stripe's page takes the code only
 * for its products; the webhook fulfils a discounted session with the
 * discounted amount recorded, and refuses a discount it did not allow.
 */
import type Database from "better-sqlite3";
import { beforeAll, describe, expect, it } from "vitest";
import { FakeStripe, signedDelivery, stripeEvent, type FakeSession } from "../../support/fake-stripe";
import { post, signUpAdminOverHttp, type RunningServer } from "../../support/server";
import { buyerWithCheckout as checkoutBuyer, useServerWithStripe, withServerDatabase } from "../../support/stripe-server";

const stripe = new FakeStripe();
let server: RunningServer;
let admin = "";
useServerWithStripe(stripe, (started) => (server = started));

beforeAll(async () => {
  admin = await signUpAdminOverHttp(server);
});

const withDatabase = <T>(use: (db: Database.Database) => T) => withServerDatabase(server, use);
const row = <T>(sql: string, ...params: unknown[]) => withDatabase((db) => db.prepare(sql).get(...params) as T);

/** The admin's form, posted as a browser would (ticked products repeat their field). */
function createCode(fields: [string, string][]) {
  return post(server, "/admin/promotions", [["intent", "create"], ...fields] as unknown as Record<string, string>, { cookie: admin });
}

const buyerWithCheckout = (productId: string) => checkoutBuyer(server, stripe, productId);

const deliver = (object: unknown) => {
  const { payload, headers } = signedDelivery(stripeEvent("checkout.session.completed", object));
  return fetch(`${server.origin}/webhooks/stripe`, { method: "POST", headers, body: payload });
};

type OrderRow = { status: string; amount: number; discount: number | null; code: string | null };
const orderOf = (id: string) =>
  row<OrderRow>("SELECT status, amount_cents AS amount, discount_cents AS discount, promotion_code AS code FROM orders WHERE id = ?", id);
const redeemed = (code: string) => row<{ n: number }>("SELECT times_redeemed AS n FROM promotion_codes WHERE code = ?", code).n;

describe("an admin's code with a Stripe key", () => {
  it("is created at Stripe as a coupon for the chosen products' Stripe Products, and a promotion code with its expiry and limit", async () => {
    const couponsBefore = stripe.couponCreations().length;
    const lastDay = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    const response = await createCode([
      ["code", "spring25"],
      ["percentOff", "25"],
      ["appliesTo", "some"],
      ["productIds", "nutri_sync"],
      ["productIds", "digital_kitchen_playbook"],
      ["expiresOn", lastDay],
      ["maxRedemptions", "5"],
    ]);
    expect(response.status, await response.clone().text()).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/promotions");
    const coupon = stripe.couponCreations().slice(couponsBefore);
    expect(coupon).toHaveLength(1);
    expect(coupon[0]!.body).toMatchObject({
      percent_off: "25",
      duration: "once",
      name: "SPRING25",
      applies_to: { products: { 0: "shop_nutri_sync", 1: "shop_digital_kitchen_playbook" } },
    });
    expect(stripe.products.get("shop_nutri_sync")?.name).toBe("NutriSync");
    const couponId = [...stripe.coupons.values()].at(-1)!.id;
    const promotion = stripe.promotionCodeCreations().at(-1)!;
    expect(promotion.body).toMatchObject({
      promotion: { type: "coupon", coupon: couponId },
      code: "SPRING25",
      // The end of the last day (UTC).
      expires_at: String(Date.parse(`${lastDay}T00:00:00Z`) / 1000 + 86_400),
      max_redemptions: "5",
    });
    const stored = row<Record<string, unknown>>(
      "SELECT percent_off AS percent, product_ids AS products, max_redemptions AS max, stripe_coupon_id AS coupon, stripe_promotion_code_id AS promo FROM promotion_codes WHERE code = 'SPRING25'",
    );
    expect(stored).toEqual({ percent: 25, products: '["nutri_sync","digital_kitchen_playbook"]', max: 5, coupon: couponId, promo: [...stripe.promotionCodes.values()].at(-1)!.id });
  });

  it("an amount off goes to Stripe with its currency; a taken code is refused before anything reaches Stripe", async () => {
    expect((await createCode([["code", "TENOFF"], ["amountOff", "10"], ["currency", "usd"], ["appliesTo", "all"]])).status).toBe(302);
    expect(stripe.couponCreations().at(-1)!.body).toMatchObject({ amount_off: "1000", currency: "usd", duration: "once" });
    expect(stripe.couponCreations().at(-1)!.body.applies_to).toBeUndefined();
    const before = stripe.couponCreations().length;
    const again = await createCode([["code", "tenoff"], ["percentOff", "5"]]);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("The code TENOFF exists already");
    const both = await createCode([["code", "BOTHWAYS"], ["percentOff", "5"], ["amountOff", "5"]]);
    expect(both.status).toBe(400);
    expect(await both.text()).toContain("Enter a percentage or an amount off, not both.");
    expect(stripe.couponCreations()).toHaveLength(before);
  });
});

describe("a discounted Stripe checkout", () => {
  it("shows Stripe's code box on a line item of the product's Stripe Product, and fulfils with the discounted amount, counting the code once", async () => {
    const { session, orderId, cookie } = await buyerWithCheckout("nutri_sync");
    const sent = stripe.sessionCreations().at(-1)!.body;
    expect(sent).toMatchObject({ allow_promotion_codes: "true", line_items: { 0: { price_data: { product: "shop_nutri_sync", unit_amount: "1999" } } } });
    const entered = stripe.enterPromotionCode(session.id, "Spring25") as FakeSession;
    expect(entered.amount_total).toBe(1499);
    const completed = stripe.complete(session.id);
    for (let i = 0; i < 2; i++) expect((await deliver(completed)).status).toBe(200);
    expect(orderOf(orderId)).toEqual({ status: "paid", amount: 1499, discount: 500, code: "SPRING25" });
    expect(redeemed("SPRING25")).toBe(1);
    const receipt = await fetch(`${server.origin}/account/orders/${orderId}/receipt`, { headers: { Cookie: cookie } });
    const html = await receipt.text();
    expect(html).toContain("SPRING25");
    expect(html).toMatch(/data-total="?[^>]*>\$14\.99/);
    expect(html).toContain("$19.99");
  });

  it("Stripe's page refuses a code for another product and an unknown code", async () => {
    const { session } = await buyerWithCheckout("meal_capture");
    expect(stripe.enterPromotionCode(session.id, "SPRING25")).toEqual({ error: "This code is not valid for the items in your cart." });
    expect(stripe.enterPromotionCode(session.id, "NOPE")).toEqual({ error: "This code is invalid." });
    expect(stripe.sessions.get(session.id)!.amount_total).toBe(1999);
  });

  it("a session whose discount was not allowed is not fulfilled", async () => {
    const spring = [...stripe.promotionCodes.values()].find((p) => p.code === "SPRING25")!;
    const forged: [string, string, (s: FakeSession) => void][] = [
      ["our code on a product it is not for", "meal_capture", (s) => Object.assign(s, { discounts: [{ coupon: spring.promotion.coupon, promotion_code: spring.id }], amount_total: 1499 })],
      ["a code that is not ours", "nutri_sync", (s) => Object.assign(s, { discounts: [{ coupon: "coupon_x", promotion_code: "promo_elsewhere" }], amount_total: 1499 })],
      ["more off than the code gives", "nutri_sync", (s) => Object.assign(s, { discounts: [{ coupon: spring.promotion.coupon, promotion_code: spring.id }], amount_total: 999 })],
      ["a discount with no code at all", "nutri_sync", (s) => Object.assign(s, { amount_total: 1499 })],
      ["free with no code", "nutri_sync", (s) => Object.assign(s, { amount_total: 0, payment_status: "no_payment_required" })],
    ];
    const before = redeemed("SPRING25");
    for (const [what, product, forge] of forged) {
      const { session, orderId } = await buyerWithCheckout(product);
      const completed = { ...stripe.complete(session.id) };
      forge(completed);
      expect((await deliver(completed)).status, what).toBe(200);
      expect(orderOf(orderId), what).toEqual({ status: "pending", amount: 1999, discount: null, code: null });
    }
    expect(redeemed("SPRING25")).toBe(before);
  });

  it("a 100% code pays nothing (no_payment_required) and fulfils", async () => {
    expect((await createCode([["code", "FREEAPP"], ["percentOff", "100"], ["appliesTo", "some"], ["productIds", "meal_capture"]])).status).toBe(302);
    const { session, orderId } = await buyerWithCheckout("meal_capture");
    expect(stripe.enterPromotionCode(session.id, "freeapp")).toMatchObject({ amount_total: 0 });
    await deliver({ ...stripe.complete(session.id), payment_status: "no_payment_required" });
    expect(orderOf(orderId)).toEqual({ status: "paid", amount: 0, discount: 1999, code: "FREEAPP" });
  });

  it("a deactivated code is ended at Stripe too", async () => {
    const id = row<{ id: string }>("SELECT id FROM promotion_codes WHERE code = 'TENOFF'").id;
    const response = await post(server, "/admin/promotions", { intent: "deactivate", id }, { cookie: admin });
    expect(response.status).toBe(302);
    expect([...stripe.promotionCodes.values()].find((p) => p.code === "TENOFF")!.active).toBe(false);
    expect(row<{ off: number | null }>("SELECT deactivated_at AS off FROM promotion_codes WHERE id = ?", id).off).toBeGreaterThan(0);
    const { session } = await buyerWithCheckout("nutri_sync");
    expect(stripe.enterPromotionCode(session.id, "TENOFF")).toEqual({ error: "This code is invalid." });
  });
});
