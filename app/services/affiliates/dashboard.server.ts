/**
 * The affiliate's own dashboard and CSV at /account/affiliate: every figure is
 * a sum over the ledger (app/models/affiliate-ledger.server.ts), read with the
 * same functions as the admin's payouts, so the two show the same numbers.
 */
import { ledgerRows, monthOf, statementTotals, type CommissionState, type LedgerRow } from "~/models/affiliate-ledger.server";
import { clickCount, findAffiliateOfUser } from "~/models/affiliates.server";
import type { CsvCell } from "~/utils/csv";
import { getEnv } from "~/utils/env.server";
import type { Currency } from "~/utils/money";
import { AFFILIATE_TERMS } from "../../../server/policy/index.js";

const DAY_MS = 86_400_000;
/** The period the dashboard opens on: the last 30 days, today included. */
export const DEFAULT_PERIOD_DAYS = 30;

export const PERIOD_MESSAGES = {
  from: "Enter the first day as a date, such as 2026-11-01.",
  to: "Enter the last day as a date, such as 2026-11-30.",
  order: "The first day must be on or before the last day.",
} as const;

export type Period = { from: string; to: string };
type PeriodChoice = { period: Period; errors: Partial<Record<keyof Period, string>> };

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD, as its first instant (UTC); else null. */
function parseDay(text: string | null): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? "");
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCMonth() === month - 1 && at.getUTCDate() === day && year >= 2000 && year < 2200 ? at : null;
}

/**
 * The period asked for by `?from=&to=` (UTC days, both included): either end
 * left out takes the default's; a day that cannot be read is refused with a
 * message, and the default is shown instead.
 */
export function choosePeriod(params: URLSearchParams, now: Date): PeriodChoice {
  const fallback = { from: dayOf(new Date(now.getTime() - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS)), to: dayOf(now) };
  const errors: PeriodChoice["errors"] = {};
  const fromText = params.get("from")?.trim() || fallback.from;
  const toText = params.get("to")?.trim() || fallback.to;
  const from = parseDay(fromText);
  const to = parseDay(toText);
  if (!from) errors.from = PERIOD_MESSAGES.from;
  if (!to) errors.to = PERIOD_MESSAGES.to;
  if (from && to && from.getTime() > to.getTime()) errors.from = PERIOD_MESSAGES.order;
  if (Object.keys(errors).length > 0) return { period: fallback, errors };
  return { period: { from: fromText, to: toText }, errors };
}

/** [from, to) as instants: the first day's start to the end of the last day. */
function bounds(period: Period) {
  return { from: parseDay(period.from)!, to: new Date(parseDay(period.to)!.getTime() + DAY_MS) };
}

function byCurrency(rows: LedgerRow[]) {
  const groups = new Map<Currency, LedgerRow[]>();
  for (const row of rows) groups.set(row.currency, [...(groups.get(row.currency) ?? []), row]);
  return [...groups.entries()].sort(([a], [b]) => (a === "usd" ? -1 : b === "usd" ? 1 : a.localeCompare(b)));
}

const STATES: CommissionState[] = ["pending", "approved", "paid"];

/** What the affiliate is owed and was paid, all time, per currency: each state's rows added as a statement adds them. */
function balances(rows: LedgerRow[]) {
  return byCurrency(rows).map(([currency, list]) => ({
    currency,
    ...(Object.fromEntries(STATES.map((state) => [state, statementTotals(list.filter((row) => row.state === state)).netCents])) as Record<
      "pending" | "approved" | "paid",
      number
    >),
  }));
}

/** One line per month of sale (UTC) and currency, newest first, with whether its rows are paid. */
function months(rows: LedgerRow[]) {
  const groups = new Map<string, LedgerRow[]>();
  for (const row of rows) {
    const key = `${monthOf(row.createdAt)} ${row.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([key, list]) => {
      const [month, currency] = key.split(" ") as [string, Currency];
      const counted = list.filter((row) => row.state !== "reversed");
      const paid = counted.filter((row) => row.state === "paid").length;
      return {
        month,
        currency,
        ...statementTotals(list),
        paid: counted.length === 0 ? ("nothing due" as const) : paid === counted.length ? ("paid" as const) : paid > 0 ? ("partly" as const) : ("not yet" as const),
      };
    });
}

export type AffiliateDashboard = NonNullable<ReturnType<typeof affiliateDashboard>>;

/** The dashboard of the affiliate linked to the account, for the period; null when the account is no affiliate's. */
export function affiliateDashboard(userId: string, period: Period, now = new Date()) {
  const affiliate = findAffiliateOfUser(userId);
  if (!affiliate) return null;
  const all = ledgerRows({ affiliateId: affiliate.id }, now);
  const { from, to } = bounds(period);
  const inPeriod = all.filter((row) => row.createdAt.getTime() >= from.getTime() && row.createdAt.getTime() < to.getTime());
  const clicks = clickCount(affiliate.id, period.from, period.to);
  const orders = statementTotals(inPeriod).orders;
  const origin = `${getEnv().PUBLIC_URL}/`;
  return {
    name: affiliate.name,
    code: affiliate.code,
    ratePercent: affiliate.ratePercent,
    status: affiliate.status,
    suspendedAt: affiliate.suspendedAt?.toISOString() ?? null,
    links: {
      short: new URL(`/r/${encodeURIComponent(affiliate.code)}`, origin).toString(),
      query: new URL(`/?${AFFILIATE_TERMS.linkParam}=${encodeURIComponent(affiliate.code)}`, origin).toString(),
    },
    period: {
      clicks,
      orders,
      /** Orders per click, in percent to one decimal; null without clicks (an order from a promotion code needs none). */
      conversionPercent: clicks > 0 ? Math.round((orders / clicks) * 1000) / 10 : null,
      earned: byCurrency(inPeriod).map(([currency, list]) => ({ currency, ...statementTotals(list) })),
    },
    balances: balances(all),
    months: months(inPeriod),
  };
}

const STATE_LABELS: Record<CommissionState, string> = { pending: "pending", approved: "approved", paid: "paid", reversed: "reversed" };

/** The affiliate's CSV for the period: one line per ledger row, amounts in the order's currency. */
export function affiliateCsvRows(userId: string, period: Period, now = new Date()): CsvCell[][] | null {
  const affiliate = findAffiliateOfUser(userId);
  if (!affiliate) return null;
  const { from, to } = bounds(period);
  const rows = ledgerRows({ affiliateId: affiliate.id, from, to }, now);
  const amount = (cents: number) => ({ minorUnits: cents });
  return [
    ["date", "month", "product", "type", "status", "order_amount", "rate_percent", "commission", "currency", "approved_from"],
    ...rows.map((row) => [
      row.createdAt.toISOString().slice(0, 10),
      monthOf(row.createdAt),
      row.productName,
      row.kind,
      STATE_LABELS[row.state],
      amount(row.baseCents),
      String(row.ratePercent),
      amount(row.amountCents),
      row.currency.toUpperCase(),
      row.availableAt.toISOString().slice(0, 10),
    ]),
  ];
}
