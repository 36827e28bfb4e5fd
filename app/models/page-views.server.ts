/** Counted page views and the day's secret their visitor keys are made with (docs/decisions/218). */
import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { db, preparedOnce } from "~/db/client.server";
import { insightSalts, pageViews } from "~/db/schema";

export type NewPageView = typeof pageViews.$inferInsert;

/**
 * One prepared statement run per row: a batch holds thousands of rows, and
 * building them into one query cost more than the page views themselves.
 */
const insertView = preparedOnce(() =>
  db.$client.prepare<[number, string, string, string, string, string, string, string, string, string | null]>(
    "INSERT INTO page_views (at, day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor, teaser_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  ),
);

/** One batch, in one transaction: a batch is written whole or not at all. */
export function insertPageViews(rows: NewPageView[]) {
  const statement = insertView();
  db.$client.transaction(() => {
    for (const row of rows) {
      statement.run(row.at.getTime(), row.day, row.path, row.referrerHost ?? "", row.utmSource ?? "", row.utmMedium ?? "", row.utmCampaign ?? "", row.device, row.visitor, row.teaserOf ?? null);
    }
  })();
}

/** The day's secret; the first process to ask makes it, and every other reads the same. */
export function saltFor(day: string): Buffer {
  db.insert(insightSalts).values({ day, secret: randomBytes(32) }).onConflictDoNothing().run();
  const row = db.select({ secret: insightSalts.secret }).from(insightSalts).where(eq(insightSalts.day, day)).get();
  if (!row) throw new Error(`no visitor secret for ${day}`);
  return row.secret;
}

/** Earlier days' secrets are deleted: their keys can never be made again. */
export function dropSaltsBefore(day: string) {
  db.delete(insightSalts).where(lt(insightSalts.day, day)).run();
}
