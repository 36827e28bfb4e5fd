import { Link } from "@remix-run/react";
import { CATEGORY_LABELS, formatPostDate, type BlogCategoryId } from "~/content/blog";
import { highlightParts } from "~/utils/search-query";
import { PremiumBadge } from "./post-card";
import type { SearchHit } from "~/utils/knowledge-center-types";

/** Highlighted text as React nodes: matches in <mark>, everything else escaped by React. */
function Highlighted({ text }: { text: string }) {
  return (
    <>
      {highlightParts(text).map((part, i) => (part.marked ? <mark key={i} className="rounded-sm bg-amber-light/30 px-0.5 text-inherit">{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </>
  );
}

function categoryLabel(hit: SearchHit) {
  if (hit.kind === "paper") return "White Paper";
  return CATEGORY_LABELS[hit.category as BlogCategoryId] ?? "";
}

export function SearchResults({ q, hits, total }: { q: string; hits: SearchHit[]; total: number }) {
  return (
    <section aria-labelledby="search-heading">
      <h2 id="search-heading" className="text-lg font-semibold wrap-anywhere text-ink" role="status">
        {total === 0 ? "No posts found" : `${total} result${total === 1 ? "" : "s"}`} for “{q}”
      </h2>
      <ol className="mt-4 space-y-4">
        {hits.map((hit) => (
          <li key={`${hit.kind}-${hit.ref}`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10" data-testid="search-hit">
            <p className="flex flex-wrap items-center gap-2 text-xs text-ink/70">
              <span>{categoryLabel(hit)}</span>
              <span>{formatPostDate(hit.publishedAt === null ? null : new Date(hit.publishedAt).toISOString())}</span>
              {hit.isPremium ? <PremiumBadge /> : null}
            </p>
            <h3 className="mt-1 font-semibold text-ink">
              <Link to={hit.kind === "post" ? `/blog/${hit.slug}` : "/white-papers"} className="hover:text-teal hover:underline">
                <Highlighted text={hit.title} />
              </Link>
            </h3>
            <p className="mt-1 text-sm text-ink/75">
              <Highlighted text={hit.snippet} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
