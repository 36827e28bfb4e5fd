/**
 * How a search reads words, for the Prompt Vault and the Knowledge Center
 * (docs/spec-notes.md#search-finds-what-people-type, docs/decisions/204):
 * US and UK spellings are one word, plurals and -ing/-ed forms are one word,
 * and a word nobody wrote gets the closest word that is there. Small and
 * dependency-free, and server-only in practice: both searches run in loaders.
 */

/** Starts of UK words and their US spelling: a word starting with one is read with the other (labourers → laborers). */
const ROOTS: [uk: string, us: string][] = [
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
  ["vapour", "vapor"],
  ["harbour", "harbor"],
  ["rumour", "rumor"],
  ["parlour", "parlor"],
  ["endeavour", "endeavor"],
  ["programme", "program"],
  ["grey", "gray"],
  ["yoghurt", "yogurt"],
  ["mould", "mold"],
  ["aluminium", "aluminum"],
  ["sulph", "sulf"],
  ["draught", "draft"],
];

/** Whole words whose UK and US spellings differ where a start-of-word rule would catch other words. */
const WORDS: [uk: string, us: string][] = [
  ["licence", "license"],
  ["licences", "licenses"],
  ["enrol", "enroll"],
  ["enrols", "enrolls"],
  ["enrolment", "enrollment"],
  ["enrolments", "enrollments"],
  ["fulfil", "fulfill"],
  ["fulfils", "fulfills"],
  ["fulfilment", "fulfillment"],
  ["instalment", "installment"],
  ["instalments", "installments"],
  ["skilful", "skillful"],
  ["ageing", "aging"],
  ["judgement", "judgment"],
  ["judgements", "judgments"],
  ["chilli", "chili"],
  ["omelette", "omelet"],
  ["omelettes", "omelets"],
  ["practise", "practice"],
  ["practised", "practiced"],
  ["practises", "practices"],
  ["practising", "practicing"],
];
const WORD_TO_US = new Map(WORDS);
const WORD_TO_UK = new Map(WORDS.map(([uk, us]) => [us, uk]));

type Ending = { uk: RegExp; us: string; usForm: RegExp; ukForm: string; minLength?: number };

/** Word ends spelt differently: `uk` becomes `us`, and `usForm` becomes `ukForm`. */
const ENDINGS: Ending[] = [
  // -ise, -yse, -isation (optimise, analyse, organisation); only on longer words, so "rise" and "wise" stay.
  { uk: /([iy])s(e|es|ed|ing|er|ers|ation|ations|ational)$/, us: "$1z$2", usForm: /([iy])z(e|es|ed|ing|er|ers|ation|ations|ational)$/, ukForm: "$1s$2", minLength: 6 },
  // -re (centre, litres, centimetres, centred).
  { uk: /(cent|lit|met|fib|theat)re(s?)$/, us: "$1er$2", usForm: /(cent|lit|met|fib|theat)er(s?)$/, ukForm: "$1re$2" },
  { uk: /(cent|lit|met|fib|theat)r(ed|ing)$/, us: "$1er$2", usForm: /(cent|lit|met|fib|theat)er(ed|ing)$/, ukForm: "$1r$2" },
  // -ogue (catalogue, catalogued).
  { uk: /(catalo|dialo|analo)gue(s?)$/, us: "$1g$2", usForm: /(catalo|dialo|analo)g(s?)$/, ukForm: "$1gue$2" },
  { uk: /(catalo|dialo|analo)gu(ed|ing)$/, us: "$1g$2", usForm: /(catalo|dialo|analo)g(ed|ing)$/, ukForm: "$1gu$2" },
  // A doubled l before -ed, -ing, -er (travelling, labelled, cancelled).
  {
    uk: /(travel|cancel|label|model|level|fuel|counsel|channel|grovel|signal|marvel)l(ed|ing|er|ers|or|ors)$/,
    us: "$1$2",
    usForm: /(travel|cancel|label|model|level|fuel|counsel|channel|grovel|signal|marvel)(ed|ing|er|ers|or|ors)$/,
    ukForm: "$1l$2",
  },
];

/** A word with its first matching ending respelt, to the US or the UK way. */
function respellEnding(word: string, to: "us" | "uk"): string {
  for (const ending of ENDINGS) {
    if (word.length < (ending.minLength ?? 0)) continue;
    const [pattern, replacement] = to === "us" ? [ending.uk, ending.us] : [ending.usForm, ending.ukForm];
    if (pattern.test(word)) return word.replace(pattern, replacement);
  }
  return word;
}

/**
 * The words of a text: lower case, Latin accents dropped, a possessive 's left
 * out; letters (with their marks) and digits, anything else separates.
 */
export function wordsOf(text: string): string[] {
  const plain = text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC").toLowerCase();
  return plain.replace(/['’]s\b/g, "").match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** Thai, Lao, Khmer, Myanmar, Chinese and Japanese put no spaces between words: a "word" there is a run of them. */
export const isUnspaced = (word: string) => /[\u0E00-\u0EFF\u1000-\u109F\u1780-\u17FF\u3040-\u30FF\u3400-\u9FFF]/.test(word);

/** The US spelling of a lower-case word. */
export function toUS(word: string): string {
  const whole = WORD_TO_US.get(word);
  if (whole) return whole;
  const root = ROOTS.find(([uk]) => word.startsWith(uk));
  return root ? root[1] + word.slice(root[0].length) : respellEnding(word, "us");
}

function toUK(word: string): string {
  const whole = WORD_TO_UK.get(word);
  if (whole) return whole;
  // "programmer" is not "programmemer".
  const root = ROOTS.find(([, us]) => word.startsWith(us) && !word.startsWith(`${us}${us.at(-1)}`));
  return root ? root[0] + word.slice(root[1].length) : respellEnding(word, "uk");
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
 * The words a search can find, with how often each occurs. `near` gives the
 * words that start with `first` and are `minLength` to `maxLength` long, so a
 * word list kept in the database is read a slice at a time.
 */
export type Vocabulary = {
  has(word: string): boolean;
  near(first: string, minLength: number, maxLength: number): Iterable<readonly [word: string, count: number]>;
};

/**
 * The word of `vocabulary` closest to `word`: it starts with the same letter
 * and is one edit away (two for a word of eight letters or more); ties go to
 * the more frequent word. Null when the word or a form of it is there already, or nothing is close,
 * or the word is a run of unspaced script (its words cannot be told apart).
 */
export function closestWord(word: string, vocabulary: Vocabulary): string | null {
  if (word.length < 3 || isUnspaced(word) || vocabulary.has(word)) return null;
  const max = word.length < 8 ? 1 : 2;
  const first = String.fromCodePoint(word.codePointAt(0)!);
  let best: { word: string; distance: number; count: number } | null = null;
  for (const [candidate, count] of vocabulary.near(first, Math.max(3, word.length - max), word.length + max)) {
    const d = distance(word, candidate, max);
    if (d > max) continue;
    if (!best || d < best.distance || (d === best.distance && count > best.count)) best = { word: candidate, distance: d, count };
  }
  return best && stem(best.word) !== stem(word) ? best.word : null;
}

/** The query with each word nobody wrote replaced by the closest word that is there, or null when none is. */
export function suggestQuery(q: string, vocabulary: Vocabulary): string | null {
  const words = wordsOf(q).slice(0, 12);
  let changed = false;
  const suggested = words.map((word) => {
    const closest = closestWord(word, vocabulary);
    if (closest) changed = true;
    return closest ?? word;
  });
  return changed ? suggested.join(" ") : null;
}

/** The words of `texts`, counted, as a vocabulary held in memory. */
export function vocabularyOf(texts: Iterable<string>): Vocabulary {
  const counts = new Map<string, number>();
  for (const text of texts) for (const word of wordsOf(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return {
    has: (word) => counts.has(word),
    *near(first, minLength, maxLength) {
      for (const entry of counts) if (entry[0].startsWith(first) && entry[0].length >= minLength && entry[0].length <= maxLength) yield entry;
    },
  };
}
