/**
 * The home page on a phone: its thirteen sections, laid out as on a
 * desktop, would be about 29 screens at 375px, so below the `sm` breakpoint
 * only they are condensed (docs/spec-notes.md#home-page-on-phones-spec-2).
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";

const product = (page: Page, name: string) => page.locator("#products article", { has: page.getByRole("heading", { name, exact: true }) });

test.describe("on a 375px phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  // 15,000px is about 18 screens of this phone; the sections stacked without the phone layout would be 29.
  test("the home page is at most 15,000px tall and nothing overflows sideways", async ({ page }) => {
    await page.goto("/");
    const { height, width } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      width: document.documentElement.scrollWidth,
    }));
    console.log(`home page at 375px: ${height}px tall`);
    expect(height).toBeLessThanOrEqual(15_000);
    expect(width).toBeLessThanOrEqual(375);
    for (const id of ["about", "services", "products", "resources", "contact"]) await expect(page.locator(`#${id}`)).toHaveCount(1);
  });
});

test("a product card shows three features and the rest behind 'Show all N features'", async ({ page }) => {
  await page.goto("/");
  const card = product(page, "Digital Kitchen Playbook");
  const features = card.locator("li");
  const total = await features.count();
  expect(total).toBeGreaterThan(3);
  const disclosure = card.locator("details");
  const summary = disclosure.locator("summary");
  await expect(summary.locator("span:visible")).toHaveText(`Show all ${total} features`);
  await expect(card.locator("li:visible")).toHaveCount(3);
  await summary.click();
  await expect(card.locator("li:visible")).toHaveCount(total);
});

test("on a laptop nothing is condensed away", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  for (const alt of ["A herbal infusion", "Floor plan of a zoned commercial kitchen"]) await expect(page.getByAltText(alt, { exact: false })).toBeVisible();
  await expect(page.getByText(/^Swipe to see all/)).toHaveCount(3);
  for (const hint of await page.getByText(/^Swipe to see all/).all()) await expect(hint).toBeHidden();
  const desktop = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(desktop).toBeGreaterThan(5_000);
});
