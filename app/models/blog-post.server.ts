/**
 * Blog posts (SPEC §3 blog_posts, §7.6–7.8): the reads for the Knowledge Center,
 * and what every write does after it (reindexPost). The writes themselves
 * are in admin-posts.server.ts, the one write API the editor, the generator
 * and the tests use.
 */
import { and, count, desc, eq, isNotNull, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, type BLOG_CATEGORIES } from "~/db/schema";
import { BLOG_PAGE_SIZE } from "~/utils/pagination";
import { indexPost, unindexPost } from "./search-index.server";

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

const published = and(eq(blogPosts.isPublished, true), isNotNull(blogPosts.publishedAt));

/** What a post card shows: never the body. */
const cardColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  description: blogPosts.description,
  imageUrl: blogPosts.imageUrl,
  category: blogPosts.category,
  isPremium: blogPosts.isPremium,
  publishedAt: blogPosts.publishedAt,
  readingTime: blogPosts.readingTime,
};

/** Slugs and dates of every published post, newest first (sitemap). */
export function listPublishedPostSlugs() {
  return db
    .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(published)
    .orderBy(desc(blogPosts.publishedAt))
    .all();
}

export function countPublishedPosts(category: BlogCategory | null) {
  const where = category ? and(published, eq(blogPosts.category, category)) : published;
  return db.select({ n: count() }).from(blogPosts).where(where).get()?.n ?? 0;
}

/** One page of published post cards, newest first (SPEC §7.6; served by the published/category indexes). */
export function listPublishedPosts(category: BlogCategory | null, page: number, pageSize = BLOG_PAGE_SIZE) {
  const where = category ? and(published, eq(blogPosts.category, category)) : published;
  return db
    .select(cardColumns)
    .from(blogPosts)
    .where(where)
    // Index order only (no tie-breaking column): the published/category indexes serve it without a sort.
    .orderBy(desc(blogPosts.publishedAt))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .all();
}

/** A published post by slug, body included (SPEC §7.7); the route decides how much of it a reader gets. */
export function findPublishedPost(slug: string) {
  return db.select().from(blogPosts).where(and(published, eq(blogPosts.slug, slug))).get();
}

/** The sidebar's other reading, newest first. */
export function listOtherPosts(excludeId: string, limit = 3) {
  return db.select(cardColumns).from(blogPosts).where(and(published, ne(blogPosts.id, excludeId))).orderBy(desc(blogPosts.publishedAt)).limit(limit).all();
}

/** Published white-paper posts (the AI generator's among them) for the white-paper library. */
export function listWhitePaperPosts() {
  return db
    .select(cardColumns)
    .from(blogPosts)
    .where(and(published, eq(blogPosts.category, "white-paper")))
    .orderBy(desc(blogPosts.publishedAt))
    .all();
}

/** The newest published posts with their bodies, for the RSS feed. */
export function listFeedPosts(limit = 20) {
  return db.select().from(blogPosts).where(published).orderBy(desc(blogPosts.publishedAt)).limit(limit).all();
}

/** The published post an attachment download path belongs to (e.g. /downloads/attachments/x.pdf). */
export function findPostByAttachment(attachmentUrl: string) {
  return db
    .select({ slug: blogPosts.slug, title: blogPosts.title, attachmentName: blogPosts.attachmentName, isPremium: blogPosts.isPremium })
    .from(blogPosts)
    .where(and(published, eq(blogPosts.attachmentUrl, attachmentUrl)))
    .get();
}

// ---------------------------------------------------------------- after writes

/**
 * After any write to a post (call inside the write's transaction): the search
 * index follows the stored row (or drops it when the row is gone). The page
 * cache's content version moves on by itself (a trigger on blog_posts).
 */
export function reindexPost(id: string) {
  const post = db.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
  if (post) indexPost(db, post);
  else unindexPost(db, id);
}
