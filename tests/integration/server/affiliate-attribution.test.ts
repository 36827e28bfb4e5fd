/**
 * Attribution with a Stripe key (the real SDK against tests/support/fake-stripe.ts),
 * through the running production server: the referral cookie's affiliate goes
 * onto the order and into the Checkout Session's metadata; the later of two
 * links wins; an affiliate's promotion code entered on Stripe's page takes
 * the sale at the webhook, with or without a click, but never for the
 * affiliate's own purchase. Test mode is covered in referral-links.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { insertAffiliate, referralSetCookie, signedReferral } from "../../support/affiliates";
import { FakeStripe, signedDelivery, stripeEvent } from "../../support/fake-stripe";
import { post, productionEnv, signUpAdminOverHttp, signUpOverHttp, type RunningServer } from "../../support/server";
import { forgetSignUps, useServerWithStripe, withServerDatabase } from "../../support/stripe-server";

const stripe = new FakeStripe();
let server: RunningServer;
useServerWithStripe(stripe, (started) => (server = started));

/** The secret the server signs cookies with (tests/support/server.ts). */
const SECRET = productionEnv("").SESSION_SECRET!;
const DAY_MS = 86_400_000;
let admin = "";
const CODE = "PARTNER15";

beforeAll(async () => {
  admin = await signUpAdminOverHttp(server);
  const created = await post(server, "/admin/promotions", { intent: "create", code: CODE, percentOff: "15", appliesTo: "all" }, { cookie: admin });
  expect(created.status).toBe(302);
});

const affiliate = (options: Parameters<typeof insertAffiliate>[1] = {}) => withServerDatabase(server, (db) => insertAffiliate(db, options));
const orderOf = (id: string) =>
  withServerDatabase(server, (db) => db.prepare("SELECT status, affiliate_id AS affiliateId, affiliate_source AS source FROM orders WHERE id = ?").get(id));
const follow = async (link: string, cookie = "") => {
  const response = await fetch(`${server.origin}${link}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
  return referralSetCookie(response)!.split(";")[0]!;
};
const deliver = (object: unknown) => {
  const { payload, headers } = signedDelivery(stripeEvent("checkout.session.completed", object));
  return fetch(`${server.origin}/webhooks/stripe`, { method: "POST", headers, body: payload });
};

/** A new account (its e-mail given or fresh) that starts checkout of `productId` carrying `referral`. */
async function checkout(productId: string, referral: string, email?: string) {
  forgetSignUps(server);
  const session = await signUpOverHttp(server, email);
  const response = await post(server, "/checkout", { productId, returnTo: "/" }, { cookie: referral ? `${session}; ${referral}` : session });
  expect(response.status).toBe(303);
  const created = stripe.sessionCreations().at(-1)!.body as { metadata: Record<string, string>; payment_intent_data?: { metadata: Record<string, string> } };
  const stripeSession = [...stripe.sessions.values()].find((s) => s.url === response.headers.get("Location"))!;
  return { sent: created, stripeSession, orderId: stripeSession.metadata.orderId! };
}

describe("the referral cookie at checkout", () => {
  it("puts the affiliate on the order and in the Checkout Session's metadata; the fulfilled order keeps it", async () => {
    const aff = affiliate();
    const { sent, stripeSession, orderId } = await checkout("nutri_sync", await follow(`/blog?ref=${aff.code}`));
    expect(sent.metadata).toMatchObject({ orderId, affiliateId: aff.id });
    expect(sent.payment_intent_data?.metadata).toMatchObject({ affiliateId: aff.id });
    expect(orderOf(orderId)).toEqual({ status: "pending", affiliateId: aff.id, source: "link" });
    expect((await deliver(stripe.complete(stripeSession.id))).status).toBe(200);
    expect(orderOf(orderId)).toEqual({ status: "paid", affiliateId: aff.id, source: "link" });
  });

  it("of two competing links, the later one's affiliate gets the order", async () => {
    const first = affiliate();
    const second = affiliate();
    const later = await follow(`/r/${second.code}`, await follow(`/?ref=${first.code}`));
    const { sent, orderId } = await checkout("meal_capture", later);
    expect(sent.metadata.affiliateId).toBe(second.id);
    expect(orderOf(orderId)).toMatchObject({ affiliateId: second.id, source: "link" });
  });

  it("a cookie of 31 days, an inactive code or the buyer's own affiliate code sends no affiliate to Stripe", async () => {
    const aff = affiliate();
    const inactive = affiliate({ status: "suspended" });
    const selfEmail = `self-${Date.now()}@example.com`;
    const self = affiliate({ email: selfEmail });
    const cases = [
      ["31 days old", await signedReferral(SECRET, { code: aff.code, at: Date.now() - 31 * DAY_MS }), undefined],
      ["inactive", await signedReferral(SECRET, { code: inactive.code, at: Date.now() }), undefined],
      ["self-referral", await follow(`/?ref=${self.code}`), selfEmail],
    ] as const;
    for (const [what, referral, email] of cases) {
      const { sent, orderId } = await checkout("digital_food_cost_calculator", referral, email);
      expect(sent.metadata.affiliateId, what).toBeUndefined();
      expect(orderOf(orderId), what).toMatchObject({ affiliateId: null, source: null });
    }
  });
});

describe("an affiliate's promotion code entered on Stripe's page", () => {
  const ownCode = (affiliateId: string | null) =>
    withServerDatabase(server, (db) => db.prepare("UPDATE promotion_codes SET affiliate_id = ? WHERE code = ?").run(affiliateId, CODE));

  it("attributes the paid order to the affiliate without any click, and wins over a link", async () => {
    const owner = affiliate();
    const linked = affiliate();
    ownCode(owner.id);
    for (const referral of ["", await follow(`/?ref=${linked.code}`)]) {
      const { stripeSession, orderId } = await checkout("digital_restaurant_profit_formula", referral);
      stripe.enterPromotionCode(stripeSession.id, CODE);
      expect((await deliver(stripe.complete(stripeSession.id))).status).toBe(200);
      expect(orderOf(orderId)).toEqual({ status: "paid", affiliateId: owner.id, source: "code" });
    }
    const clicks = withServerDatabase(server, (db) => db.prepare("SELECT count(*) AS n FROM referral_clicks WHERE affiliate_id = ?").get(owner.id));
    expect(clicks).toEqual({ n: 0 });
  });

  it("is refused for the affiliate's own purchase (a link from someone else stays), and for a suspended affiliate", async () => {
    const email = `owner-${Date.now()}@example.com`;
    const owner = affiliate({ email });
    const other = affiliate();
    ownCode(owner.id);
    const own = await checkout("digital_sop_template_collection", await follow(`/?ref=${other.code}`), email);
    stripe.enterPromotionCode(own.stripeSession.id, CODE);
    await deliver(stripe.complete(own.stripeSession.id));
    expect(orderOf(own.orderId)).toEqual({ status: "paid", affiliateId: other.id, source: "link" });

    withServerDatabase(server, (db) => db.prepare("UPDATE affiliates SET status = 'suspended' WHERE id = ?").run(owner.id));
    const later = await checkout("chef_fuel_formula", "");
    stripe.enterPromotionCode(later.stripeSession.id, CODE);
    await deliver(stripe.complete(later.stripeSession.id));
    expect(orderOf(later.orderId)).toEqual({ status: "paid", affiliateId: null, source: null });
    ownCode(null);
  });
});
