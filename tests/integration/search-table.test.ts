/**
 * Search finds what people type: a table of queries and what each must find,
 * on the seeded site, for the Prompt Vault and the Knowledge Center
 * (docs/spec-notes.md#search-finds-what-people-type). Each row is a query a
 * reader would type; the expected results are the seeded prompts and posts
 * that hold its words, in some form or spelling.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { searchPublished } from "~/models/blog-search.server";
import { loader } from "~/routes/prompt-vault";
import { dataDirFrom } from "~/utils/env.server";
import { seedDatabase } from "../../seed/index";
import { copySeedFiles } from "../support/seeded";

beforeAll(async () => {
  copySeedFiles(dataDirFrom());
  await seedDatabase(db, dataDirFrom());
});

async function vault(q: string) {
  const data = await loader({ request: new Request(`http://localhost/prompt-vault?${new URLSearchParams({ q })}`), params: {}, context: {} });
  if (data.view !== "search") throw new Error("expected the search view");
  return { found: data.prompts.map((p) => p.id).sort(), suggestion: data.suggestion, closest: data.closest.map((p) => p.id) };
}

const COMPLAINT_REPLY = "prompt-multilingual-complaint-reply";
const WASTE_PLAN = "prompt-food-waste-reduction-plan";
const COST_VARIANCE = "prompt-food-cost-variance-analysis";

/** Query → the prompts it must find, exactly. */
const VAULT_TABLE: [string, string[]][] = [
  ["complaints", [COMPLAINT_REPLY]],
  ["COMPLAINTS!", [COMPLAINT_REPLY]],
  ["guest complaint", [COMPLAINT_REPLY]],
  ["guest's complaint", [COMPLAINT_REPLY]],
  ["review reply", [COMPLAINT_REPLY]],
  ["reviews", [COMPLAINT_REPLY]],
  ["replying", [COMPLAINT_REPLY]],
  ["waste", [COST_VARIANCE, WASTE_PLAN]],
  ["Waste", [COST_VARIANCE, WASTE_PLAN]],
  ["wast", [COST_VARIANCE, WASTE_PLAN]],
  ["waste plan", [COST_VARIANCE, WASTE_PLAN]],
  ["plan waste", [COST_VARIANCE, WASTE_PLAN]],
  // While typing: the last word may be the start of one, an earlier word may not.
  ["waste pla", [COST_VARIANCE, WASTE_PLAN]],
  ["pla waste", []],
  ["food cost", [COST_VARIANCE, WASTE_PLAN, "prompt-menu-engineering-analysis"]],
  ["allergen", ["prompt-multilingual-menu-descriptions"]],
  ["social media", ["prompt-multilingual-launch-campaign"]],
  // UK and US spellings, in the query or in the prompt.
  ["localise", [COMPLAINT_REPLY, "prompt-multilingual-launch-campaign"]],
  ["localize", [COMPLAINT_REPLY, "prompt-multilingual-launch-campaign"]],
  // The badges a card shows are words of the prompt too.
  ["beginner", ["prompt-thai-kitchen-onboarding-plan", "prompt-multilingual-launch-campaign", "prompt-thai-bar-opening-closing-sop"]],
  ["advanced menu", ["prompt-menu-engineering-analysis", "prompt-multilingual-menu-descriptions"]],
  ["F&B", [COST_VARIANCE, "prompt-thai-bar-opening-closing-sop", "prompt-front-desk-upsell-training"]],
  // Thai has no spaces between words: a Thai word is found inside the text.
  ["ครัวร้อน", ["prompt-thai-kitchen-onboarding-plan"]],
  ["!!!", []],
  ["xyzzy", []],
];

/** Query → every post and paper it must find (by slug, or a paper's id), exactly. */
const LABOUR = ["covers-per-labour-hour-benchmarks", "prime-cost-weekly-control", "commercial-kitchen-energy-benchmark", "wp-kitchen-design-efficiency"];
const BLOG_TABLE: [string, string[]][] = [
  ["labor", LABOUR],
  ["labour", LABOUR],
  ["labor cost", ["covers-per-labour-hour-benchmarks", "prime-cost-weekly-control", "commercial-kitchen-energy-benchmark"]],
  ["optimise", ["front-desk-upselling-scripts"]],
  ["optimize", ["front-desk-upselling-scripts"]],
  ["standardise", ["guest-recovery-playbook", "front-desk-upselling-scripts"]],
  ["colour", ["bangkok-brasserie-food-waste-audit", "par-levels-fifo-storeroom"]],
  ["flavor", ["fermentation-program-commercial-kitchens", "ai-prompts-for-hospitality-operators"]],
  ["programme", ["fermentation-program-commercial-kitchens"]],
  ["liter", ["bangkok-brasserie-food-waste-audit", "par-levels-fifo-storeroom"]],
  ["labeled", ["par-levels-fifo-storeroom", "menu-engineering-matrix-field-guide"]],
  ["waste audits", ["wp-sustainable-kitchen-operations", "bangkok-brasserie-food-waste-audit"]],
  ["benchmark", ["covers-per-labour-hour-benchmarks", "commercial-kitchen-energy-benchmark"]],
  ["menu enginering", ["menu-engineering-matrix-field-guide", "prime-cost-weekly-control"]],
  ["temperature logging", ["cold-chain-temperature-logging-study", "fermentation-program-commercial-kitchens", "haccp-plan-small-kitchens"]],
  ["breakfast buffet", ["hotel-breakfast-buffet-cost-model"]],
  ["guest's recovery", ["guest-recovery-playbook"]],
];

/** FTS5 syntax, huge and odd input: each finds what its words find, or nothing, and never errors. */
const ODD_QUERIES = [
  'NEAR(', '"', "a OR", "title:x", "*", "-", "(()", "labour*", "ครัว", 'NEAR("kitchen" "waste", 2)', "{title}: ^kitchen", "kitchen AND NOT waste",
  "x".repeat(5000), "labour ".repeat(400), "\u0000\u0002kitchen\u0003", "\ud800 kitchen", "😀 menu", "مطبخ", "e\u0301\u0301\u0301", "'s", "’",
];

describe("the Prompt Vault finds every word, in any form and order", () => {
  it.each(VAULT_TABLE)("%s", async (q, expected) => {
    expect((await vault(q)).found).toEqual([...expected].sort());
  });

  it("offers the closest spelling, and prompts with some of the words, when nothing has all of them", async () => {
    expect(await vault("reveiw")).toMatchObject({ found: [], suggestion: "review" });
    expect(await vault("pla waste")).toMatchObject({ found: [], suggestion: "plan waste", closest: [COST_VARIANCE, WASTE_PLAN] });
    expect((await vault("review xyzzy")).closest).toEqual([COMPLAINT_REPLY]);
    expect(await vault("xyzzy")).toEqual({ found: [], suggestion: null, closest: [] });
  });

  it("never errors, whatever is typed", async () => {
    for (const q of ODD_QUERIES) await expect(vault(q), q).resolves.toBeDefined();
  });
});

describe("the Knowledge Center finds every word, in US and UK spelling", () => {
  it.each(BLOG_TABLE)("%s", (q, expected) => {
    const { hits, total } = searchPublished(q, null, 1);
    expect(hits.map((h) => h.slug ?? h.ref).sort()).toEqual([...expected].sort());
    expect(total).toBe(expected.length);
  });

  it("finds the same posts in either spelling", () => {
    for (const [us, uk] of [["labor", "labour"], ["optimize", "optimise"], ["color", "colour"], ["flavor", "flavour"]]) {
      expect(searchPublished(us!, null, 1).hits.map((h) => h.ref), us).toEqual(searchPublished(uk!, null, 1).hits.map((h) => h.ref));
    }
  });

  it("offers the closest spelling, and posts with some of the words, when nothing has all of them", () => {
    expect(searchPublished("fermentaton", null, 1)).toMatchObject({ total: 0, suggestion: "fermentation" });
    const some = searchPublished("breakfast xyzzy", null, 1);
    expect(some.total).toBe(0);
    expect(some.closest.map((h) => h.slug)).toContain("hotel-breakfast-buffet-cost-model");
    expect(searchPublished("xyzzy", null, 1)).toMatchObject({ total: 0, suggestion: null, closest: [] });
  });

  it("never errors on FTS5 syntax, whatever is typed", () => {
    for (const q of ODD_QUERIES) expect(() => searchPublished(q, null, 1), q).not.toThrow();
  });
});
