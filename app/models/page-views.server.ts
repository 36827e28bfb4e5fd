/** Counted page views and the day's secret their visitor keys are made with (docs/decisions/218). */
import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { insightSalts, pageViews } from "~/db/schema";

export type NewPageView = typeof pageViews.$inferInsert;

/** One batch, in one transaction: a batch is written whole or not at all. */
export function insertPageViews(rows: NewPageView[]) {
  db.transaction((tx) => {
    for (let at = 0; at < rows.length; at += 500) tx.insert(pageViews).values(rows.slice(at, at + 500)).run();
  });
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
