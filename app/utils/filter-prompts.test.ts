import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { libraryPromptSeeds } from "../../seed/data/library-prompts";
import {
  FILTER_GROUPS,
  NO_CRITERIA,
  countOptions,
  filterPrompts,
  hasCriteria,
  type FilterKey,
  type FilterablePrompt,
  type PromptCriteria,
} from "./filter-prompts";
import { isUnspaced, stem, toUS, wordsOf } from "./search-words";

// A small alphabet, so that generated terms often occur in generated texts.
// ASCII letters change case; Thai letters and punctuation have none.
const ALPHABET = ["a", "b", "c", "A", "B", "C", "x", " ", "-", "ก", "ข"];
const text = (maxLength = 14) => fc.string({ unit: fc.constantFrom(...ALPHABET), maxLength });

const OPTIONS: Record<FilterKey, string[]> = {
  department: ["Kitchen", "Front", "Bar"],
  difficulty: ["Beginner", "Intermediate", "Advanced"],
  language: ["English", "Thai"],
  useCase: ["SOP", "Menu", "Cost", "Training"],
};
const KEYS = FILTER_GROUPS.map((g) => g.key);

type TestPrompt = FilterablePrompt & { id: number };

const promptArb = fc.record({
  title: text(),
  context: text(),
  promptText: text(),
  department: fc.constantFrom(...OPTIONS.department),
  difficulty: fc.constantFrom(...OPTIONS.difficulty),
  language: fc.constantFrom(...OPTIONS.language),
  useCase: fc.constantFrom(...OPTIONS.useCase),
});

/** Prompts with an id each, so results can be compared as sets. */
const promptsArb = fc
  .array(promptArb, { maxLength: 30 })
  .map((list): TestPrompt[] => list.map((p, id) => ({ ...p, id })));

const selectionArb = (key: FilterKey) => fc.subarray(OPTIONS[key]);

const criteriaArb: fc.Arbitrary<PromptCriteria> = fc.record({
  term: fc.oneof(fc.constant(""), text(3)),
  department: selectionArb("department"),
  difficulty: selectionArb("difficulty"),
  language: selectionArb("language"),
  useCase: selectionArb("useCase"),
});

const keyArb = fc.constantFrom(...KEYS);
const ids = (list: TestPrompt[]) => list.map((p) => p.id);
const idSet = (list: TestPrompt[]) => new Set(ids(list));

/**
 * The rule written out plainly, as the oracle for soundness and completeness: a blank
 * term keeps all; otherwise every word of the term (the first twelve) is a word of one of the
 * prompt's fields in some form (same stem), the last word may be the start of one, and a
 * word of unspaced script (Thai) is anywhere in the text.
 */
function meetsSpec(p: TestPrompt, c: PromptCriteria) {
  const own = wordsOf([p.title, p.context, p.promptText, p.department, p.difficulty, p.language, p.useCase].join(" "));
  const words = wordsOf(c.term).slice(0, 12);
  const has = (word: string, last: boolean) =>
    isUnspaced(word)
      ? own.join(" ").includes(word)
      : own.some((w) => stem(w) === stem(word) || (last && toUS(w).startsWith(toUS(word))));
  const inText = c.term.trim() === "" || (words.length > 0 && words.every((w) => has(w, w === words.at(-1))));
  return inText && KEYS.every((k) => c[k].length === 0 || c[k].includes(p[k]));
}

describe("filterPrompts (properties)", () => {
  it("keeps exactly the prompts that meet the term and every group, in their original order", () => {
    fc.assert(
      fc.property(promptsArb, criteriaArb, (prompts, criteria) => {
        const result = filterPrompts(prompts, criteria);
        expect(ids(result)).toEqual(ids(prompts.filter((p) => meetsSpec(p, criteria))));
      }),
    );
  });

  it("clearing all criteria returns every prompt", () => {
    fc.assert(
      fc.property(promptsArb, fc.constantFrom("", " ", "   "), (prompts, blank) => {
        expect(filterPrompts(prompts, NO_CRITERIA)).toEqual(prompts);
        expect(filterPrompts(prompts, { ...NO_CRITERIA, term: blank })).toEqual(prompts);
      }),
    );
  });

  it("combines groups with AND: the result is the intersection of each group on its own", () => {
    fc.assert(
      fc.property(promptsArb, criteriaArb, (prompts, criteria) => {
        const perGroup = KEYS.map((k) => idSet(filterPrompts(prompts, { ...NO_CRITERIA, term: criteria.term, [k]: criteria[k] })));
        const intersection = ids(prompts).filter((id) => perGroup.every((set) => set.has(id)));
        expect(ids(filterPrompts(prompts, criteria))).toEqual(intersection);
      }),
    );
  });

  it("combines values within a group with OR: selecting A and B gives the union of A and of B", () => {
    fc.assert(
      fc.property(
        promptsArb,
        criteriaArb,
        keyArb.chain((key) =>
          fc.tuple(fc.constant(key), fc.subarray(OPTIONS[key], { minLength: 1 }), fc.subarray(OPTIONS[key], { minLength: 1 })),
        ),
        (prompts, criteria, [key, a, b]) => {
          const withA = idSet(filterPrompts(prompts, { ...criteria, [key]: a }));
          const withB = idSet(filterPrompts(prompts, { ...criteria, [key]: b }));
          const both = filterPrompts(prompts, { ...criteria, [key]: [...new Set([...a, ...b])] });
          expect(idSet(both)).toEqual(new Set([...withA, ...withB]));
        },
      ),
    );
  });

  it("adding a value to a group that has a selection never shrinks the result", () => {
    fc.assert(
      fc.property(
        promptsArb,
        criteriaArb,
        keyArb.chain((key) =>
          fc.tuple(fc.constant(key), fc.subarray(OPTIONS[key], { minLength: 1 }), fc.constantFrom(...OPTIONS[key])),
        ),
        (prompts, criteria, [key, selected, added]) => {
          const before = filterPrompts(prompts, { ...criteria, [key]: selected });
          const after = idSet(filterPrompts(prompts, { ...criteria, [key]: [...new Set([...selected, added])] }));
          for (const p of before) expect(after.has(p.id)).toBe(true);
        },
      ),
    );
  });

  it("an empty group keeps everything, so its first value can only narrow the result", () => {
    fc.assert(
      fc.property(promptsArb, criteriaArb, keyArb, fc.nat(), (prompts, criteria, key, pick) => {
        const value = OPTIONS[key][pick % OPTIONS[key].length]!;
        const open = idSet(filterPrompts(prompts, { ...criteria, [key]: [] }));
        for (const p of filterPrompts(prompts, { ...criteria, [key]: [value] })) expect(open.has(p.id)).toBe(true);
      }),
    );
  });

  it("finds a prompt by any of its words, or the start of one as the last word, in any letter case and order", () => {
    fc.assert(
      fc.property(
        promptsArb.filter((list) => list.some((p) => wordsOf(`${p.title} ${p.context} ${p.promptText}`).length > 0)),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
        (prompts, which, pick, length, upper) => {
          const candidates = prompts.filter((p) => wordsOf(`${p.title} ${p.context} ${p.promptText}`).length > 0);
          const target = candidates[which % candidates.length]!;
          const words = wordsOf(`${target.title} ${target.context} ${target.promptText}`);
          const word = words[pick % words.length]!;
          const start = word.slice(0, 1 + (length % word.length));
          const term = [...start].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase())).join("");
          expect(ids(filterPrompts(prompts, { ...NO_CRITERIA, term: `  ${term} ` }))).toContain(target.id);
          const both = words.length > 1 ? `${words.at(-1)} ${term}` : term;
          expect(ids(filterPrompts(prompts, { ...NO_CRITERIA, term: both }))).toContain(target.id);
        },
      ),
    );
  });

  it("finds a word by its plural, its -ing and -ed forms, its UK spelling and its badges", () => {
    const prompt: TestPrompt = { id: 1, title: "Reply to a complaint", context: "Plan the labor for a busy service", promptText: "Reduce waste", department: "Kitchen", difficulty: "Beginner", language: "English", useCase: "Cost" };
    for (const term of ["complaints", "replies", "replying", "planning", "planned", "labour", "wasted", "wasting", "waste plan", "plan wast", "waste redu", "beginner kitchen", "english"]) {
      expect(ids(filterPrompts([prompt], { ...NO_CRITERIA, term })), term).toEqual([1]);
    }
    // Only the last word is read as the start of a word: "redu waste" has no word "redu".
    for (const term of ["review", "waste reviews", "laborious", "redu waste", "advanced"]) expect(ids(filterPrompts([prompt], { ...NO_CRITERIA, term })), term).toEqual([]);
  });

  it("ignores letter case: a term and its upper- or lower-case form find the same prompts", () => {
    fc.assert(
      fc.property(promptsArb, criteriaArb, (prompts, criteria) => {
        const result = ids(filterPrompts(prompts, criteria));
        expect(ids(filterPrompts(prompts, { ...criteria, term: criteria.term.toUpperCase() }))).toEqual(result);
        expect(ids(filterPrompts(prompts, { ...criteria, term: criteria.term.toLowerCase() }))).toEqual(result);
      }),
    );
  });

  it("a term with no letters or digits finds nothing, whatever the fields hold", () => {
    fc.assert(
      fc.property(promptsArb, (prompts) => {
        // "§" is outside the generated alphabet: it can only be found where we put it.
        const tagged = prompts.map((p) => ({ ...p, department: "§Kitchen", sampleOutput: "§ sample" }));
        expect(filterPrompts(tagged, { ...NO_CRITERIA, term: "§" })).toEqual([]);
      }),
    );
  });
});

describe("countOptions (properties)", () => {
  it("counts, for each option, the prompts that selecting it alone would show", () => {
    fc.assert(
      fc.property(promptsArb, criteriaArb, keyArb, (prompts, criteria, key) => {
        for (const { value, count } of countOptions(prompts, criteria, key, OPTIONS[key])) {
          expect(count).toBe(filterPrompts(prompts, { ...criteria, [key]: [value] }).length);
        }
      }),
    );
  });

  it("sums to the result with that group cleared", () => {
    fc.assert(
      fc.property(promptsArb, criteriaArb, keyArb, (prompts, criteria, key) => {
        const total = countOptions(prompts, criteria, key, OPTIONS[key]).reduce((sum, o) => sum + o.count, 0);
        expect(total).toBe(filterPrompts(prompts, { ...criteria, [key]: [] }).length);
      }),
    );
  });
});

describe("filterPrompts on the seeded library", () => {
  const titles = (criteria: Partial<PromptCriteria>) =>
    filterPrompts(libraryPromptSeeds, { ...NO_CRITERIA, ...criteria }).map((p) => p.title);

  it("finds HACCP in a title and in a context, whatever the case", () => {
    expect(titles({ term: "haccp" })).toEqual(["HACCP Cooling & Reheating SOP", "Kitchen Onboarding Plan for New Staff (Thai)"]);
    expect(titles({ term: "  HaCcP " })).toEqual(titles({ term: "haccp" }));
  });

  it("matches Thai text in the prompt body", () => {
    expect(titles({ term: "เช็กลิสต์" })).toEqual(["Bar Opening & Closing Checklist (Thai)"]);
  });

  it("narrows with AND across groups and widens with OR within one", () => {
    expect(titles({ department: ["Kitchen Systems"], difficulty: ["Intermediate"] })).toEqual([
      "HACCP Cooling & Reheating SOP",
      "30-Day Food Waste Reduction Plan",
    ]);
    expect(titles({ department: ["Kitchen Systems", "Front Office"], difficulty: ["Intermediate"] })).toHaveLength(4);
  });
});

describe("hasCriteria", () => {
  it("is false only when the term is blank and no group has a value", () => {
    expect(hasCriteria(NO_CRITERIA)).toBe(false);
    expect(hasCriteria({ ...NO_CRITERIA, term: "  " })).toBe(false);
    expect(hasCriteria({ ...NO_CRITERIA, term: "menu" })).toBe(true);
    expect(hasCriteria({ ...NO_CRITERIA, language: ["Thai"] })).toBe(true);
  });
});
