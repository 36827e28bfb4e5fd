/**
 * Post writes from the admin area and the white-paper generator. Each write is
 * one transaction (the database moves the page cache's content version on), and every
 * row is made by storedPostFields, which sanitises the body right before it is stored.
 * The search index follows every write (reindexPost, from the Knowledge Center's model).
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, isNotNull, isNull, lte, min, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, postSlugRedirects, type NewsletterSegment } from "~/db/schema";
import { firstFreeSlug, slugify } from "~/utils/slug";
import { reindexPost } from "./blog-post.server";
import { storedPostFields, type PostInput, type PostSource } from "./post-row.server";

export type { PostInput, PostSource };

/**
 * What a save does to a post's publication: `true` publishes it now, `{ at }`
 * schedules it (it publishes itself then: publishDuePosts), `false` leaves it
 * unpublished (for an edit: a schedule is cleared, a published post stays published).
 */
export type PublishChoice = boolean | { at: Date };

/** A scheduled post's send to subscribers, kept with its schedule and started when it is published. */
export type SendOnPublish = { segment: NewsletterSegment; by: string | null };

/** Where a post stands: on the site, waiting for its time, or neither. */
export type PostState = "published" | "scheduled" | "draft";

export function postState(post: { isPublished: boolean; publishAt: Date | null }): PostState {
  return post.isPublished ? "published" : post.publishAt ? "scheduled" : "draft";
}

/** A published post cannot be scheduled: it would vanish from the site until then. */
export class AlreadyPublished extends Error {
  constructor() {
    super("This post is already published: unpublish it first to schedule it.");
  }
}

/** A slug the admin asked for is already some other post's. */
export class SlugTaken extends Error {
  constructor(readonly slug: string) {
    super(`The slug "${slug}" is already used by another post.`);
  }
}

function slugOwner(slug: string) {
  return db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).get()?.id;
}

/** The stored slug for `input`: the one asked for (refused when another post has it) or a free one made from the title. */
function chooseSlug(input: PostInput, postId?: string): string {
  const asked = input.slug?.trim();
  if (asked) {
    const owner = slugOwner(asked);
    if (owner && owner !== postId) throw new SlugTaken(asked);
    return asked;
  }
  return firstFreeSlug(slugify(input.title), (slug) => {
    const owner = slugOwner(slug);
    return owner !== undefined && owner !== postId;
  });
}

/** A slug now owned by a post is no longer anyone's redirect. */
function releaseRedirect(slug: string) {
  db.delete(postSlugRedirects).where(eq(postSlugRedirects.oldSlug, slug)).run();
}

/**
 * Stores a new post. `afterInsert` runs inside the same transaction (the
 * generator records its weekly run there, so a run and its post land together).
 */
export function createPost(
  input: PostInput,
  {
    source,
    publish,
    sendOnPublish = null,
    afterInsert,
  }: { source: PostSource; publish: PublishChoice; sendOnPublish?: SendOnPublish | null; afterInsert?: (post: { id: string; slug: string }) => void },
): { id: string; slug: string; title: string } {
  return db.transaction(() => {
    const id = randomUUID();
    const slug = chooseSlug(input);
    releaseRedirect(slug);
    const now = publish === true;
    db.insert(blogPosts)
      .values({
        id,
        slug,
        source,
        ...storedPostFields(input),
        isPublished: now,
        publishedAt: now ? new Date() : null,
        ...scheduleColumns(publish, sendOnPublish),
      })
      .run();
    afterInsert?.({ id, slug });
    reindexPost(id);
    return { id, slug, title: input.title };
  });
}

/**
 * Saves an edit, and with `publish` what becomes of its publication (none: as it is).
 * A changed slug leaves the old one as a redirect to the post. Undefined when the post is gone.
 */
export function updatePost(id: string, input: PostInput, publish?: PublishChoice, sendOnPublish: SendOnPublish | null = null): { id: string; slug: string } | undefined {
  return db.transaction(() => {
    const current = db
      .select({ slug: blogPosts.slug, isPublished: blogPosts.isPublished, publishedAt: blogPosts.publishedAt })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .get();
    if (!current) return undefined;
    if (typeof publish === "object" && current.isPublished) throw new AlreadyPublished();
    const slug = chooseSlug({ ...input, slug: input.slug?.trim() || current.slug }, id);
    if (slug !== current.slug) {
      releaseRedirect(slug);
      db.insert(postSlugRedirects)
        .values({ oldSlug: current.slug, postId: id })
        .onConflictDoUpdate({ target: postSlugRedirects.oldSlug, set: { postId: id } })
        .run();
    }
    db.update(blogPosts)
      .set({ slug, ...storedPostFields(input), ...publicationChange(current, publish, sendOnPublish) })
      .where(eq(blogPosts.id, id))
      .run();
    reindexPost(id);
    return { id, slug };
  });
}

/** The columns an edit's PublishChoice sets (published posts are unpublished only by setPostPublished). */
function publicationChange(current: { isPublished: boolean; publishedAt: Date | null }, publish: PublishChoice | undefined, sendOnPublish: SendOnPublish | null) {
  if (publish === undefined) return {};
  if (publish === true) return { isPublished: true, publishedAt: current.publishedAt ?? new Date(), ...scheduleColumns(publish, null) };
  return scheduleColumns(publish, sendOnPublish);
}

/** A schedule and the send kept with it: only a post scheduled for later keeps a send to start when it is published. */
function scheduleColumns(publish: PublishChoice, sendOnPublish: SendOnPublish | null) {
  const scheduled = typeof publish === "object";
  return {
    publishAt: scheduled ? publish.at : null,
    sendOnPublish: scheduled ? (sendOnPublish?.segment ?? null) : null,
    sendOnPublishBy: scheduled ? (sendOnPublish?.by ?? null) : null,
  };
}

/**
 * Publishing keeps the first publication date; a post published for the first
 * time gets today's. Either way a schedule is cleared: publishing now, or
 * unpublishing (which for a scheduled post cancels its schedule, and the send
 * kept with it; published now, that send starts).
 * Returns where the post stood before, or undefined when it is gone.
 */
export function setPostPublished(id: string, publish: boolean): PostState | undefined {
  return db.transaction(() => {
    const post = db
      .select({ isPublished: blogPosts.isPublished, publishedAt: blogPosts.publishedAt, publishAt: blogPosts.publishAt })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .get();
    if (!post) return undefined;
    db.update(blogPosts)
      .set({
        isPublished: publish,
        publishedAt: publish ? (post.publishedAt ?? new Date()) : post.publishedAt,
        publishAt: null,
        ...(publish ? {} : { sendOnPublish: null, sendOnPublishBy: null }),
      })
      .where(eq(blogPosts.id, id))
      .run();
    reindexPost(id);
    return postState(post);
  });
}

/**
 * Publishes every scheduled post whose time has come, dated with its scheduled
 * time; returns their ids. One statement claims them, so processes running it at
 * once publish each post once; the trigger on blog_posts moves the content version
 * on, so no cached page keeps showing the site without them.
 */
export function publishDuePosts(now = new Date()): string[] {
  return db.transaction(() => {
    const due = db
      .update(blogPosts)
      .set({ isPublished: true, publishedAt: sql`${blogPosts.publishAt}`, publishAt: null })
      .where(and(eq(blogPosts.isPublished, false), lte(blogPosts.publishAt, now)))
      .returning({ id: blogPosts.id })
      .all();
    for (const { id } of due) reindexPost(id);
    return due.map((post) => post.id);
  });
}

/** When the next scheduled post is due, or null when none is. */
export function nextScheduledPublish(): Date | null {
  const row = db
    .select({ at: min(blogPosts.publishAt) })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, false), isNotNull(blogPosts.publishAt)))
    .get();
  return row?.at ?? null;
}

export function deletePost(id: string): boolean {
  return db.transaction(() => {
    const { changes } = db.delete(blogPosts).where(eq(blogPosts.id, id)).run();
    if (changes > 0) reindexPost(id);
    return changes > 0;
  });
}

/** Every post, drafts too, newest first (the admin list). */
export function listAllPosts() {
  return db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      category: blogPosts.category,
      isPremium: blogPosts.isPremium,
      isPublished: blogPosts.isPublished,
      publishedAt: blogPosts.publishedAt,
      publishAt: blogPosts.publishAt,
      createdAt: blogPosts.createdAt,
      source: blogPosts.source,
    })
    .from(blogPosts)
    // Newest first by the date the list shows: publication, the scheduled time, or creation for a draft.
    .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.publishAt}, ${blogPosts.createdAt})`))
    .all();
}

export function getPostForEditing(id: string) {
  return db.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
}

/** SPEC §7.8: the newest white paper's title and date (the last-generated notice), a draft awaiting review included. */
export function latestWhitePaper() {
  return db
    .select({ id: blogPosts.id, title: blogPosts.title, publishedAt: blogPosts.publishedAt, slug: blogPosts.slug, isPublished: blogPosts.isPublished })
    .from(blogPosts)
    .where(eq(blogPosts.category, "white-paper"))
    .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`))
    .limit(1)
    .get();
}

/** Posts neither published nor scheduled, newest first: what waits for the admin's review (the dashboard). */
export function listDrafts(limit = 20) {
  return db
    .select({ id: blogPosts.id, title: blogPosts.title, source: blogPosts.source, createdAt: blogPosts.createdAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, false), isNull(blogPosts.publishAt)))
    .orderBy(desc(blogPosts.createdAt))
    .limit(limit)
    .all();
}
