/**
 * The Prompt Vault filter rule (SPEC §5), in one place: the loader filters with
 * it and filter-prompts.test.ts checks it with properties.
 *
 * - The term is a case-insensitive substring of the title, the context or the prompt text.
 * - A filter group with a selection keeps prompts whose value is among the selected (OR);
 *   groups combine with AND; a group with nothing selected keeps everything.
 */

/** The four multi-select groups, in the order the page shows them; `key` is also the URL param. */
export const FILTER_GROUPS = [
  { key: "department", label: "Department" },
  { key: "difficulty", label: "Difficulty" },
  { key: "language", label: "Language" },
  { key: "useCase", label: "Use Case" },
] as const;

export type FilterKey = (typeof FILTER_GROUPS)[number]["key"];

export type FilterablePrompt = { title: string; context: string; promptText: string } & {
  [K in FilterKey]: string;
};

export type PromptCriteria = { term: string } & { [K in FilterKey]: readonly string[] };

export type OptionCount = { value: string; count: number };

export const NO_CRITERIA: PromptCriteria = {
  term: "",
  department: [],
  difficulty: [],
  language: [],
  useCase: [],
};

/** Surrounding spaces are not part of a search (a pasted term often carries them). */
export function normaliseTerm(term: string): string {
  return term.trim().toLowerCase();
}

function termMatcher(term: string) {
  const needle = normaliseTerm(term);
  if (needle === "") return () => true;
  return (p: FilterablePrompt) =>
    p.title.toLowerCase().includes(needle) ||
    p.context.toLowerCase().includes(needle) ||
    p.promptText.toLowerCase().includes(needle);
}

function groupsMatcher(criteria: PromptCriteria, except?: FilterKey) {
  const active = FILTER_GROUPS.filter(({ key }) => key !== except && criteria[key].length > 0);
  return (p: FilterablePrompt) => active.every(({ key }) => criteria[key].includes(p[key]));
}

/** The prompts that meet `criteria`, in their original order. */
export function filterPrompts<P extends FilterablePrompt>(prompts: readonly P[], criteria: PromptCriteria): P[] {
  const term = termMatcher(criteria.term);
  const groups = groupsMatcher(criteria);
  return prompts.filter((p) => term(p) && groups(p));
}

/**
 * For each option of one group: how many prompts it would match on its own,
 * given the term and the other groups' selections (the usual faceted count).
 */
export function countOptions<P extends FilterablePrompt>(
  prompts: readonly P[],
  criteria: PromptCriteria,
  key: FilterKey,
  options: readonly string[],
): OptionCount[] {
  const term = termMatcher(criteria.term);
  const others = groupsMatcher(criteria, key);
  const pool = prompts.filter((p) => term(p) && others(p));
  return options.map((value) => ({ value, count: pool.filter((p) => p[key] === value).length }));
}

export type FilterGroupState = {
  key: FilterKey;
  label: string;
  options: Array<OptionCount & { selected: boolean }>;
};

/** Every group with its options' counts and whether each is selected, for the dropdowns. */
export function describeGroups<P extends FilterablePrompt>(
  prompts: readonly P[],
  criteria: PromptCriteria,
  options: { readonly [K in FilterKey]: readonly string[] },
): FilterGroupState[] {
  return FILTER_GROUPS.map(({ key, label }) => ({
    key,
    label,
    options: countOptions(prompts, criteria, key, options[key]).map((o) => ({
      ...o,
      selected: criteria[key].includes(o.value),
    })),
  }));
}

/** True when a term or any filter value is set. */
export function hasCriteria(criteria: PromptCriteria): boolean {
  return normaliseTerm(criteria.term) !== "" || FILTER_GROUPS.some(({ key }) => criteria[key].length > 0);
}
