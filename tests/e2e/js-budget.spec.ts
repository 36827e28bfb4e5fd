import { gzipSync } from "node:zlib";
import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, signInAs, sitemapPaths } from "./support";

actAsSeparateVisitors();

/** The budget: no page loads more than 100 KB of gzip JavaScript at start. */
const BUDGET_KB = 100;

/**
 * Every script a page loads at start (module preloads and scripts), each
 * gzip-compressed, summed: the same sum `npm run bench` prints. Code a page
 * loads later (dialogs, parts below the fold, a toast) is not counted.
 */
async function startupJsKb(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]!));
  expect(urls.size, `${path} loads scripts`).toBeGreaterThan(3);
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(await (await request.get(url)).body()).byteLength;
  return bytes / 1024;
}

test.describe("JavaScript budget @js-only", () => {
  test("every page of the sitemap loads at most 100 KB gzip of JS at start", async ({ request }) => {
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(10);
    const over: string[] = [];
    for (const path of [...paths, "/blog?category=white-paper", "/forgot-password", "/login", "/signup"]) {
      const kb = await startupJsKb(request, path);
      if (kb > BUDGET_KB) over.push(`${path}: ${kb.toFixed(1)} KB`);
    }
    expect(over).toEqual([]);
  });

  test("signed-in and admin pages stay within it too", async ({ page }) => {
    await signInAs(page, { role: "admin", hasAccess: true });
    // Every page of the admin's menu, read from the page, so a new one is measured too.
    await page.goto("/admin");
    const menu = await page.getByRole("navigation", { name: "Admin" }).getByRole("link").evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(menu).toEqual(expect.arrayContaining(["/admin", "/admin/insights", "/admin/subscribers", "/admin/posts"]));
    const over: string[] = [];
    for (const path of ["/", "/account", "/course", ...menu, "/admin/posts/new"]) {
      const kb = await startupJsKb(page.request, path);
      if (kb > BUDGET_KB) over.push(`${path}: ${kb.toFixed(1)} KB`);
    }
    expect(over).toEqual([]);
  });
});

/** The home page, the largest, sends at most 100 KB of HTML before compression, signed in or not. */
const HOME_HTML_BUDGET_BYTES = 100_000;

test.describe("HTML budget @js-only", () => {
  test("the home page's HTML is at most 100 KB for a visitor and for a premium customer", async ({ page, request }) => {
    const visitor = await (await request.get("/")).body();
    expect(visitor.byteLength).toBeGreaterThan(50_000);
    expect(visitor.byteLength).toBeLessThanOrEqual(HOME_HTML_BUDGET_BYTES);
    await signInAs(page, { hasAccess: true });
    const customer = await page.request.get("/");
    // The route data says the page was rendered for a reader with access.
    expect(await customer.text()).toContain('\\"hasAccess\\",true');
    expect((await customer.body()).byteLength).toBeLessThanOrEqual(HOME_HTML_BUDGET_BYTES);
  });
});
