/**
 * A customer's subscription as the site keeps it: the paid order of a
 * recurring product, with its period's end and whether it is set to end there
 * (docs/decisions/209). Stripe's subscription is the source of truth when a
 * key is set; in test mode these rows are the whole subscription.
 */
import { and, desc, eq, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders, products } from "~/db/schema";

const subscriptionColumns = {
  orderId: orders.id,
  productName: products.name,
  amountCents: orders.amountCents,
  currency: orders.currency,
  billingInterval: products.billingInterval,
  mode: orders.mode,
  stripeSubscriptionId: orders.stripeSubscriptionId,
  periodEndsAt: orders.periodEndsAt,
  cancelsAtPeriodEnd: orders.cancelsAtPeriodEnd,
  paidAt: orders.paidAt,
  endedAt: orders.endedAt,
};

function subscriptionsOf(userId: string, only?: SQL) {
  return db
    .select(subscriptionColumns)
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.userId, userId), eq(orders.status, "paid"), isNotNull(products.billingInterval), only))
    .orderBy(desc(orders.paidAt));
}

export type SubscriptionRow = NonNullable<ReturnType<typeof latestSubscriptionOf>>;

/** The user's latest paid subscription, running or ended (an ended one has endedAt). */
export function latestSubscriptionOf(userId: string) {
  return subscriptionsOf(userId).get();
}

/** One of the user's running subscriptions (paid, not ended), by its order; undefined for anyone else's. */
export function runningSubscription(userId: string, orderId: string) {
  return subscriptionsOf(userId, and(eq(orders.id, orderId), isNull(orders.endedAt))).get();
}

export type SubscriptionState = { periodEndsAt: Date | null; cancelsAtPeriodEnd: boolean };

/**
 * Stores a running subscription's state. Returns what the write changed:
 * "canceled" when it set the subscription to end (its confirmation is due),
 * "resumed" when it took that back, "unchanged" otherwise, and for an order
 * that is not a running subscription (an ended one is never revived).
 */
export function recordSubscriptionState(orderId: string, state: SubscriptionState): "canceled" | "resumed" | "unchanged" {
  return db.transaction(
    (tx) => {
      const order = tx.select().from(orders).where(eq(orders.id, orderId)).get();
      if (!order || order.status !== "paid" || order.endedAt) return "unchanged";
      const wasCanceling = Boolean(order.cancelsAtPeriodEnd);
      const periodEndsAt = state.periodEndsAt ?? order.periodEndsAt;
      const samePeriod = periodEndsAt?.getTime() === order.periodEndsAt?.getTime();
      if (wasCanceling === state.cancelsAtPeriodEnd && samePeriod) return "unchanged";
      tx.update(orders)
        .set({
          periodEndsAt,
          cancelsAtPeriodEnd: state.cancelsAtPeriodEnd,
          ...(state.cancelsAtPeriodEnd && !wasCanceling ? { cancelRequestedAt: new Date() } : {}),
        })
        .where(eq(orders.id, orderId))
        .run();
      if (state.cancelsAtPeriodEnd === wasCanceling) return "unchanged";
      return state.cancelsAtPeriodEnd ? "canceled" : "resumed";
    },
    { behavior: "immediate" },
  );
}

/**
 * Test-mode subscriptions whose paid period is over (Stripe ends or renews its
 * own), and those paid before periods were kept, which have none yet.
 */
export function lapsedTestSubscriptions(now: Date, userId?: string) {
  return db
    .select({ orderId: orders.id, paidAt: orders.paidAt, periodEndsAt: orders.periodEndsAt, cancelsAtPeriodEnd: orders.cancelsAtPeriodEnd, billingInterval: products.billingInterval })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        eq(orders.mode, "test"),
        eq(orders.status, "paid"),
        isNull(orders.endedAt),
        isNotNull(products.billingInterval),
        or(isNull(orders.periodEndsAt), lte(orders.periodEndsAt, now)),
        userId ? eq(orders.userId, userId) : undefined,
      ),
    )
    .all();
}

/** A test-mode subscription that renews: its next period, paid without a charge. */
export function renewTestSubscription(orderId: string, periodEndsAt: Date) {
  db.update(orders)
    .set({ periodEndsAt })
    .where(and(eq(orders.id, orderId), eq(orders.mode, "test"), isNull(orders.endedAt)))
    .run();
}
