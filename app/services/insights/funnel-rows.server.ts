/**
 * The premium funnel per post (docs/decisions/219): teaser visitors → Unlock
 * clicks → checkouts started → purchases from the daily sums, each step's rate
 * from the one before, in the order the admin chose.
 */
import { funnelByPost } from "~/models/insight-dashboard.server";
import type { DayRange } from "./insight-range.server";

const percent = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export const FUNNEL_COLUMNS = ["post", "teaser", "unlocks", "unlockRate", "checkouts", "checkoutRate", "purchases", "purchaseRate", "overall"] as const;
export type FunnelColumn = (typeof FUNNEL_COLUMNS)[number];
export type FunnelSort = { column: FunnelColumn; dir: "asc" | "desc" };
export const DEFAULT_FUNNEL_SORT: FunnelSort = { column: "teaser", dir: "desc" };

/** `?sort=column&dir=asc|desc`; anything else is the default order. */
export function readFunnelSort(params: URLSearchParams): FunnelSort {
  const column = FUNNEL_COLUMNS.find((c) => c === params.get("sort"));
  if (!column) return DEFAULT_FUNNEL_SORT;
  const dir = params.get("dir") === "asc" || params.get("dir") === "desc" ? (params.get("dir") as "asc" | "desc") : column === "post" ? "asc" : "desc";
  return { column, dir };
}

export type FunnelRow = {
  slug: string;
  post: string;
  teaser: number;
  unlocks: number;
  checkouts: number;
  purchases: number;
  unlockRate: number | null;
  checkoutRate: number | null;
  purchaseRate: number | null;
  overall: number | null;
};

export function funnelRows(range: DayRange, sort: FunnelSort): FunnelRow[] {
  const rows = funnelByPost(range).map((row) => ({
    slug: row.slug,
    post: row.title ?? row.slug,
    teaser: row.teaser,
    unlocks: row.unlocks,
    checkouts: row.checkouts,
    purchases: row.purchases,
    unlockRate: percent(row.unlocks, row.teaser),
    checkoutRate: percent(row.checkouts, row.unlocks),
    purchaseRate: percent(row.purchases, row.checkouts),
    overall: percent(row.purchases, row.teaser),
  }));
  const sign = sort.dir === "asc" ? 1 : -1;
  return rows.sort((a, b) => {
    const x = a[sort.column];
    const y = b[sort.column];
    const order =
      typeof x === "string" || typeof y === "string"
        ? String(x).localeCompare(String(y))
        : (x ?? -1) - (y ?? -1); // a rate that cannot be computed sorts below 0%
    return order * sign || b.teaser - a.teaser || a.slug.localeCompare(b.slug);
  });
}
