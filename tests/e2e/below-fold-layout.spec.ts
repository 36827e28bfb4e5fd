/**
 * The home page's sections below the fold (docs/decisions/196): with
 * JavaScript on, the first frame skips them and the page lays them out one per
 * frame once it is alive; with JavaScript off nothing is ever skipped. An
 * address with a #fragment lands on its section either way, and a reload comes
 * back to the same place at once.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { recordScrollPerFrame, scrollPerFrame } from "./support";

const BELOW_FOLD = ".below-fold > *";
/** The root's scroll-padding-top (7.5rem in app/tailwind.css). */
const SCROLL_PADDING = 120;

/** Whether each section below the fold is rendered: a skipped one's content is hidden by content-visibility, not the section itself. */
function renderedBelowFold(page: Page) {
  return page.locator(BELOW_FOLD).evaluateAll((sections) => sections.map((s) => s.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })));
}

async function waitUntilLaidOut(page: Page) {
  await expect.poll(() => page.locator(`${BELOW_FOLD}:not([data-laid-out])`).count(), { timeout: 15_000 }).toBe(0);
}

test("the first frame skips the sections below the fold until the page's code runs @js-only", async ({ context }) => {
  // A page of its own: the fixture's page waits for hydration after each navigation.
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  // The page never comes alive: what it shows is what its first frame showed.
  await page.route(/\/build\/.*\.js$/, (route) => route.abort());
  await page.goto("/");
  await expect(page.locator("#services")).toBeVisible();
  expect(await page.locator("#services > *").evaluate((s) => s.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  expect((await renderedBelowFold(page)).length).toBeGreaterThanOrEqual(10);
  // The browser decides which sections are near the viewport at its next frame, which may come after
  // the load event (and after a scroll, below).
  await expect.poll(async () => (await renderedBelowFold(page)).slice(2).filter(Boolean).length).toBe(0);
  // A section the visitor scrolls to is laid out all the same.
  await page.locator("#contact").scrollIntoViewIfNeeded();
  await expect(page.locator("#contact form")).toBeVisible();
  await expect.poll(() => page.locator("#contact > *").evaluate((s) => s.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
});

test("once the page is alive the server's sections below the fold are laid out one per frame, and those React drew too @js-only", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    let frame = 0;
    const tick = () => {
      frame++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    // The frame in which each of the server's sections was marked laid out.
    const marks: number[] = [];
    (window as unknown as { marks: number[] }).marks = marks;
    document.addEventListener("DOMContentLoaded", () => {
      const fromServer = new Set(document.querySelectorAll(".below-fold > *"));
      new MutationObserver((records) => records.forEach((r) => fromServer.has(r.target as Element) && marks.push(frame))).observe(document, {
        subtree: true,
        attributeFilter: ["data-laid-out"],
      });
    });
  });
  await page.goto("/");
  await waitUntilLaidOut(page);
  expect((await renderedBelowFold(page)).every(Boolean)).toBe(true);
  const marks = await page.evaluate(() => (window as unknown as { marks: number[] }).marks);
  expect(marks.length).toBeGreaterThanOrEqual(5);
  expect(new Set(marks).size, `frames of the marks: ${marks.join(", ")}`).toBe(marks.length);
  // The story part, a screen below the hero on a phone, was drawn by React; its new sections were laid out too.
  await expect.poll(() => page.locator("#about").evaluate((s) => Object.keys(s).some((k) => k.startsWith("__reactFiber")))).toBe(true);
  await waitUntilLaidOut(page);
  expect((await renderedBelowFold(page)).every(Boolean)).toBe(true);
});

test("the sections a visitor scrolled past stay where they were when React draws their part @js-only", async ({ context }) => {
  // A page of its own: the fixture's page waits for hydration after each navigation.
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  // The closing part's code waits until the visitor is at its third section, past the first two.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/.*closing-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await waitUntilLaidOut(page);
  const heading = page.locator("#course-title");
  await heading.evaluate((h) => h.scrollIntoView({ block: "start", behavior: "instant" }));
  const before = await heading.evaluate((h) => Math.round(h.getBoundingClientRect().top));
  release();
  await expect.poll(() => heading.evaluate((h) => Object.keys(h).some((k) => k.startsWith("__reactFiber")))).toBe(true);
  await page.waitForTimeout(300);
  expect(await heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBe(before);
});

test("a jump to a heading whose section before ends under the sticky header: the heading holds still while React draws its part @js-only", async ({ context }) => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitUntilLaidOut(page);
  // Where the heading stands in each frame, from the jump until React has drawn the closing part and every section is laid out.
  const tops = await page.evaluate(async () => {
    const first = document.getElementById("course-title")!;
    first.scrollIntoView({ block: "start", behavior: "instant" });
    const seen: number[] = [];
    for (let frame = 0; frame < 600; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      seen.push(Math.round(document.getElementById("course-title")!.getBoundingClientRect().top));
      const drawn = !first.isConnected && document.querySelector(".below-fold > :not([data-laid-out])") === null;
      if (drawn && seen.length > 30) break;
    }
    return seen;
  });
  expect(tops.length, "React drew the closing part within 600 frames").toBeLessThan(600);
  expect(new Set(tops), `the heading's top, frame by frame: ${tops.join(", ")}`).toEqual(new Set([SCROLL_PADDING]));
});

test("with JavaScript off no section is ever skipped @no-js-only", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const skippable = await page.locator(BELOW_FOLD).evaluateAll((sections) => sections.map((s) => getComputedStyle(s).contentVisibility));
  expect(skippable.length).toBeGreaterThanOrEqual(10);
  expect(new Set(skippable)).toEqual(new Set(["visible"]));
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width} px, an address with a #fragment stays on its section while the page lays out`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const [address, target] of [
      ["/#contact", page.locator("#contact-title")],
      ["/?tab=consulting#product-consulting_kitchen_design", page.locator("#product-consulting_kitchen_design h3")],
      // SPEC's older form, which only the page's code can read: it rewrites it to ?tab=chef-apps#products.
      ...(test.info().project.use.javaScriptEnabled ? [["/#products?tab=chef-apps", page.locator("#products-title")] as const] : []),
    ] as const) {
      await page.goto(address);
      if (address.includes("#products?")) await expect(page).toHaveURL(/\/\?tab=chef-apps#products$/);
      await expect(target).toBeInViewport();
      if (test.info().project.use.javaScriptEnabled) await waitUntilLaidOut(page);
      await expect(target).toBeInViewport();
    }
  });
}

for (const withCode of [true, false]) {
  test(`a reload halfway down the page comes back to the same place, ${withCode ? "once the page is alive" : "before its code runs"} @js-only`, async ({ context }) => {
    // A page of its own: the fixture's page waits for hydration after each navigation.
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await waitUntilLaidOut(page);
    const heading = page.locator("#course-title");
    await heading.evaluate((h) => h.scrollIntoView({ block: "start", behavior: "instant" }));
    await expect.poll(() => heading.evaluate((h) => Math.round(h.getBoundingClientRect().top))).toBeLessThan(200);
    const before = await heading.evaluate((h) => Math.round(h.getBoundingClientRect().top));
    // Without its code the page shows what its first frame showed, scrolled by Remix's inline script.
    if (!withCode) await page.route(/\/build\/.*\.js$/, (route) => route.abort());
    // Where the reloaded page stands in each of its frames.
    await page.addInitScript(recordScrollPerFrame);
    await page.reload();
    if (withCode) await waitUntilLaidOut(page);
    // Remix's restore and the browser's own, which Remix leaves on for a reload, may differ by the page's scroll padding.
    const after = await heading.evaluate((h) => Math.round(h.getBoundingClientRect().top));
    expect(Math.abs(after - before), `the heading was at ${before} px and came back at ${after} px`).toBeLessThanOrEqual(SCROLL_PADDING);
    // At once: not a glide from the top through the page (ADR 197).
    const positions = await scrollPerFrame(page);
    const end = positions.at(-1)!;
    const gliding = positions.filter((y) => y > 2 * SCROLL_PADDING && y < end - 2 * SCROLL_PADDING);
    expect(gliding, `frame by frame: ${positions.join(", ")}`).toEqual([]);
  });
}
