import fs from "node:fs";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import * as s from "~/db/schema";
import { resolveStorageKey } from "~/services/files/storage.server";
import { dataDirFrom } from "~/utils/env.server";
import { seedDatabase } from "../../seed/index";

const counts = () => ({
  products: db.select({ n: count() }).from(s.products).get()?.n,
  premiumResources: db.select({ n: count() }).from(s.premiumResources).get()?.n,
  resourceFiles: db.select({ n: count() }).from(s.resourceFiles).get()?.n,
  whitePapers: db.select({ n: count() }).from(s.whitePapers).get()?.n,
  libraryPrompts: db.select({ n: count() }).from(s.libraryPrompts).get()?.n,
  promptBundles: db.select({ n: count() }).from(s.promptBundles).get()?.n,
  blogPosts: db.select({ n: count() }).from(s.blogPosts).get()?.n,
});

beforeAll(async () => {
  await seedDatabase(db, dataDirFrom());
});

describe("seed", () => {
  it("is idempotent: a second run changes no counts", async () => {
    const first = counts();
    await seedDatabase(db, dataDirFrom());
    expect(counts()).toEqual(first);
    expect(first.products).toBeGreaterThanOrEqual(15);
  });

  it("does not overwrite rows an admin changed", async () => {
    db.update(s.products).set({ name: "Renamed by admin" }).where(eq(s.products.id, "nutri_sync")).run();
    await seedDatabase(db, dataDirFrom());
    expect(db.select().from(s.products).where(eq(s.products.id, "nutri_sync")).get()?.name).toBe("Renamed by admin");
  });

  it("has every SPEC §3 catalogue product at its price", () => {
    const expected: Record<string, number> = {
      digital_kitchen_playbook: 7999,
      chef_fuel_formula: 1999,
      nutri_sync: 1999,
      meal_capture: 1999,
      digital_food_cost_calculator: 7999,
      digital_restaurant_profit_formula: 9999,
      digital_sop_template_collection: 14999,
      consulting_kitchen_design: 49999,
      consulting_menu_engineering: 29999,
      consulting_sustainability_audit: 59999,
      consulting_staff_training: 19999,
      bundle_efficiency_package: 19999,
    };
    const rows = db.select().from(s.products).where(eq(s.products.listed, true)).all();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.priceCents]))).toEqual(expected);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get("digital_kitchen_playbook")?.isFeatured).toBe(true);
    for (const id of ["consulting_kitchen_design", "consulting_sustainability_audit"]) {
      expect(byId.get(id)).toMatchObject({ isConsulting: true, customQuote: true });
    }
    for (const id of ["consulting_menu_engineering", "consulting_staff_training"]) {
      expect(byId.get(id)).toMatchObject({ isConsulting: true, customQuote: false });
    }
    for (const row of rows) {
      expect(row.features.length, row.id).toBeGreaterThan(0);
      expect(row.targetAudience, row.id).not.toBe("");
      expect(row.ctaText, row.id).not.toBe("");
    }
  });

  it("bundles four products whose prices add up to 409.96", () => {
    const bundle = db.select().from(s.products).where(eq(s.products.id, "bundle_efficiency_package")).get();
    expect(bundle?.name).toBe("The Efficiency Package");
    const included = db.select().from(s.products).all().filter((p) => bundle?.includes?.includes(p.id));
    expect(included).toHaveLength(4);
    expect(included.reduce((sum, p) => sum + p.priceCents, 0)).toBe(40996);
  });

  it("sells premium access, the course, the guidebook and the monthly white-paper plan; premium papers come with access", () => {
    const get = (id: string) => db.select().from(s.products).where(eq(s.products.id, id)).get();
    expect(get("hospitality-bundle")).toMatchObject({ kind: "access", priceCents: 4999, currency: "usd", billingInterval: null });
    expect(get("daily_ai_course")).toMatchObject({ kind: "course" });
    expect(get("fermentation_guidebook")).toMatchObject({ priceCents: 79000, currency: "thb" });
    const papers = db.select().from(s.whitePapers).all();
    expect(papers.filter((p) => p.category === "free")).toHaveLength(2);
    // docs/spec-notes.md#one-offer-for-premium-papers-spec-3-9: no paper is sold on its own for less than the access that includes it.
    expect(papers.filter((p) => p.category === "premium").map((p) => p.productId)).toEqual([null, null]);
    const monthly = papers.filter((p) => p.category === "subscription").map((p) => get(p.productId ?? ""));
    expect(monthly.map((p) => [p?.priceCents, p?.billingInterval])).toEqual([[1999, "month"]]);
    expect(db.select().from(s.products).where(eq(s.products.kind, "white-paper")).all().map((p) => p.id)).toEqual(["wp_operator_briefing_subscription"]);
  });

  it("stores real PDFs for the premium resources, white papers and the attachment", () => {
    const files = db.select().from(s.resourceFiles).all();
    expect(files.map((f) => f.resourceId).sort()).toEqual(["ai-hospitality-starter", "department-prompt-pack", "prompt-rulebook"]);
    const expectedMb: Record<string, number> = { "prompt-rulebook": 2.4, "department-prompt-pack": 3.8, "ai-hospitality-starter": 5.2 };
    for (const file of files) {
      const bytes = fs.readFileSync(resolveStorageKey(file.storageKey));
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(bytes.byteLength).toBe(file.sizeBytes);
      const mb = file.sizeBytes / 1_000_000;
      const target = expectedMb[file.resourceId] ?? 0;
      expect(mb).toBeGreaterThan(target * 0.5);
      expect(mb).toBeLessThan(target * 1.5);
    }
    for (const paper of db.select().from(s.whitePapers).all()) {
      const bytes = fs.readFileSync(resolveStorageKey(`white-papers/${paper.fileName}`));
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(bytes.byteLength).toBe(paper.fileSize);
    }
    const withAttachment = db.select().from(s.blogPosts).all().filter((p) => p.attachmentUrl);
    expect(withAttachment).toHaveLength(1);
    const name = withAttachment[0]?.attachmentUrl?.split("/").pop() ?? "";
    expect(fs.readFileSync(resolveStorageKey(`attachments/${name}`)).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("gives every digital product a real PDF of its own, a title page and a few pages", async () => {
    const { PDFDocument } = await import("pdf-lib");
    const digital = db.select().from(s.products).where(eq(s.products.kind, "digital")).all();
    expect(digital.length).toBeGreaterThanOrEqual(5);
    for (const product of digital) {
      expect(product.fileName, product.id).toMatch(/\.pdf$/);
      const bytes = fs.readFileSync(resolveStorageKey(`products/${product.fileName}`));
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
      expect(pdf.getPageCount()).toBeLessThanOrEqual(12);
    }
  });

  it("uses every prompt enumeration value and seeds 10 prompts and 6 bundles over 5 roles", () => {
    const prompts = db.select().from(s.libraryPrompts).all();
    expect(prompts).toHaveLength(10);
    expect(new Set(prompts.map((p) => p.department))).toEqual(new Set(s.DEPARTMENTS));
    expect(new Set(prompts.map((p) => p.difficulty))).toEqual(new Set(s.DIFFICULTIES));
    expect(new Set(prompts.map((p) => p.language))).toEqual(new Set(s.LANGUAGES));
    expect(new Set(prompts.map((p) => p.useCase))).toEqual(new Set(s.USE_CASES));
    const bundles = db.select().from(s.promptBundles).all();
    expect(bundles).toHaveLength(6);
    expect(new Set(bundles.map((b) => b.role))).toEqual(new Set(s.PROMPT_ROLES));
    for (const bundle of bundles) {
      expect(bundle.prompts.length).toBeGreaterThan(0);
      expect(bundle.tips.length).toBeGreaterThan(0);
    }
  });

  it("seeds at least 14 published posts across all categories, with premium long reads and one draft", () => {
    const posts = db.select().from(s.blogPosts).all();
    const published = posts.filter((p) => p.isPublished);
    expect(published.length).toBeGreaterThanOrEqual(14);
    expect(new Set(published.map((p) => p.category))).toEqual(new Set(s.BLOG_CATEGORIES));
    const words = (html: string) => html.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;
    const longPremium = published.filter((p) => p.isPremium && words(p.content) >= 600);
    expect(longPremium.length).toBeGreaterThanOrEqual(4);
    const drafts = posts.filter((p) => !p.isPublished);
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    for (const post of published) expect(post.publishedAt, post.slug).toBeInstanceOf(Date);
    // Stored HTML passed the allow-list.
    for (const post of posts) expect(post.content).not.toMatch(/<script|on\w+=|style=/i);
  });
});
