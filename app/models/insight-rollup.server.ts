/**
 * Daily totals (docs/decisions/218): a day's page views and events summed into
 * insight_daily and insight_event_daily, which are kept for ever, while the
 * rows they are summed from are kept 13 months. A day is summed again until
 * it has been summed after it ended (and every process had time to write its
 * last views); a day whose rows are gone is never summed again.
 */
import { inArray, lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { insightEvents, insightRollups, pageViews } from "~/db/schema";

/** Views a process still holds are written within seconds; a day is final this long after it ended. */
const SETTLED_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Each (dimension, value) a view is summed under. */
const DIMENSIONS: Record<string, string> = {
  site: "''",
  path: "path",
  referrer: "referrer_host",
  campaign: "utm_source || ' / ' || utm_medium || ' / ' || utm_campaign",
  device: "device",
};

/** Sums one day again from its rows, in one transaction. */
export function rollUpDay(day: string, now: Date) {
  db.transaction((tx) => {
    tx.run(sql`DELETE FROM insight_daily WHERE day = ${day}`);
    for (const [dimension, value] of Object.entries(DIMENSIONS)) {
      const where = dimension === "campaign" ? sql.raw(" AND (utm_source <> '' OR utm_medium <> '' OR utm_campaign <> '')") : sql.raw("");
      tx.run(sql`INSERT INTO insight_daily (day, dimension, value, views, visitors)
        SELECT day, ${dimension}, ${sql.raw(value)}, count(*), count(DISTINCT visitor) FROM page_views
        WHERE day = ${day}${where} GROUP BY ${sql.raw(value)}`);
    }
    tx.run(sql`INSERT INTO insight_daily (day, dimension, value, views, visitors)
      SELECT day, 'teaser', teaser_of, count(*), count(DISTINCT visitor) FROM page_views
      WHERE day = ${day} AND teaser_of IS NOT NULL GROUP BY teaser_of`);
    tx.run(sql`DELETE FROM insight_event_daily WHERE day = ${day}`);
    tx.run(sql`INSERT INTO insight_event_daily (day, name, source, post_slug, product_id, currency, events, amount_cents)
      SELECT day, name, source, coalesce(post_slug, ''), coalesce(product_id, ''), coalesce(currency, ''), count(*), coalesce(sum(amount_cents), 0)
      FROM insight_events WHERE day = ${day} GROUP BY name, source, coalesce(post_slug, ''), coalesce(product_id, ''), coalesce(currency, '')`);
    tx.insert(insightRollups).values({ day, rolledAt: now }).onConflictDoUpdate({ target: insightRollups.day, set: { rolledAt: now } }).run();
  });
}

/** Every day from `fromDay` to `toDay` (both included) summed, where it is not final yet and its rows are still kept. */
export function ensureRolledUp(fromDay: string, toDay: string, now: Date, keptFromDay: string) {
  const days = daysBetween(fromDay < keptFromDay ? keptFromDay : fromDay, toDay);
  if (days.length === 0) return;
  const rolled = new Map<string, Date>();
  for (let at = 0; at < days.length; at += 400) {
    const rows = db.select().from(insightRollups).where(inArray(insightRollups.day, days.slice(at, at + 400))).all();
    for (const row of rows) rolled.set(row.day, row.rolledAt);
  }
  for (const day of days) {
    const at = rolled.get(day);
    if (!at || at.getTime() < Date.parse(`${day}T00:00:00Z`) + DAY_MS + SETTLED_MS) rollUpDay(day, now);
  }
}

/** Rows of days before `keptFromDay` are deleted, once their day is summed; the sums stay. */
export function pruneInsightRows(keptFromDay: string, now: Date): { views: number; events: number } {
  const old = db.all<{ day: string }>(sql`SELECT DISTINCT day FROM page_views WHERE day < ${keptFromDay} UNION SELECT DISTINCT day FROM insight_events WHERE day < ${keptFromDay}`);
  for (const { day } of old) rollUpDay(day, now);
  return db.transaction((tx) => ({
    views: tx.delete(pageViews).where(lt(pageViews.day, keptFromDay)).run().changes,
    events: tx.delete(insightEvents).where(lt(insightEvents.day, keptFromDay)).run().changes,
  }));
}

/** "YYYY-MM-DD" days from one to another, both included. */
export function daysBetween(fromDay: string, toDay: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${fromDay}T00:00:00Z`), end = Date.parse(`${toDay}T00:00:00Z`); at <= end; at += DAY_MS) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}
