import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, signInAs } from "./support";

actAsSeparateVisitors();

/**
 * Lighthouse's accessibility and SEO findings, kept found: axe-core (the engine
 * Lighthouse's accessibility score runs on) finds no WCAG 2 A/AA violation,
 * and no link says only "Read More" or the like (Lighthouse's link-text audit).
 */
const PAGES = [
  "/",
  "/blog",
  "/blog/prime-cost-weekly-control",
  "/blog/menu-engineering-matrix-field-guide",
  "/prompt-vault",
  "/resources",
  "/white-papers",
  "/blog?category=white-paper",
  "/login",
  "/signup",
];

/** The link texts Lighthouse's link-text audit calls not descriptive (English). */
const VAGUE_LINK_TEXTS = new Set(["click here", "click this", "go", "here", "information", "learn more", "more", "more info", "more information", "right here", "read more", "see more", "start", "this"]);

// Five pages a test: an audit takes seconds, and a slow machine must finish a test within its budget.
for (const pages of [PAGES.slice(0, 5), PAGES.slice(5)]) {
  test(`${pages.join(", ")}: no WCAG A/AA violation and no vague link text @js-only`, async ({ page }) => {
    for (const path of pages) {
      await page.goto(path);
      await expectAccessible(page);
    }
  });
}

test("a member's /account, /resources and a premium post in full are accessible too @js-only", async ({ page }) => {
  await signInAs(page, { hasAccess: true });
  for (const path of ["/account", "/resources", "/blog/menu-engineering-matrix-field-guide"]) {
    await page.goto(path);
    await expectAccessible(page);
  }
});

test("at phone size, with the menu open, nothing is too faint or unnamed @js-only", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByLabel("Open menu").click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  await expectAccessible(page);
});

async function expectAccessible(page: Page) {
  // The home page lays out its lower sections after it comes alive (docs/decisions/196). A skipped
  // section draws nothing, so axe would judge its text against what is painted where it will be.
  await expect(page.locator(".below-fold > :not([data-laid-out])")).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(found, page.url()).toEqual([]);
  const vague = await page.locator("a[href]").evaluateAll((links) =>
    links.map((link) => (link as HTMLElement).innerText.trim().toLowerCase()),
  );
  expect(vague.filter((text) => VAGUE_LINK_TEXTS.has(text)), page.url()).toEqual([]);
}
