import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FILTER_GROUPS } from "~/utils/filter-prompts";
import { useQueryHref } from "./query-href";
import type { FilterGroupView } from "./types";

const SEARCH_PARAMS = ["q", ...FILTER_GROUPS.map((g) => g.key)];

/** The active term and values as chips; each is a link to the URL without it. */
export function ActiveFilters({ term, groups }: { term: string; groups: FilterGroupView[] }) {
  const href = useQueryHref();
  const chips = groups.flatMap((g) =>
    g.options.filter((o) => o.selected).map((o) => ({ key: g.key, label: g.label, value: o.value })),
  );
  if (!term && chips.length === 0) return null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex flex-wrap gap-2">
        {term ? (
          <Chip to={href({ drop: ["q", "bundle"] })} label={`Remove search term: ${term}`}>
            “{term}”
          </Chip>
        ) : null}
        {chips.map((chip) => (
          <Chip
            key={`${chip.key}:${chip.value}`}
            to={href({ dropValue: { key: chip.key, value: chip.value }, drop: ["bundle"] })}
            label={`Remove ${chip.label} filter: ${chip.value}`}
          >
            <span className="text-teal/80">{chip.label}:</span> {chip.value}
          </Chip>
        ))}
      </ul>
      <Link
        to={href({ drop: [...SEARCH_PARAMS, "bundle"] })}
        preventScrollReset
        className="rounded-md px-2 py-1.5 text-sm font-semibold text-terracotta underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal"
      >
        Clear all filters
      </Link>
    </div>
  );
}

function Chip({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <li className="max-w-full">
      <Link
        to={to}
        preventScrollReset
        aria-label={label}
        className="inline-flex max-w-full min-h-9 items-center gap-1.5 rounded-full bg-teal/10 py-1 pr-2 pl-3 text-sm font-medium text-teal ring-1 ring-teal/20 ring-inset hover:bg-teal/15 focus-visible:outline-2 focus-visible:outline-teal"
      >
        <span className="min-w-0 wrap-anywhere">{children}</span>
        <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" className="shrink-0">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </Link>
    </li>
  );
}
