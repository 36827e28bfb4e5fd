import { test as base, type Page } from "@playwright/test";

/**
 * With JavaScript on, a page's scripts are put in place only after its first
 * paint (app/services/scripts-after-paint.server.ts), which may be after the
 * `load` event Playwright's navigations wait for. Tests that then use what
 * JavaScript adds wait until hydration has begun (React replays a click that
 * lands before it finishes). Without JavaScript there is nothing to wait for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) waitForHydrationAfterNavigations(page);
    await use(page);
  },
});

export function waitForHydrationAfterNavigations(page: Page) {
  for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await untilHydrated(page);
        return response;
      },
    });
  }
}

/** Until Remix has started hydrating the page (a page without Remix's scripts, such as a PDF, at once). */
export async function untilHydrated(page: Page, options: { timeout?: number } = {}) {
  await page.waitForFunction(
    () => {
      const pending = document.getElementById("remix-scripts");
      const isRemixPage = pending !== null || document.querySelector("script[type=module]") !== null;
      return !pending && (!isRemixPage || "__remixRouter" in window);
    },
    undefined,
    options,
  );
}
