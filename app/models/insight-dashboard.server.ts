/**
 * What the owner's dashboard reads (docs/decisions/218): only the daily sums,
 * insight_daily and insight_event_daily, kept for ever (the raw rows they are
 * summed from go after 13 months), plus referral clicks from their own table.
 * Days are "YYYY-MM-DD" (UTC), both ends included.
 */
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { InsightEventName } from "~/db/schema";

export type DayRange = { from: string; to: string };

/** A newsletter subscriber is a lead once confirmed (double opt-in): a sign-up alone may be anybody's typing. */
export const LEAD_EVENTS = ["enquiry", "contact", "quote", "affiliate_application", "newsletter_confirm"] as const satisfies readonly InsightEventName[];
const LEADS = sql.raw(LEAD_EVENTS.map((name) => `'${name}'`).join(", "));

/** The site's views and visitors per day (days without a view are absent). */
export function siteByDay({ from, to }: DayRange) {
  return db.all<{ day: string; views: number; visitors: number }>(sql`
    SELECT day, views, visitors FROM insight_daily
    WHERE dimension = 'site' AND day BETWEEN ${from} AND ${to} ORDER BY day`);
}

/** One dimension's values (path, referrer, campaign, device) with their views and visitors, most viewed first. */
export function dimensionTotals(dimension: "path" | "referrer" | "campaign" | "device", { from, to }: DayRange) {
  return db.all<{ value: string; views: number; visitors: number }>(sql`
    SELECT value, sum(views) AS views, sum(visitors) AS visitors FROM insight_daily
    WHERE dimension = ${dimension} AND day BETWEEN ${from} AND ${to}
    GROUP BY value ORDER BY views DESC, visitors DESC, value`);
}

/** Events of each name in the range, with what purchases paid per currency. */
export function eventTotals({ from, to }: DayRange) {
  return db.all<{ name: InsightEventName; currency: string; events: number; amountCents: number }>(sql`
    SELECT name, currency, sum(events) AS events, sum(amount_cents) AS amountCents FROM insight_event_daily
    WHERE day BETWEEN ${from} AND ${to} GROUP BY name, currency`);
}

/** Purchases per day and currency. */
export function purchasesByDay({ from, to }: DayRange) {
  return db.all<{ day: string; currency: string; events: number; amountCents: number }>(sql`
    SELECT day, currency, sum(events) AS events, sum(amount_cents) AS amountCents FROM insight_event_daily
    WHERE name = 'purchase' AND day BETWEEN ${from} AND ${to} GROUP BY day, currency ORDER BY day`);
}

/** Purchases per product ('' when none was named) and currency, with the product's name when it still exists. */
export function purchasesByProduct({ from, to }: DayRange) {
  return db.all<{ productId: string; productName: string | null; currency: string; events: number; amountCents: number }>(sql`
    SELECT e.product_id AS productId, p.name AS productName, e.currency AS currency,
      sum(e.events) AS events, sum(e.amount_cents) AS amountCents
    FROM insight_event_daily e LEFT JOIN products p ON p.id = e.product_id
    WHERE e.name = 'purchase' AND e.day BETWEEN ${from} AND ${to}
    GROUP BY e.product_id, e.currency ORDER BY amountCents DESC, events DESC, productId`);
}

/** Leads (enquiry, contact, quote, affiliate application) per form and the page they were sent from. */
export function leadsBySource({ from, to }: DayRange) {
  return db.all<{ name: (typeof LEAD_EVENTS)[number]; source: string; events: number }>(sql`
    SELECT name, source, sum(events) AS events FROM insight_event_daily
    WHERE name IN (${LEADS}) AND day BETWEEN ${from} AND ${to}
    GROUP BY name, source ORDER BY events DESC, name, source`);
}

/**
 * The premium funnel per post: the teaser's visitors (summed per day), then
 * Unlock clicks, checkouts started and purchases that named the post; the
 * post's title when it still exists.
 */
export function funnelByPost({ from, to }: DayRange) {
  return db.all<{ slug: string; title: string | null; teaser: number; unlocks: number; checkouts: number; purchases: number }>(sql`
    WITH steps AS (
      SELECT value AS slug, visitors AS teaser, 0 AS unlocks, 0 AS checkouts, 0 AS purchases FROM insight_daily
      WHERE dimension = 'teaser' AND day BETWEEN ${from} AND ${to}
      UNION ALL
      SELECT post_slug, 0,
        CASE name WHEN 'unlock_click' THEN events ELSE 0 END,
        CASE name WHEN 'checkout_start' THEN events ELSE 0 END,
        CASE name WHEN 'purchase' THEN events ELSE 0 END
      FROM insight_event_daily
      WHERE post_slug <> '' AND name IN ('unlock_click', 'checkout_start', 'purchase') AND day BETWEEN ${from} AND ${to}
    )
    SELECT s.slug AS slug, b.title AS title, sum(s.teaser) AS teaser, sum(s.unlocks) AS unlocks,
      sum(s.checkouts) AS checkouts, sum(s.purchases) AS purchases
    FROM steps s LEFT JOIN blog_posts b ON b.slug = s.slug
    GROUP BY s.slug`);
}

/** Clicks on affiliates' referral links. */
export function referralClickTotal({ from, to }: DayRange): number {
  return db.get<{ clicks: number }>(sql`SELECT coalesce(sum(clicks), 0) AS clicks FROM referral_clicks WHERE day BETWEEN ${from} AND ${to}`)?.clicks ?? 0;
}
