/**
 * The writes of the affiliate ledger (docs/decisions/214): a sale's commission,
 * its reversal or the adjustment that takes it back after payout, and a
 * month's payouts. Reads of the ledger are in affiliate-ledger.server.ts.
 * Each write is safe to repeat: the unique index on (order, kind) and the
 * one on (affiliate, period, currency) make a second one a no-op.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { affiliatePayouts, affiliates, commissions, orders } from "~/db/schema";

type Currency = (typeof orders.$inferSelect)["currency"];

/** What a commission is computed from: the order as paid, and its affiliate as they are now (null when none or unknown). */
export function commissionFacts(orderId: string) {
  return (
    db
      .select({
        orderId: orders.id,
        status: orders.status,
        amountCents: orders.amountCents,
        currency: orders.currency,
        paidAt: orders.paidAt,
        affiliateId: affiliates.id,
        affiliateStatus: affiliates.status,
        ratePercent: affiliates.ratePercent,
      })
      .from(orders)
      .innerJoin(affiliates, eq(affiliates.id, orders.affiliateId))
      .where(eq(orders.id, orderId))
      .get() ?? null
  );
}

export type NewCommission = {
  affiliateId: string;
  orderId: string;
  baseCents: number;
  ratePercent: number;
  amountCents: number;
  currency: Currency;
  availableAt: Date;
  /** The sale's time (the order's payment), by the app's clock: the ledger's months and periods are read from it. */
  createdAt: Date;
};

/** The order's one sale commission; false when it has one already (a second fulfilment, a replay). */
export function insertSaleCommission(values: NewCommission): boolean {
  const stored = db
    .insert(commissions)
    .values({ id: `com_${randomUUID()}`, kind: "commission", ...values })
    .onConflictDoNothing()
    .run();
  return stored.changes > 0;
}

export type TakenBack = "reversed" | "adjusted" | null;

/**
 * A refund or dispute of the order takes its commission back: an unpaid one is
 * reversed; a paid one gets one negative 'adjustment', available at once, so
 * the affiliate's next statement carries it. Null when there was nothing (left)
 * to take back. Runs in the caller's transaction when there is one.
 */
export function takeBackCommission(orderId: string, now: Date): TakenBack {
  return db.transaction(
    (tx) => {
      const sale = tx
        .select()
        .from(commissions)
        .where(and(eq(commissions.orderId, orderId), eq(commissions.kind, "commission")))
        .get();
      if (!sale || sale.reversedAt) return null;
      if (!sale.payoutId) {
        tx.update(commissions).set({ reversedAt: now }).where(and(eq(commissions.id, sale.id), isNull(commissions.payoutId))).run();
        return "reversed";
      }
      const adjusted = tx
        .insert(commissions)
        .values({
          id: `com_${randomUUID()}`,
          affiliateId: sale.affiliateId,
          orderId,
          kind: "adjustment",
          baseCents: -sale.baseCents,
          ratePercent: sale.ratePercent,
          amountCents: -sale.amountCents,
          currency: sale.currency,
          availableAt: now,
          createdAt: now,
        })
        .onConflictDoNothing()
        .run();
      return adjusted.changes > 0 ? "adjusted" : null;
    },
    { behavior: "immediate" },
  );
}

/** The affiliates a month's payable rows belong to: how they are named, where their statement goes, whether still active. */
export function affiliatesByIds(ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: affiliates.id, name: affiliates.name, email: affiliates.email, userId: affiliates.userId, status: affiliates.status })
    .from(affiliates)
    .where(inArray(affiliates.id, ids))
    .all();
}

/** A month's payouts, as "Mark paid" wrote them, with their affiliate. */
export function payoutsOfPeriod(period: string) {
  return db
    .select({
      id: affiliatePayouts.id,
      affiliateId: affiliatePayouts.affiliateId,
      name: affiliates.name,
      email: affiliates.email,
      status: affiliates.status,
      period: affiliatePayouts.period,
      reference: affiliatePayouts.reference,
      orders: affiliatePayouts.orders,
      grossCents: affiliatePayouts.grossCents,
      commissionCents: affiliatePayouts.commissionCents,
      adjustmentCents: affiliatePayouts.adjustmentCents,
      netCents: affiliatePayouts.netCents,
      currency: affiliatePayouts.currency,
      paidAt: affiliatePayouts.paidAt,
    })
    .from(affiliatePayouts)
    .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliateId))
    .where(eq(affiliatePayouts.period, period))
    .orderBy(affiliates.name, affiliatePayouts.currency)
    .all();
}

export type NewPayout = {
  affiliateId: string;
  period: string;
  reference: string;
  orders: number;
  grossCents: number;
  commissionCents: number;
  adjustmentCents: number;
  netCents: number;
  currency: Currency;
  paidAt: Date;
  /** The commission rows it pays: each must still be unpaid and not reversed. */
  rowIds: string[];
};

export class PayoutConflict extends Error {}

/**
 * One affiliate's payout for a month and currency, locking the rows it pays.
 * Throws PayoutConflict when the payout exists already or a row was paid or
 * reversed meanwhile: the caller's transaction then writes nothing at all.
 */
export function insertPayout({ rowIds, ...payout }: NewPayout): string {
  const id = `pay_${randomUUID()}`;
  const stored = db.insert(affiliatePayouts).values({ id, ...payout }).onConflictDoNothing().run();
  if (stored.changes === 0) throw new PayoutConflict(`${payout.affiliateId} was paid for ${payout.period} in ${payout.currency} already`);
  const locked = db
    .update(commissions)
    .set({ payoutId: id })
    .where(and(inArray(commissions.id, rowIds), isNull(commissions.payoutId), isNull(commissions.reversedAt)))
    .run();
  if (locked.changes !== rowIds.length) throw new PayoutConflict(`rows of ${payout.affiliateId} changed while ${payout.period} was being paid`);
  return id;
}
