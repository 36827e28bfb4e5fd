/**
 * The owner's dashboard at /admin/insights, its CSVs and the overview's
 * headline figures: every figure is read from the daily sums (after the
 * process's pending views are written and the range's days summed), referral
 * clicks from their counters, commissions from the affiliates' ledger.
 */
import { ledgerRows, statementTotals } from "~/models/affiliate-ledger.server";
import {
  dimensionTotals,
  eventTotals,
  leadsBySource,
  LEAD_EVENTS,
  purchasesByDay,
  purchasesByProduct,
  referralClickTotal,
  siteByDay,
} from "~/models/insight-dashboard.server";
import type { CsvCell } from "~/utils/csv";
import { formatDay } from "~/utils/dates";
import { formatExactPrice } from "~/utils/money";
import { barChart, lineChart, type ChartGeometry } from "./chart-geometry.server";
import { flushPageViews } from "./counting.server";
import { funnelRows, type FunnelSort } from "./funnel-rows.server";
import { bucketsOf, dayOf, lastDays, type DayRange, type InsightRange } from "./insight-range.server";
import { rollUpRange } from "./retention.server";

/** Rows a table shows on the page; its CSV has them all. */
export const TABLE_ROWS_SHOWN = 20;
export const DIRECT = "Direct / none";

export const LEAD_LABELS: Record<(typeof LEAD_EVENTS)[number], string> = {
  enquiry: "Enquiry",
  contact: "Contact",
  quote: "Custom quote",
  affiliate_application: "Affiliate application",
  newsletter_confirm: "Newsletter subscription",
};

const CURRENCY_UNITS: Record<string, string> = { usd: "US$", thb: "THB" };
const unitOf = (currency: string) => CURRENCY_UNITS[currency] ?? currency.toUpperCase();

/** An amount as the rest of the site writes it ("$1,234.50", "THB 790.00"). */
export function formatMoney(cents: number, currency: string): string {
  if (currency === "usd" || currency === "thb") return formatExactPrice(cents, currency);
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`.trim();
}

/** The daily sums of the range and its previous period are current, including views this process still holds. */
function bringUpToDate(range: InsightRange, now: Date) {
  flushPageViews();
  const today = dayOf(now);
  const to = range.to < today ? range.to : today;
  if (range.previous.from <= to) rollUpRange(range.previous.from, to, now);
}

// ─── Headline figures ─────────────────────────────────────────────────────────

export type Figure = { key: string; label: string; text: string; now: number; before: number; change: string; trend: "up" | "down" | "same" };

/** "+12%", "−8%", "no change", or "new" when the previous period had none. */
export function changeText(now: number, before: number): { change: string; trend: Figure["trend"] } {
  if (now === before) return { change: "no change", trend: "same" };
  if (before === 0) return { change: "new", trend: "up" };
  const percent = Math.round(((now - before) / Math.abs(before)) * 100);
  if (percent === 0) return { change: now > before ? "+<1%" : "−<1%", trend: now > before ? "up" : "down" };
  return { change: `${percent > 0 ? "+" : "−"}${Math.abs(percent)}%`, trend: percent > 0 ? "up" : "down" };
}

function figure(key: string, label: string, now: number, before: number, text = now.toLocaleString("en-US")): Figure {
  return { key, label, text, now, before, ...changeText(now, before) };
}

type PeriodSums = ReturnType<typeof periodSums>;

function periodSums(range: DayRange, now: Date) {
  const site = siteByDay(range);
  const events = eventTotals(range);
  const count = (names: readonly string[]) => events.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + e.events, 0);
  const revenue = new Map<string, number>();
  for (const e of events) if (e.name === "purchase") revenue.set(e.currency, (revenue.get(e.currency) ?? 0) + e.amountCents);
  const commissions = new Map<string, number>();
  const ledger = ledgerRows({ from: new Date(`${range.from}T00:00:00Z`), to: new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000) }, now);
  for (const currency of new Set(ledger.map((row) => row.currency))) {
    commissions.set(currency, statementTotals(ledger.filter((row) => row.currency === currency)).netCents);
  }
  return {
    visitors: site.reduce((sum, d) => sum + d.visitors, 0),
    views: site.reduce((sum, d) => sum + d.views, 0),
    purchases: count(["purchase"]),
    leads: count(LEAD_EVENTS),
    clicks: referralClickTotal(range),
    revenue,
    commissions,
  };
}

/** Money per currency: one figure each (US$ first), or one at 0 when neither period had any. */
function moneyFigures(key: string, label: string, now: Map<string, number>, before: Map<string, number>): Figure[] {
  const currencies = [...new Set([...now.keys(), ...before.keys()])].sort((a, b) => (a === "usd" ? -1 : b === "usd" ? 1 : a.localeCompare(b)));
  if (currencies.length === 0) currencies.push("usd");
  return currencies.map((currency) => {
    const cents = now.get(currency) ?? 0;
    return figure(`${key}-${currency}`, currencies.length > 1 ? `${label} (${unitOf(currency)})` : label, cents, before.get(currency) ?? 0, formatMoney(cents, currency));
  });
}

function figures(current: PeriodSums, previous: PeriodSums): Figure[] {
  return [
    figure("visitors", "Visitors", current.visitors, previous.visitors),
    figure("views", "Page views", current.views, previous.views),
    ...moneyFigures("revenue", "Revenue", current.revenue, previous.revenue),
    figure("purchases", "Purchases", current.purchases, previous.purchases),
    figure("leads", "Leads", current.leads, previous.leads),
    figure("referral-clicks", "Referral clicks", current.clicks, previous.clicks),
    ...moneyFigures("commissions", "Affiliate commissions", current.commissions, previous.commissions),
  ];
}

/** The overview's figures: the last 7 days against the 7 before. */
export function weekHeadline(now = new Date()) {
  const range = lastDays(7, now);
  bringUpToDate(range, now);
  // Written here: the overview's page then needs no date code of its own.
  const period = `${formatDay(`${range.from}T00:00:00Z`)} – ${formatDay(`${range.to}T00:00:00Z`)}`;
  return { range: { from: range.from, to: range.to, query: range.query }, period, figures: figures(periodSums(range, now), periodSums(range.previous, now)) };
}

// ─── Tables ───────────────────────────────────────────────────────────────────

const bucketLabel = (key: string, bucket: "day" | "month", long = false) =>
  bucket === "month"
    ? new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${key}-01T00:00:00Z`))
    : long
      ? formatDay(`${key}T00:00:00Z`)
      : new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${key}T00:00:00Z`));

function traffic(range: InsightRange) {
  const buckets = bucketsOf(range, range.bucket);
  const sums = new Map(buckets.map((key) => [key, { views: 0, visitors: 0 }]));
  for (const day of siteByDay(range)) {
    const sum = sums.get(range.bucket === "day" ? day.day : day.day.slice(0, 7));
    if (sum) {
      sum.views += day.views;
      sum.visitors += day.visitors;
    }
  }
  return buckets.map((key) => ({ key, label: bucketLabel(key, range.bucket, true), short: bucketLabel(key, range.bucket), ...sums.get(key)! }));
}

function revenueSeries(range: InsightRange) {
  const buckets = bucketsOf(range, range.bucket);
  const rows = purchasesByDay(range);
  const currencies = [...new Set(rows.map((r) => r.currency))].sort((a, b) => (a === "usd" ? -1 : b === "usd" ? 1 : a.localeCompare(b)));
  if (currencies.length === 0) currencies.push("usd");
  return currencies.map((currency) => {
    const sums = new Map(buckets.map((key) => [key, { purchases: 0, cents: 0 }]));
    for (const row of rows.filter((r) => r.currency === currency)) {
      const sum = sums.get(range.bucket === "day" ? row.day : row.day.slice(0, 7));
      if (sum) {
        sum.purchases += row.events;
        sum.cents += row.amountCents;
      }
    }
    return {
      currency,
      unit: unitOf(currency),
      rows: buckets.map((key) => ({ key, label: bucketLabel(key, range.bucket, true), short: bucketLabel(key, range.bucket), ...sums.get(key)! })),
    };
  });
}

const per = (bucket: "day" | "month") => (bucket === "day" ? "per day" : "per month");

export type InsightsView = ReturnType<typeof insightsDashboard>;

/** Everything the page shows for a range. */
export function insightsDashboard(range: InsightRange, sort: FunnelSort, now = new Date()) {
  bringUpToDate(range, now);
  const days = traffic(range);
  const revenue = revenueSeries(range);
  const dimension = (name: "path" | "referrer" | "campaign" | "device") => {
    const rows = dimensionTotals(name, range).map((row) => ({ ...row, value: name === "referrer" && row.value === "" ? DIRECT : row.value }));
    return { rows: rows.slice(0, TABLE_ROWS_SHOWN), total: rows.length };
  };
  return {
    figures: figures(periodSums(range, now), periodSums(range.previous, now)),
    traffic: {
      chart: lineChart({
        title: `Page views and visitors ${per(range.bucket)}, ${range.label.toLowerCase()}`,
        yLabel: `Views and visitors ${per(range.bucket)}`,
        labels: days.map((d) => d.short),
        series: [
          { name: "Page views", values: days.map((d) => d.views) },
          { name: "Visitors", values: days.map((d) => d.visitors) },
        ],
      }),
      rows: days.map(({ key, label, views, visitors }) => ({ key, label, views, visitors })),
    },
    revenue: revenue.map((series) => ({
      currency: series.currency,
      chart: barChart({
        title: `Revenue in ${series.unit} ${per(range.bucket)}, ${range.label.toLowerCase()}`,
        yLabel: `${series.unit} ${per(range.bucket)}`,
        labels: series.rows.map((r) => r.short),
        values: series.rows.map((r) => r.cents / 100),
        whole: false,
      }),
      rows: series.rows.map(({ key, label, purchases, cents }) => ({ key, label, purchases, amount: formatMoney(cents, series.currency) })),
    })),
    pages: dimension("path"),
    referrers: dimension("referrer"),
    campaigns: dimension("campaign"),
    devices: dimension("device"),
    products: purchasesByProduct(range).map((row) => ({
      product: row.productName ?? (row.productId === "" ? "Unknown product" : row.productId),
      currency: row.currency,
      purchases: row.events,
      amount: formatMoney(row.amountCents, row.currency),
    })),
    leads: leadsBySource(range).map((row) => ({ form: LEAD_LABELS[row.name], page: row.source || "Unknown page", leads: row.events })),
    funnel: funnelRows(range, sort),
  };
}

// ─── CSV ──────────────────────────────────────────────────────────────────────

export const CSV_TABLES = ["summary", "traffic", "pages", "referrers", "campaigns", "devices", "revenue", "products", "leads", "funnel"] as const;
export type CsvTable = (typeof CSV_TABLES)[number];

const cents = (minorUnits: number): CsvCell => ({ minorUnits });
const rate = (value: number | null) => (value === null ? "" : (Math.round(value * 10_000) / 100).toFixed(2));

/** One table of the dashboard, every row of it, as CSV rows with a header. */
export function insightsCsv(table: CsvTable, range: InsightRange, sort: FunnelSort, now = new Date()): CsvCell[][] {
  bringUpToDate(range, now);
  const dimension = (name: "path" | "referrer" | "campaign" | "device", header: string) => [
    [header, "views", "visitors"],
    ...dimensionTotals(name, range).map((row) => [name === "referrer" && row.value === "" ? DIRECT : row.value, String(row.views), String(row.visitors)]),
  ];
  switch (table) {
    case "summary":
      return [
        ["figure", "this_period", "previous_period", "change_percent"],
        ...figures(periodSums(range, now), periodSums(range.previous, now)).map((f) => [
          f.key,
          f.key.startsWith("revenue-") || f.key.startsWith("commissions-") ? cents(f.now) : String(f.now),
          f.key.startsWith("revenue-") || f.key.startsWith("commissions-") ? cents(f.before) : String(f.before),
          // A computed number, written plain like an amount ("-8.00"); empty when there was nothing before.
          f.before === 0 ? "" : cents(Math.round(((f.now - f.before) / Math.abs(f.before)) * 10_000)),
        ]),
      ];
    case "traffic":
      return [[range.bucket, "views", "visitors"], ...traffic(range).map((d) => [d.key, String(d.views), String(d.visitors)])];
    case "pages":
      return dimension("path", "path");
    case "referrers":
      return dimension("referrer", "referrer");
    case "campaigns":
      return dimension("campaign", "source / medium / campaign");
    case "devices":
      return dimension("device", "device");
    case "revenue":
      return [
        [range.bucket, "currency", "purchases", "amount"],
        ...revenueSeries(range).flatMap((series) => series.rows.map((r) => [r.key, series.currency, String(r.purchases), cents(r.cents)])),
      ];
    case "products":
      return [
        ["product_id", "product", "currency", "purchases", "amount"],
        ...purchasesByProduct(range).map((row) => [row.productId, row.productName ?? "", row.currency, String(row.events), cents(row.amountCents)]),
      ];
    case "leads":
      return [["form", "page", "leads"], ...leadsBySource(range).map((row) => [row.name, row.source, String(row.events)])];
    case "funnel":
      return [
        ["post_slug", "post", "teaser_visitors", "unlock_clicks", "unlock_rate_percent", "checkouts_started", "checkout_rate_percent", "purchases", "purchase_rate_percent", "overall_percent"],
        ...funnelRows(range, sort).map((row) => [
          row.slug,
          row.post,
          String(row.teaser),
          String(row.unlocks),
          rate(row.unlockRate),
          String(row.checkouts),
          rate(row.checkoutRate),
          String(row.purchases),
          rate(row.purchaseRate),
          rate(row.overall),
        ]),
      ];
  }
}

export type { ChartGeometry };
