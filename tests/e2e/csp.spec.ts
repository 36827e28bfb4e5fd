import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { PUBLIC_ROUTES } from "../../app/content/routes";
import { blogPostSeeds } from "../../seed/data/blog-posts";
import { actAsSeparateVisitors, signInAs } from "./support";

actAsSeparateVisitors();

/**
 * The Content-Security-Policy allows exactly what the site needs: no page,
 * rendered or served from the page cache, signed in or not, logs a violation
 * or a script error once JavaScript runs.
 */
/**
 * The sitemap's pages as seeded (PUBLIC_ROUTES), a free and a premium post, and a
 * few with a dialog open. Every post is drawn by one route from sanitised HTML
 * that keeps no script, style or foreign image, so two stand for all of them.
 */
const published = blogPostSeeds.filter((post) => post.isPublished);
const PAGES = [
  ...PUBLIC_ROUTES.map((route) => route.path),
  ...[published.find((post) => !post.isPremium)!, published.find((post) => post.isPremium)!].map((post) => `/blog/${post.slug}`),
  "/?dialog=enquiry",
  "/?dialog=signin",
  "/prompt-vault?view=role",
];

test.describe("Content-Security-Policy @js-only", () => {
  // Seven pages a test (fourteen loads), each test well within its budget on a slow machine.
  for (let first = 0; first < PAGES.length; first += 7) {
    const pages = PAGES.slice(first, first + 7);
    test(`${pages.join(", ")} keep to the policy, rendered and then cached`, async ({ page }) => {
      const problems = watch(page);
      for (const path of pages) for (let visit = 0; visit < 2; visit++) await page.goto(path, { waitUntil: "load" });
      expect(problems).toEqual([]);
    });
  }

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
