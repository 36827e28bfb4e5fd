import { Form } from "@remix-run/react";
import { useRef } from "react";
import { FilterDropdown } from "./filter-dropdown";
import type { FilterGroupView } from "./types";
import { useHydrated } from "~/utils/use-hydrated";
import { useLiveSearch } from "./use-live-search";

/**
 * One GET form for the term and the four filters (docs/design.md
 * "Progressive enhancement"). Without
 * JavaScript 'Apply' submits it; with JavaScript every change does.
 */
/** The id of the block that holds the form and its results. */
export const VAULT_ANCHOR = "vault";

export function SearchForm({ q, groups, role }: { q: string; groups: FilterGroupView[]; role: string | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const { schedule, submitNow } = useLiveSearch(formRef);

  return (
    <Form
      ref={formRef}
      method="get"
      // Without JavaScript the page reloads: the fragment lands it on the results, not on the hero above them.
      action={hydrated ? undefined : `/prompt-vault#${VAULT_ANCHOR}`}
      role="search"
      aria-label="Prompts"
      onChange={schedule}
      onSubmit={(event) => {
        event.preventDefault();
        submitNow();
      }}
      className="space-y-3"
    >
      {/* Keeps the role picked on the other tab. */}
      {role ? <input type="hidden" name="role" value={role} /> : null}
      <div className="flex gap-2">
        <div className="relative flex-1">
          <label htmlFor="prompt-search" className="sr-only">
            Search prompts
          </label>
          <svg
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink/70"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-3.5-3.5" />
          </svg>
          <input
            id="prompt-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={200}
            placeholder="Search prompts..."
            autoComplete="off"
            className="min-h-11 w-full rounded-lg border border-ink/20 bg-white py-2 pr-3 pl-10 text-base text-ink placeholder:text-ink/70 focus-visible:border-teal focus-visible:outline-2 focus-visible:outline-teal"
          />
        </div>
        {hydrated ? null : (
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-teal px-5 text-sm font-semibold text-cream hover:bg-teal-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal"
          >
            Apply
          </button>
        )}
      </div>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <FilterDropdown key={group.key} group={group} />
        ))}
      </div>
    </Form>
  );
}
