/**
 * Every order, for the admin's orders page, its CSV and a customer's page:
 * filtered by status, product and the day it was placed (UTC, as every date
 * the site shows), with the period's totals per currency.
 */
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { customers, orders, products, users } from "~/db/schema";
import type { OrderState } from "~/utils/order-state";
import { DELETED_ACCOUNT } from "./order.server";

export type OrderFilter = { status: OrderState | null; productId: string | null; from: string | null; to: string | null; customerId: string | null };

const DAY = 86_400_000;

/** A state as stored (utils/order-state.ts): an ended order is a paid one with ended_at. */
function stateIs(state: OrderState): SQL {
  if (state === "paid") return and(eq(orders.status, "paid"), isNull(orders.endedAt))!;
  if (state === "ended") return and(eq(orders.status, "paid"), isNotNull(orders.endedAt))!;
  return eq(orders.status, state);
}

function conditions(filter: OrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status) parts.push(stateIs(filter.status));
  if (filter.productId) parts.push(eq(orders.productId, filter.productId));
  if (filter.customerId) parts.push(eq(orders.userId, filter.customerId));
  if (filter.from) parts.push(gte(orders.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) parts.push(lt(orders.createdAt, new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY)));
  return parts.length ? and(...parts) : undefined;
}

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  customerName: users.fullName,
  customerEmail: users.email,
  deletedAt: users.deletedAt,
  productId: orders.productId,
  productName: products.name,
  billingInterval: products.billingInterval,
  amountCents: orders.amountCents,
  currency: orders.currency,
  status: orders.status,
  mode: orders.mode,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  endedAt: orders.endedAt,
  refundRequestedAt: orders.refundRequestedAt,
  stripePaymentIntentId: orders.stripePaymentIntentId,
  stripeSubscriptionId: orders.stripeSubscriptionId,
  promotionCode: orders.promotionCode,
  discountCents: orders.discountCents,
};

function selectOrders(filter: OrderFilter) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(conditions(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/** A deleted account's orders stay for the books, without the person. */
const withoutDeleted = <T extends { deletedAt: Date | null; customerName: string; customerEmail: string }>({ deletedAt, ...row }: T) =>
  deletedAt ? { ...row, customerName: DELETED_ACCOUNT, customerEmail: "" } : row;

export function listOrders(filter: OrderFilter, limit: number, offset: number) {
  return selectOrders(filter).limit(limit).offset(offset).all().map(withoutDeleted);
}

const NO_ORDER_FILTER: OrderFilter = { status: null, productId: null, from: null, to: null, customerId: null };

/** The newest orders of any status (the admin overview): the orders page's first rows. */
export function listRecentOrders(limit: number) {
  return listOrders(NO_ORDER_FILTER, limit, 0);
}

/** At most `max` rows, for the CSV (a bound, not a page). */
export function exportOrders(filter: OrderFilter, max = 50_000) {
  return selectOrders(filter).limit(max).all().map(withoutDeleted);
}

export function countOrders(filter: OrderFilter): number {
  return db.select({ n: count() }).from(orders).where(conditions(filter)).get()?.n ?? 0;
}

export type CurrencyTotals = {
  currency: string;
  mode: "stripe" | "test";
  paidOrders: number;
  salesCents: number;
  refundedOrders: number;
  refundedCents: number;
  netCents: number;
  /** Refunds asked of Stripe that it has not confirmed yet: still in the net. */
  requestedOrders: number;
  requestedCents: number;
};

/**
 * Per currency, over the filtered orders: what was paid (refunded ones were
 * paid too), what was refunded, and what is left. Test-mode orders took no
 * money, so they are totalled apart from real ones.
 */
export function orderTotals(filter: OrderFilter): CurrencyTotals[] {
  const refunded = sql`${orders.status} = 'refunded'`;
  const requested = sql`${orders.status} = 'paid' AND ${orders.endedAt} IS NULL AND ${orders.refundRequestedAt} IS NOT NULL`;
  return db
    .select({
      currency: orders.currency,
      mode: orders.mode,
      paidOrders: sql<number>`count(${orders.paidAt})`,
      salesCents: sql<number>`coalesce(sum(CASE WHEN ${orders.paidAt} IS NOT NULL THEN ${orders.amountCents} END), 0)`,
      refundedOrders: sql<number>`count(CASE WHEN ${refunded} THEN 1 END)`,
      refundedCents: sql<number>`coalesce(sum(CASE WHEN ${refunded} THEN ${orders.amountCents} END), 0)`,
      requestedOrders: sql<number>`count(CASE WHEN ${requested} THEN 1 END)`,
      requestedCents: sql<number>`coalesce(sum(CASE WHEN ${requested} THEN ${orders.amountCents} END), 0)`,
    })
    .from(orders)
    .where(conditions(filter))
    .groupBy(orders.mode, orders.currency)
    .orderBy(asc(orders.mode), asc(orders.currency))
    .all()
    .map((row) => ({ ...row, netCents: row.salesCents - row.refundedCents }));
}

/** The products any order names, for the filter. */
export function orderedProducts() {
  return db
    .selectDistinct({ id: products.id, name: products.name })
    .from(products)
    .innerJoin(orders, eq(orders.productId, products.id))
    .orderBy(asc(products.name))
    .all();
}

/**
 * A customer's account as the admin sees it, or undefined: with the paid
 * orders that give their premium access now (every purchase does, SPEC §4,
 * until it is refunded or its subscription ends).
 */
export function customerAccount(userId: string) {
  const row = db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      deletedAt: users.deletedAt,
      hasAccess: customers.hasAccess,
      stripeCustomerId: customers.stripeCustomerId,
    })
    .from(users)
    .leftJoin(customers, eq(customers.userId, users.id))
    .where(eq(users.id, userId))
    .get();
  if (!row) return undefined;
  const accessFrom = db
    .select({ id: orders.id, productName: products.name, paidAt: orders.paidAt })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.userId, userId), eq(orders.status, "paid"), isNull(orders.endedAt)))
    .orderBy(asc(orders.paidAt))
    .all();
  const account = { ...row, hasAccess: row.hasAccess ?? false, accessFrom };
  return row.deletedAt ? { ...account, email: "", fullName: DELETED_ACCOUNT } : account;
}

export function getOrderForRefund(orderId: string) {
  const row = db.select(orderColumns).from(orders).innerJoin(users, eq(users.id, orders.userId)).innerJoin(products, eq(products.id, orders.productId)).where(eq(orders.id, orderId)).get();
  return row ? withoutDeleted(row) : undefined;
}

/** A test-mode order has no Stripe payment: it gets a stand-in id, so a refund finds it the way a real one does. */
export function testPaymentIntentOf(orderId: string): string {
  const id = `pi_test_${orderId}`;
  db.update(orders).set({ stripePaymentIntentId: id }).where(and(eq(orders.id, orderId), eq(orders.mode, "test"), sql`${orders.stripePaymentIntentId} IS NULL`)).run();
  return db.select({ id: orders.stripePaymentIntentId }).from(orders).where(eq(orders.id, orderId)).get()?.id ?? id;
}

/** The admin asked Stripe for the refund: the order shows it until Stripe's event ends the order. */
export function markRefundRequested(orderId: string) {
  db.update(orders).set({ refundRequestedAt: new Date() }).where(and(eq(orders.id, orderId), isNull(orders.refundRequestedAt))).run();
}
