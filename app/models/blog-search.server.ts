/** `/blog?q=`: the search over app/models/search-index.server.ts, on the app's database. */
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { BLOG_PAGE_SIZE, clampPage } from "~/utils/pagination";
import { toFtsQuery } from "~/utils/search-query";
import { suggestQuery, vocabularyOf } from "~/utils/search-words";
import { SETTING_KEYS, getSetting } from "./site-state.server";
import { countSearchHits, isSearchIndexEmpty, rebuildSearchIndex, searchHits, type SearchHit } from "./search-index.server";

let indexChecked = false;
const CLOSEST = 6;

/**
 * One page of `/blog?q=` results: ranked, highlighted, published only. Odd input finds nothing, never errors.
 * When nothing has every word: the query spelt as the posts spell it, and the posts with any of its words.
 */
export function searchPublished(q: string, category: string | null, page: number) {
  const ftsQuery = toFtsQuery(q);
  if (!ftsQuery) return { hits: [] as SearchHit[], total: 0, page: 1, suggestion: null, closest: [] as SearchHit[] };
  if (!indexChecked) {
    // A database that predates the index (migrated, never re-seeded) gets it on the first search.
    if (isSearchIndexEmpty(db)) rebuildSearchIndex(db);
    indexChecked = true;
  }
  const filter = { ftsQuery, category };
  const total = countSearchHits(db, filter);
  const current = clampPage(page, total);
  const hits = searchHits(db, filter, BLOG_PAGE_SIZE, (current - 1) * BLOG_PAGE_SIZE);
  if (total > 0) return { hits, total, page: current, suggestion: null, closest: [] as SearchHit[] };
  const anyWord = toFtsQuery(q, "any")!;
  return {
    hits,
    total,
    page: current,
    suggestion: suggestQuery(q, indexedVocabulary()),
    closest: anyWord === ftsQuery ? [] : searchHits(db, { ftsQuery: anyWord, category }, CLOSEST, 0),
  };
}

/** Every word a visitor can find (premium posts by their teaser), counted; made again when the content changes. */
let vocabulary: { version: string | undefined; words: Map<string, number> } | null = null;
function indexedVocabulary() {
  const version = getSetting(SETTING_KEYS.contentVersion);
  if (vocabulary?.version !== version || !vocabulary) {
    const rows = db.all<{ text: string }>(sql`SELECT title || ' ' || description || ' ' || body AS text FROM search_index`);
    vocabulary = { version, words: vocabularyOf(rows.map((row) => row.text)) };
  }
  return vocabulary.words;
}
