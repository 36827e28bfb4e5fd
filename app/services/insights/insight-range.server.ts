/**
 * The dashboard's date range, read from its GET form: the last 7 or 30 days,
 * the last 12 calendar months, or a custom From/To (UTC days, both included),
 * and the previous period of the same number of days to compare with. A range
 * that cannot be read is named in one message and the default is shown instead.
 */
const DAY_MS = 86_400_000;

export const RANGE_CHOICES = [
  { key: "7d", label: "Last 7 days" },
  { key: "30d", label: "Last 30 days" },
  { key: "12m", label: "Last 12 months" },
  { key: "custom", label: "Custom" },
] as const;
export type RangeKey = (typeof RANGE_CHOICES)[number]["key"];
export const DEFAULT_RANGE: RangeKey = "30d";

/** Longer than this is charted per month, not per day. */
const DAILY_UP_TO_DAYS = 92;
/** Ten years of months is as far as a chart can still be read. */
const MAX_DAYS = 3_660;

export const RANGE_MESSAGES = {
  day: "Enter both days as dates, such as 2026-11-01. Showing the last 30 days instead.",
  order: "The first day must be on or before the last day. Showing the last 30 days instead.",
  long: "Choose a range of at most ten years. Showing the last 30 days instead.",
  unknown: "Choose a range from the list. Showing the last 30 days instead.",
} as const;

export type DayRange = { from: string; to: string };
export type InsightRange = DayRange & {
  key: RangeKey;
  label: string;
  days: number;
  bucket: "day" | "month";
  previous: DayRange;
  /** The query that asks for this range again (for sort links and CSV links). */
  query: string;
};

export const dayOf = (at: Date | number) => new Date(at).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
export const daysIn = ({ from, to }: DayRange) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** A real calendar day written YYYY-MM-DD (2000–2199); else null. */
export function parseDay(text: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text?.trim() ?? "");
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCMonth() === month - 1 && at.getUTCDate() === day && year >= 2000 && year < 2200 ? match[0] : null;
}

function build(key: RangeKey, from: string, to: string): InsightRange {
  const days = daysIn({ from, to });
  const params = new URLSearchParams({ range: key });
  if (key === "custom") {
    params.set("from", from);
    params.set("to", to);
  }
  return {
    key,
    label: RANGE_CHOICES.find((choice) => choice.key === key)!.label,
    from,
    to,
    days,
    bucket: days > DAILY_UP_TO_DAYS ? "month" : "day",
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
    query: params.toString(),
  };
}

/** The last `days` days, today included. */
export function lastDays(days: number, now: Date, key: RangeKey = days === 7 ? "7d" : "30d"): InsightRange {
  const today = dayOf(now);
  return build(key, addDays(today, -(days - 1)), today);
}

/** `?range=7d|30d|12m|custom&from=&to=`; from/to without a range mean custom. */
export function chooseRange(params: URLSearchParams, now: Date): { range: InsightRange; error: string | null; typed: DayRange } {
  const today = dayOf(now);
  const fromText = params.get("from")?.trim() ?? "";
  const toText = params.get("to")?.trim() ?? "";
  const asked = params.get("range") ?? (fromText || toText ? "custom" : DEFAULT_RANGE);
  const fallback = (error: string) => ({ range: lastDays(30, now), error, typed: { from: fromText, to: toText } });
  switch (asked) {
    case "7d":
      return { range: lastDays(7, now), error: null, typed: { from: "", to: "" } };
    case "30d":
      return { range: lastDays(30, now), error: null, typed: { from: "", to: "" } };
    case "12m": {
      const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
      return { range: build("12m", dayOf(first), today), error: null, typed: { from: "", to: "" } };
    }
    case "custom": {
      const from = parseDay(fromText);
      const to = parseDay(toText);
      if (!from || !to) return fallback(RANGE_MESSAGES.day);
      if (from > to) return fallback(RANGE_MESSAGES.order);
      if (daysIn({ from, to }) > MAX_DAYS) return fallback(RANGE_MESSAGES.long);
      return { range: build("custom", from, to), error: null, typed: { from, to } };
    }
    default:
      return fallback(RANGE_MESSAGES.unknown);
  }
}

/** Every bucket of a range in order: its days, or its months ("YYYY-MM"). */
export function bucketsOf(range: DayRange, bucket: "day" | "month"): string[] {
  const keys: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const key = bucket === "day" ? day : day.slice(0, 7);
    if (keys[keys.length - 1] !== key) keys.push(key);
  }
  return keys;
}
