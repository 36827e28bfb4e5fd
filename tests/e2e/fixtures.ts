import { test as base, type Page } from "@playwright/test";
import { startServerWithMail, type RunningServer } from "../support/server";
import type { TestSmtpServer } from "../support/smtp-server";

/**
 * With JavaScript on, a page's scripts are put in place only after its first
 * paint (app/services/requests/scripts-after-paint.server.ts), which may be after the
 * `load` event Playwright's navigations wait for. Tests that then use what
 * JavaScript adds wait until hydration has begun (React replays a click that
 * lands before it finishes). Without JavaScript there is nothing to wait for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use, testInfo) => {
    if (javaScriptEnabled) waitForHydrationAfterNavigations(page);
    const problems = recordProblems(page);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("the page at the failure", { body: await reportPage(page, problems), contentType: "text/plain" });
  },
});

/**
 * For the tests that read the mail the site sends: a production server whose
 * SMTP_URL points at a local SMTP server the test reads. One per worker, shared
 * by every file that asks for it, since starting one takes seconds.
 */
export const testWithMail = test.extend<object, { withMail: { server: RunningServer; smtp: TestSmtpServer } }>({
  withMail: [
    // The empty pattern is how Playwright reads that a fixture depends on no other.
    async ({}, use) => {
      const { server, smtp } = await startServerWithMail();
      await use({ server, smtp });
      await server.stop();
      await smtp.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

/** What went wrong in the page itself: its uncaught errors, console errors and failed or 5xx requests. */
function recordProblems(page: Page) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => message.type() === "error" && problems.push(`console: ${message.text()}`));
  page.on("requestfailed", (request) => problems.push(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`));
  page.on("response", (response) => response.status() >= 500 && problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`));
  return problems;
}

/**
 * A failed test's page in words, attached to the failure (the list reporter
 * prints it): CI keeps no screenshots, so its log must say where the page was
 * and what it showed.
 */
async function reportPage(page: Page, problems: string[]) {
  if (page.isClosed()) return "(closed)";
  const shown = await page
    .evaluate(() => (document.querySelector("dialog[open], [role=dialog]") ?? document.querySelector("main") ?? document.body)?.textContent ?? "")
    .catch((error: Error) => `(unreadable: ${error.message})`);
  // The reporter prints the first few hundred characters: problems before the page's text.
  const lines = [`At ${page.url()}`, ...problems.slice(-8), `Shown: ${shown.replace(/\s+/g, " ").trim()}`];
  return lines.join("\n");
}

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
