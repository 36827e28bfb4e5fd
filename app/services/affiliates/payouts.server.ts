/**
 * Monthly affiliate payouts (docs/decisions/214): per affiliate and currency,
 * the approved, unpaid balance available before the month ended, listed when
 * it reaches the minimum; "Mark paid" records the payment with the admin's
 * reference, locks the rows it paid and mails each affiliate a statement, all
 * in one transaction. The figures are the ledger's (affiliate-ledger.server.ts),
 * so they are the affiliate's dashboard's too.
 */
import { createHash } from "node:crypto";
import { SITE } from "~/content/site";
import { endOfMonth, monthOf, payableRows, statementTotals, type LedgerRow } from "~/models/affiliate-ledger.server";
import { affiliatesByIds, insertPayout, PayoutConflict, payoutsOfPeriod } from "~/models/commissions.server";
import { inTransaction } from "~/models/transaction.server";
import { enqueueMail, type MailContent } from "~/services/mail/mail.server";
import type { CsvCell } from "~/utils/csv";
import { formatDay } from "~/utils/dates";
import { formatExactPrice, type Currency } from "~/utils/money";
import { minimumPayoutCents } from "./commissions.server";

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2031-04" when it names a month, else null. */
export function parseMonth(value: string | null | undefined): string | null {
  return value && MONTH.test(value) ? value : null;
}

/** The month before `period`. */
export function monthBefore(period: string): string {
  const [year, month] = period.split("-").map(Number);
  return monthOf(new Date(Date.UTC(year!, month! - 2, 1)));
}

/** The last month that has ended: what the page opens on. */
export function lastEndedMonth(now: Date): string {
  return monthBefore(monthOf(now));
}

/** The `count` months up to the last ended one, newest first, for the month selector. */
export function endedMonths(now: Date, count = 24): string[] {
  const months = [lastEndedMonth(now)];
  while (months.length < count) months.push(monthBefore(months.at(-1)!));
  return months;
}

/** "April 2031". */
export function monthLabel(period: string): string {
  return new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${period}-01T00:00:00Z`));
}

export type PayoutLine = {
  affiliateId: string;
  name: string;
  email: string;
  userId: string | null;
  suspended: boolean;
  currency: Currency;
  orders: number;
  grossCents: number;
  commissionCents: number;
  adjustmentCents: number;
  netCents: number;
  /** Sales among them paid in the keyless test mode: no money was taken for those. */
  testOrders: number;
  rowIds: string[];
};

/** Every affiliate's payable rows for the month, one line per affiliate and currency, named. */
function payableLines(period: string, now: Date): PayoutLine[] {
  const groups = new Map<string, LedgerRow[]>();
  for (const row of payableRows(period, now)) {
    const key = `${row.affiliateId} ${row.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const people = new Map(affiliatesByIds([...new Set([...groups.values()].map((rows) => rows[0]!.affiliateId))]).map((a) => [a.id, a]));
  return [...groups.values()]
    .map((rows) => {
      const first = rows[0]!;
      const person = people.get(first.affiliateId)!;
      return {
        affiliateId: first.affiliateId,
        name: person.name,
        email: person.email,
        userId: person.userId,
        suspended: person.status !== "active",
        currency: first.currency,
        ...statementTotals(rows),
        testOrders: rows.filter((row) => row.kind === "commission" && row.orderMode === "test").length,
        rowIds: rows.map((row) => row.id),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.currency.localeCompare(b.currency));
}

/** What the form was shown: "Mark paid" pays exactly these lines or refuses. */
function fingerprint(lines: PayoutLine[]): string {
  const text = lines.map((l) => `${l.affiliateId}:${l.currency}:${l.netCents}:${[...l.rowIds].sort().join(",")}`).join("|");
  return createHash("sha256").update(text).digest("hex").slice(0, 32);
}

export type PaidLine = ReturnType<typeof payoutsOfPeriod>[number];

export type MonthPayouts =
  | { state: "open"; period: string; reason: string }
  | { state: "paid"; period: string; paid: PaidLine[] }
  | { state: "payable"; period: string; due: PayoutLine[]; carried: PayoutLine[]; check: string };

/**
 * The month as the payouts page shows it: not ended yet; paid (what was paid,
 * with the reference); or what is due, with the balances under the minimum
 * that carry forward.
 */
export function monthPayouts(period: string, now: Date): MonthPayouts {
  const paid = payoutsOfPeriod(period);
  if (paid.length) return { state: "paid", period, paid };
  if (endOfMonth(period).getTime() > now.getTime()) {
    return { state: "open", period, reason: `${monthLabel(period)} has not ended yet: its payouts can be made from ${formatDay(endOfMonth(period))}.` };
  }
  const lines = payableLines(period, now);
  const due = lines.filter((line) => line.netCents > 0 && line.netCents >= minimumPayoutCents(line.currency));
  return { state: "payable", period, due, carried: lines.filter((line) => !due.includes(line)), check: fingerprint(due) };
}

type CsvLine = { name: string; email: string; period: string; orders: number; grossCents: number; commissionCents: number; adjustmentCents: number; netCents: number; currency: Currency; reference: string };

/** The CSV of a month: what was paid, or, before "Mark paid", what is due. */
export function payoutCsv(period: string, now: Date): CsvCell[][] {
  const month = monthPayouts(period, now);
  const lines: CsvLine[] =
    month.state === "paid"
      ? month.paid.map((p) => ({ ...p, reference: p.reference }))
      : month.state === "payable"
        ? month.due.map((l) => ({ ...l, period, reference: "" }))
        : [];
  return [
    ["affiliate", "e-mail", "period", "orders", "gross", "commission", "adjustments", "net", "currency", "reference"],
    ...lines.map((l) => [l.name, l.email, l.period, String(l.orders), { minorUnits: l.grossCents }, { minorUnits: l.commissionCents }, { minorUnits: l.adjustmentCents }, { minorUnits: l.netCents }, l.currency.toUpperCase(), l.reference]),
  ];
}

export type MarkPaidOutcome = { ok: true; paid: number } | { ok: false; status: number; error: string };

/**
 * Pays the month: one payout per listed affiliate and currency, the rows it
 * pays locked to it, and each affiliate's statement queued, all or nothing.
 * Refused when the month has not ended, was marked paid already, owes nobody,
 * or no longer matches what the admin was shown (`check`).
 */
export function markMonthPaid(period: string, reference: string, check: string, now = new Date()): MarkPaidOutcome {
  const label = monthLabel(period);
  try {
    return inTransaction((): MarkPaidOutcome => {
      const month = monthPayouts(period, now);
      if (month.state === "paid") {
        const first = month.paid[0]!;
        return { ok: false, status: 409, error: `${label} was marked paid already, on ${formatDay(first.paidAt)} with the reference ${first.reference}. Nothing was changed.` };
      }
      if (month.state === "open") return { ok: false, status: 409, error: month.reason };
      if (month.due.length === 0) return { ok: false, status: 409, error: `Nobody is owed a payout for ${label}.` };
      if (month.check !== check) return { ok: false, status: 409, error: "The balances changed since this page was opened. Check them again, then mark the month paid." };
      for (const line of month.due) {
        const payoutId = insertPayout({
          affiliateId: line.affiliateId,
          period,
          reference,
          orders: line.orders,
          grossCents: line.grossCents,
          commissionCents: line.commissionCents,
          adjustmentCents: line.adjustmentCents,
          netCents: line.netCents,
          currency: line.currency,
          paidAt: now,
          rowIds: line.rowIds,
        });
        enqueueMail({ event: `affiliate-statement:${payoutId}`, to: line.email, userId: line.userId, content: statementMail({ ...line, period, reference }) });
      }
      return { ok: true, paid: month.due.length };
    });
  } catch (error) {
    if (!(error instanceof PayoutConflict)) throw error;
    return { ok: false, status: 409, error: `${label} was being marked paid at the same time. Reload the page to see what was paid.` };
  }
}

/** The affiliate's statement for a payout. */
export function statementMail(s: { period: string; reference: string; currency: Currency; orders: number; grossCents: number; commissionCents: number; adjustmentCents: number; netCents: number }): MailContent {
  const money = (cents: number) => formatExactPrice(cents, s.currency);
  return {
    subject: `Your affiliate statement: ${monthLabel(s.period)}`,
    paragraphs: [
      `We have paid your affiliate commission for ${monthLabel(s.period)}. It covers the sales whose refund window had ended by the end of the month and had not been paid before, less any refund of a sale paid to you earlier.`,
      `Questions about this statement? Reply to ${SITE.supportEmail}.`,
    ],
    details: [
      ["Period", monthLabel(s.period)],
      ["Orders", String(s.orders)],
      ["Gross sales", money(s.grossCents)],
      ["Commission", money(s.commissionCents)],
      ["Adjustments", money(s.adjustmentCents)],
      ["Net paid", money(s.netCents)],
      ["Reference", s.reference],
    ],
    action: { label: "Open my affiliate dashboard", path: "/account/affiliate" },
  };
}
