/**
 * Clocks: what a user sees of dates when the
 * server runs in a zone other than UTC, Pacific/Auckland and
 * America/Los_Angeles, at instants just around each zone's daylight-saving
 * changes (Auckland: last Sunday of September, first Sunday of April; Los
 * Angeles: second Sunday of March, first Sunday of November), local midnight
 * and the year's end. The site's rule is one clock whatever the server's TZ:
 *
 * - the site's dates are UTC (app/utils/dates.ts "in UTC unless a zone is
 *   given": receipts, legal pages, admin lists; /account's order dates are
 *   the UTC day), and so is the footer's year, which must agree with them;
 * - the weekly white paper runs Monday 02:00 in WHITE_PAPER_TIME_ZONE
 *   (default America/Los_Angeles), in that zone's ISO week (docs/decisions/151);
 * - the course's lesson is counted from the first paid order: day 1 for the
 *   first 24 hours, one more every 24 hours, 21 at most (course-lessons.server.ts);
 * - the ozone referral code carries the date in Asia/Bangkok (docs/spec-notes.md);
 * - a scheduled post publishes itself at its instant, and the page cache then
 *   drops the pages made without it (docs/decisions/206).
 *
 * The server has no clock a test can set, so each server here is the real
 * production server (tests/support/server.ts) started with a preload
 * (NODE_OPTIONS=--import) that moves its Date by a fixed offset to an instant
 * of the test's choosing, time still running, and moves it again on SIGUSR2.
 * Every instant is chosen so that the server's own zone (or UTC, for the
 * weekly slot) gives another answer than the rule: an assertion fails if the
 * code reads the date in the wrong zone. The date helpers are also checked in
 * this process, with its TZ set to each zone.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { referralCode } from "~/content/pages/ozone-partner";
import { lessonDay } from "~/content/course-lessons.server";
import { db } from "~/db/client.server";
import { blogPosts, customers, generationRuns, orders, products, sessions, users } from "~/db/schema";
import { createPost } from "~/models/admin-posts.server";
import { createUserWithCustomer } from "~/models/user.server";
import { startSession } from "~/services/auth/auth.server";
import { nextScheduledRun } from "~/services/white-papers/white-paper-schedule.server";
import { formatDay } from "~/utils/dates";
import { isoWeekKey, weeklySlotPassed } from "~/utils/iso-week";
import { productSeeds } from "../../seed/data/products";
import { FAKE_ANTHROPIC_KEY, FakeAnthropic } from "../support/fake-anthropic";
import { startServer, type RunningServer } from "../support/server";
import { CLOCK_PRELOAD, type ClockedServer } from "../support/test-clock";

const AUCKLAND = "Pacific/Auckland";
const LOS_ANGELES = "America/Los_Angeles";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-clocks-"));
const preload = path.join(work, "clock.mjs");
fs.writeFileSync(preload, CLOCK_PRELOAD);
const fake = new FakeAnthropic();
const running: RunningServer[] = [];

/** The production server on this test's database, in `timeZone`, its clock at `iso`. */
async function startAt(iso: string, timeZone: string, env: { WHITE_PAPER_TIME_ZONE?: string; PAGE_CACHE_MB?: string } = {}): Promise<ClockedServer> {
  const clockFile = path.join(work, `clock-${randomUUID()}.txt`);
  fs.writeFileSync(clockFile, iso);
  const server = await startServer({
    dataDir: process.env.DATA_DIR!,
    env: {
      TZ: timeZone,
      NODE_OPTIONS: `--import=${pathToFileURL(preload).href}`,
      TEST_CLOCK_FILE: clockFile,
      // No page cache unless a test asks for it: a page kept from another instant would hide the clock.
      PAGE_CACHE_MB: "0",
      // The cookies below are signed in this process.
      SESSION_SECRET: process.env.SESSION_SECRET!,
      ANTHROPIC_API_KEY: FAKE_ANTHROPIC_KEY,
      ANTHROPIC_BASE_URL: fake.origin,
      ANTHROPIC_MAX_RETRIES: "0",
      ANTHROPIC_TIMEOUT_MS: "10000",
      ...env,
    },
  });
  running.push(server);
  expect(server.output()).toContain(`test clock: ${new Date(iso).toISOString()} (start)`);
  return Object.assign(server, {
    setClock: async (at: string) => {
      const tag = randomUUID();
      fs.writeFileSync(clockFile, `${at} ${tag}`);
      server.process.kill("SIGUSR2");
      await server.waitForOutput(`test clock: ${new Date(at).toISOString()} (${tag})`);
    },
  });
}

async function stop(server: RunningServer) {
  await server.stop();
  running.splice(running.indexOf(server), 1);
}

async function page(server: RunningServer, pathname: string, cookie?: string) {
  const response = await fetch(`${server.origin}${pathname}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  const html = await response.text();
  expect(response.status, `${pathname}: ${html.slice(0, 300)}`).toBe(200);
  return html;
}

/** The year of the footer's "© 2026 Kitchen & Key Consulting. All rights reserved." */
const footerYear = (html: string) => Number(/©\s*(?:<!-- -->)?(\d{4})(?:<!-- -->)?\s*(?:<!-- -->)?Kitchen/.exec(html)?.[1]);

/** The day in the course page's heading, "Day 2: Guest Communication AI". */
const courseDay = (html: string) => Number(/<h1[^>]*>Day (\d+): /.exec(html)?.[1]);

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  for (const started = Date.now(); ; ) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const runs = () => db.select().from(generationRuns).orderBy(generationRuns.weekKey).all();

// ---------------------------------------------------------------------------
// The rows: one buyer with receipts, course readers, an admin. Made once; the
// servers only read them, so each server's clock can be anywhere.

/** A signed-in user whose session outlives every instant used here. */
async function member({ admin = false, access = false } = {}) {
  const user = createUserWithCustomer({ email: `clock-${randomUUID().slice(0, 8)}@example.com`, fullName: "Clock Reader", passwordHash: "unused" });
  if (admin) db.update(users).set({ role: "admin" }).where(eq(users.id, user.id)).run();
  if (access) db.update(customers).set({ hasAccess: true }).where(eq(customers.userId, user.id)).run();
  const setCookie = await startSession(new Request("http://localhost:3000/"), { id: user.id, email: user.email, fullName: user.fullName, role: admin ? "admin" : "user" });
  db.update(sessions).set({ expiresAt: new Date("2100-01-01T00:00:00Z") }).where(eq(sessions.userId, user.id)).run();
  return { id: user.id, cookie: setCookie.split(";")[0]! };
}

type OrderRow = typeof orders.$inferInsert;
function order(userId: string, row: Partial<OrderRow> & { paidAt: Date }): string {
  const id = `ord_clock_${randomUUID().slice(0, 12)}`;
  db.insert(orders)
    .values({ id, userId, productId: "digital_kitchen_playbook", amountCents: 7999, currency: "usd", status: "paid", mode: "test", createdAt: row.paidAt, ...row })
    .run();
  return id;
}

/**
 * Receipts whose UTC day differs from the day in Auckland or in Los Angeles:
 * "Date paid" (and "Refunded on") must be the UTC day on either server.
 */
const RECEIPTS = [
  // Auckland's DST has just begun (02:00 NZST became 03:00 NZDT at 14:00Z): 27 Sept there.
  { paidAt: "2026-09-26T14:30:00Z", shows: "26 Sept 2026" },
  // Los Angeles, the evening before its DST ends: still 31 Oct there.
  { paidAt: "2026-11-01T03:30:00Z", shows: "1 Nov 2026" },
  // New Year's morning in Auckland; refunded on New Year's Eve evening in Los Angeles.
  { paidAt: "2026-12-31T20:00:00Z", shows: "31 Dec 2026", refundedAt: "2027-01-01T07:00:00Z", refundShows: "1 Jan 2027" },
  // Los Angeles, 23:30 PST before its DST begins: 13 Mar there.
  { paidAt: "2027-03-14T07:30:00Z", shows: "14 Mar 2027" },
  // Auckland, 02:30 NZDT, the first of its two 02:30s the night its DST ends: 4 Apr there.
  { paidAt: "2027-04-03T13:30:00Z", shows: "3 Apr 2027" },
];

/**
 * Course readers by when they paid, and the lesson each must see at `now`:
 * day N while fewer than N×24 hours have passed since the payment. Each `now`
 * falls on another calendar day than the payment in the zone named (where a
 * count of local midnights would say one day more).
 */
const COURSE = [
  // Paid 23:30 NZST, the evening before Auckland's DST begins (a 23-hour day there).
  { paidAt: "2026-09-26T11:30:00Z", now: "2026-09-27T11:00:00Z", day: 1, why: "23.5 h later, already 00:00 NZDT on 28 Sept" },
  { paidAt: "2026-09-26T11:30:00Z", now: "2026-09-27T11:45:00Z", day: 2, why: "24.25 h later" },
  { paidAt: "2026-09-26T11:30:00Z", now: "2026-10-03T11:00:00Z", day: 7, why: "6 days 23.5 h later, the 9th Auckland day" },
  // Paid 01:00 PDT the day before Los Angeles's DST ends (a 25-hour day there).
  { paidAt: "2026-10-31T08:00:00Z", now: "2026-11-01T07:30:00Z", day: 1, why: "23.5 h later, 00:30 PDT the next day" },
  { paidAt: "2026-10-31T08:00:00Z", now: "2026-11-01T08:15:00Z", day: 2, why: "24.25 h later" },
  // Paid a minute before New Year in UTC (12:59 NZDT on 1 Jan, 15:59 PST on 31 Dec): the next day everywhere 23 h 59 min later.
  { paidAt: "2026-12-31T23:59:00Z", now: "2027-01-01T23:58:00Z", day: 1, why: "23 h 59 min later, across the year's end" },
  { paidAt: "2026-12-31T23:59:00Z", now: "2027-01-22T12:00:00Z", day: 21, why: "three weeks later: the last lesson stays" },
];

/** The footer's year is the UTC year, whichever zone the server is in. */
const FOOTER = [
  { at: "2026-12-31T12:00:00Z", year: 2026, why: "01:00 on 1 Jan 2027 in Auckland" },
  { at: "2027-01-01T06:00:00Z", year: 2027, why: "22:00 on 31 Dec 2026 in Los Angeles" },
];

/** The ozone referral code carries the date in Bangkok (UTC+7). */
const REFERRAL = [
  { at: "2026-12-31T16:30:00Z", code: "KKOZONE261231-001", why: "05:30 on 1 Jan in Auckland" },
  { at: "2027-01-01T03:00:00Z", code: "KKOZONE270101-001", why: "19:00 on 31 Dec in Los Angeles" },
];

let buyer = { id: "", cookie: "" };
let admin = { id: "", cookie: "" };
const readers = new Map<string, { cookie: string }>();
const receiptIds: string[] = [];

beforeAll(async () => {
  await fake.start();
  db.insert(products).values(productSeeds).onConflictDoNothing().run();
  buyer = await member();
  for (const r of RECEIPTS) {
    const refunded = r.refundedAt ? { status: "refunded" as const, endedAt: new Date(r.refundedAt) } : {};
    receiptIds.push(order(buyer.id, { paidAt: new Date(r.paidAt), createdAt: new Date(new Date(r.paidAt).getTime() - 60_000), ...refunded }));
  }
  for (const paidAt of new Set(COURSE.map((c) => c.paidAt))) {
    const reader = await member({ access: true });
    order(reader.id, { paidAt: new Date(paidAt) });
    readers.set(paidAt, reader);
  }
  admin = await member({ admin: true });
});

afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  await fake.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

// ---------------------------------------------------------------------------

/**
 * Per server zone: the weekly slot's zone (WHITE_PAPER_TIME_ZONE) is another
 * zone, so a slot read in the server's zone is caught; its Monday is the one
 * right after that zone's DST change; its year end is where the ISO week in
 * the slot's zone differs from the week in the server's zone and in UTC.
 */
type Zone = {
  serverZone: string;
  slotEnv: { WHITE_PAPER_TIME_ZONE?: string };
  slot: { startAt: string; firesAt: string; week: string };
  nextRun: { at: string; shows: string };
  catchUp: { at: string; week: string };
};

const ZONES: Zone[] = [
  {
    serverZone: AUCKLAND,
    slotEnv: {}, // the default, America/Los_Angeles
    // Monday 2 Nov 2026 02:00 PST (DST ended the day before) = 10:00Z; 23:00 NZDT in Auckland, 10:00 in UTC.
    slot: { startAt: "2026-11-02T09:59:50Z", firesAt: "2026-11-02T10:00:00Z", week: "2026-W45" },
    // Sunday 1 Nov 01:30 PDT, before the clocks go back: the next run is tomorrow 02:00 PST.
    nextRun: { at: "2026-11-01T08:30:00Z", shows: "Mon, 2 Nov 2026, 02:00 GMT-8" },
    // Sunday 3 Jan 2027 21:00 PST: still 2026-W53 in Los Angeles, but Monday 4 Jan (2027-W01) in Auckland and in UTC.
    catchUp: { at: "2027-01-04T05:00:00Z", week: "2026-W53" },
  },
  {
    serverZone: LOS_ANGELES,
    slotEnv: { WHITE_PAPER_TIME_ZONE: AUCKLAND },
    // Monday 28 Sept 2026 02:00 NZDT (DST began the day before) = 13:00Z; Sunday 06:00 PDT in Los Angeles.
    slot: { startAt: "2026-09-27T12:59:50Z", firesAt: "2026-09-27T13:00:00Z", week: "2026-W40" },
    // Sunday 4 Apr 2027 02:30 NZDT, before the clocks go back: the next run is Monday 02:00 NZST.
    nextRun: { at: "2027-04-03T13:30:00Z", shows: "Mon, 5 Apr 2027, 02:00 GMT+12" },
    // Monday 4 Jan 2027 03:00 NZDT: 2027-W01 in Auckland, but Sunday 3 Jan (2026-W53) in Los Angeles and in UTC.
    catchUp: { at: "2027-01-03T14:00:00Z", week: "2027-W01" },
  },
];

describe.each(ZONES)("a server with TZ=$serverZone", ({ serverZone, slotEnv, slot, nextRun, catchUp }) => {
  let server: ClockedServer;

  beforeAll(() => {
    db.delete(generationRuns).run();
    fake.mode = "ok";
  });

  it(`claims the weekly white paper at Monday 02:00 in the slot's zone, in that zone's ISO week (${slot.week}), not at start-up`, async () => {
    const early = await startAt(slot.startAt, serverZone, slotEnv);
    try {
      const run = await until(`the ${slot.week} run`, () => runs()[0], 30_000);
      expect(runs().map((r) => r.weekKey)).toEqual([slot.week]);
      // Claimed by the schedule at the slot: not at start-up, ten seconds before it, nor an hour off around DST
      // (the bound is far below an hour and far above any start-up, so a busy machine cannot cross it).
      expect(run.startedAt.getTime()).toBeGreaterThanOrEqual(Date.parse(slot.firesAt));
      expect(run.startedAt.getTime()).toBeLessThan(Date.parse(slot.firesAt) + 20 * 60_000);
      await until("the run to finish", () => (runs()[0]?.status === "running" ? undefined : true));
      expect(runs()[0]?.status).toBe("succeeded");
    } finally {
      await stop(early);
    }
  }, 60_000);

  it(`at start-up makes up this week's missed paper in the slot's zone's ISO week (${catchUp.week})`, async () => {
    db.delete(generationRuns).run();
    server = await startAt(catchUp.at, serverZone, slotEnv);
    // The start-up run claims the week before the server listens.
    expect(runs().map((r) => r.weekKey)).toEqual([catchUp.week]);
    await until("the run to finish", () => (runs()[0]?.status === "running" ? undefined : true));
    expect(runs().map((r) => [r.weekKey, r.status])).toEqual([[catchUp.week, "succeeded"]]);
  }, 60_000);

  it("the admin overview names the next run in the slot's zone, across its DST change", async () => {
    await server.setClock(nextRun.at);
    const html = await page(server, "/admin", admin.cookie);
    expect(html).toContain(`Next scheduled run: <strong>${nextRun.shows}</strong>`);
  });

  it.each(FOOTER)("the footer's year at $at is $year ($why)", async ({ at, year }) => {
    await server.setClock(at);
    expect(footerYear(await page(server, "/"))).toBe(year);
    // The same footer on a signed-in page, and the receipt's dates beside it.
    expect(footerYear(await page(server, `/account/orders/${receiptIds[0]}/receipt`, buyer.cookie))).toBe(year);
  });

  it("receipts and the order list show the UTC day of payment and refund", async () => {
    await server.setClock("2027-01-01T06:00:00Z");
    for (const [i, r] of RECEIPTS.entries()) {
      const html = await page(server, `/account/orders/${receiptIds[i]}/receipt`, buyer.cookie);
      expect(html, r.paidAt).toContain(`<time dateTime="${new Date(r.paidAt).toISOString()}">${r.shows}</time>`);
      if (r.refundedAt) expect(html, r.refundedAt).toContain(`Refunded on ${r.refundShows}`);
      else expect(html, r.paidAt).toContain(">Paid<");
    }
    const account = await page(server, "/account", buyer.cookie);
    for (const r of RECEIPTS) {
      // Each order was placed a minute before it was paid: the same UTC day.
      const day = new Date(Date.parse(r.paidAt) - 60_000).toISOString().slice(0, 10);
      expect(account, r.paidAt).toContain(`<time dateTime="${day}">${day}</time>`);
    }
  });

  it.each(COURSE)("the course shows day $day at $now to a reader who paid at $paidAt ($why)", async ({ paidAt, now, day }) => {
    await server.setClock(now);
    const html = await page(server, "/course", readers.get(paidAt)!.cookie);
    expect(courseDay(html)).toBe(day);
    expect(html).toMatch(new RegExp(`<li aria-current="step"[^>]*>Day ${day}: `));
  });

  it.each(REFERRAL)("the ozone referral code at $at is $code ($why)", async ({ at, code }) => {
    await server.setClock(at);
    expect(await page(server, "/ozone-water-systems")).toContain(code);
  });

  afterAll(async () => {
    if (server) await stop(server);
  });
});

// ---------------------------------------------------------------------------

describe("a post scheduled for 09:00 on 1 May 2031 in Los Angeles", () => {
  it("is published at that instant by the server's own timer; the cached blog and feed then show it, with no one acting", async () => {
    const at = new Date("2031-05-01T16:00:00Z");
    const title = `Spring terrace opening ${randomUUID().slice(0, 6)}`;
    const post = createPost(
      { title, description: "The terrace opens.", category: "article", isPremium: false, author: "Claire", contentHtml: "<p>Heaters off, awnings out.</p>", readingTime: 1 },
      { source: "admin", publish: { at } },
    );
    const server = await startAt("2031-05-01T15:00:00Z", LOS_ANGELES, { PAGE_CACHE_MB: "16" });
    try {
      const get = (pathname: string) => fetch(`${server.origin}${pathname}`, { redirect: "manual" });
      // The start-up's make-up white paper writes a draft, which moves the content version on: let it finish first.
      await until("the start-up runs to finish", () => (runs().some((r) => r.status === "running") ? undefined : true));
      for (const pathname of ["/blog", "/blog/rss.xml"]) {
        await get(pathname);
        // Kept by the page cache, without the post.
        const cached = await get(pathname);
        expect(cached.headers.get("x-page-cache"), pathname).toBe("HIT");
        expect(await cached.text(), pathname).not.toContain(title);
      }
      expect((await get(`/blog/${post.slug}`)).status).toBe(302);

      await server.setClock("2031-05-01T16:00:01Z");
      // The timer looks at least every 5 s: nothing else writes.
      const row = () => db.select().from(blogPosts).where(eq(blogPosts.id, post.id)).get();
      await until("the post to publish itself", () => (row()?.isPublished ? true : undefined));
      expect(row()).toMatchObject({ isPublished: true, publishedAt: at, publishAt: null });
      for (const pathname of ["/blog", "/blog/rss.xml"]) expect(await (await get(pathname)).text(), pathname).toContain(title);
      expect((await get(`/blog/${post.slug}`)).status).toBe(200);
    } finally {
      await stop(server);
    }
  }, 60_000);
});

// ---------------------------------------------------------------------------

describe.each([AUCKLAND, LOS_ANGELES])("the date helpers in a process with TZ=%s", (zone) => {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it("this process really runs in that zone", () => {
    const offset = new Date("2026-07-01T00:00:00Z").getTimezoneOffset();
    expect(offset).toBe(zone === AUCKLAND ? -720 : 420);
  });

  it("formatDay gives the UTC day", () => {
    for (const r of RECEIPTS) expect(formatDay(r.paidAt), r.paidAt).toBe(r.shows);
    expect(formatDay("2027-01-01T07:00:00Z")).toBe("1 Jan 2027");
  });

  it("the ISO week and the Monday 02:00 slot are read in the zone given", () => {
    for (const { slotEnv, slot, catchUp } of ZONES) {
      const slotZone = slotEnv.WHITE_PAPER_TIME_ZONE ?? LOS_ANGELES;
      expect(isoWeekKey(new Date(slot.firesAt), slotZone)).toBe(slot.week);
      expect(weeklySlotPassed(new Date(Date.parse(slot.firesAt) - 1000), slotZone, 2)).toBe(false);
      expect(weeklySlotPassed(new Date(slot.firesAt), slotZone, 2)).toBe(true);
      expect(isoWeekKey(new Date(catchUp.at), slotZone)).toBe(catchUp.week);
      expect(weeklySlotPassed(new Date(catchUp.at), slotZone, 2)).toBe(true);
    }
    // Around the year's end, the same instant in each zone.
    expect(isoWeekKey(new Date("2027-01-04T05:00:00Z"), LOS_ANGELES)).toBe("2026-W53");
    expect(isoWeekKey(new Date("2027-01-04T05:00:00Z"), AUCKLAND)).toBe("2027-W01");
    expect(isoWeekKey(new Date("2027-01-04T05:00:00Z"), "UTC")).toBe("2027-W01");
  });

  it("the next scheduled run is Monday 02:00 in WHITE_PAPER_TIME_ZONE (the default, Los Angeles), across its DST change", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-01T08:30:00Z")); // Sunday 01:30 PDT
    expect(nextScheduledRun()?.toISOString()).toBe("2026-11-02T10:00:00.000Z"); // Monday 02:00 PST
    vi.setSystemTime(new Date("2027-03-14T09:30:00Z")); // Sunday 01:30 PST, half an hour before DST begins
    expect(nextScheduledRun()?.toISOString()).toBe("2027-03-15T09:00:00.000Z"); // Monday 02:00 PDT
  });

  it("the lesson of the day counts 24-hour days from the payment", () => {
    for (const c of COURSE) {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(c.now));
      expect(lessonDay(new Date(c.paidAt)), `${c.paidAt} → ${c.now}`).toBe(c.day);
      vi.useRealTimers();
    }
  });

  it("the referral code is the Bangkok date", () => {
    for (const r of REFERRAL) {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(r.at));
      expect(referralCode(new Date()), r.at).toBe(r.code);
      vi.useRealTimers();
    }
  });
});
