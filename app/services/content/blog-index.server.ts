/**
 * What /blog shows for its query: search results, the white-paper library or a
 * page of posts. The route's server code in one module, so its browser bundle
 * refers to one server module rather than five (each a request of its own).
 */
import { WHITE_PAPER_TABS, parseCategory } from "~/content/blog";
import { searchPublished } from "~/models/blog-search.server";
import { countPublishedPosts, listPublishedPosts } from "~/models/blog-post.server";
import { getAccessPlans } from "~/models/product.server";
import { getAccess } from "~/services/auth/auth.server";
import { featuredWhitePapers, whitePaperLibrary } from "~/services/white-papers/white-paper-library.server";
import { clampPage, pageCount, parsePage } from "~/utils/pagination";
import { MAX_QUERY_LENGTH } from "~/utils/search-query";

export async function blogIndexData(request: Request) {
  const url = new URL(request.url);
  const category = parseCategory(url.searchParams.get("category"));
  const q = (url.searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH).trim();
  const requested = parsePage(url.searchParams.get("page"));
  const base = { category, q, featured: featuredWhitePapers() };

  if (q) {
    const result = searchPublished(q, category, requested);
    return { ...base, view: "search" as const, ...result, pageCount: pageCount(result.total) };
  }
  if (category === "white-paper") {
    const tab = WHITE_PAPER_TABS.find((t) => t.id === url.searchParams.get("tab"))?.id ?? "all";
    const access = await getAccess(request);
    const items = whitePaperLibrary(tab, access);
    return { ...base, view: "library" as const, tab, items, plans: access.hasAccess ? [] : getAccessPlans() };
  }
  const total = countPublishedPosts(category);
  const page = clampPage(requested, total);
  const posts = listPublishedPosts(category, page).map((p) => ({ ...p, publishedAt: p.publishedAt?.toISOString() ?? null }));
  return { ...base, view: "list" as const, posts, page, pageCount: pageCount(total) };
}
