/**
 * Unfinished orders in the keyless test mode, calling /account's action
 * directly: "Complete payment" goes to the test checkout, "Cancel order" ends
 * the order, and a fulfilment cancels the buyer's other pending orders for
 * what it now covers, and only those. The Stripe side is in
 * tests/integration/server/pending-orders.test.ts.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orders, products } from "~/db/schema";
import { createOrReusePendingOrder } from "~/models/order.server";
import { action as accountAction, loader as accountLoader } from "~/routes/account";
import { fulfilCheckout } from "~/services/checkout/fulfilment.server";
import { productSeeds } from "../../seed/data/products";
import { newBuyer } from "../support/buyers";
import { formRequest, getRequest, settle } from "../support/requests";

beforeAll(() => {
  db.insert(products).values(productSeeds).onConflictDoNothing().run();
});

function pendingOrder(userId: string, productId: string) {
  const product = db.select().from(products).where(eq(products.id, productId)).get()!;
  return createOrReusePendingOrder({ userId, productId, amountCents: product.priceCents, currency: product.currency, mode: "test" }, 0).order.id;
}

const statusOf = (id: string) => db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).get()?.status;
const post = (cookie: string, fields: Record<string, string>) =>
  settle(() => accountAction({ request: formRequest("/account", fields, { cookie }), params: {}, context: {} }));

describe("a fulfilment covers the buyer's other pending orders", () => {
  it("cancels the same product, premium access and its monthly form; leaves other products, consulting and other buyers", async () => {
    const buyer = await newBuyer();
    const other = await newBuyer();
    const paid = pendingOrder(buyer.id, "digital_kitchen_playbook");
    const samePlaybook = pendingOrder(buyer.id, "digital_kitchen_playbook");
    const access = pendingOrder(buyer.id, "hospitality-bundle");
    const monthly = pendingOrder(buyer.id, "wp_operator_briefing_subscription");
    const anotherProduct = pendingOrder(buyer.id, "nutri_sync");
    const consulting = pendingOrder(buyer.id, "consulting_kitchen_design");
    const someoneElses = pendingOrder(other.id, "hospitality-bundle");

    expect(fulfilCheckout(paid)).toBe(true);
    expect(statusOf(paid)).toBe("paid");
    expect([samePlaybook, access, monthly].map(statusOf)).toEqual(["canceled", "canceled", "canceled"]);
    expect([anotherProduct, consulting, someoneElses].map(statusOf)).toEqual(["pending", "pending", "pending"]);
  });

  it("a bundle covers what it includes", async () => {
    const buyer = await newBuyer();
    const bundle = pendingOrder(buyer.id, "bundle_efficiency_package");
    const included = db.select({ includes: products.includes }).from(products).where(eq(products.id, "bundle_efficiency_package")).get()!.includes![0]!;
    const part = pendingOrder(buyer.id, included);
    fulfilCheckout(bundle);
    expect(statusOf(part)).toBe("canceled");
  });
});

describe("/account's buttons in test mode", () => {
  it("Complete payment goes to the test checkout; Cancel order ends the order and the page shows no buttons for it", async () => {
    const buyer = await newBuyer();
    const orderId = pendingOrder(buyer.id, "nutri_sync");
    const page = async () => (await settle(() => accountLoader({ request: getRequest("/account", { cookie: buyer.cookie }), params: {}, context: {} })).then((r) => r.json())) as { orders: { id: string; status: string; testMode: boolean }[] };
    expect((await page()).orders.find((o) => o.id === orderId)).toMatchObject({ status: "pending", testMode: true });

    const complete = await post(buyer.cookie, { intent: "complete-order", orderId });
    expect(complete.status).toBe(303);
    expect(complete.headers.get("Location")).toBe(`/checkout/test/${orderId}`);
    expect(statusOf(orderId)).toBe("pending");

    const cancel = await post(buyer.cookie, { intent: "cancel-order", orderId });
    expect(cancel.status).toBe(302);
    expect(cancel.headers.get("Location")).toBe("/account");
    expect(statusOf(orderId)).toBe("canceled");
    expect((await page()).orders.find((o) => o.id === orderId)?.status).toBe("canceled");

    const again = await post(buyer.cookie, { intent: "complete-order", orderId });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ form: "order", orderId, error: expect.stringContaining("This order was canceled, so it can no longer be paid.") });
  });

  it("an order for something the buyer got meanwhile is not paid again: it ends, and the buyer is told", async () => {
    const buyer = await newBuyer();
    fulfilCheckout(pendingOrder(buyer.id, "nutri_sync"));
    // Started after that (an old tab's buy button): no fulfilment covered it.
    const owned = pendingOrder(buyer.id, "nutri_sync");
    const response = await post(buyer.cookie, { intent: "complete-order", orderId: owned });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/account");
    expect(statusOf(owned)).toBe("canceled");
  });

  it("another customer's order is a 404 and unchanged; a form without an order is a 400", async () => {
    const owner = await newBuyer();
    const stranger = await newBuyer();
    const orderId = pendingOrder(owner.id, "meal_capture");
    const refused = await post(stranger.cookie, { intent: "cancel-order", orderId });
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ form: "order", error: "We could not find that order in your account." });
    expect(statusOf(orderId)).toBe("pending");
    expect((await post(owner.cookie, { intent: "cancel-order" })).status).toBe(400);
  });
});
