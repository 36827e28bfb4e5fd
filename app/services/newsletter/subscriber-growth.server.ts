/**
 * The newsletter's growth for /admin/subscribers: how many confirmed
 * subscribers the list held at the end of each of the last 26 weeks (Monday to
 * Monday, UTC, as every date the admin pages show), with who joined and who
 * left in each, laid out as a chart on the server (docs/decisions/219).
 */
import { joinsAndLeaves, listSizeAt } from "~/models/subscriber-admin.server";
import { lineChart, type ChartGeometry } from "~/services/insights/chart-geometry.server";

export const GROWTH_WEEKS = 26;
const DAY = 86_400_000;
const WEEK = 7 * DAY;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export type GrowthRow = { key: string; label: string; joined: number; left: number; total: number };
export type Growth = { chart: ChartGeometry; rows: GrowthRow[] };

/** 00:00 UTC on the Monday of `date`'s week. */
export function weekStart(date: Date): Date {
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  return new Date(midnight - ((date.getUTCDay() + 6) % 7) * DAY);
}

const shortDay = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;

export function subscriberGrowth(now = new Date()): Growth {
  const from = new Date(weekStart(now).getTime() - (GROWTH_WEEKS - 1) * WEEK);
  const { joined, left } = joinsAndLeaves(from, WEEK, GROWTH_WEEKS);
  let total = listSizeAt(from);
  const rows = joined.map((j, i) => {
    total += j - left[i]!;
    const start = new Date(from.getTime() + i * WEEK);
    return { key: start.toISOString().slice(0, 10), label: shortDay(start), joined: j, left: left[i]!, total };
  });
  const chart = lineChart({
    title: `Confirmed subscribers at the end of each week, the last ${GROWTH_WEEKS} weeks`,
    yLabel: "Confirmed subscribers",
    labels: rows.map((row) => row.label),
    series: [{ name: "Confirmed subscribers", values: rows.map((row) => row.total) }],
  });
  return { chart, rows };
}
