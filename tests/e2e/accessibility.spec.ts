import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, signInAs, sitemapPaths } from "./support";

actAsSeparateVisitors();

/**
 * Lighthouse's accessibility and SEO findings, kept found: axe-core (the engine
 * Lighthouse's accessibility score runs on) finds no violation of WCAG 2.0,
 * 2.1 and 2.2 A/AA on any page the sitemap lists or in any dialog, on a phone
 * (375 px) and a laptop (1280 px); and no link says only "Read More" or the
 * like (Lighthouse's link-text audit).
 */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const WIDTHS = [375, 1280];
/** Pages the sitemap leaves out (no index) that visitors still reach. */
const UNLISTED = ["/login", "/signup", "/forgot-password", "/blog?category=white-paper"];
const DIALOGS = ["signin", "signup", "client-login", "enquiry", "affiliate"];
/** The pages are audited in this many tests per width, so each stays well within its time budget on a loaded machine. */
const SHARDS = 8;

/** The link texts Lighthouse's link-text audit calls not descriptive (English). */
const VAGUE_LINK_TEXTS = new Set(["click here", "click this", "go", "here", "information", "learn more", "more", "more info", "more information", "right here", "read more", "see more", "start", "this"]);

for (const width of WIDTHS) {
  for (let shard = 0; shard < SHARDS; shard++) {
    test(`at ${width} px, sitemap pages ${shard + 1}/${SHARDS}: no WCAG 2.x A/AA violation and no vague link text @js-only`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const paths = [...(await sitemapPaths(request)), ...UNLISTED];
      expect(paths.length).toBeGreaterThan(30);
      for (const path of paths.filter((_, i) => i % SHARDS === shard)) {
        await page.goto(path);
        await expectAccessible(page);
      }
    });
  }

  // The pages behind are audited above: here the dialog alone, on a light page, scrolled to its end too (on a phone its panel scrolls).
  test(`at ${width} px, every dialog: no WCAG 2.x A/AA violation @js-only`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const dialog of DIALOGS) {
      await page.goto(`/privacy?dialog=${dialog}`);
      const panel = page.getByRole("dialog");
      await expect(panel).toBeVisible();
      for (const end of [false, true]) {
        if (end) await panel.evaluate((element) => element.scrollTo(0, element.scrollHeight));
        const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(WCAG_TAGS).analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `${dialog}${end ? ", scrolled" : ""}`).toEqual([]);
      }
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
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(found, page.url()).toEqual([]);
  const vague = await page.locator("a[href]").evaluateAll((links) =>
    links.map((link) => (link as HTMLElement).innerText.trim().toLowerCase()),
  );
  expect(vague.filter((text) => VAGUE_LINK_TEXTS.has(text)), page.url()).toEqual([]);
}
