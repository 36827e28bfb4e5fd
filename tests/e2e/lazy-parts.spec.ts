import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, signInAs } from "./support";

actAsSeparateVisitors();

/**
 * Parts few pages show (the account menu, a toast card) load their code when
 * shown. On a slow line that code arrives after the page is
 * hydrated; until then the server's HTML must stay on screen, even when the
 * page re-renders meanwhile (a scroll re-renders the header).
 */
test.describe("parts whose code loads when shown @js-only", () => {
  test("the account menu stays on screen while its code is slow to arrive", async ({ page }) => {
    const errors = pageErrors(page);
    await signInAs(page);
    await slowDown(page, /\/build\/_shared\/account-menu-[^/]+\.js$/);
    await page.goto("/kitchen-design-services", { waitUntil: "commit" });
    await expect(page.locator('summary[aria-label="Account menu"]')).toBeVisible();
    await page.mouse.wheel(0, 600);
    expect(await presence(page.locator('summary[aria-label="Account menu"]'))).not.toContain(0);
    await page.locator('summary[aria-label="Account menu"]').click();
    await expect(page.getByRole("link", { name: "My account" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a toast sent with the page stays on screen while the card's code is slow to arrive", async ({ page }) => {
    const errors = pageErrors(page);
    await signInAs(page);
    await page.goto("/account");
    await page.waitForLoadState("networkidle");
    await slowDown(page, /\/build\/_shared\/toast-card-[^/]+\.js$/);
    // A plain form submission (not Remix's): the next page arrives as a document with its flash toast.
    await page.evaluate(() => document.querySelector<HTMLFormElement>('form[action="/logout"]')!.submit());
    await page.waitForURL((url) => url.pathname === "/", { waitUntil: "commit" });
    await expect(page.locator("[data-toast]")).toContainText("Signed out");
    await page.mouse.wheel(0, 600);
    expect(await presence(page.locator("[data-toast]"))).not.toContain(0);
    expect(errors).toEqual([]);
  });
});

/** Holds back matching requests for 1.5 s, as a slow phone line would. */
async function slowDown(page: Page, url: RegExp) {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

/** How many matching elements there are, sampled every 100 ms for 2 s. */
async function presence(locator: Locator) {
  const counts: number[] = [];
  for (let i = 0; i < 20; i++) {
    counts.push(await locator.count());
    await locator.page().waitForTimeout(100);
  }
  return counts;
}

function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
