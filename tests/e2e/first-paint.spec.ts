import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, signInAs } from "./support";

actAsSeparateVisitors();

/**
 * The first paint never waits for JavaScript (ADR 172): no script is
 * even requested before the page has painted a frame, and it still hydrates.
 */
for (const path of ["/", "/blog", "/prompt-vault"]) {
  test(`${path}: a frame is painted before any script is requested, then the page hydrates @js-only`, async ({ page }) => {
    // Every animation frame's start, from the document's first moment.
    await page.addInitScript(() => {
      const frames: number[] = [];
      Object.assign(window, { frames_: frames });
      const tick = () => {
        frames.push(performance.now());
        if (frames.length < 120) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto(path);
    const timing = await page.evaluate(() => ({
      frames: (window as unknown as { frames_: number[] }).frames_,
      arrived: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseEnd,
      scripts: performance
        .getEntriesByType("resource")
        // The build's scripts (its stylesheet is requested before the first paint, as it must be).
        .filter((entry) => /^\/build\/.*\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(3);
    const firstScript = Math.min(...timing.scripts);
    // Two frames began between the document's arrival and the first script
    // request: the first of them was laid out and painted with no script at all.
    const framesBefore = timing.frames.filter((t) => t >= timing.arrived && t <= firstScript);
    expect(framesBefore.length, JSON.stringify({ ...timing, firstScript })).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1);
    await expectClientSideNavigation(page);
  });
}

test("a signed-in page, rendered with a nonce, hydrates the same way @js-only", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signInAs(page);
  await page.goto("/account");
  await expect(page.locator("#remix-scripts")).toHaveCount(0);
  await expectClientSideNavigation(page);
  expect(errors).toEqual([]);
});

test("without JavaScript the held scripts stay inert and nothing is fetched for them @no-js-only", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (isBuiltScript(request.url())) scripts.push(request.url());
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts).toEqual([]);
});

/** A script of the build (the build's stylesheet is requested before the first paint, as it must be). */
function isBuiltScript(url: string) {
  const { pathname } = new URL(url);
  return pathname.startsWith("/build/") && pathname.endsWith(".js");
}

/** Hydrated: following a footer link changes the page without loading a new document. */
async function expectClientSideNavigation(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const link = page.locator("footer a[href='/case-studies']").first();
  await link.click();
  await expect(page).toHaveURL(/\/case-studies$/);
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
}
