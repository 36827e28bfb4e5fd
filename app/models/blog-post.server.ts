/**
 * Blog posts (SPEC §3 blog_posts, §7.6–7.8). Reads for the Knowledge Center,
 * and the one write API every post change goes through (the admin editor, the
 * AI generator): it sanitises the HTML, keeps the search index in sync and
 * bumps the page cache's content version, in one transaction.
 */
import { randomUUID } from "node:crypto";
import { and, count, desc, eq, isNotNull, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, type BLOG_CATEGORIES } from "~/db/schema";
import { BLOG_PAGE_SIZE } from "~/utils/pagination";
import { sanitizeStoredHtml } from "~/utils/sanitize.server";
import { countWords } from "~/utils/teaser.server";
import { indexPost, unindexPost } from "./search-index.server";
import { bumpContentVersion } from "./settings.server";

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
    .select({ title: blogPosts.title, attachmentName: blogPosts.attachmentName, isPremium: blogPosts.isPremium })
    .from(blogPosts)
    .where(and(published, eq(blogPosts.attachmentUrl, attachmentUrl)))
    .get();
}

export function readingTimeOf(html: string) {
  return Math.max(1, Math.ceil(countWords(html) / 200));
}

// ---------------------------------------------------------------- writes

export type PostInput = {
  title: string;
  slug: string;
  description: string;
  /** HTML; sanitised here before it is stored. */
  content: string;
  category: BlogCategory;
  isPremium: boolean;
  author: string;
  authorTitle?: string;
  imageUrl?: string | null;
  attachmentUrl?: string | null;
  attachmentName?: string | null;
  source?: "seed" | "ai" | "admin";
};

/**
 * Creates (no `id`) or updates (with `id`) a post, unpublished unless it
 * already was. The slug must be unique: a clash throws a SQLite constraint
 * error, which the caller turns into a field message.
 */
export function savePost(input: PostInput & { id?: string }): { id: string; slug: string } {
  const content = sanitizeStoredHtml(input.content);
  const values = {
    title: input.title,
    slug: input.slug,
    description: input.description,
    content,
    category: input.category,
    isPremium: input.isPremium,
    author: input.author,
    authorTitle: input.authorTitle ?? "",
    imageUrl: input.imageUrl ?? null,
    attachmentUrl: input.attachmentUrl ?? null,
    attachmentName: input.attachmentName ?? null,
    readingTime: readingTimeOf(content),
  };
  return db.transaction(() => {
    const id = input.id ?? randomUUID();
    if (input.id) {
      const updated = db.update(blogPosts).set(values).where(eq(blogPosts.id, input.id)).run();
      if (updated.changes === 0) throw new Error(`No post ${input.id}`);
    } else {
      db.insert(blogPosts).values({ ...values, id, source: input.source ?? "admin" }).run();
    }
    reindexAndBump(id);
    return { id, slug: values.slug };
  });
}

/** Publishes (at `at`, default now, keeping an earlier date) or unpublishes a post. */
export function setPublished(id: string, isPublished: boolean, at: Date = new Date()) {
  db.transaction(() => {
    const post = db.select({ publishedAt: blogPosts.publishedAt }).from(blogPosts).where(eq(blogPosts.id, id)).get();
    if (!post) throw new Error(`No post ${id}`);
    db.update(blogPosts)
      .set({ isPublished, publishedAt: isPublished ? (post.publishedAt ?? at) : post.publishedAt })
      .where(eq(blogPosts.id, id))
      .run();
    reindexAndBump(id);
  });
}

export function deletePost(id: string) {
  db.transaction(() => {
    db.delete(blogPosts).where(eq(blogPosts.id, id)).run();
    unindexPost(db, id);
    bumpContentVersion();
  });
}

/**
 * After any write to a post (call inside the write's transaction): the search
 * index follows the stored row (or drops it when the row is gone), and the page
 * cache's content version moves on. The admin writers use it too.
 */
export function reindexAndBump(id: string) {
  const post = db.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
  if (post) indexPost(db, post);
  else unindexPost(db, id);
  bumpContentVersion();
}
