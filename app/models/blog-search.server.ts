/** `/blog?q=`: the search over app/models/search-index.server.ts, on the app's database. */
import { db } from "~/db/client.server";
import { BLOG_PAGE_SIZE, clampPage } from "~/utils/pagination";
import { toFtsQuery } from "~/utils/search-query";
import { suggestQuery } from "~/utils/search-words";
import {
  areSearchWordsInStep,
  countSearchHits,
  indexedVocabulary,
  isSearchIndexEmpty,
  rebuildSearchIndex,
  rebuildSearchWords,
  searchHits,
  type SearchHit,
} from "./search-index.server";

let indexChecked = false;
const CLOSEST = 6;

/** Once per process: a database that predates the index, or whose word list an older release left behind, is brought up to date. */
function checkIndexOnce() {
  if (indexChecked) return;
  // Migrated but never re-seeded: the index is made on the first search.
  if (isSearchIndexEmpty(db)) rebuildSearchIndex(db);
  else if (!areSearchWordsInStep(db)) rebuildSearchWords(db);
  indexChecked = true;
}

/**
 * One page of `/blog?q=` results: ranked, highlighted, published only. Odd input finds nothing, never errors.
 * When nothing has every word: the query spelt as the posts spell it, and the posts with any of its words.
 */
export function searchPublished(q: string, category: string | null, page: number) {
  const ftsQuery = toFtsQuery(q);
  if (!ftsQuery) return { hits: [] as SearchHit[], total: 0, page: 1, suggestion: null, closest: [] as SearchHit[] };
  checkIndexOnce();
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
    suggestion: suggestQuery(q, indexedVocabulary(db)),
    closest: anyWord === ftsQuery ? [] : searchHits(db, { ftsQuery: anyWord, category }, CLOSEST, 0),
  };
}
