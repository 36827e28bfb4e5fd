/**
 * What a phone does before the page comes alive (docs/decisions/195): the code
 * every page runs at start is marked for compiling while it downloads, and the
 * icons are one SVG image the browser builds once, not one per glyph.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";

const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

test("the code every page runs at start is served with V8's compile hint, a route's own code without @js-only", async ({ page }) => {
  await page.goto("/");
  const manifest = await page.evaluate(() => window.__remixManifest);
  const root = manifest.routes.root!;
  const startup = [manifest.entry.module, ...manifest.entry.imports, root.module, ...(root.imports ?? [])];
  expect(startup.length).toBeGreaterThan(3);
  for (const url of startup) expect((await (await page.request.get(url)).text()).startsWith(COMPILE_HINT), url).toBe(true);
  const home = manifest.routes["routes/_index"]!.module;
  expect((await (await page.request.get(home)).text()).startsWith(COMPILE_HINT), home).toBe(false);
});

/** Records, for each task that added any, the module preloads and scripts it put in the page. */
async function recordScriptBatches(page: Page, { hidden = false } = {}) {
  await page.addInitScript((hidden) => {
    if (hidden) Object.defineProperty(document, "visibilityState", { get: () => "hidden" });
    const batches: string[][] = [];
    (window as unknown as { batches: string[][] }).batches = batches;
    new MutationObserver((records) => {
      const added = records.flatMap((r) => [...r.addedNodes]).filter((n): n is Element => n instanceof Element && (n.matches("link[rel=modulepreload]") || n.localName === "script"));
      if (added.length) batches.push(added.map((n) => (n.localName === "script" ? "script" : "preload")));
    }).observe(document, { childList: true, subtree: true });
  }, hidden);
  const html = await (await page.request.get("/")).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"/g)].length;
  expect(preloads).toBeGreaterThan(8);
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => (window as unknown as { batches: string[][] }).batches.flat().filter((k) => k === "preload").length)).toBe(preloads);
  const batches = await page.evaluate(() => (window as unknown as { batches: string[][] }).batches.filter((b) => b.includes("preload")));
  return { preloads, batches, largest: Math.max(...batches.map((b) => b.filter((k) => k === "preload").length)) };
}

test("the module preloads are put in place four to a task, then the scripts, in the server's order @js-only", async ({ page }) => {
  const { batches, largest } = await recordScriptBatches(page);
  expect(largest).toBeLessThanOrEqual(4);
  // The scripts come with or after the last preloads, never before one.
  const order = batches.flat();
  expect(order.lastIndexOf("preload")).toBeLessThan(order.indexOf("script"));
});

test("a page opened in a background tab, whose timers the browser slows, puts them all in place at once @js-only", async ({ page }) => {
  const { preloads, largest } = await recordScriptBatches(page, { hidden: true });
  expect(largest).toBe(preloads);
});

test("every icon on the home page, the checks included, is a cell of one SVG image", async ({ page }) => {
  await page.goto("/");
  const icons = await page.evaluate(() => {
    const glyph = (icon: Element) => [...icon.classList].find((c) => c.startsWith("icon-") && !["icon-small", "icon-large"].includes(c));
    // Every masked box: each .icon, and each check list item's ::before.
    const masked = [
      ...[...document.querySelectorAll(".icon")].map((icon) => ({ name: glyph(icon), style: getComputedStyle(icon) })),
      ...[...document.querySelectorAll(".check-list > li")].map((item) => ({ name: "check", style: getComputedStyle(item, "::before") })),
    ];
    const cells = Object.fromEntries(masked.map((m) => [m.name, m.style.maskPosition]));
    return { count: masked.length, images: [...new Set(masked.map((m) => m.style.maskImage))], cells };
  });
  expect(icons.count).toBeGreaterThan(20);
  expect(icons.images).toHaveLength(1);
  expect(icons.images[0]).toContain("data:image/svg+xml");
  // Each glyph its own cell: the nine service glyphs, the chevron and the check are told apart by position alone.
  const cells = Object.values(icons.cells);
  expect(icons.cells.check).toBeDefined();
  expect(cells.length).toBeGreaterThanOrEqual(11);
  expect(new Set(cells).size).toBe(cells.length);
});
