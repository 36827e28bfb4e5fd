/**
 * An affiliate's ledger: the commission rows and what state each is in
 * (docs/decisions/214). The admin's payouts and the affiliate's own dashboard
 * both read it from here, so their numbers are the same numbers.
 */
import { and, asc, eq, gte, isNull, lt, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { commissions, orders, products } from "~/db/schema";

export type CommissionState = "pending" | "approved" | "paid" | "reversed";

/** A row's state is read, not stored: the refund window passes without anyone writing. */
export function commissionState(
  row: { reversedAt: Date | null; payoutId: string | null; availableAt: Date },
  now: Date,
): CommissionState {
  if (row.reversedAt) return "reversed";
  if (row.payoutId) return "paid";
  return row.availableAt.getTime() <= now.getTime() ? "approved" : "pending";
}

/** "YYYY-MM" of an instant, in UTC: statements and payouts are by UTC month. */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The first instant of the month after `period` ("YYYY-MM"), UTC. */
export function endOfMonth(period: string): Date {
  const [year, month] = period.split("-").map(Number);
  return new Date(Date.UTC(year!, month!, 1));
}

const ledgerColumns = {
  id: commissions.id,
  affiliateId: commissions.affiliateId,
  orderId: commissions.orderId,
  kind: commissions.kind,
  baseCents: commissions.baseCents,
  ratePercent: commissions.ratePercent,
  amountCents: commissions.amountCents,
  currency: commissions.currency,
  availableAt: commissions.availableAt,
  reversedAt: commissions.reversedAt,
  payoutId: commissions.payoutId,
  createdAt: commissions.createdAt,
  productName: products.name,
  orderPaidAt: orders.paidAt,
  /** 'test' for a keyless test-mode sale: no money was taken for it. */
  orderMode: orders.mode,
};

export type LedgerRow = Awaited<ReturnType<typeof ledgerRows>>[number] & { state: CommissionState };

/**
 * Commission rows, oldest first, with their order's product and payment time:
 * one affiliate's or everyone's, created in [from, to) when given.
 */
export function ledgerRows(
  { affiliateId, from, to }: { affiliateId?: string; from?: Date; to?: Date },
  now: Date,
) {
  const where: SQL[] = [];
  if (affiliateId) where.push(eq(commissions.affiliateId, affiliateId));
  if (from) where.push(gte(commissions.createdAt, from));
  if (to) where.push(lt(commissions.createdAt, to));
  return db
    .select(ledgerColumns)
    .from(commissions)
    .innerJoin(orders, eq(orders.id, commissions.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(...where))
    .orderBy(asc(commissions.createdAt), asc(commissions.id))
    .all()
    .map((row) => ({ ...row, state: commissionState(row, now) }));
}

/**
 * What a month's payout pays (docs/decisions/214): every affiliate's rows that
 * are unpaid, not reversed and available before the month ends, so a balance
 * under the minimum, or a month not paid, carries forward. Once the month has
 * ended each is approved.
 */
export function payableRows(period: string, now: Date) {
  return db
    .select(ledgerColumns)
    .from(commissions)
    .innerJoin(orders, eq(orders.id, commissions.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(isNull(commissions.payoutId), isNull(commissions.reversedAt), lt(commissions.availableAt, endOfMonth(period))))
    .orderBy(asc(commissions.affiliateId), asc(commissions.createdAt), asc(commissions.id))
    .all()
    .map((row) => ({ ...row, state: commissionState(row, now) }));
}

/**
 * What a statement adds up: the sale rows' count, what those orders paid, the
 * commission on them, the (negative) adjustments, and the net. Reversed rows
 * count for nothing.
 */
export function statementTotals(rows: Pick<LedgerRow, "kind" | "baseCents" | "amountCents" | "state">[]) {
  const counted = rows.filter((row) => row.state !== "reversed");
  const sales = counted.filter((row) => row.kind === "commission");
  const sum = (list: typeof rows, pick: (row: (typeof rows)[number]) => number) => list.reduce((total, row) => total + pick(row), 0);
  const commissionCents = sum(sales, (row) => row.amountCents);
  const adjustmentCents = sum(
    counted.filter((row) => row.kind === "adjustment"),
    (row) => row.amountCents,
  );
  return {
    orders: sales.length,
    grossCents: sum(sales, (row) => row.baseCents),
    commissionCents,
    adjustmentCents,
    netCents: commissionCents + adjustmentCents,
  };
}
