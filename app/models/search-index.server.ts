/**
 * The FTS5 index of published posts and white papers (drizzle/0003_blog_search.sql),
 * and beside it their words as written, for "Did you mean" (drizzle/0017_search_words.sql).
 * Every post write goes through app/models/blog-post.server.ts, which keeps both
 * in sync. A premium post is indexed by its title, description and teaser
 * only: a search must never reveal whether a word is in its hidden part.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { blogPosts, whitePapers } from "~/db/schema";
import { READER_WITHOUT_ACCESS, htmlToText, readableBody } from "~/utils/teaser.server";
import type { SearchHit } from "~/utils/knowledge-center-types";
import type { Vocabulary } from "~/utils/search-words";

export type { SearchHit };

export type IndexedPost = Pick<typeof blogPosts.$inferSelect, "id" | "title" | "description" | "content" | "category" | "isPremium" | "isPublished">;

/** The body text a reader without access may see: the teaser of a premium post, all of a free one. */
export function searchableBody(post: Pick<IndexedPost, "content" | "isPremium">) {
  return htmlToText(readableBody({ html: post.content, isPremium: post.isPremium }, READER_WITHOUT_ACCESS).html);
}

/** Categories as single tokens for the `category` column ("white-paper" → "whitepaper"). */
export const categoryToken = (category: string) => category.replace(/[^a-z]/g, "");

type Doc = { kind: "post" | "paper"; ref: string; title: string; description: string; body: string; category: string };

function putDoc(db: Db, doc: Doc) {
  removeDoc(db, doc.kind, doc.ref);
  const { id } = db.get<{ id: number }>(sql`INSERT INTO search_docs (kind, ref) VALUES (${doc.kind}, ${doc.ref}) RETURNING id`)!;
  db.run(
    sql`INSERT INTO search_index (rowid, title, description, body, category, kind, ref)
        VALUES (${id}, ${doc.title}, ${doc.description}, ${doc.body}, ${categoryToken(doc.category)}, ${doc.kind}, ${doc.ref})`,
  );
  db.run(sql`INSERT INTO search_words (rowid, text) VALUES (${id}, ${`${doc.title} ${doc.description} ${doc.body}`})`);
}

function removeDoc(db: Db, kind: Doc["kind"], ref: string) {
  const existing = db.get<{ id: number }>(sql`DELETE FROM search_docs WHERE kind = ${kind} AND ref = ${ref} RETURNING id`);
  if (!existing) return;
  db.run(sql`DELETE FROM search_index WHERE rowid = ${existing.id}`);
  db.run(sql`DELETE FROM search_words WHERE rowid = ${existing.id}`);
}

/** Indexes a published post (replacing what was indexed for it); an unpublished one is removed. */
export function indexPost(db: Db, post: IndexedPost) {
  if (!post.isPublished) return removeDoc(db, "post", post.id);
  putDoc(db, { kind: "post", ref: post.id, title: post.title, description: post.description, body: searchableBody(post), category: post.category });
}

export function unindexPost(db: Db, id: string) {
  removeDoc(db, "post", id);
}

/** Builds the whole index from the tables (seed, and a database that predates it). */
export function rebuildSearchIndex(db: Db) {
  db.transaction((tx) => {
    tx.run(sql`DELETE FROM search_index`);
    tx.run(sql`INSERT INTO search_words (search_words) VALUES ('delete-all')`);
    tx.run(sql`DELETE FROM search_docs`);
    const posts = tx.select().from(blogPosts).where(eq(blogPosts.isPublished, true)).all();
    for (const post of posts) indexPost(tx as unknown as Db, post);
    for (const paper of tx.select().from(whitePapers).all()) {
      putDoc(tx as unknown as Db, { kind: "paper", ref: paper.id, title: paper.title, description: paper.description, body: "", category: "white-paper" });
    }
  });
}

/** True once anything is indexed (a database migrated before search existed is empty). */
export function isSearchIndexEmpty(db: Db) {
  return !db.get<{ one: number }>(sql`SELECT 1 AS one FROM search_index LIMIT 1`);
}

/**
 * True when the word list holds exactly the items the index does. A release
 * from before the word list, run on this database (a rollback), writes the index
 * alone: an item it removed leaves the counts apart, one it added or replaced
 * has a higher id than any in the list (ids are never reused).
 */
export function areSearchWordsInStep(db: Db) {
  const row = db.get<{ docs: number; words: number; lastDoc: number; lastWords: number }>(sql`SELECT
      (SELECT count(*) FROM search_docs) AS docs, (SELECT count(*) FROM search_words) AS words,
      (SELECT coalesce(max(id), 0) FROM search_docs) AS lastDoc, (SELECT coalesce(max(rowid), 0) FROM search_words) AS lastWords`)!;
  return row.docs === row.words && row.lastDoc === row.lastWords;
}

/** Makes the word list again from the index, which stores each item's searchable text. */
export function rebuildSearchWords(db: Db) {
  db.transaction((tx) => {
    tx.run(sql`INSERT INTO search_words (search_words) VALUES ('delete-all')`);
    tx.run(sql`INSERT INTO search_words (rowid, text) SELECT rowid, title || ' ' || description || ' ' || body FROM search_index`);
  });
}

/**
 * The indexed words as written (lower case, accents dropped), with how many items
 * have each: looked up in the database, a first letter and a range of lengths at a
 * time, so a suggestion never reads the whole index.
 */
export function indexedVocabulary(db: Db): Vocabulary {
  return {
    has: (word) => Boolean(db.get<{ one: number }>(sql`SELECT 1 AS one FROM search_words_vocab WHERE term = ${word}`)),
    near: (first, minLength, maxLength) =>
      db
        .all<{ term: string; doc: number }>(
          sql`SELECT term, doc FROM search_words_vocab
            WHERE term >= ${first} AND term < ${String.fromCodePoint(first.codePointAt(0)! + 1)} AND length(term) BETWEEN ${minLength} AND ${maxLength}`,
        )
        .map(({ term, doc }) => [term, doc] as const),
  };
}

type SearchFilter = { ftsQuery: string; category: string | null };

/**
 * The whole filter is one FTS5 query, so FTS5 can rank and cut the page itself
 * (`ORDER BY rank LIMIT`): the visitor's terms only against title, description
 * and body, and the category (white papers are in "white-paper") as a column.
 */
function matchExpression({ ftsQuery, category }: SearchFilter) {
  const terms = `{title description body} : (${ftsQuery})`;
  return category ? `${terms} AND category : "${categoryToken(category)}"` : terms;
}

export function countSearchHits(db: Db, filter: SearchFilter) {
  return db.get<{ n: number }>(sql`SELECT count(*) AS n FROM search_index WHERE search_index MATCH ${matchExpression(filter)}`)?.n ?? 0;
}

/** One page of hits, best first; highlights and snippets are made for that page only. */
export function searchHits(db: Db, filter: SearchFilter, limit: number, offset: number): SearchHit[] {
  // SQLite has no boolean: isPremium is 0 or 1 until it is mapped.
  const rows = db.all<Omit<SearchHit, "isPremium"> & { isPremium: number | null }>(sql`SELECT h.kind AS kind, h.ref AS ref, h.title AS title, h.snippet AS snippet,
      p.slug AS slug, coalesce(p.category, 'white-paper') AS category,
      coalesce(p.is_premium, w.category != 'free') AS isPremium,
      coalesce(p.published_at, w.published_at) AS publishedAt
    FROM (
      SELECT kind, ref, rank,
        highlight(search_index, 0, char(2), char(3)) AS title,
        snippet(search_index, -1, char(2), char(3), '…', 24) AS snippet
      FROM search_index
      WHERE search_index MATCH ${matchExpression(filter)}
      ORDER BY rank
      LIMIT ${limit} OFFSET ${offset}
    ) h
    LEFT JOIN blog_posts p ON h.kind = 'post' AND p.id = h.ref
    LEFT JOIN white_papers w ON h.kind = 'paper' AND w.id = h.ref
    ORDER BY h.rank`);
  return rows.map((row) => ({ ...row, isPremium: Boolean(row.isPremium) }));
}
