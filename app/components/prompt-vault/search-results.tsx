import { Link, useLocation, useNavigation } from "@remix-run/react";
import { useHydrated } from "~/utils/use-hydrated";
import { PromptCard } from "./prompt-card";
import { useQueryHref } from "./query-href";
import { VAULT_ANCHOR } from "./search-form";
import type { VaultPrompt } from "./types";

/** SPEC §2: 'Showing N prompt(s)' plus ' for "term"' when a term is set. */
export function resultSummary(count: number, term: string): string {
  return `Showing ${count} ${count === 1 ? "prompt" : "prompts"}${term ? ` for "${term}"` : ""}`;
}

export function SearchResults({
  prompts,
  term,
  suggestion = null,
  closest = [],
}: {
  prompts: VaultPrompt[];
  term: string;
  suggestion?: string | null;
  closest?: VaultPrompt[];
}) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const updating = navigation.state === "loading" && navigation.location.pathname === pathname;

  return (
    <section aria-labelledby="prompt-results" aria-busy={updating || undefined} className="space-y-4">
      <h2 id="prompt-results" className="sr-only">
        Prompts
      </h2>
      <p role="status" data-testid="result-summary" className="text-sm font-medium wrap-anywhere text-ink/80">
        {resultSummary(prompts.length, term)}
      </p>
      {prompts.length === 0 ? (
        <div className="rounded-xl border border-dashed border-ink/25 bg-white px-6 py-12 text-center">
          <p className="text-lg font-semibold text-teal">No prompts found matching your criteria.</p>
          <p className="mt-2 text-sm text-ink/80">Try adjusting your filters or search term.</p>
          {suggestion ? <DidYouMean suggestion={suggestion} /> : null}
        </div>
      ) : (
        <ul className={`grid gap-6 transition-opacity lg:grid-cols-2 ${updating ? "opacity-60" : ""}`}>
          {prompts.map((prompt) => (
            <li key={prompt.id} className="render-when-near [--near-size:640px]">
              <PromptCard prompt={prompt} />
            </li>
          ))}
        </ul>
      )}
      {closest.length > 0 ? (
        <section aria-labelledby="closest-prompts" className="space-y-4 pt-2">
          <h3 id="closest-prompts" className="text-lg font-semibold text-ink">
            Closest matches: prompts with some of your words
          </h3>
          <ul className="grid gap-6 lg:grid-cols-2">
            {closest.map((prompt) => (
              <li key={prompt.id}>
                <PromptCard prompt={prompt} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

/** A link to the same search, filters kept, with the words spelt as the prompts spell them. */
function DidYouMean({ suggestion }: { suggestion: string }) {
  const href = useQueryHref();
  // Without JavaScript the page reloads: as the form does, land on the results, not on the hero above them.
  const anchor = useHydrated() ? "" : `#${VAULT_ANCHOR}`;
  return (
    <p className="mt-4 text-ink/90" data-testid="did-you-mean">
      Did you mean{" "}
      <Link to={`${href({ set: { q: suggestion }, drop: ["bundle"] })}${anchor}`} preventScrollReset className="font-semibold text-teal underline">
        {suggestion}
      </Link>
      ?
    </p>
  );
}
