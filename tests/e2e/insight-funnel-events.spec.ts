/**
 * The premium funnel's events as a reader makes them, in Chromium with
 * JavaScript on and off: a visitor reads a premium post's teaser, clicks
 * Unlock, signs up and pays in test mode; the database then holds one step of
 * each for that post (a post of each test's own, and a visitor of its own), and the owner's
 * dashboard shows that funnel row and the revenue the purchase rows add up to.
 */
import { randomUUID } from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, openE2eDatabase, signInAs } from "./support";

actAsSeparateVisitors();

const PASSWORD = "walk-in-cooler-42";
const PREMIUM_ACCESS = "hospitality-bundle";

/** A published premium post of this test's own, long enough to have a teaser. */
function publishPremiumPost(project: string) {
  const slug = `funnel-${project}-${randomUUID().slice(0, 8)}`;
  const words = Array.from({ length: 200 }, (_, i) => `idea${i}`).join(" ");
  const db = openE2eDatabase();
  try {
    db.prepare(
      `INSERT INTO blog_posts (id, title, slug, description, content, category, is_published, is_premium, published_at, author, reading_time)
       VALUES (?, ?, ?, ?, ?, 'article', 1, 1, ?, 'Test Author', 2)`,
    ).run(randomUUID(), `Funnel post ${slug}`, slug, "A premium post for the funnel.", `<p>${words}</p>`, Date.now() - 60_000);
  } finally {
    db.close();
  }
  return slug;
}

type Step = { name: string; source: string; post_slug: string | null; product_id: string | null; detail: string };

/** The events of this post's reader: those naming the post, and the sign-up made from it. */
function eventsOf(slug: string): Step[] {
  const db = openE2eDatabase();
  try {
    return db
      .prepare("SELECT name, source, post_slug, product_id, detail FROM insight_events WHERE post_slug = ? OR (name = 'signup' AND source = ?) ORDER BY id")
      .all(slug, `/blog/${slug}`) as Step[];
  } finally {
    db.close();
  }
}

/** Teaser visitors of the post, once the server's batch of views is written (every 5 s). */
async function teaserVisitors(slug: string) {
  let visitors = 0;
  await expect
    .poll(
      () => {
        const db = openE2eDatabase();
        try {
          visitors = (db.prepare("SELECT count(DISTINCT visitor) AS n FROM page_views WHERE teaser_of = ?").get(slug) as { n: number }).n;
          return visitors;
        } finally {
          db.close();
        }
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return visitors;
}

async function signUpInDialog(page: Page, email: string) {
  const dialog = page.getByRole("dialog", { name: "Create an Account" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Full name").fill("Noi Riverside Kitchen");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Create Account" }).click();
}

async function payInTestMode(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/test\/ord_/, { timeout: 15_000 });
  await expect(page.getByText("Test mode — no real payment")).toBeVisible();
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).not.toHaveURL(/\/checkout\/test\//, { timeout: 15_000 });
}

/**
 * What the owner's dashboard shows for the last 7 days, read in a browser of the
 * owner's own: the post's funnel row, and the product's revenue beside what the
 * database's purchase rows add up to (the test's own sum, not the page's query).
 */
async function dashboardFor(browser: Browser, origin: string, slug: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const admin = await context.newPage();
    await signInAs(admin, { role: "admin" });
    // Other tests may buy while the page is made: what it shows lies between the sums before and after.
    const before = productRevenue();
    await admin.goto(`${origin}/admin/insights?range=7d`);
    const after = productRevenue();
    const row = admin.locator(`tr[data-funnel="${slug}"]`);
    const step = async (name: string) => Number(/^[\d,]+/.exec(await row.locator(`td[data-step="${name}"]`).innerText())![0].replace(/,/g, ""));
    const funnel = [await step("teaser"), await step("unlocks"), await step("checkouts"), await step("purchases")];
    const revenue = admin.getByRole("region", { name: "Revenue by product, scrolls sideways" }).getByRole("row").filter({ hasText: after.name }).filter({ hasText: "$" });
    const shown = (await revenue.getByRole("cell").last().innerText()).replace(/[^\d]/g, "");
    return { funnel, revenueShown: Number(shown), revenueBefore: before.cents, revenueAfter: after.cents };
  } finally {
    await context.close();
  }
}

/** The premium-access product's US$ purchases of the last 7 days, summed by the test from the event rows. */
function productRevenue(): { name: string; cents: number } {
  const db = openE2eDatabase();
  try {
    const since = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    return db
      .prepare(
        "SELECT p.name AS name, coalesce(sum(e.amount_cents), 0) AS cents FROM products p LEFT JOIN insight_events e ON e.product_id = p.id AND e.name = 'purchase' AND e.currency = 'usd' AND e.day >= ? WHERE p.id = ?",
      )
      .get(since, PREMIUM_ACCESS) as { name: string; cents: number };
  } finally {
    db.close();
  }
}

const email = (project: string) => `funnel-${project}-${randomUUID().slice(0, 8)}@example.com`;

test("teaser → Unlock (buy) → sign up → pay: one teaser visitor, one unlock click, one checkout, one purchase for the post, on the dashboard too", async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const slug = publishPremiumPost(testInfo.project.name);
  await page.goto(`/blog/${slug}`);
  const panel = page.getByTestId("offer-panel");
  await panel.locator(`[data-plan="${PREMIUM_ACCESS}"]`).getByRole("button", { name: "Get premium access" }).click();
  await expect(page.getByText("Create your account, then checkout opens.")).toBeVisible();
  await signUpInDialog(page, email(testInfo.project.name));
  await payInTestMode(page);
  // Back on the post, now whole: nothing more is counted for it.
  await page.goto(`/blog/${slug}`);
  await expect(page.getByTestId("offer-panel")).toHaveCount(0);

  const steps = eventsOf(slug);
  const orderId = steps.find((s) => s.name === "checkout_start")?.detail ?? "";
  expect(orderId).toMatch(/^ord_/);
  expect(steps).toEqual([
    { name: "unlock_click", source: `/blog/${slug}`, post_slug: slug, product_id: null, detail: "" },
    { name: "signup", source: `/blog/${slug}`, post_slug: null, product_id: null, detail: "" },
    { name: "checkout_start", source: `/blog/${slug}`, post_slug: slug, product_id: PREMIUM_ACCESS, detail: orderId },
    { name: "purchase", source: `/blog/${slug}`, post_slug: slug, product_id: PREMIUM_ACCESS, detail: orderId },
  ]);
  expect(await teaserVisitors(slug)).toBe(1);

  const paid = (() => {
    const db = openE2eDatabase();
    try {
      return (db.prepare("SELECT amount_cents AS cents FROM orders WHERE id = ? AND status = 'paid'").get(orderId) as { cents: number }).cents;
    } finally {
      db.close();
    }
  })();
  const dashboard = await dashboardFor(browser, new URL(page.url()).origin, slug);
  expect(dashboard.funnel).toEqual([1, 1, 1, 1]);
  expect(dashboard.revenueShown).toBeGreaterThanOrEqual(dashboard.revenueBefore);
  expect(dashboard.revenueShown).toBeLessThanOrEqual(dashboard.revenueAfter);
  expect(dashboard.revenueBefore).toBeGreaterThanOrEqual(paid);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the panel's Sign in link counts as a click; signing up there, then buying from the post, still carries the post", async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    const slug = publishPremiumPost(testInfo.project.name);
    await page.goto(`/blog/${slug}`);
    await page.getByTestId("offer-panel").getByRole("link", { name: "Sign in" }).click();
    const signIn = page.getByRole("dialog", { name: "Sign In" });
    await expect(signIn).toBeVisible();
    // The click's marker is gone from the address: a reload counts nothing more.
    await expect(page).toHaveURL((url) => url.pathname === `/blog/${slug}` && url.searchParams.get("dialog") === "signin" && !url.searchParams.has("from"));
    await signIn.getByRole("link", { name: "Sign up" }).click();
    await signUpInDialog(page, email(testInfo.project.name));
    // Signed up from the panel's link: back on the post, still locked, to choose a plan.
    await expect(page).toHaveURL((url) => url.pathname === `/blog/${slug}` && url.search === "");
    await page.getByTestId("offer-panel").locator(`[data-plan="${PREMIUM_ACCESS}"]`).getByRole("button", { name: "Get premium access" }).click();
    await payInTestMode(page);

    const steps = eventsOf(slug);
    expect(steps.map((s) => [s.name, s.post_slug])).toEqual([
      ["unlock_click", slug],
      ["signup", null],
      ["unlock_click", slug],
      ["checkout_start", slug],
      ["purchase", slug],
    ]);
    expect(steps[4]!.detail).toBe(steps[3]!.detail);
    expect(await teaserVisitors(slug)).toBe(1);
    expect((await dashboardFor(browser, new URL(page.url()).origin, slug)).funnel).toEqual([1, 2, 1, 1]);
  });
});
