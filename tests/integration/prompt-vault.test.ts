import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { loader } from "~/routes/prompt-vault";
import { dataDirFrom } from "~/utils/env.server";
import { seedDatabase } from "../../seed/index";
import { copySeedFiles } from "../support/seeded";

beforeAll(async () => {
  copySeedFiles(dataDirFrom());
  await seedDatabase(db, dataDirFrom());
});

async function load(query: string, init?: RequestInit) {
  return loader({ request: new Request(`http://localhost:3000/prompt-vault${query}`, init), params: {}, context: {} });
}

async function loadSearch(query: string) {
  const data = await load(query);
  if (data.view !== "search") throw new Error(`expected the search view, got ${data.view}`);
  return data;
}

async function loadRole(query: string) {
  const data = await load(query);
  if (data.view !== "role") throw new Error(`expected the role view, got ${data.view}`);
  return data;
}

const titles = (data: { prompts: { title: string }[] }) => data.prompts.map((p) => p.title);

describe("/prompt-vault loader: search view", () => {
  it("opens on 'Search by Criteria' with all ten prompts and no filter selected", async () => {
    const data = await loadSearch("");
    expect(data.prompts).toHaveLength(10);
    expect(data.term).toBe("");
    expect(data.groups.map((g) => g.label)).toEqual(["Department", "Difficulty", "Language", "Use Case"]);
    expect(data.groups.flatMap((g) => g.options).some((o) => o.selected)).toBe(false);
    expect(data.bundle).toBeNull();
  });

  it("filters by a term, case-insensitively, against title, context and prompt text", async () => {
    const data = await loadSearch("?q=%20HACCP%20");
    expect(data.term).toBe("HACCP");
    expect(titles(data)).toEqual(["HACCP Cooling & Reheating SOP", "Kitchen Onboarding Plan for New Staff (Thai)"]);
  });

  it("combines groups with AND and repeated values with OR", async () => {
    const and = await loadSearch("?department=Kitchen%20Systems&difficulty=Intermediate");
    expect(titles(and)).toEqual(["HACCP Cooling & Reheating SOP", "30-Day Food Waste Reduction Plan"]);
    const or = await loadSearch("?department=Kitchen+Systems&department=Front+Office&difficulty=Intermediate");
    expect(titles(or)).toEqual([
      "HACCP Cooling & Reheating SOP",
      "Multilingual Guest Complaint Reply",
      "30-Day Food Waste Reduction Plan",
      "Front Desk Upsell Training Session",
    ]);
  });

  it("ignores unknown values and params instead of failing", async () => {
    const data = await loadSearch("?department=Nope&difficulty=expert&language=&useCase=Marketing&useCase=Marketing&view=grid&role=Pirate&bundle=missing&foo=1");
    const selected = data.groups.flatMap((g) => g.options.filter((o) => o.selected).map((o) => o.value));
    expect(selected).toEqual(["Marketing"]);
    expect(titles(data)).toEqual(["Social Media Launch Plan in Three Languages"]);
    expect(data.role).toBe("Chef");
    expect(data.bundle).toBeNull();
  });

  it("counts for each option the prompts it would match with the other filters applied", async () => {
    const data = await loadSearch("?department=Kitchen%20Systems&difficulty=Intermediate");
    const counts = (key: string) =>
      Object.fromEntries(data.groups.find((g) => g.key === key)!.options.map((o) => [o.value, o.count]));
    // Department counts apply Intermediate only; Difficulty counts apply Kitchen Systems only.
    expect(counts("department")).toEqual({
      "Kitchen Systems": 2,
      "F&B Operations": 0,
      "Front Office": 2,
      Marketing: 0,
      "Staff Training": 0,
    });
    expect(counts("difficulty")).toEqual({ Beginner: 0, Intermediate: 2, Advanced: 1 });
  });

  it("returns the empty result when nothing matches", async () => {
    expect((await loadSearch("?q=no-such-prompt-anywhere")).prompts).toEqual([]);
  });

  it("gives a fresh visitor the same result for the same shared URL", async () => {
    const url = "?q=menu&language=Multilingual&language=English";
    const first = await loadSearch(url);
    const again = await loadSearch(url);
    const fromElsewhere = await load(url, { headers: { Cookie: "other=1", Referer: "https://example.com" } });
    expect(again).toEqual(first);
    expect(fromElsewhere).toEqual(first);
    expect(titles(first)).toEqual([
      "Menu Engineering Analysis from POS Data",
      "Social Media Launch Plan in Three Languages",
      "Multilingual Menu Descriptions with Menu Engineering",
    ]);
  });
});

describe("/prompt-vault loader: role view", () => {
  it("defaults to Chef and lists all five roles with six bundles between them", async () => {
    const data = await loadRole("?view=role");
    expect(data.role).toBe("Chef");
    expect(data.roles.map((r) => r.role)).toEqual(["Chef", "GM", "BarManager", "Receptionist", "CostController"]);
    expect(data.roles.reduce((sum, r) => sum + r.bundleCount, 0)).toBe(6);
    expect(data.bundles.map((b) => b.title)).toEqual(["Kitchen Systems & Food Safety", "Menu Development & Costing"]);
    expect(data.bundles[0]).toMatchObject({ promptCount: 3, tipCount: expect.any(Number) });
    // The list sends summaries only: the prompt texts come with the dialog.
    expect(data.bundles[0]).not.toHaveProperty("prompts");
  });

  it("shows the picked role's bundles, and falls back to Chef for an unknown role", async () => {
    expect((await loadRole("?view=role&role=GM")).bundles.map((b) => b.id)).toEqual(["bundle-gm-operations-revenue"]);
    expect((await loadRole("?view=role&role=")).role).toBe("Chef");
    expect((await loadRole("?view=role&role=gm")).role).toBe("Chef");
  });

  it("opens a bundle from ?bundle=<id> with its prompts and tips", async () => {
    const data = await loadRole("?view=role&role=CostController&bundle=bundle-cost-controller-variance");
    expect(data.bundle?.title).toBe("Cost Control & Variance Analysis");
    expect(data.bundle?.prompts.map((p) => p.title)).toEqual([
      "Monthly F&B Cost Reconciliation",
      "Supplier Price Comparison",
      "Yield Test Analysis",
    ]);
    expect(data.bundle?.prompts.every((p) => p.text && p.sampleOutput)).toBe(true);
    expect(data.bundle?.tips.length).toBeGreaterThan(0);
  });
});
