/**
 * How a search reads words, for the Prompt Vault and the Knowledge Center
 * (docs/spec-notes.md#search-finds-what-people-type): US and UK spellings are
 * one word, plurals and -ing/-ed forms are one word, and a word nobody wrote
 * gets the closest word that is there. Small and dependency-free: the Prompt
 * Vault's rule runs wherever its filter does.
 */

/** UK roots with their US spelling; a word starting with one is read with the other (labourers → laborers). */
const UK_ROOTS: [uk: string, us: string][] = [
  ["labour", "labor"],
  ["colour", "color"],
  ["flavour", "flavor"],
  ["favour", "favor"],
  ["honour", "honor"],
  ["behaviour", "behavior"],
  ["neighbour", "neighbor"],
  ["humour", "humor"],
  ["odour", "odor"],
  ["savour", "savor"],
  ["centre", "center"],
  ["litre", "liter"],
  ["metre", "meter"],
  ["fibre", "fiber"],
  ["theatre", "theater"],
  ["catalogue", "catalog"],
  ["dialogue", "dialog"],
  ["programme", "program"],
  ["cheque", "check"],
  ["grey", "gray"],
  ["yoghurt", "yogurt"],
  ["mould", "mold"],
  ["aluminium", "aluminum"],
  ["travell", "travel"],
  ["cancell", "cancel"],
];

/** -ise/-yse endings and their -ize/-yze forms (optimise, organisation, analyse). */
const UK_ENDING = /([iy])s(e|es|ed|ing|er|ers|ation|ations)$/;
const US_ENDING = /([iy])z(e|es|ed|ing|er|ers|ation|ations)$/;

/** The words of a text, lower case (letters and digits; anything else separates). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The US spelling of a lower-case word. */
export function toUS(word: string): string {
  const root = UK_ROOTS.find(([uk]) => word.startsWith(uk));
  const rooted = root ? root[1] + word.slice(root[0].length) : word;
  return rooted.length > 5 ? rooted.replace(UK_ENDING, "$1z$2") : rooted;
}

function toUK(word: string): string {
  const root = UK_ROOTS.find(([, us]) => word.startsWith(us) && !word.startsWith(`${us}${us.at(-1)}`));
  const rooted = root ? root[0] + word.slice(root[1].length) : word;
  return rooted.length > 5 ? rooted.replace(US_ENDING, "$1s$2") : rooted;
}

/** The word in every spelling we know of, itself first (labor → labor, labour). */
export function spellingsOf(word: string): string[] {
  const us = toUS(word);
  return [...new Set([word, us, toUK(us)])];
}

/**
 * One form for a word's plurals and -ing/-ed forms, spelt the US way:
 * complaints → complaint, replies → reply, planning → plan, wasted → wast, waste → wast.
 */
export function stem(word: string): string {
  let w = toUS(word);
  if (w.length > 4 && /ie[sd]$/.test(w)) w = `${w.slice(0, -3)}y`;
  else if (/(?:x|z|ch|sh|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(?:ss|is)$/.test(w)) w = w.slice(0, -1);
  const suffix = /(?:ing|ed)$/.exec(w)?.[0];
  if (suffix && w.length > suffix.length + 2) {
    w = w.slice(0, -suffix.length);
    if (/([^aeioulsz])\1$/.test(w)) w = w.slice(0, -1);
  }
  return w.length > 3 && w.endsWith("e") ? w.slice(0, -1) : w;
}

/** Edit distance counting a swap of two neighbours as one edit (reveiw → review), stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
    if (Math.min(...row) > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/**
 * The word of `vocabulary` (word → how often it occurs) closest to `word`: it
 * starts with the same letter and is one edit away (two for a word of eight
 * letters or more); ties go to the more frequent word. Null when a form of the
 * word is there already or nothing is close.
 */
export function closestWord(word: string, vocabulary: ReadonlyMap<string, number>): string | null {
  if (word.length < 3 || vocabulary.has(word)) return null;
  const max = word.length < 8 ? 1 : 2;
  let best: { word: string; distance: number; count: number } | null = null;
  for (const [candidate, count] of vocabulary) {
    if (candidate[0] !== word[0] || candidate.length < 3) continue;
    const d = distance(word, candidate, max);
    if (d > max) continue;
    if (!best || d < best.distance || (d === best.distance && count > best.count)) best = { word: candidate, distance: d, count };
  }
  return best && stem(best.word) !== stem(word) ? best.word : null;
}

/** The query with each word nobody wrote replaced by the closest word that is there, or null when none is. */
export function suggestQuery(q: string, vocabulary: ReadonlyMap<string, number>): string | null {
  const words = wordsOf(q).slice(0, 12);
  let changed = false;
  const suggested = words.map((word) => {
    const closest = closestWord(word, vocabulary);
    if (closest) changed = true;
    return closest ?? word;
  });
  return changed ? suggested.join(" ") : null;
}

/** How often each word occurs in `texts`. */
export function vocabularyOf(texts: Iterable<string>): Map<string, number> {
  const vocabulary = new Map<string, number>();
  for (const text of texts) for (const word of wordsOf(text)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
  return vocabulary;
}
