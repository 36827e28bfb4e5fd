/**
 * The Prompt Vault filter rule (SPEC §5 as read in docs/spec-notes.md#search-finds-what-people-type),
 * in one place: the loader filters with it, with JavaScript on or off, and
 * filter-prompts.test.ts checks it with properties.
 *
 * - Every word of the term is in the prompt (title, context, prompt text, department, difficulty,
 *   language or use case), in any order, in some form or spelling of it (search-words.ts:
 *   complaints → complaint, labour → labor). The last word may also be the start of one, so
 *   results make sense while typing. A word of Thai (unspaced script) is found anywhere in the text.
 * - A filter group with a selection keeps prompts whose value is among the selected (OR);
 *   groups combine with AND; a group with nothing selected keeps everything.
 */

import { isUnspaced, stem, suggestQuery, toUS, vocabularyOf, wordsOf } from "./search-words";

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

/** What a prompt is searched by: every field it has but its id. */
function searchableText(p: FilterablePrompt) {
  return `${p.title} ${p.context} ${p.promptText} ${p.department} ${p.difficulty} ${p.language} ${p.useCase}`;
}

/** A prompt's words spelt the US way, their stems, and its words as one text (for unspaced scripts). */
function promptWords(p: FilterablePrompt) {
  const own = wordsOf(searchableText(p));
  return { words: own.map(toUS), stems: new Set(own.map(stem)), text: own.join(" ") };
}

type PromptWords = ReturnType<typeof promptWords>;

function wordMatcher(word: string, last: boolean) {
  if (isUnspaced(word)) return ({ text }: PromptWords) => text.includes(word);
  const us = toUS(word);
  const stemmed = stem(word);
  return ({ words, stems }: PromptWords) => stems.has(stemmed) || (last && words.some((w) => w.startsWith(us)));
}

/** One matcher per distinct word of the term (at most twelve); only the last word typed may be a start. */
function wordMatchers(term: string) {
  const words = wordsOf(term).slice(0, 12);
  return [...new Set(words)].map((word) => wordMatcher(word, word === words.at(-1)));
}

/** Every word of the term; a term with no words at all (only punctuation) finds nothing. */
function termMatcher(term: string) {
  if (normaliseTerm(term) === "") return () => true;
  const matchers = wordMatchers(term);
  if (matchers.length === 0) return () => false;
  return (p: FilterablePrompt) => {
    const words = promptWords(p);
    return matchers.every((m) => m(words));
  };
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

/** When nothing has every word: the prompts with any of them (and the filters), most words first. */
export function closestPrompts<P extends FilterablePrompt>(prompts: readonly P[], criteria: PromptCriteria, limit = 6): P[] {
  const matchers = wordMatchers(criteria.term);
  if (matchers.length < 2) return [];
  const groups = groupsMatcher(criteria);
  return prompts
    .filter(groups)
    .map((p, order) => {
      const words = promptWords(p);
      return { p, order, hits: matchers.filter((m) => m(words)).length };
    })
    .filter(({ hits }) => hits > 0)
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .slice(0, limit)
    .map(({ p }) => p);
}

/** When nothing has every word: the term with each word no prompt has replaced by the closest one that is there. */
export function suggestTerm(prompts: readonly FilterablePrompt[], term: string): string | null {
  return suggestQuery(term, vocabularyOf(prompts.map(searchableText)));
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
