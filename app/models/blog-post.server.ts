import { and, desc, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";

/** Slugs and dates of every published post, newest first (sitemap). */
export function listPublishedPostSlugs() {
  return db
    .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), isNotNull(blogPosts.publishedAt)))
    .orderBy(desc(blogPosts.publishedAt))
    .all();
}
