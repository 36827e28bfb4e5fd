/**
 * Scheduled publishing: a post saved with "Publish at" in the site's time zone
 * is on no public page (blog, post page, sitemap, feed, search) until its time,
 * and the server's timer publishes it then, with no one acting. Time is a fake
 * clock (Vitest's timers and Date), never a real wait.
 */
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { createPost, publishDuePosts } from "~/models/admin-posts.server";
import { listPublishedPosts } from "~/models/blog-post.server";
import { searchPublished } from "~/models/blog-search.server";
import { readSiteState } from "~/models/site-state.server";
import { loader as postLoader } from "~/routes/blog.$slug";
import { loader as feedLoader } from "~/routes/blog.rss[.]xml";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { action as editAction, loader as editLoader } from "~/routes/admin.posts.$id";
import { action as listAction, loader as listLoader } from "~/routes/admin.posts._index";
import { publishDueAndPlan, SCHEDULE_CHECK_MS, startScheduledPublishing } from "~/services/content/scheduled-posts.server";
import { wallTimeIn } from "~/utils/time-zone";
import { signUpAdmin } from "../support/accounts";
import { formRequest, getRequest, settle } from "../support/requests";

/** The site's zone when no admin has changed it (Settings, Business hours time zone). */
const ZONE = "America/Los_Angeles";
const HOUR = 3_600_000;
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
const version = () => Number(readSiteState().contentVersion);
const row = (id: string) => db.select().from(blogPosts).where(eq(blogPosts.id, id)).get()!;
let admin = "";

beforeAll(async () => {
  admin = await signUpAdmin("schedule-admin@example.com");
});
afterEach(() => {
  vi.useRealTimers();
});

const unique = () => Math.random().toString(36).slice(2, 8);
function fields(overrides: Record<string, string>) {
  return { title: `Scheduled ${unique()}`, description: "Out on time.", category: "article", author: "Claire", body: "## On time\n\nquokkaschedule words.", ...overrides };
}
const submit = (id: string, form: Record<string, string>) => settle(() => editAction(args(formRequest(`/admin/posts/${id}`, form, { cookie: admin }), { id })));
const rowAction = (intent: string, id: string) => settle(() => listAction(args(formRequest("/admin/posts", { intent, id }, { cookie: admin }))));
/** A whole minute in the future, as the datetime field holds it in the site's zone (the field has no seconds). */
function minuteFromNow(ms: number) {
  const at = new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);
  return { at, field: wallTimeIn(at, ZONE) };
}

/** What an anonymous visitor finds of `slug` on every public surface. */
async function publicSurfaces(slug: string, word: string) {
  const page = await settle(() => postLoader(args(getRequest(`/blog/${slug}`), { slug })));
  return {
    page: page.status,
    blog: listPublishedPosts(null, 1, 100).some((p) => p.slug === slug),
    sitemap: (await sitemapLoader().text()).includes(`/blog/${slug}</loc>`),
    feed: (await feedLoader().text()).includes(`/blog/${slug}</link>`),
    search: searchPublished(word, null, 1).hits.some((h) => h.slug === slug),
  };
}
const NOWHERE = { page: 302, blog: false, sitemap: false, feed: false, search: false };
const EVERYWHERE = { page: 200, blog: true, sitemap: true, feed: true, search: true };

describe("a post scheduled in the editor", () => {
  it("stays off every public page until its time, then the timer publishes it, dated then, with no one acting", async () => {
    const { at, field } = minuteFromNow(2 * HOUR);
    const response = await submit("new", fields({ intent: "save", title: "Scheduled opening notes", publish: "schedule", publishAt: field }));
    expect(response.status).toBe(302);
    const id = response.headers.get("Location")!.split("/").pop()!;
    expect(row(id)).toMatchObject({ isPublished: false, publishedAt: null, publishAt: at });
    const { slug } = row(id);
    expect(await publicSurfaces(slug, "quokkaschedule")).toEqual(NOWHERE);

    // The server's timer, on a fake clock from now.
    vi.useFakeTimers({ now: Date.now(), toFake: ["setTimeout", "clearTimeout", "Date"] });
    const stop = startScheduledPublishing();
    try {
      await vi.advanceTimersByTimeAsync(at.getTime() - Date.now() - 1000);
      expect(row(id).isPublished).toBe(false);
      expect(await publicSurfaces(slug, "quokkaschedule")).toEqual(NOWHERE);
      const before = version();
      await vi.advanceTimersByTimeAsync(2000);
      expect(row(id)).toMatchObject({ isPublished: true, publishedAt: at, publishAt: null });
      // The page cache keys every page by this version: each one rendered without the post is dropped.
      expect(version()).toBeGreaterThan(before);
      expect(await publicSurfaces(slug, "quokkaschedule")).toEqual(EVERYWHERE);
    } finally {
      stop();
    }
  });

  it("reads Publish at in the site's time zone, and the editor and the list show it back there", async () => {
    const response = await submit("new", fields({ intent: "save", title: "Winter menu launch", publish: "schedule", publishAt: "2031-01-15T09:00" }));
    const id = response.headers.get("Location")!.split("/").pop()!;
    // 09:00 in Los Angeles (UTC−8 in January).
    expect(row(id).publishAt?.toISOString()).toBe("2031-01-15T17:00:00.000Z");
    const page = (await editLoader(args(getRequest(`/admin/posts/${id}`, { cookie: admin }), { id }))) as {
      fields: Record<string, string>;
      post: { state: string };
      zone: { name: string };
    };
    expect(page.fields).toMatchObject({ publish: "schedule", publishAt: "2031-01-15T09:00" });
    expect(page.post.state).toBe("scheduled");
    expect(page.zone.name).toBe(ZONE);
    const list = (await listLoader(args(getRequest("/admin/posts", { cookie: admin })))) as { posts: { id: string; state: string }[] };
    expect(list.posts.find((p) => p.id === id)?.state).toBe("scheduled");
  });

  it("names a missing, malformed, skipped or past time, and stores nothing", async () => {
    const before = db.select().from(blogPosts).all().length;
    const cases: [string, string][] = [
      ["", "Choose the date and time to publish at."],
      ["next tuesday", "Publish at must be a date and a time, e.g. 2026-12-01 09:00."],
      // 9 March 2031: Los Angeles goes from 02:00 straight to 03:00.
      ["2031-03-09T02:30", `That time does not exist in ${ZONE} (the clocks go forward then): choose another.`],
      ["2020-01-01T09:00", "Publish at must be in the future: choose a later time, or Publish now."],
    ];
    for (const [publishAt, message] of cases) {
      const response = await submit("new", fields({ intent: "save", publish: "schedule", publishAt }));
      expect(response.status, publishAt).toBe(400);
      const body = JSON.parse(await response.text());
      expect(body.fieldErrors, publishAt).toEqual({ publishAt: message });
      expect(body.fields.publishAt).toBe(publishAt);
    }
    expect(db.select().from(blogPosts).all().length).toBe(before);
    // A time left in the field while another choice is made is not read.
    const draft = await submit("new", fields({ intent: "save", publish: "draft", publishAt: "2020-01-01T09:00" }));
    expect(row(draft.headers.get("Location")!.split("/").pop()!)).toMatchObject({ isPublished: false, publishAt: null });
  });

  it("schedules a draft from its editor, and refuses to schedule a published post rather than take it off the site", async () => {
    const draft = createPost({ title: `Draft ${unique()}`, description: "d", category: "article", isPremium: false, author: "A", contentHtml: "<p>x</p>", readingTime: 1 }, { source: "admin", publish: false });
    const { at, field } = minuteFromNow(HOUR);
    const scheduled = await submit(draft.id, fields({ intent: "save", title: draft.title, publish: "schedule", publishAt: field }));
    expect(scheduled.status).toBe(302);
    expect(row(draft.id)).toMatchObject({ isPublished: false, publishAt: at });
    // Keeping it a draft clears the schedule.
    await submit(draft.id, fields({ intent: "save", title: draft.title, publish: "draft", publishAt: field }));
    expect(row(draft.id)).toMatchObject({ isPublished: false, publishAt: null });

    const live = createPost({ title: `Live ${unique()}`, description: "d", category: "article", isPremium: false, author: "A", contentHtml: "<p>x</p>", readingTime: 1 }, { source: "admin", publish: true });
    const refused = await submit(live.id, fields({ intent: "save", title: live.title, publish: "schedule", publishAt: field }));
    expect(refused.status).toBe(400);
    expect(JSON.parse(await refused.text()).fieldErrors).toEqual({ publishAt: "This post is already published: unpublish it first to schedule it." });
    expect(row(live.id)).toMatchObject({ isPublished: true, publishAt: null });
    // An edit of a published post offers no choice: it stays published, "draft" or not.
    await submit(live.id, fields({ intent: "save", title: live.title, publish: "draft" }));
    expect(row(live.id).isPublished).toBe(true);
  });

  it("from the list: Publish now publishes at once and clears the time; Cancel schedule leaves a draft", async () => {
    const { field } = minuteFromNow(HOUR);
    const make = async () => (await submit("new", fields({ intent: "save", publish: "schedule", publishAt: field }))).headers.get("Location")!.split("/").pop()!;
    const now = await make();
    expect((await rowAction("publish", now)).status).toBe(302);
    expect(row(now)).toMatchObject({ isPublished: true, publishAt: null });
    expect(row(now).publishedAt!.getTime()).toBeLessThanOrEqual(Date.now());

    const cancelled = await make();
    const response = await rowAction("unpublish", cancelled);
    expect(response.status).toBe(302);
    expect(row(cancelled)).toMatchObject({ isPublished: false, publishAt: null, publishedAt: null });
  });
});

describe("the timer", () => {
  it("publishes a post whose time passed while the site was down at once, dated with its time; each post once however many processes look", () => {
    const due = createPost({ title: `Missed ${unique()}`, description: "d", category: "article", isPremium: false, author: "A", contentHtml: "<p>x</p>", readingTime: 1 }, { source: "admin", publish: { at: new Date(Date.now() + HOUR) } });
    // Its time passes while no server runs (set through the database, as the clock cannot be moved for a real one).
    const missed = new Date(Date.now() - HOUR);
    db.update(blogPosts).set({ publishAt: missed }).where(eq(blogPosts.id, due.id)).run();
    const first = publishDueAndPlan();
    expect(first.published).toContain(due.id);
    expect(row(due.id)).toMatchObject({ isPublished: true, publishedAt: missed, publishAt: null });
    expect(publishDuePosts()).not.toContain(due.id);
  });

  it("sleeps until the next post's time when it is sooner than its regular look", () => {
    const now = new Date();
    const soon = createPost({ title: `Soon ${unique()}`, description: "d", category: "article", isPremium: false, author: "A", contentHtml: "<p>x</p>", readingTime: 1 }, { source: "admin", publish: { at: new Date(now.getTime() + 1500) } });
    expect(publishDueAndPlan(now).waitMs).toBe(1500);
    // Every other post of this file is due an hour or more from now: the regular look comes first.
    db.delete(blogPosts).where(eq(blogPosts.id, soon.id)).run();
    expect(publishDueAndPlan(now).waitMs).toBe(SCHEDULE_CHECK_MS);
  });
});
