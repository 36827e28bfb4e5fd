/**
 * The browser smoke run against the running image (`npm run check:image`):
 * the image's Node, install and build are what is tested here, not the
 * checkout's. Every page of the sitemap once, and each flow once: sign-up,
 * the test-mode checkout and Pay, a premium post read in full, a form. Runs
 * with JavaScript on and off. Nothing here writes to the database directly:
 * the container's database is its own.
 */
import { expect, test } from "@playwright/test";
import { blogPostSeeds } from "../../seed/data/blog-posts";

/** A premium post the seed makes, and a phrase from its last paragraph (past any teaser). */
const PREMIUM = (() => {
  const post = blogPostSeeds.find((p) => p.slug === "covers-per-labour-hour-benchmarks")!;
  const last = [...post.content.matchAll(/<p>([^<]+)<\/p>/g)].at(-1)![1]!;
  return { slug: post.slug, phrase: last.split(" ").slice(0, 6).join(" ") };
})();

test("every page of the sitemap answers 200 with its heading", async ({ page, request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
  expect(paths.length).toBeGreaterThan(20);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator("h1").first(), path).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("sign up, buy in test mode, Pay, then read a premium post in full", async ({ page }, testInfo) => {
  const email = `smoke-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto(`/blog/${PREMIUM.slug}`);
  await expect(page.getByText(PREMIUM.phrase)).toHaveCount(0);

  await page.goto("/?tab=digital#products");
  await page.getByRole("button", { name: "Get the Playbook" }).click();
  const signUp = page.getByRole("dialog", { name: "Create an Account" });
  await signUp.getByLabel("Full name").fill("Smoke Bistro");
  await signUp.getByLabel("Email").fill(email);
  await signUp.getByLabel("Password").fill("walk-in-cooler-42");
  await signUp.getByRole("button", { name: "Create Account" }).click();

  await expect(page.getByText("Test mode — no real payment")).toBeVisible();
  await page.getByRole("button", { name: "Pay $79.99" }).click();
  await expect(page.getByRole("heading", { name: "Purchase successful" })).toBeVisible();

  await page.goto(`/blog/${PREMIUM.slug}`);
  await expect(page.getByText(PREMIUM.phrase)).toBeVisible();
  await page.goto("/account");
  await expect(page.locator("[data-order-id]").filter({ hasText: "Digital Kitchen Playbook" })).toContainText("Paid");
});

test("the contact form sends a message", async ({ page }) => {
  await page.goto("/contact");
  await page.getByLabel("Name").fill("Smoke Test");
  await page.getByLabel("Email").fill("smoke@example.com");
  await page.getByLabel("Message").fill("Checking the image from the outside.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you for getting in touch. We'll reply within 24 hours.")).toBeVisible();
});
