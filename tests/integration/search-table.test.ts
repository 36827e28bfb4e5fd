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
  const data = await loader({ request: new Request(`http://localhost/prompt-vault?q=${encodeURIComponent(q)}`), params: {}, context: {} });
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
  ["review reply", [COMPLAINT_REPLY]],
  ["reviews", [COMPLAINT_REPLY]],
  ["replying", [COMPLAINT_REPLY]],
  ["waste", [COST_VARIANCE, WASTE_PLAN]],
  ["Waste", [COST_VARIANCE, WASTE_PLAN]],
  ["wast", [COST_VARIANCE, WASTE_PLAN]],
  ["waste plan", [COST_VARIANCE, WASTE_PLAN]],
  ["plan waste", [COST_VARIANCE, WASTE_PLAN]],
  ["food cost", ["prompt-food-cost-variance-analysis", "prompt-food-waste-reduction-plan", "prompt-menu-engineering-analysis"]],
  ["allergen", ["prompt-multilingual-menu-descriptions"]],
  ["social media", ["prompt-multilingual-launch-campaign"]],
  ["!!!", []],
  ["xyzzy", []],
];

/** Query → posts it must find (among others), by slug. */
const BLOG_TABLE: [string, string[]][] = [
  ["labor", ["covers-per-labour-hour-benchmarks", "prime-cost-weekly-control"]],
  ["labour", ["covers-per-labour-hour-benchmarks", "prime-cost-weekly-control"]],
  ["labor cost", ["covers-per-labour-hour-benchmarks", "prime-cost-weekly-control"]],
  ["optimise", ["front-desk-upselling-scripts"]],
  ["optimize", ["front-desk-upselling-scripts"]],
  ["colour", ["bangkok-brasserie-food-waste-audit", "par-levels-fifo-storeroom"]],
  ["flavour", ["fermentation-program-commercial-kitchens"]],
  ["waste audits", ["bangkok-brasserie-food-waste-audit"]],
  ["benchmark", ["covers-per-labour-hour-benchmarks", "commercial-kitchen-energy-benchmark"]],
  ["menu enginering", ["menu-engineering-matrix-field-guide"]],
  ["temperature logging", ["cold-chain-temperature-logging-study"]],
  ["breakfast buffet", ["hotel-breakfast-buffet-cost-model"]],
];

describe("the Prompt Vault finds every word, in any form and order", () => {
  it.each(VAULT_TABLE)("%s", async (q, expected) => {
    expect((await vault(q)).found).toEqual([...expected].sort());
  });

  it("offers the closest spelling, and prompts with some of the words, when nothing has all of them", async () => {
    expect(await vault("reveiw")).toMatchObject({ found: [], suggestion: "review" });
    expect((await vault("review xyzzy")).closest).toEqual([COMPLAINT_REPLY]);
    expect(await vault("xyzzy")).toEqual({ found: [], suggestion: null, closest: [] });
  });
});

describe("the Knowledge Center finds every word, in US and UK spelling", () => {
  it.each(BLOG_TABLE)("%s", (q, expected) => {
    const { hits } = searchPublished(q, null, 1);
    expect(hits.map((h) => h.slug)).toEqual(expect.arrayContaining(expected));
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
    for (const q of ['NEAR(', '"', "a OR", "title:x", "*", "-", "(()", "labour*", "ครัว"]) expect(() => searchPublished(q, null, 1), q).not.toThrow();
  });
});
