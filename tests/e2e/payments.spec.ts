/**
 * Buying in payment test mode (the e2e server has no Stripe key), with
 * JavaScript on and off: signed-out buy → sign up → test checkout → Pay or Cancel.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { blogPostSeeds } from "../../seed/data/blog-posts";
import { actAsSeparateVisitors, signInAs } from "./support";

actAsSeparateVisitors();

function uniqueEmail(testInfo: { project: { name: string } }) {
  return `buyer-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

const CHECKOUT_PAGE = /\/checkout\/test\/ord_/;

/**
 * Submits the sign-up form. The hashing slots (docs/decisions/122) refuse only a
 * caller that would queue behind a full set, one per core; two workers, one page
 * each, never queue, so "We're very busy right now" is a failure here.
 */
async function createAccount(page: Page, email: string) {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Create Account" }) }).first();
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password").fill("walk-in-cooler-42");
  await form.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Test mode — no real payment")).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(CHECKOUT_PAGE);
}

/** From the home page, signed out: the buy button opens the sign-up dialog; a new account; checkout resumes. */
async function buySignedOut(page: Page, email: string) {
  await page.goto("/?tab=digital#products");
  await page.getByRole("button", { name: "Get the Playbook" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an Account" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Create your account, then checkout opens.")).toBeVisible();
  await dialog.getByLabel("Full name").fill("Ploy Bistro");
  await createAccount(page, email);
  await expect(page).toHaveURL(/\/checkout\/test\/ord_[0-9a-f-]+$/);
  await expect(page.getByText("Test mode — no real payment")).toBeVisible();
  await expect(page.getByText("Digital Kitchen Playbook", { exact: true })).toBeVisible();
}

test("signed-out buy → sign up → test checkout → Pay: success, premium access, the order and its file", async ({ page }, testInfo) => {
  await buySignedOut(page, uniqueEmail(testInfo));
  await page.getByRole("button", { name: "Pay $79.99" }).click();

  await expect(page).toHaveURL((url) => url.pathname === "/resources" && url.search === "");
  await expect(page.getByRole("heading", { name: "Purchase successful" })).toBeVisible();
  // The file just bought is on the page checkout returned to, and it downloads.
  await expect(page.getByText("Yours now: Digital Kitchen Playbook")).toBeVisible();
  const justBought = page.getByRole("link", { name: "Download Digital Kitchen Playbook" });
  await expectPdf(page, (await justBought.getAttribute("href"))!);
  await page.getByLabel("Account menu").click();
  await expect(page.getByText("Premium access", { exact: true })).toBeVisible();

  await page.goto("/account");
  const order = page.locator("[data-order-id]").filter({ hasText: "Digital Kitchen Playbook" });
  await expect(order).toContainText("$79.99");
  await expect(order).toContainText("Paid");
  await expect(order).toContainText(new Date().toISOString().slice(0, 10));
  const download = order.getByRole("link", { name: "Download Digital Kitchen Playbook (PDF)" });
  await expectPdf(page, (await download.getAttribute("href"))!);
});

/** The file at `href` comes down, as this page's visitor, as a PDF. */
async function expectPdf(page: Page, href: string) {
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
}

test("Cancel → the canceled notice on a clean /resources, and nothing bought", async ({ page }, testInfo) => {
  await buySignedOut(page, uniqueEmail(testInfo));
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/resources" && url.search === "");
  await expect(page.getByRole("main").getByText("Your purchase was canceled. You can try again anytime.")).toBeVisible();
  await page.goto("/account");
  await expect(page.locator("[data-order-id]").first()).toContainText("Canceled");
  await expect(page.getByText("Free account")).toBeVisible();
});

test.describe("buying from a premium post", () => {
  const POST = "/blog/menu-engineering-matrix-field-guide";
  const seed = blogPostSeeds.find((post) => `/blog/${post.slug}` === POST)!;
  /** The post's last paragraph, as the reader sees it: what only the full text has. */
  const LAST_PARAGRAPH = [...seed.content.matchAll(/<p>([\s\S]*?)<\/p>/g)].at(-1)![1]!.replace(/<[^>]+>/g, "");
  const onThePost = (url: URL) => url.pathname === POST && url.search === "";

  test("signed out: Get premium access → sign up → Pay → back on the post, with its last paragraph and a notice", async ({ page }, testInfo) => {
    await page.goto(POST);
    await expect(page.getByText(LAST_PARAGRAPH)).toHaveCount(0);
    await page.getByRole("button", { name: "Get premium access" }).click();
    await page.getByRole("dialog", { name: "Create an Account" }).getByLabel("Full name").fill("Ploy Bistro");
    await createAccount(page, uniqueEmail(testInfo));
    await page.getByRole("button", { name: /^Pay / }).click();

    await expect(page).toHaveURL(onThePost);
    await expect(page.getByText("Purchase successful").first()).toBeVisible();
    await expect(page.getByText(LAST_PARAGRAPH)).toBeVisible();
    await expect(page.getByRole("button", { name: "Get premium access" })).toHaveCount(0);
  });

  test("Cancel → back on the post, the canceled notice, nothing unlocked", async ({ page }) => {
    await signInAs(page);
    await page.goto(POST);
    await page.getByRole("button", { name: "Get premium access" }).click();
    await expect(page.getByText("Test mode — no real payment")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();

    await expect(page).toHaveURL(onThePost);
    await expect(page.getByText("Your purchase was canceled. You can try again anytime.").first()).toBeVisible();
    await expect(page.getByText(LAST_PARAGRAPH)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Get premium access" })).toBeVisible();
  });
});

test("someone else's test checkout is not found", async ({ page, browser }, testInfo) => {
  await buySignedOut(page, uniqueEmail(testInfo));
  const checkoutUrl = page.url();
  const stranger = await (await browser.newContext()).newPage();
  await signInAs(stranger);
  const response = await stranger.goto(checkoutUrl);
  expect(response?.status()).toBe(404);
});

test("with access, the course button leads to today's lesson", async ({ page }) => {
  await signInAs(page, { hasAccess: true });
  await page.goto("/course");
  await expect(page.getByRole("heading", { name: "Day 1: AI Prompt Fundamentals" })).toBeVisible();
  for (const theme of ["Days 1-7: AI Foundations", "Days 8-14: Practical Applications", "Days 15-21: Advanced Strategies"]) {
    await expect(page.getByRole("heading", { name: theme })).toBeVisible();
  }
});

test("without access, /course sends to the premium pitch", async ({ page }) => {
  await signInAs(page);
  await page.goto("/course");
  await expect(page).toHaveURL(/\/resources$/);
  await expect(page.getByRole("heading", { name: "Unlock premium resources" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Subscribe monthly" })).toBeVisible();
});

test("a buy click says it is preparing checkout, and a double click makes one order @js-only", async ({ page }) => {
  await signInAs(page);
  await page.goto("/?tab=digital#products");
  // Slow the checkout post down so the pending state can be seen.
  await page.route("**/checkout*", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole("button", { name: "Get the Playbook" }).dblclick();
  await expect(page.getByRole("status").filter({ hasText: "Processing Purchase" })).toContainText("Preparing Digital Kitchen Playbook for checkout.");
  await expect(page.getByRole("button", { name: "Preparing checkout…" })).toBeDisabled();
  await expect(page).toHaveURL(/\/checkout\/test\/ord_/);
  await expect(page.getByRole("status").filter({ hasText: "Processing Purchase" })).toHaveCount(0);
  await page.goto("/account");
  await expect(page.locator("[data-order-id]")).toHaveCount(1);
});

test("on a phone, the checkout page's test-mode banner is not covered by the purchase toast @js-only", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page);
  await page.goto("/?tab=digital#products");
  await page.waitForLoadState("networkidle"); // hydrated: the toast is the running app's
  await page.getByRole("button", { name: "Get the Playbook" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/ord_/);
  const banner = page.getByRole("note").filter({ hasText: "Test mode — no real payment" });
  await expect(banner).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Processing Purchase" })).toHaveCount(0);
  // What is at the banner's centre, described if it is not the banner (a toast leaving, the header, the page scrolled).
  const atCentre = () =>
    banner.evaluate((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      const hit = document.elementFromPoint(left + width / 2, top + height / 2);
      return hit && element.contains(hit) ? "the banner" : `${hit?.outerHTML.slice(0, 120) ?? "nothing"} (scrollY ${window.scrollY})`;
    });
  await expect.poll(atCentre).toBe("the banner");
});

test("the bundle says it is preparing the Efficiency Bundle @js-only", async ({ page }) => {
  await signInAs(page);
  await page.goto("/#products");
  await page.getByRole("button", { name: "Get the Bundle" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Bundle Purchase" })).toContainText("Preparing the Efficiency Bundle for checkout.");
  await expect(page).toHaveURL(/\/checkout\/test\/ord_/);
  await expect(page.getByText("The Efficiency Package")).toBeVisible();
});

test("a visit to /checkout itself, as after a refresh, says where a checkout starts: no error nobody caused", async ({ page }) => {
  const response = await page.goto("/checkout");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
  await expect(page.getByText("A checkout starts from a product's buy button.")).toBeVisible();
  await expect(page.getByText("There was a problem initiating the checkout process")).toHaveCount(0);
  await page.getByRole("link", { name: "Back to products" }).click();
  await expect(page).toHaveURL(/\/#products$/);
});
