/**
 * Counting's daily sums and retention (docs/decisions/218): a day is summed
 * again until it is final, rows older than 13 months go once their day is
 * summed, and a day whose rows are gone keeps its sums for ever.
 */
import { eq, like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { insightDaily, insightEventDaily, insightEvents, insightRollups, pageViews } from "~/db/schema";
import { insertPageViews } from "~/models/page-views.server";
import { recordEvent } from "~/services/insights/events.server";
import { keptFromDay, pruneInsights, rollUpRange } from "~/services/insights/retention.server";

/** Days far from any other test's, so the sums read here are this file's own. */
const OLD = "2019-01-15";
const RECENT = "2020-03-01";

function view(day: string, path: string, visitor: string, extra: Partial<typeof pageViews.$inferInsert> = {}) {
  return { at: new Date(`${day}T12:00:00Z`), day, path, device: "desktop" as const, visitor, ...extra };
}

function sums(day: string) {
  return db
    .select({ dimension: insightDaily.dimension, value: insightDaily.value, views: insightDaily.views, visitors: insightDaily.visitors })
    .from(insightDaily)
    .where(eq(insightDaily.day, day))
    .orderBy(insightDaily.dimension, insightDaily.value)
    .all();
}

beforeEach(() => {
  for (const table of [pageViews, insightEvents]) db.delete(table).where(like(table.day, "20__-__-__")).run();
  for (const table of [insightDaily, insightEventDaily, insightRollups]) db.delete(table).run();
});

describe("daily sums", () => {
  it("sums views per site, path, referrer, campaign, device and teaser, with distinct visitors", () => {
    insertPageViews([
      view(RECENT, "/", "v1", { referrerHost: "google.com" }),
      view(RECENT, "/", "v1", { referrerHost: "google.com" }),
      view(RECENT, "/blog/x", "v2", { device: "mobile", teaserOf: "x", utmSource: "news", utmMedium: "email", utmCampaign: "spring" }),
      view(RECENT, "/blog/x", "v3", { teaserOf: "x" }),
    ]);
    rollUpRange(RECENT, RECENT, new Date(`${RECENT}T18:00:00Z`));
    expect(sums(RECENT)).toEqual([
      { dimension: "campaign", value: "news / email / spring", views: 1, visitors: 1 },
      { dimension: "device", value: "desktop", views: 3, visitors: 2 },
      { dimension: "device", value: "mobile", views: 1, visitors: 1 },
      { dimension: "path", value: "/", views: 2, visitors: 1 },
      { dimension: "path", value: "/blog/x", views: 2, visitors: 2 },
      { dimension: "referrer", value: "", views: 2, visitors: 2 },
      { dimension: "referrer", value: "google.com", views: 2, visitors: 1 },
      { dimension: "site", value: "", views: 4, visitors: 3 },
      { dimension: "teaser", value: "x", views: 2, visitors: 2 },
    ]);
  });

  it("sums a day again until it has been summed after it ended, then leaves it", () => {
    insertPageViews([view(RECENT, "/", "v1")]);
    rollUpRange(RECENT, RECENT, new Date(`${RECENT}T18:00:00Z`));
    insertPageViews([view(RECENT, "/", "v2")]);
    rollUpRange(RECENT, RECENT, new Date(`${RECENT}T23:00:00Z`));
    expect(sums(RECENT).find((row) => row.dimension === "site")).toMatchObject({ views: 2, visitors: 2 });
    rollUpRange(RECENT, RECENT, new Date("2020-03-02T01:00:00Z"));
    // A row written after the day was final (it cannot be: every process writes within seconds) is not summed.
    insertPageViews([view(RECENT, "/", "v3")]);
    rollUpRange(RECENT, RECENT, new Date("2020-03-02T02:00:00Z"));
    expect(sums(RECENT).find((row) => row.dimension === "site")).toMatchObject({ views: 2, visitors: 2 });
  });

  it("sums events by name, source, post, product and currency, with their amounts", () => {
    const at = new Date(`${RECENT}T10:00:00Z`);
    recordEvent({ name: "purchase", source: "/blog/x", postSlug: "x", productId: "playbook", amountCents: 7999, currency: "usd", detail: "o1" }, at);
    recordEvent({ name: "purchase", source: "/blog/x", postSlug: "x", productId: "playbook", amountCents: 7199, currency: "usd", detail: "o2" }, at);
    recordEvent({ name: "contact", source: "/pricing" }, at);
    rollUpRange(RECENT, RECENT, new Date(`${RECENT}T18:00:00Z`));
    const rows = db.select().from(insightEventDaily).where(eq(insightEventDaily.day, RECENT)).orderBy(insightEventDaily.name).all();
    expect(rows).toEqual([
      { day: RECENT, name: "contact", source: "/pricing", postSlug: "", productId: "", currency: "", events: 1, amountCents: 0 },
      { day: RECENT, name: "purchase", source: "/blog/x", postSlug: "x", productId: "playbook", currency: "usd", events: 2, amountCents: 15198 },
    ]);
  });
});

describe("retention", () => {
  it("keeps rows 13 months", () => {
    expect(keptFromDay(new Date("2021-02-14T08:00:00Z"))).toBe("2020-01-14");
  });

  it("deletes rows older than 13 months after summing their day, and keeps the sums for ever", () => {
    insertPageViews([view(OLD, "/", "v1"), view(OLD, "/blog", "v2"), view(RECENT, "/", "v3")]);
    recordEvent({ name: "signup", source: "/blog" }, new Date(`${OLD}T09:00:00Z`));
    const now = new Date("2020-04-01T00:00:00Z");
    expect(pruneInsights(now)).toEqual({ views: 2, events: 1 });
    expect(db.select({ day: pageViews.day }).from(pageViews).where(like(pageViews.day, "20__-__-__")).all()).toEqual([{ day: RECENT }]);
    expect(sums(OLD).find((row) => row.dimension === "site")).toMatchObject({ views: 2, visitors: 2 });
    expect(db.select({ events: insightEventDaily.events }).from(insightEventDaily).where(eq(insightEventDaily.day, OLD)).all()).toEqual([{ events: 1 }]);
    // Asked for again, the day whose rows are gone keeps its sums.
    rollUpRange(OLD, RECENT, now);
    expect(sums(OLD).find((row) => row.dimension === "site")).toMatchObject({ views: 2, visitors: 2 });
  });
});
