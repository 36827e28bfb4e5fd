/**
 * A page change scrolls at once, as a new document would: to the top of the new
 * page, and Back to where the reader was. Only a jump to a #section glides (ADR 197).
 * The frames are counted by the page's own timers, so these run with JavaScript on;
 * without it every page is a new document, and the rule that glides is the same CSS.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { recordScrollPerFrame, scrollPerFrame } from "./support";

/** Runs `act` and returns the page's scroll position in each frame, once it has stood still for 0.3 s (after at least half a second). */
async function framesDuring(page: Page, act: () => Promise<unknown>) {
  await page.evaluate(recordScrollPerFrame);
  await act();
  await page.waitForTimeout(500);
  await expect.poll(() => page.evaluate(() => new Promise((done) => { const y = scrollY; setTimeout(() => done(scrollY === y), 300); }))).toBe(true);
  return scrollPerFrame(page);
}

test("a page change starts at the top at once, and Back returns at once to where the reader was @js-only", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.evaluate(() => window.scrollTo({ top: 4000, behavior: "instant" }));
  // Until the home page's lower sections are all laid out (ADR 196): a section above that takes its real height moves the scroll.
  await expect.poll(() => page.locator(".below-fold > :not([data-laid-out])").count()).toBe(0);
  const reading = await page.evaluate(() => scrollY);
  expect(reading).toBeGreaterThan(3500);
  // A client-side navigation, as a tap on any link to another page.
  const forward = await framesDuring(page, async () => {
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('header a[href="/blog"]')!.click());
    await expect(page).toHaveURL(/\/blog$/);
  });
  // One frame far down, the next at the top: a glide passes through the page (…, 52, 42, 34, …, 2, 1, 0).
  expect(forward.at(-1)).toBe(0);
  expect(forward[forward.indexOf(0) - 1], `frame by frame: ${forward.join(", ")}`).toBeGreaterThan(3000);
  const back = await framesDuring(page, () => page.goBack());
  expect(back.at(-1)).toBe(reading);
  expect(back[back.indexOf(reading) - 1], `frame by frame: ${back.join(", ")}`).toBe(0);
});

test("a link to a section on the same page glides there, unless the visitor asks for less motion @js-only", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    await page.emulateMedia({ reducedMotion });
    await page.goto("/");
    const positions = await framesDuring(page, () => page.getByRole("link", { name: "Our Solutions" }).click());
    await expect(page.locator("#services")).toBeInViewport();
    const between = positions.filter((y) => y > 0 && y < positions.at(-1)!);
    if (reducedMotion === "reduce") expect(between, `frame by frame: ${positions.join(", ")}`).toEqual([]);
    else expect(between.length, `frame by frame: ${positions.join(", ")}`).toBeGreaterThan(3);
  }
});
