/**
 * Post writes from the admin area and the white-paper generator. Each write is
 * one transaction (the database moves the page cache's content version on), and every
 * row is made by storedPostFields, which sanitises the body right before it is stored.
 * The search index follows every write (reindexPost, from the Knowledge Center's model).
 */
import { randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, postSlugRedirects } from "~/db/schema";
import { firstFreeSlug, slugify } from "~/utils/slug";
import { reindexPost } from "./blog-post.server";
import { storedPostFields, type PostInput, type PostSource } from "./post-row.server";

export type { PostInput, PostSource };

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
  { source, publish, afterInsert }: { source: PostSource; publish: boolean; afterInsert?: (post: { id: string; slug: string }) => void },
): { id: string; slug: string; title: string } {
  return db.transaction(() => {
    const id = randomUUID();
    const slug = chooseSlug(input);
    releaseRedirect(slug);
    db.insert(blogPosts)
      .values({ id, slug, source, ...storedPostFields(input), isPublished: publish, publishedAt: publish ? new Date() : null })
      .run();
    afterInsert?.({ id, slug });
    reindexPost(id);
    return { id, slug, title: input.title };
  });
}

/** Saves an edit. A changed slug leaves the old one as a redirect to the post. Undefined when the post is gone. */
export function updatePost(id: string, input: PostInput): { id: string; slug: string } | undefined {
  return db.transaction(() => {
    const current = db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, id)).get();
    if (!current) return undefined;
    const slug = chooseSlug({ ...input, slug: input.slug?.trim() || current.slug }, id);
    if (slug !== current.slug) {
      releaseRedirect(slug);
      db.insert(postSlugRedirects)
        .values({ oldSlug: current.slug, postId: id })
        .onConflictDoUpdate({ target: postSlugRedirects.oldSlug, set: { postId: id } })
        .run();
    }
    db.update(blogPosts).set({ slug, ...storedPostFields(input) }).where(eq(blogPosts.id, id)).run();
    reindexPost(id);
    return { id, slug };
  });
}

/** Publishing keeps the first publication date; a post published for the first time gets today's. */
export function setPostPublished(id: string, publish: boolean): boolean {
  return db.transaction(() => {
    const post = db.select({ publishedAt: blogPosts.publishedAt }).from(blogPosts).where(eq(blogPosts.id, id)).get();
    if (!post) return false;
    db.update(blogPosts)
      .set({ isPublished: publish, publishedAt: publish ? (post.publishedAt ?? new Date()) : post.publishedAt })
      .where(eq(blogPosts.id, id))
      .run();
    reindexPost(id);
    return true;
  });
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
      createdAt: blogPosts.createdAt,
      source: blogPosts.source,
    })
    .from(blogPosts)
    // Newest first by the date the list shows: publication, or creation for a draft.
    .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`))
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

/** Posts not published, newest first: what waits for the admin's review (the dashboard). */
export function listDrafts(limit = 20) {
  return db
    .select({ id: blogPosts.id, title: blogPosts.title, source: blogPosts.source, createdAt: blogPosts.createdAt })
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, false))
    .orderBy(desc(blogPosts.createdAt))
    .limit(limit)
    .all();
}
