import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, signInAs, sitemapPaths } from "./support";

actAsSeparateVisitors();

/**
 * The Content-Security-Policy allows exactly what the site needs: no page,
 * rendered or served from the page cache, signed in or not, logs a violation
 * or a script error once JavaScript runs.
 */
test.describe("Content-Security-Policy @js-only", () => {
  test("no page of the sitemap, nor a dialog, breaks the policy (rendered and cached)", async ({ page, request }) => {
    test.setTimeout(180_000);
    const problems = watch(page);
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of [...paths, "/?dialog=enquiry", "/?dialog=signin", "/prompt-vault?view=role"]) {
      for (let visit = 0; visit < 2; visit++) await page.goto(path, { waitUntil: "load" });
    }
    expect(problems).toEqual([]);
  });

  test("signed-in pages and a client-side navigation keep to the policy", async ({ page }) => {
    const problems = watch(page);
    await signInAs(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.goto("/account");
    await page.waitForLoadState("networkidle");
    await page.goto("/prompt-vault");
    await page.getByRole("link", { name: "Browse by Role" }).click();
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });
});

function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}
