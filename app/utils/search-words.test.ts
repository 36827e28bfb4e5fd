import { describe, expect, it } from "vitest";
import { closestWord, spellingsOf, stem, suggestQuery, toUS, vocabularyOf, wordsOf } from "./search-words";

/** UK and US spellings of the words in the seeded posts and prompts, and of the site's trade. */
const SPELLINGS: [uk: string, us: string][] = [
  ["labour", "labor"], ["labourers", "laborers"], ["colour", "color"], ["coloured", "colored"], ["flavours", "flavors"],
  ["favourite", "favorite"], ["behaviour", "behavior"], ["neighbourhood", "neighborhood"], ["parlour", "parlor"],
  ["centre", "center"], ["centres", "centers"], ["centred", "centered"], ["litres", "liters"], ["millilitres", "milliliters"],
  ["metre", "meter"], ["centimetres", "centimeters"], ["theatre", "theater"], ["fibre", "fiber"],
  ["catalogue", "catalog"], ["catalogues", "catalogs"], ["catalogued", "cataloged"], ["dialogue", "dialog"],
  ["programme", "program"], ["programmes", "programs"],
  ["optimise", "optimize"], ["optimisation", "optimization"], ["organisation", "organization"], ["organisational", "organizational"],
  ["organised", "organized"], ["organisers", "organizers"], ["analyse", "analyze"], ["analysed", "analyzed"], ["prioritise", "prioritize"],
  ["summarising", "summarizing"], ["sanitised", "sanitized"], ["localise", "localize"],
  ["practise", "practice"], ["practised", "practiced"], ["licence", "license"],
  ["labelled", "labeled"], ["labelling", "labeling"], ["travelling", "traveling"], ["traveller", "traveler"], ["cancelled", "canceled"], ["grovelling", "groveling"],
  ["enrol", "enroll"], ["enrolment", "enrollment"], ["fulfil", "fulfill"], ["fulfilment", "fulfillment"],
  ["grey", "gray"], ["mould", "mold"], ["yoghurt", "yogurt"], ["aluminium", "aluminum"], ["sulphites", "sulfites"],
  ["ageing", "aging"], ["draught", "draft"], ["judgement", "judgment"], ["chilli", "chili"],
];

describe("US and UK spellings", () => {
  it.each(SPELLINGS)("%s and %s are one word, asked for in both spellings", (uk, us) => {
    expect(toUS(uk)).toBe(us);
    expect(toUS(us)).toBe(us);
    expect(stem(uk)).toBe(stem(us));
    expect(spellingsOf(uk)).toEqual(expect.arrayContaining([uk, us]));
    expect(spellingsOf(us)).toEqual(expect.arrayContaining([uk, us]));
  });

  it("leaves words alone that only look like one (a check is not a cheque; rise, literal, cluster)", () => {
    for (const word of ["check", "checklist", "literal", "laboratory", "rise", "wise", "cluster", "raise", "kitchen", "practical", "travel", "label"]) {
      expect(toUS(word), word).toBe(word);
    }
    for (const word of ["check", "literal", "cluster", "travel", "label", "kitchen", "waste"]) expect(spellingsOf(word), word).toEqual([word]);
  });
});

describe("stem", () => {
  it("gives a word's plurals and -ing/-ed forms one form", () => {
    const groups = [
      ["complaint", "complaints"],
      ["reply", "replies", "replied", "replying"],
      ["plan", "plans", "planning", "planned"],
      ["waste", "wastes", "wasted", "wasting"],
      ["review", "reviews", "reviewed", "reviewing"],
      ["box", "boxes"],
      ["benchmark", "benchmarks", "benchmarking"],
      ["chill", "chilled", "chilling"],
    ];
    for (const [first, ...others] of groups) for (const other of others) expect(stem(other!), other).toBe(stem(first!));
  });

  it("keeps different words apart", () => {
    for (const [a, b] of [["review", "reply"], ["menu", "men"], ["cost", "costume"], ["bus", "business"]]) expect(stem(a!)).not.toBe(stem(b!));
  });
});

describe("wordsOf", () => {
  it("reads lower-case words without accents or a possessive 's, in any script", () => {
    expect(wordsOf("Café's CRÈME brûlée, ครัวไทย & F&B")).toEqual(["cafe", "creme", "brulee", "ครัวไทย", "f", "b"]);
    expect(wordsOf("the guest’s reply")).toEqual(["the", "guest", "reply"]);
    expect(wordsOf('"*"() -')).toEqual([]);
  });
});

describe("closestWord and suggestQuery", () => {
  const vocabulary = vocabularyOf(["Review the review reply", "Revenue review", "fermentation programme", "kitchen kitchens"]);

  it("offers the nearest word with the same first letter, a swap counting as one edit", () => {
    expect(closestWord("reveiw", vocabulary)).toBe("review");
    expect(closestWord("fermentaton", vocabulary)).toBe("fermentation");
    expect(closestWord("kitchn", vocabulary)).toBe("kitchen");
  });

  it("offers nothing for a word that is there in some form, too short, or too far", () => {
    expect(closestWord("review", vocabulary)).toBeNull();
    expect(closestWord("reviews", vocabulary)).toBeNull();
    expect(closestWord("kitchens", vocabulary)).toBeNull();
    expect(closestWord("re", vocabulary)).toBeNull();
    expect(closestWord("eview", vocabulary)).toBeNull();
    expect(closestWord("xyzzy", vocabulary)).toBeNull();
  });

  it("replaces only the unknown words of a query", () => {
    expect(suggestQuery("Reveiw REPLY", vocabulary)).toBe("review reply");
    expect(suggestQuery("review reply", vocabulary)).toBeNull();
    expect(suggestQuery("xyzzy", vocabulary)).toBeNull();
  });
});
