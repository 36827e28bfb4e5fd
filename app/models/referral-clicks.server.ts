/**
 * Referral link clicks (docs/decisions/214): one counter per affiliate, UTC
 * day, landing path and referrer host. Nothing about the visitor is written.
 */
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { referralClicks } from "~/db/schema";

export type ReferralClick = { affiliateId: string; landingPath: string; referrerHost: string };

/** "YYYY-MM-DD" of an instant, in UTC: clicks are counted per UTC day. */
export function clickDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** One more click on the day of `at`. */
export function countReferralClick(click: ReferralClick, at = new Date()) {
  db.insert(referralClicks)
    .values({ ...click, day: clickDay(at), clicks: 1 })
    .onConflictDoUpdate({
      target: [referralClicks.affiliateId, referralClicks.day, referralClicks.landingPath, referralClicks.referrerHost],
      set: { clicks: sql`${referralClicks.clicks} + 1` },
    })
    .run();
}

/** An affiliate's clicks from one UTC day to another, both included ("YYYY-MM-DD"). */
export function countClicks(affiliateId: string, fromDay: string, toDay: string): number {
  const row = db
    .select({ clicks: sql<number>`coalesce(sum(${referralClicks.clicks}), 0)` })
    .from(referralClicks)
    .where(and(eq(referralClicks.affiliateId, affiliateId), gte(referralClicks.day, fromDay), lte(referralClicks.day, toDay)))
    .get();
  return row?.clicks ?? 0;
}
