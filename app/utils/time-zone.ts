/** True for a zone name the runtime knows (IANA, e.g. Asia/Bangkok). */
export function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "2026-12-01T09:30": what an `<input type="datetime-local">` holds (seconds, if sent, are dropped). */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** The wall-clock time `date` shows in `timeZone`, as a datetime-local value ("2026-12-01T09:30"). */
export function wallTimeIn(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

/** Minutes `timeZone` is ahead of UTC at `epochMs`. */
function offsetMinutes(epochMs: number, timeZone: string): number {
  const [date, time] = wallTimeIn(new Date(epochMs), timeZone).split("T") as [string, string];
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  return (Date.UTC(y, mo - 1, d, h, mi) - Math.floor(epochMs / 60_000) * 60_000) / 60_000;
}

export type WallTimeReading = { ok: true; date: Date } | { ok: false; reason: "format" | "missing" };

/**
 * The instant a wall-clock time in `timeZone` names. "format": not a date and
 * time; "missing": a time the clocks skip there (the hour they go forward). A
 * time they pass twice (the hour they go back) is the first of the two.
 */
export function instantOfWallTime(value: string, timeZone: string): WallTimeReading {
  const match = WALL_TIME.exec(value.trim());
  if (!match) return { ok: false, reason: "format" };
  const [y, mo, d, h, mi] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const wanted = `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}`;
  // Date.UTC rolls 31 February over to March: such a value is not a date.
  if (new Date(asUtc).toISOString().slice(0, 16) !== wanted) return { ok: false, reason: "format" };
  // The zone's offsets a day either side cover both readings of a time the clocks pass twice.
  const offsets = [...new Set([offsetMinutes(asUtc - 86_400_000, timeZone), offsetMinutes(asUtc + 86_400_000, timeZone)])];
  const candidates = offsets
    .map((offset) => asUtc - offset * 60_000)
    .filter((epoch) => wallTimeIn(new Date(epoch), timeZone) === wanted)
    .sort((a, b) => a - b);
  return candidates.length > 0 ? { ok: true, date: new Date(candidates[0]!) } : { ok: false, reason: "missing" };
}
