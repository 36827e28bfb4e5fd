/**
 * The writes that give and take back what an order bought, each in one
 * transaction: the order's status, the purchases rows and customers.has_access
 * change together or not at all.
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customers, orders, products, purchases, refundsSeen } from "~/db/schema";
import { periodEnd } from "~/utils/billing-period";
import { redeemPromotionCode } from "./promotion-code.server";

/** A promotion code Stripe applied to the payment, as the webhook checked it (docs/decisions/211). */
export type PaidDiscount = { promotionCodeId: string; code: string; discountCents: number };

export type PaymentRefs = { paymentIntentId?: string | null; subscriptionId?: string | null; sessionId?: string | null; discount?: PaidDiscount | null };

export class UnknownOrder extends Error {}

type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
type Order = typeof orders.$inferSelect;

/**
 * Why a payment cannot be taken for the order, or null when it can (or was
 * already: a replay changes nothing). Only a pending order is payable: a
 * canceled or failed one ended, and the buyer was told so. And never for
 * something the buyer holds already (premium access, or the product through
 * another order), whatever tab or path the payment came from.
 */
export type PaymentRefusal = "not-payable" | "held";

function refusalOf(tx: Tx | typeof db, order: Order): PaymentRefusal | null {
  if (order.status === "paid" || order.status === "refunded") return null;
  if (order.status !== "pending") return "not-payable";
  return holdsWhatItSells(tx, order) ? "held" : null;
}

/**
 * Whether the buyer holds what the order sells through something else: premium
 * access (or its monthly form) while they have access, any other product through
 * a purchase not taken back. A consulting session may always be booked again.
 */
function holdsWhatItSells(tx: Tx | typeof db, order: Pick<Order, "userId" | "productId">): boolean {
  const product = tx.select({ kind: products.kind }).from(products).where(eq(products.id, order.productId)).get();
  if (!product || product.kind === "consulting") return false;
  const access = product.kind === "access" || product.kind === "white-paper";
  if (access && tx.select({ hasAccess: customers.hasAccess }).from(customers).where(eq(customers.userId, order.userId)).get()?.hasAccess) return true;
  const owned = tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, order.userId), eq(purchases.productId, order.productId), isNull(purchases.revokedAt)))
    .get();
  return Boolean(owned);
}

/** Whether the order's buyer holds what it sells, whatever the order's own status (a refund notice says why). */
export function buyerHoldsProductOf(orderId: string): boolean {
  const order = db.select().from(orders).where(eq(orders.id, orderId)).get();
  return order ? holdsWhatItSells(db, order) : false;
}

export type CoveredOrder = { id: string; stripeSessionId: string | null };

/**
 * After `paidOrderId` was fulfilled: the buyer's other pending orders for
 * something they now hold end canceled (two tabs, an old checkout), so they
 * cannot be paid twice. Returns them, with their Checkout Sessions, which the
 * caller expires at Stripe once the transaction committed. Call it inside the
 * fulfilment's transaction.
 */
export function cancelCoveredOrders(paidOrderId: string): CoveredOrder[] {
  const paid = db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, paidOrderId)).get();
  if (!paid) return [];
  const pending = db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, paid.userId), eq(orders.status, "pending"), ne(orders.id, paidOrderId)))
    .all();
  const covered = pending.filter((order) => holdsWhatItSells(db, order));
  for (const order of covered) db.update(orders).set({ status: "canceled" }).where(and(eq(orders.id, order.id), eq(orders.status, "pending"))).run();
  return covered.map((order) => ({ id: order.id, stripeSessionId: order.stripeSessionId }));
}

/** The same question before the payment is recorded (the Stripe paths give the money back first). */
export function paymentRefusal(orderId: string): PaymentRefusal | null {
  const order = db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order) throw new UnknownOrder(`No order ${orderId}`);
  return refusalOf(db, order);
}

/**
 * Marks the order paid, records what it bought (the product and, for a bundle,
 * what it includes) and sets has_access (SPEC §4: every purchase grants premium
 * access). Idempotent: an order already paid, refunded or ended is left alone.
 * A refused payment records nothing, and a pending order for something held
 * ends canceled. Returns true only for the call that fulfilled it.
 */
export function recordPayment(orderId: string, refs: PaymentRefs = {}): boolean {
  return db.transaction(
    (tx) => {
      const order = tx.select().from(orders).where(eq(orders.id, orderId)).get();
      if (!order) throw new UnknownOrder(`No order ${orderId}`);
      const refusal = refusalOf(tx, order);
      if (refusal === "held") tx.update(orders).set({ status: "canceled" }).where(and(eq(orders.id, orderId), eq(orders.status, "pending"))).run();
      if (refusal || order.status !== "pending") return false;
      // A code counts once per paid order; a test-mode payment takes the last use only if one is left.
      const codeId = refs.discount?.promotionCodeId ?? order.promotionCodeId;
      if (codeId && !redeemPromotionCode(codeId, order.mode === "test")) return false;
      const listCents = order.amountCents + (order.discountCents ?? 0);
      const now = new Date();
      const product = tx.select({ includes: products.includes, billingInterval: products.billingInterval }).from(products).where(eq(products.id, order.productId)).get();
      // A test-mode subscription has no Stripe to say when its period ends.
      const testPeriod = order.mode === "test" && product?.billingInterval ? { periodEndsAt: periodEnd(now, product.billingInterval) } : {};
      const paid = tx
        .update(orders)
        .set({
          status: "paid",
          paidAt: now,
          ...testPeriod,
          ...(refs.discount
            ? {
                promotionCodeId: refs.discount.promotionCodeId,
                promotionCode: refs.discount.code,
                discountCents: refs.discount.discountCents,
                amountCents: listCents - refs.discount.discountCents,
              }
            : {}),
          ...(refs.paymentIntentId ? { stripePaymentIntentId: refs.paymentIntentId } : {}),
          ...(refs.subscriptionId ? { stripeSubscriptionId: refs.subscriptionId } : {}),
          ...(refs.sessionId && !order.stripeSessionId ? { stripeSessionId: refs.sessionId } : {}),
        })
        .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
        .run();
      if (paid.changes === 0) return false;
      const bought = [order.productId, ...(product?.includes ?? [])];
      tx.insert(purchases)
        .values(bought.map((productId) => ({ orderId, userId: order.userId, productId })))
        .onConflictDoNothing()
        .run();
      tx.update(customers).set({ hasAccess: true }).where(eq(customers.userId, order.userId)).run();
      return true;
    },
    { behavior: "immediate" },
  );
}

/**
 * Takes back what a paid order gave after a full refund: the order is marked
 * refunded, its purchases revoked, and has_access stays only if another paid
 * order of the user remains. Returns false when there was nothing to end.
 */
export function refundPaidOrder(orderId: string): boolean {
  return endPaidOrder(orderId, "refunded");
}

/** The same for an order whose subscription ended: it stays paid for, and ends. */
export function endSubscribedOrder(orderId: string): boolean {
  return endPaidOrder(orderId, "paid");
}

function endPaidOrder(orderId: string, status: "refunded" | "paid"): boolean {
  return db.transaction(
    (tx) => {
      const now = new Date();
      const order = tx.select().from(orders).where(eq(orders.id, orderId)).get();
      if (!order || order.status !== "paid" || order.endedAt) return false;
      tx.update(orders).set({ status, endedAt: now }).where(eq(orders.id, orderId)).run();
      tx.update(purchases).set({ revokedAt: now }).where(and(eq(purchases.orderId, orderId), isNull(purchases.revokedAt))).run();
      const another = tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, order.userId), eq(orders.status, "paid"), isNull(orders.endedAt)))
        .get();
      if (!another) tx.update(customers).set({ hasAccess: false }).where(eq(customers.userId, order.userId)).run();
      return true;
    },
    { behavior: "immediate" },
  );
}

/**
 * A full refund of a payment no order has yet: the order that later claims it
 * gets nothing. The payment is a payment intent or, for a subscription, the
 * subscription's id (its payments have no intent on the Checkout Session).
 */
export function recordRefundBeforePayment(paymentIntentId: string) {
  db.insert(refundsSeen).values({ paymentIntentId }).onConflictDoNothing().run();
}

export function wasRefundedBeforePayment(paymentIntentId: string): boolean {
  return Boolean(db.select({ id: refundsSeen.paymentIntentId }).from(refundsSeen).where(eq(refundsSeen.paymentIntentId, paymentIntentId)).get());
}
