/** `/blog?q=`: the search over app/models/search-index.server.ts, on the app's database. */
import { db } from "~/db/client.server";
import { BLOG_PAGE_SIZE, clampPage } from "~/utils/pagination";
import { toFtsQuery } from "~/utils/search-query";
import { countSearchHits, isSearchIndexEmpty, rebuildSearchIndex, searchHits, type SearchHit } from "./search-index.server";

let indexChecked = false;

/** One page of `/blog?q=` results: ranked, highlighted, published only. Odd input finds nothing, never errors. */
export function searchPublished(q: string, category: string | null, page: number) {
  const ftsQuery = toFtsQuery(q);
  if (!ftsQuery) return { hits: [] as SearchHit[], total: 0, page: 1 };
  if (!indexChecked) {
    // A database that predates the index (migrated, never re-seeded) gets it on the first search.
    if (isSearchIndexEmpty(db)) rebuildSearchIndex(db);
    indexChecked = true;
  }
  const filter = { ftsQuery, category };
  const total = countSearchHits(db, filter);
  const current = clampPage(page, total);
  return { hits: searchHits(db, filter, BLOG_PAGE_SIZE, (current - 1) * BLOG_PAGE_SIZE), total, page: current };
}
