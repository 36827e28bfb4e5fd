/** Calendar facts of an instant in a time zone, for the weekly schedule. */

type LocalDate = { year: number; month: number; day: number; hour: number; weekday: number };

/** Year, month, day, hour and ISO weekday (Monday 1 … Sunday 7) of `date` in `timeZone`. */
export function localDate(date: Date, timeZone: string): LocalDate {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    hourCycle: "h23",
    weekday: "short",
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const weekday = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(get("weekday")) + 1;
  return { year: Number(get("year")), month: Number(get("month")), day: Number(get("day")), hour: Number(get("hour")), weekday };
}

/** "2026-W48": the ISO-8601 week (weeks start on Monday; week 1 holds the year's first Thursday) of `date` in `timeZone`. */
export function isoWeekKey(date: Date, timeZone: string): string {
  const { year, month, day, weekday } = localDate(date, timeZone);
  // The Thursday of this week decides the ISO year.
  const thursday = new Date(Date.UTC(year, month - 1, day + 4 - weekday));
  const isoYear = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(isoYear, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${isoYear}-W${String(week).padStart(2, "0")}`;
}

/** Whether this week's Monday `hour`:00 (in `timeZone`) has passed at `date`. */
export function weeklySlotPassed(date: Date, timeZone: string, hour: number): boolean {
  const local = localDate(date, timeZone);
  return local.weekday > 1 || local.hour >= hour;
}
