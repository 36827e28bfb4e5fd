/**
 * The owner's dashboard in a real browser, JavaScript on and off, at a
 * phone's and a laptop's width: reached from the admin menu, the range
 * changed with its form (a preset, a custom one, one that cannot be read),
 * the funnel sorted by its headings, a CSV downloaded; the page never
 * scrolls sideways, and its charts are drawn without the page's scripts.
 */
import fs from "node:fs";
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, openE2eDatabase, signInAs } from "./support";

actAsSeparateVisitors();

const today = () => new Date().toISOString().slice(0, 10);

/** Today's teaser views and funnel events for a post of its own (so other tests' rows do not change its row). */
function funnelForAPost() {
  const slug = `funnel-${randomUUID().slice(0, 8)}`;
  const day = today();
  const at = Date.now();
  const db = openE2eDatabase();
  try {
    const view = db.prepare("INSERT INTO page_views (at, day, path, referrer_host, device, visitor, teaser_of) VALUES (?, ?, ?, 'news.example', ?, ?, ?)");
    for (let v = 0; v < 4; v++) view.run(at, day, `/blog/${slug}`, v % 2 ? "mobile" : "desktop", `${slug}-${v}`, slug);
    const event = db.prepare("INSERT INTO insight_events (at, day, name, source, post_slug, product_id, amount_cents, currency) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    event.run(at, day, "unlock_click", `/blog/${slug}`, slug, null, null, null);
    event.run(at, day, "unlock_click", `/blog/${slug}`, slug, null, null, null);
    event.run(at, day, "checkout_start", `/blog/${slug}`, slug, "hospitality-bundle", null, null);
    event.run(at, day, "purchase", `/blog/${slug}`, slug, "hospitality-bundle", 4999, "usd");
  } finally {
    db.close();
  }
  return slug;
}

/** The page top to bottom at the viewport's width (the closed mobile menu waits off-screen to the right). */
const wholePage = (viewport: { width: number }) => ({ fullPage: true, clip: { x: 0, y: 0, width: viewport.width, height: 20_000 } });

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The numbers of one column of the funnel, top to bottom. */
async function funnelColumn(page: Page, step: string) {
  const cells = await page.locator(`tr[data-funnel] td[data-step="${step}"]`).allTextContents();
  return cells.map((cell) => Number(/^[\d,]+/.exec(cell)![0].replace(/,/g, "")));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the dashboard from the admin menu: range, funnel sort and a CSV, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, { role: "admin" });
    const slug = funnelForAPost();

    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Last 7 days" })).toBeVisible();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Insights" }).click();
    await expect(page).toHaveURL(/\/admin\/insights$/);
    await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
    await expect(page.locator("[data-range]")).toContainText("Last 30 days:");

    // The charts are drawn by the server: named images with their units, there without the page's scripts.
    const traffic = page.getByRole("img", { name: "Page views and visitors per day, last 30 days" });
    await expect(traffic).toBeVisible();
    await expect(traffic.locator("text").filter({ hasText: "Views and visitors per day" })).toHaveCount(1);
    await expect(page.getByRole("img", { name: "Revenue in US$ per day, last 30 days" }).locator("text").filter({ hasText: "US$ per day" })).toHaveCount(1);

    const row = page.locator(`tr[data-funnel="${slug}"]`);
    await expect(row.locator('[data-step="teaser"]')).toHaveText("4");
    await expect(row.locator('[data-step="unlocks"]')).toHaveText("2−2 dropped");
    await expect(row.locator('[data-step="unlockRate"]')).toHaveText("50%");
    await expect(row.locator('[data-step="checkouts"]')).toHaveText("1−1 dropped");
    await expect(row.locator('[data-step="purchases"]')).toHaveText("1");
    await expect(row.locator('[data-step="overall"]')).toHaveText("25%");
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`insights-${viewport.width}.png`), ...wholePage(viewport) });

    // The funnel sorted by its headings: most purchases first, then fewest.
    const funnel = page.getByRole("region", { name: "Premium funnel per post" });
    await funnel.getByRole("link", { name: /^Purchases/ }).click();
    await expect(page).toHaveURL(/sort=purchases&dir=desc#funnel$/);
    await expect(funnel.getByRole("columnheader", { name: /^Purchases/ })).toHaveAttribute("aria-sort", "descending");
    const desc = await funnelColumn(page, "purchases");
    expect(desc).toEqual(desc.slice().sort((a, b) => b - a));
    await funnel.getByRole("link", { name: /^Purchases/ }).click();
    await expect(page).toHaveURL(/sort=purchases&dir=asc#funnel$/);
    await expect(funnel.getByRole("columnheader", { name: /^Purchases/ })).toHaveAttribute("aria-sort", "ascending");
    const asc = await funnelColumn(page, "purchases");
    expect(asc).toEqual(asc.slice().sort((a, b) => a - b));

    // The funnel's CSV, in the order the page shows.
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("section", { has: page.locator("#funnel") }).getByRole("link", { name: /^CSV/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^insights-funnel-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8").trimEnd().split("\r\n");
    expect(csv[0]).toBe("post_slug,post,teaser_visitors,unlock_clicks,unlock_rate_percent,checkouts_started,checkout_rate_percent,purchases,purchase_rate_percent,overall_percent");
    expect(csv).toContain(`${slug},${slug},4,2,50.00,1,50.00,1,100.00,25.00`);

    // A preset range from the form.
    await page.getByLabel("Period", { exact: true }).selectOption("7d");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/range=7d/);
    await expect(page.locator("[data-range]")).toContainText("Last 7 days:");
    await expect(page.getByRole("img", { name: "Page views and visitors per day, last 7 days" })).toBeVisible();

    // A custom range: today alone.
    await page.getByLabel("Period", { exact: true }).selectOption("custom");
    await page.getByLabel("From (custom)").fill(today());
    await page.getByLabel("To (custom)").fill(today());
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`range=custom&from=${today()}&to=${today()}`));
    await expect(page.locator("[data-range]")).toContainText("Custom:");
    await expect(row.locator('[data-step="teaser"]')).toHaveText("4");
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // A range that cannot be read: the message, and the last 30 days.
    await page.goto("/admin/insights?range=custom&from=2026-02-30&to=2026-03-01");
    await expect(page.getByRole("alert")).toHaveText("Enter both days as dates, such as 2026-11-01. Showing the last 30 days instead.");
    await expect(page.locator("[data-range]")).toContainText("Last 30 days:");
  });
}

test("prints the figures, charts and tables without the site's header, the admin menu, the form or the CSV links", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, { role: "admin" });
  funnelForAPost();
  await page.goto("/admin/insights");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
  await expect(page.getByRole("form", { name: "Date range" })).toBeHidden();
  await expect(page.locator("header").first()).toBeHidden();
  await expect(page.getByRole("link", { name: /^CSV/ }).first()).toBeHidden();
  await expect(page.getByRole("img", { name: "Page views and visitors per day, last 30 days" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Premium funnel per post" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("insights-print.png"), fullPage: true });
});

test("the dashboard and the overview have no WCAG 2.x A/AA violation @js-only", async ({ page }) => {
  await signInAs(page, { role: "admin" });
  funnelForAPost();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin/insights", "/admin/insights?range=12m", "/admin"]) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `${path} at ${width} px`).toEqual([]);
    }
  }
});
