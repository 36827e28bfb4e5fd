import { Link, useSearchParams } from "@remix-run/react";
import {
  CATEGORY_LABELS,
  formatPostDate,
  type BlogCategoryId,
} from "~/content/blog";
import { highlightParts } from "~/utils/search-query";
import { PremiumBadge } from "./post-card";
import type { SearchHit } from "~/utils/knowledge-center-types";

/** Highlighted text as React nodes: matches in <mark>, everything else escaped by React. */
function Highlighted({ text }: { text: string }) {
  return (
    <>
      {highlightParts(text).map((part, i) =>
        part.marked ? (
          <mark
            key={i}
            className="rounded-sm bg-amber-light/30 px-0.5 text-inherit"
          >
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        )
      )}
    </>
  );
}

function categoryLabel(hit: SearchHit) {
  if (hit.kind === "paper") return "White Paper";
  return CATEGORY_LABELS[hit.category as BlogCategoryId] ?? "";
}

export function SearchResults({
  q,
  hits,
  total,
  suggestion = null,
  closest = [],
}: {
  q: string;
  hits: SearchHit[];
  total: number;
  /** When nothing was found: the query spelt as the posts spell it, and posts with some of its words. */
  suggestion?: string | null;
  closest?: SearchHit[];
}) {
  return (
    <section aria-labelledby="search-heading">
      <h2
        id="search-heading"
        className="text-lg font-semibold wrap-anywhere text-ink"
        role="status"
      >
        {total === 0
          ? "No posts found"
          : `${total} result${total === 1 ? "" : "s"}`}{" "}
        for “{q}”
      </h2>
      {suggestion ? <DidYouMean suggestion={suggestion} /> : null}
      <HitList hits={hits} />
      {closest.length > 0 ? (
        <section aria-labelledby="closest-posts" className="mt-8">
          <h3 id="closest-posts" className="text-lg font-semibold text-ink">
            Closest matches: posts with some of your words
          </h3>
          <HitList hits={closest} />
        </section>
      ) : null}
    </section>
  );
}

/** A link to the same search, category kept, with the words spelt as the posts spell them. */
function DidYouMean({ suggestion }: { suggestion: string }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set("q", suggestion);
  next.delete("page");
  return (
    <p className="mt-2 text-ink/90" data-testid="did-you-mean">
      Did you mean{" "}
      <Link to={`/blog?${next}`} className="font-semibold text-teal underline">
        {suggestion}
      </Link>
      ?
    </p>
  );
}

function HitList({ hits }: { hits: SearchHit[] }) {
  return (
    <ol className="mt-4 space-y-4">
      {hits.map((hit) => (
        <li
          key={`${hit.kind}-${hit.ref}`}
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10"
          data-testid="search-hit"
        >
          <p className="flex flex-wrap items-center gap-2 text-xs text-ink/70">
            <span>{categoryLabel(hit)}</span>
            <span>
              {formatPostDate(
                hit.publishedAt === null
                  ? null
                  : new Date(hit.publishedAt).toISOString()
              )}
            </span>
            {hit.isPremium ? <PremiumBadge /> : null}
          </p>
          <h3 className="mt-1 font-semibold text-ink">
            <Link
              to={hit.kind === "post" ? `/blog/${hit.slug}` : "/white-papers"}
              className="hover:text-teal hover:underline"
            >
              <Highlighted text={hit.title} />
            </Link>
          </h3>
          <p className="mt-1 text-sm text-ink/75">
            <Highlighted text={hit.snippet} />
          </p>
        </li>
      ))}
    </ol>
  );
}
