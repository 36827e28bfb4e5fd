/** Orders and what they gave (purchases): the queries behind checkout, fulfilment and /account. */
import { and, desc, eq, gt, inArray, isNotNull, isNull, ne } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { db } from "~/db/client.server";
import { orders, products, purchases, users } from "~/db/schema";

export type Order = typeof orders.$inferSelect;
/** A new order; `affiliateId` and `affiliateSource` when checkout opened with a referral (docs/decisions/214). */
type NewOrder = Pick<Order, "userId" | "productId" | "amountCents" | "currency" | "mode"> & Partial<Pick<Order, "affiliateId" | "affiliateSource">>;

/** How admins see the buyer of an order whose account was deleted (its row keeps no name or address). */
/** How an erased account is named wherever its kept orders are listed. */
export const DELETED_ACCOUNT = "Deleted account";

/**
 * A new pending order, unless the same user started one for the same product
 * within `reuseWithinMs` (a double click, a resubmitted form): then that one, so
 * one purchase is one order. Find and insert run in one immediate transaction,
 * so two processes cannot both miss and both insert.
 */
export function createOrReusePendingOrder(input: NewOrder, reuseWithinMs: number): { order: Order; reused: boolean } {
  return db.transaction(
    (tx) => {
      const recent = tx
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, input.userId),
            eq(orders.productId, input.productId),
            eq(orders.status, "pending"),
            eq(orders.mode, input.mode),
            gt(orders.createdAt, new Date(Date.now() - reuseWithinMs)),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .get();
      if (recent) return { order: recent, reused: true };
      const order = tx.insert(orders).values({ id: `ord_${randomUUID()}`, ...input }).returning().get();
      return { order, reused: false };
    },
    { behavior: "immediate" },
  );
}

export function getOrder(id: string) {
  return db.select().from(orders).where(eq(orders.id, id)).get();
}

export function setOrderSession(orderId: string, stripeSessionId: string) {
  db.update(orders).set({ stripeSessionId }).where(eq(orders.id, orderId)).run();
}

/** An unpaid order that will not be paid (payment failed, session expired, test checkout canceled). */
export function markOrderUnpaid(orderId: string, status: "failed" | "canceled") {
  return db.update(orders).set({ status }).where(and(eq(orders.id, orderId), eq(orders.status, "pending"))).run().changes > 0;
}

export function findOrderByPaymentIntent(paymentIntentId: string) {
  return db.select().from(orders).where(eq(orders.stripePaymentIntentId, paymentIntentId)).get();
}

export function findOrdersBySubscription(subscriptionId: string) {
  return db.select().from(orders).where(eq(orders.stripeSubscriptionId, subscriptionId)).all();
}

export type OrderWithUnlocks = Awaited<ReturnType<typeof listOrdersForUser>>[number];

/** The user's orders, newest first, each with the products it unlocked (revoked ones flagged). */
export function listOrdersForUser(userId: string) {
  const rows = db
    .select({
      id: orders.id,
      status: orders.status,
      mode: orders.mode,
      amountCents: orders.amountCents,
      currency: orders.currency,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      endedAt: orders.endedAt,
      stripeSessionId: orders.stripeSessionId,
      stripePaymentIntentId: orders.stripePaymentIntentId,
      stripeSubscriptionId: orders.stripeSubscriptionId,
      productId: orders.productId,
      productName: products.name,
      productKind: products.kind,
      billingInterval: products.billingInterval,
      billingCompany: orders.billingCompany,
      billingTaxId: orders.billingTaxId,
      promotionCode: orders.promotionCode,
      discountCents: orders.discountCents,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .all();
  const unlocked = rows.length
    ? db
        .select({
          orderId: purchases.orderId,
          productId: purchases.productId,
          name: products.name,
          kind: products.kind,
          grantedAt: purchases.createdAt,
          revokedAt: purchases.revokedAt,
        })
        .from(purchases)
        .innerJoin(products, eq(products.id, purchases.productId))
        .where(inArray(purchases.orderId, rows.map((r) => r.id)))
        .all()
    : [];
  return rows.map((row) => ({ ...row, unlocks: unlocked.filter((u) => u.orderId === row.id) }));
}

/** True when the user holds `productId` through a paid order that was not refunded or ended. */
export function ownsProduct(userId: string, productId: string): boolean {
  return Boolean(
    db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.userId, userId), eq(purchases.productId, productId), isNull(purchases.revokedAt)))
      .get(),
  );
}

/** Every product the user holds now (bought, or in a bundle they bought), sorted; what the shop marks "Owned". */
export function ownedProductIds(userId: string): string[] {
  return db
    .selectDistinct({ productId: purchases.productId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), isNull(purchases.revokedAt)))
    .orderBy(purchases.productId)
    .all()
    .map((row) => row.productId);
}

/** The newest order that gives the user `productId` now: the order a copy of its file is licensed under. */
export function orderGivingProduct(userId: string, productId: string): string | null {
  const row = db
    .select({ orderId: purchases.orderId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.productId, productId), isNull(purchases.revokedAt)))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .get();
  return row?.orderId ?? null;
}

/** The user's newest paid order still in force (every paid order gives premium access), or null. */
export function latestOrderInForce(userId: string): string | null {
  const row = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "paid"), isNull(orders.endedAt)))
    .orderBy(desc(orders.paidAt), desc(orders.createdAt))
    .get();
  return row?.id ?? null;
}

/** Paid consulting orders for the admin inbox: someone contacts the buyer within 24 hours. */
export function listPaidConsultingOrders(limit: number) {
  return db
    .select({ order: orders, productName: products.name, userName: users.fullName, email: users.email, deletedAt: users.deletedAt })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(products.kind, "consulting"), ne(orders.status, "pending"), ne(orders.status, "failed"), ne(orders.status, "canceled")))
    .orderBy(desc(orders.paidAt))
    .limit(limit)
    .all()
    .map(({ deletedAt, ...row }) => (deletedAt ? { ...row, userName: DELETED_ACCOUNT, email: "" } : row));
}

export function markOrderHandled(orderId: string) {
  return db.update(orders).set({ handledAt: new Date() }).where(and(eq(orders.id, orderId), isNull(orders.handledAt))).run().changes > 0;
}

/** When the user's earliest order still in force was paid (the course counts its days from it). */
export function firstPaidAt(userId: string): Date | null {
  const row = db
    .select({ paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "paid"), isNull(orders.endedAt)))
    .orderBy(orders.paidAt)
    .get();
  return row?.paidAt ?? null;
}

/** What a receipt or a refund notice names: the order, its product and its buyer. */
export function getOrderForMail(orderId: string) {
  return db
    .select({
      id: orders.id,
      amountCents: orders.amountCents,
      currency: orders.currency,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      productName: products.name,
      billingInterval: products.billingInterval,
      userId: orders.userId,
      email: users.email,
      fullName: users.fullName,
      accountDeletedAt: users.deletedAt,
      mode: orders.mode,
      periodEndsAt: orders.periodEndsAt,
      cancelRequestedAt: orders.cancelRequestedAt,
      promotionCode: orders.promotionCode,
      discountCents: orders.discountCents,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .get();
}

const receiptColumns = {
  id: orders.id,
  userId: orders.userId,
  amountCents: orders.amountCents,
  currency: orders.currency,
  status: orders.status,
  mode: orders.mode,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  endedAt: orders.endedAt,
  stripeSessionId: orders.stripeSessionId,
  stripePaymentIntentId: orders.stripePaymentIntentId,
  stripeSubscriptionId: orders.stripeSubscriptionId,
  productName: products.name,
  billingInterval: products.billingInterval,
  buyerName: users.fullName,
  buyerEmail: users.email,
  billingCompany: orders.billingCompany,
  billingTaxId: orders.billingTaxId,
  promotionCode: orders.promotionCode,
  discountCents: orders.discountCents,
};

function paidOrderReceipt(orderId: string, userId: string | null) {
  return db
    .select({ ...receiptColumns, deletedAt: users.deletedAt })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), userId === null ? undefined : eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .get();
}

export type ReceiptRow = NonNullable<ReturnType<typeof getReceipt>>;

/**
 * An order's receipt, for its owner only, and only once it was paid (a
 * refund later does not undo that it was): undefined otherwise.
 */
export function getReceipt(orderId: string, userId: string) {
  return paidOrderReceipt(orderId, userId);
}

/** Any paid order's receipt, for an admin; a deleted account's shows no name or address. */
export function getReceiptForAdmin(orderId: string): ReceiptRow | undefined {
  const row = paidOrderReceipt(orderId, null);
  if (!row) return undefined;
  return row.deletedAt ? { ...row, buyerName: DELETED_ACCOUNT, buyerEmail: "" } : row;
}

/** Sets the business details on the buyer's own paid order; false when there is no such order. */
export function setBillingDetails(orderId: string, userId: string, details: { company: string | null; taxId: string | null }): boolean {
  return (
    db
      .update(orders)
      .set({ billingCompany: details.company, billingTaxId: details.taxId })
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNotNull(orders.paidAt)))
      .run().changes > 0
  );
}

/** The user's Stripe subscriptions still running (paid, not ended): what must stop before the account goes. */
export function runningSubscriptionsOfUser(userId: string): string[] {
  return db
    .select({ id: orders.stripeSubscriptionId })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "paid"), isNull(orders.endedAt), isNotNull(orders.stripeSubscriptionId)))
    .all()
    .map((row) => row.id!)
    .filter(Boolean);
}

/** Checkouts the user started and never finished end as canceled (a deleted account buys nothing more). */
export function cancelPendingOrdersOfUser(userId: string): number {
  return db.update(orders).set({ status: "canceled" }).where(and(eq(orders.userId, userId), eq(orders.status, "pending"))).run().changes;
}

/** The business details a buyer put on their receipts go with their account (the orders stay for the books). */
export function eraseBillingDetailsOfUser(userId: string): void {
  db.update(orders).set({ billingCompany: null, billingTaxId: null }).where(eq(orders.userId, userId)).run();
}
