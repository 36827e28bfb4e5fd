/**
 * The FTS5 index of published posts and white papers (drizzle/0003_blog_search.sql).
 * Every post write goes through app/models/blog-post.server.ts, which keeps this
 * in sync. A premium post is indexed by its title, description and teaser
 * only: a search must never reveal whether a word is in its hidden part.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { blogPosts, whitePapers } from "~/db/schema";
import { cutTeaser, htmlToText } from "~/utils/teaser.server";

export type IndexedPost = Pick<typeof blogPosts.$inferSelect, "id" | "title" | "description" | "content" | "isPremium" | "isPublished">;

/** The body text a reader without access may see: the teaser of a premium post, all of a free one. */
export function searchableBody(post: Pick<IndexedPost, "content" | "isPremium">) {
  return htmlToText(post.isPremium ? cutTeaser(post.content) : post.content);
}

export function indexPost(db: Db, post: IndexedPost) {
  unindexPost(db, post.id);
  if (!post.isPublished) return;
  db.run(
    sql`INSERT INTO search_index (title, description, body, kind, ref) VALUES (${post.title}, ${post.description}, ${searchableBody(post)}, 'post', ${post.id})`,
  );
}

export function unindexPost(db: Db, id: string) {
  db.run(sql`DELETE FROM search_index WHERE kind = 'post' AND ref = ${id}`);
}

/** Builds the whole index from the tables (seed, and a database that predates it). */
export function rebuildSearchIndex(db: Db) {
  db.transaction((tx) => {
    tx.run(sql`DELETE FROM search_index`);
    const posts = tx.select().from(blogPosts).where(eq(blogPosts.isPublished, true)).all();
    for (const post of posts) indexPost(tx as unknown as Db, post);
    for (const paper of tx.select().from(whitePapers).all()) {
      tx.run(
        sql`INSERT INTO search_index (title, description, body, kind, ref) VALUES (${paper.title}, ${paper.description}, '', 'paper', ${paper.id})`,
      );
    }
  });
}

/** True once anything is indexed (a database migrated before search existed is empty). */
export function isSearchIndexEmpty(db: Db) {
  return !db.get<{ one: number }>(sql`SELECT 1 AS one FROM search_index LIMIT 1`);
}

export type SearchHit = {
  kind: "post" | "paper";
  ref: string;
  /** Title and snippet carry HIGHLIGHT_START/END marks around matched words (app/utils/search-query.ts). */
  title: string;
  snippet: string;
  slug: string | null;
  category: string | null;
  isPremium: boolean;
  publishedAt: number | null;
};

type SearchFilter = { ftsQuery: string; category: string | null };

/** Published posts and white papers only; a category narrows to posts of it (white-paper: papers too). */
function whereClause({ ftsQuery, category }: SearchFilter) {
  const visible = sql`(search_index.kind = 'paper' OR (p.is_published = 1 AND p.published_at IS NOT NULL))`;
  const inCategory =
    category === null
      ? sql`1`
      : category === "white-paper"
        ? sql`(search_index.kind = 'paper' OR p.category = 'white-paper')`
        : sql`p.category = ${category}`;
  return sql`search_index MATCH ${ftsQuery} AND ${visible} AND ${inCategory}`;
}

const JOINS = sql`LEFT JOIN blog_posts p ON search_index.kind = 'post' AND p.id = search_index.ref
  LEFT JOIN white_papers w ON search_index.kind = 'paper' AND w.id = search_index.ref`;

export function countSearchHits(db: Db, filter: SearchFilter) {
  return db.get<{ n: number }>(sql`SELECT count(*) AS n FROM search_index ${JOINS} WHERE ${whereClause(filter)}`)?.n ?? 0;
}

/** Ranked by bm25 with a title match weighing most, then the description, then the body. */
export function searchHits(db: Db, filter: SearchFilter, limit: number, offset: number): SearchHit[] {
  const rows = db.all<{
    kind: "post" | "paper";
    ref: string;
    title: string;
    snippet: string;
    slug: string | null;
    category: string | null;
    is_premium: number | null;
    published_at: number | null;
  }>(sql`SELECT search_index.kind AS kind, search_index.ref AS ref,
      highlight(search_index, 0, char(2), char(3)) AS title,
      snippet(search_index, -1, char(2), char(3), '…', 24) AS snippet,
      p.slug AS slug, coalesce(p.category, w.category) AS category,
      coalesce(p.is_premium, w.category != 'free') AS is_premium,
      coalesce(p.published_at, w.published_at) AS published_at
    FROM search_index ${JOINS}
    WHERE ${whereClause(filter)}
    ORDER BY bm25(search_index, 10.0, 4.0, 1.0), published_at DESC
    LIMIT ${limit} OFFSET ${offset}`);
  return rows.map((r) => ({
    kind: r.kind,
    ref: r.ref,
    title: r.title,
    snippet: r.snippet,
    slug: r.slug,
    category: r.category,
    isPremium: Boolean(r.is_premium),
    publishedAt: r.published_at,
  }));
}
