import { useSearchParams } from "@remix-run/react";
import { ActiveFilters } from "./active-filters";
import { SearchForm } from "./search-form";
import { SearchResults } from "./search-results";
import type { FilterGroupView, VaultPrompt } from "./types";

/** The 'Search by Criteria' view: the form, the active filters and the results. */
export function SearchPanel({
  q,
  term,
  role,
  groups,
  prompts,
  suggestion,
  closest,
}: {
  /** The term as typed (for the box); `term` is the trimmed one the results use. */
  q: string;
  term: string;
  role: string;
  groups: FilterGroupView[];
  prompts: VaultPrompt[];
  /** When nothing was found: the query spelt as the prompts spell it, and prompts with some of its words. */
  suggestion: string | null;
  closest: VaultPrompt[];
}) {
  const [params] = useSearchParams();
  // Carry the role only when the URL names it, so plain searches keep plain URLs.
  const keepRole = params.get("role") === role ? role : null;

  return (
    <div className="space-y-6">
      <SearchForm q={q} groups={groups} role={keepRole} />
      <ActiveFilters term={term} groups={groups} />
      <SearchResults prompts={prompts} term={term} suggestion={suggestion} closest={closest} />
    </div>
  );
}
