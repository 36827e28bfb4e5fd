/**
 * A visitor's search text as an FTS5 query. The words are read as the Prompt
 * Vault reads them (search-words.ts) and each is quoted, so FTS5's own syntax
 * (quotes, `*`, `NEAR`, `AND`, column filters) is never interpreted: odd input
 * finds what its words find and never errors. The index's porter tokenizer
 * joins plurals and -ing/-ed forms; a word with a US or UK spelling is asked
 * for in both.
 */
import { spellingsOf, wordsOf } from "./search-words";

export const MAX_QUERY_TERMS = 12;
const MAX_TERM_LENGTH = 64;
/** The search box's own limit; longer text is cut before it is read. */
export const MAX_QUERY_LENGTH = 200;

export function searchTerms(q: string): string[] {
  return wordsOf(q.slice(0, MAX_QUERY_LENGTH * 4))
    .slice(0, MAX_QUERY_TERMS)
    .map((w) => w.slice(0, MAX_TERM_LENGTH));
}

/** One term in each of its spellings: `"kitchen"`, or `("labor" OR "labour")`. */
function ftsTerm(term: string): string {
  const spellings = spellingsOf(term);
  return spellings.length === 1 ? `"${term}"` : `(${spellings.map((s) => `"${s}"`).join(" OR ")})`;
}

/**
 * `"kitchen" AND "waste"` (every term must match), or with `any`, `"kitchen" OR "waste"`;
 * null when there is nothing to search for.
 */
export function toFtsQuery(q: string, mode: "all" | "any" = "all"): string | null {
  const terms = searchTerms(q);
  return terms.length ? terms.map(ftsTerm).join(mode === "all" ? " AND " : " OR ") : null;
}

/** Marks FTS5 puts around matched words in titles and snippets; the page turns them into <mark>. */
export const HIGHLIGHT_START = "\u0002";
export const HIGHLIGHT_END = "\u0003";

/** A highlighted string as plain and marked parts, for rendering without raw HTML. */
export function highlightParts(text: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  const re = new RegExp(`${HIGHLIGHT_START}([^${HIGHLIGHT_END}]*)${HIGHLIGHT_END}`, "g");
  let at = 0;
  for (const match of text.matchAll(re)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), marked: false });
    parts.push({ text: match[1] ?? "", marked: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts.map((p) => ({ ...p, text: p.text.replace(/[\u0002\u0003]/g, "") }));
}
