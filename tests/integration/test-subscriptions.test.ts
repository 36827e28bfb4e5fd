/**
 * Test mode's subscriptions (no STRIPE_SECRET_KEY): the same buttons on the
 * local rows, a period counted from the payment, and the period's end ending a
 * cancelled subscription's access or renewing a running one.
 */
import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { customers, mailOutbox, orders, products } from "~/db/schema";
import { action as accountAction } from "~/routes/account";
import { action as checkoutAction } from "~/routes/checkout";
import { action as testCheckoutAction } from "~/routes/checkout_.test.$orderId";
import { settleTestSubscriptions, subscriptionOf } from "~/services/checkout/subscriptions.server";
import { periodEnd } from "~/utils/billing-period";
import { productSeeds } from "../../seed/data/products";
import { newBuyer } from "../support/buyers";
import { formRequest, settle } from "../support/requests";

const MONTHLY = "wp_operator_briefing_subscription";

beforeAll(() => {
  db.insert(products).values(productSeeds).onConflictDoNothing().run();
});

async function testSubscriber() {
  const buyer = await newBuyer();
  const started = await settle(() => checkoutAction({ request: formRequest("/checkout", { productId: MONTHLY, returnTo: "/" }, { cookie: buyer.cookie }), params: {}, context: {} }));
  const orderId = decodeURIComponent(started.headers.get("Location")!.split("/").pop()!);
  await settle(() => testCheckoutAction({ request: formRequest(`/checkout/test/${orderId}`, { intent: "pay" }, { cookie: buyer.cookie }), params: { orderId }, context: {} }));
  return { buyer, orderId };
}

const post = (cookie: string, fields: Record<string, string>) => settle(() => accountAction({ request: formRequest("/account", fields, { cookie }), params: {}, context: {} }));
const order = (id: string) => db.select().from(orders).where(eq(orders.id, id)).get()!;
const access = (userId: string) => db.select().from(customers).where(eq(customers.userId, userId)).get()?.hasAccess;
const mails = (orderId: string) => db.select().from(mailOutbox).where(like(mailOutbox.key, `subscription-canceled:${orderId}:%`)).all();

describe("a test-mode subscription", () => {
  it("is paid for a month from its payment", async () => {
    const { orderId } = await testSubscriber();
    const paid = order(orderId);
    expect(paid.periodEndsAt!.getTime()).toBe(periodEnd(paid.paidAt!, "month").getTime());
  });

  it("cancels, resumes and cancels again on the local rows, each cancellation mailed once", async () => {
    const { buyer, orderId } = await testSubscriber();
    expect((await post(buyer.cookie, { intent: "cancel-subscription", orderId })).status).toBe(302);
    expect(order(orderId).cancelsAtPeriodEnd).toBe(true);
    expect(mails(orderId)).toHaveLength(1);
    expect(mails(orderId)[0]!.textBody).toContain("This is a test-mode subscription: no card was ever charged.");
    expect((await post(buyer.cookie, { intent: "resume-subscription", orderId })).status).toBe(302);
    expect(order(orderId).cancelsAtPeriodEnd).toBe(false);
    expect((await post(buyer.cookie, { intent: "cancel-subscription", orderId })).status).toBe(302);
    expect(mails(orderId)).toHaveLength(2);
    expect(access(buyer.id)).toBe(true);
  });

  it("has no card to update, and says why", async () => {
    const { buyer, orderId } = await testSubscriber();
    const response = await post(buyer.cookie, { intent: "update-card", orderId });
    expect(response.status).toBe(409);
    expect(JSON.stringify(await response.json())).toContain("Test mode: there is no card to update, as no card is charged.");
  });

  it("ends with its access when a cancelled period lapses, and stays ended", async () => {
    const { buyer, orderId } = await testSubscriber();
    await post(buyer.cookie, { intent: "cancel-subscription", orderId });
    const until = order(orderId).periodEndsAt!;
    expect(settleTestSubscriptions(new Date(until.getTime() - 1000), buyer.id)).toBe(0);
    expect(access(buyer.id)).toBe(true);
    expect(settleTestSubscriptions(new Date(until.getTime() + 1000), buyer.id)).toBe(1);
    expect(order(orderId)).toMatchObject({ status: "paid" });
    expect(order(orderId).endedAt).not.toBeNull();
    expect(access(buyer.id)).toBe(false);
    expect(subscriptionOf(buyer.id)?.endedAt).not.toBeNull();
    const again = await post(buyer.cookie, { intent: "resume-subscription", orderId });
    expect(again.status).toBe(404);
  });

  it("renews when a running period lapses, for as many periods as passed", async () => {
    const { buyer, orderId } = await testSubscriber();
    const first = order(orderId).periodEndsAt!;
    const later = periodEnd(periodEnd(first, "month"), "month");
    expect(settleTestSubscriptions(new Date(later.getTime() - 1000), buyer.id)).toBe(1);
    expect(order(orderId).periodEndsAt!.getTime()).toBe(later.getTime());
    expect(order(orderId).endedAt).toBeNull();
    expect(access(buyer.id)).toBe(true);
  });

  it("paid before periods were kept, gets one counted from its payment", async () => {
    const { buyer, orderId } = await testSubscriber();
    const paidAt = new Date(Date.now() - 45 * 86_400_000);
    db.update(orders).set({ paidAt, periodEndsAt: null }).where(eq(orders.id, orderId)).run();
    settleTestSubscriptions(new Date(), buyer.id);
    expect(order(orderId).periodEndsAt!.getTime()).toBe(periodEnd(periodEnd(paidAt, "month"), "month").getTime());
  });
});
