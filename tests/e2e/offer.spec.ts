/**
 * Where premium access is sold, in a real browser with JavaScript on and off,
 * at a phone's and a laptop's width: one offer panel with both plans (a locked
 * post, the Resources Hub, the white papers, /pricing), sign-up first for a
 * visitor, and a reader with access seeing what is theirs instead of prices.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { randomUUID } from "node:crypto";
import { actAsSeparateVisitors, openE2eDatabase, signInAs } from "./support";

actAsSeparateVisitors();

const PREMIUM_POST = "/blog/menu-engineering-matrix-field-guide";
const SELLING_PAGES = [PREMIUM_POST, "/resources", "/white-papers", "/pricing"];
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

/** A published premium post of this test's own, the newest, so it is on the first page of /blog. */
function newPremiumPost() {
  const id = randomUUID();
  const title = `Premium field notes ${id.slice(0, 8)}`;
  const db = openE2eDatabase();
  try {
    db.prepare(
      "INSERT INTO blog_posts (id, title, slug, description, content, category, is_published, is_premium, published_at, author) VALUES (?, ?, ?, 'Notes for members.', '<p>One.</p><p>Two.</p><p>Three.</p>', 'article', 1, 1, ?, 'Test Author')",
    ).run(id, title, `premium-field-notes-${id.slice(0, 8)}`, Date.now());
  } finally {
    db.close();
  }
  return title;
}

/** The element at the control's centre is the control (or inside it): on screen and not covered. */
async function expectTappable(page: Page, control: ReturnType<Page["getByRole"]>) {
  await control.scrollIntoViewIfNeeded();
  const onTop = await control.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(onTop).toBe(true);
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every page that sells access shows both plans, their prices and a way in for members", async ({ page }) => {
      for (const path of SELLING_PAGES) {
        await page.goto(path);
        const panel = page.getByTestId("offer-panel");
        await expect(panel, path).toHaveCount(1);
        const oneTime = panel.locator('[data-plan="hospitality-bundle"]');
        const monthly = panel.locator('[data-plan="wp_operator_briefing_subscription"]');
        await expect(oneTime).toContainText("$49.99 one-time");
        await expect(monthly).toContainText("$19.99/month");
        await expect(monthly).toContainText("Everything in premium access while you subscribe");
        await expectTappable(page, oneTime.getByRole("button", { name: "Get premium access" }));
        await expectTappable(page, monthly.getByRole("button", { name: "Subscribe monthly" }));
        await expect(panel.getByRole("link", { name: "Sign in" })).toBeVisible();
        if (viewport.width === 1280) {
          // Side by side: the two plans start on the same line.
          const [a, b] = [await oneTime.boundingBox(), await monthly.boundingBox()];
          expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
        }
      }
      await page.screenshot({ path: test.info().outputPath(`pricing-${viewport.width}.png`), fullPage: true });
    });

    test("a visitor's monthly plan opens sign-up first, with sign-in one tap away and no error", async ({ page }) => {
      await page.goto("/pricing");
      await page.getByRole("button", { name: "Subscribe monthly" }).click();
      const sheet = page.getByRole("dialog", { name: "Create an Account" });
      await expect(sheet).toBeVisible();
      await expect(page).toHaveURL(/intent=checkout%3Awp_operator_briefing_subscription/);
      await expect(page.locator("[data-toast]")).toHaveCount(0);
      await expect(sheet.getByRole("alert")).toHaveCount(0);
      // Said once, at the top, not again under the form.
      await expect(sheet.getByText("Already have an account?")).toHaveCount(1);
      await expectTappable(page, sheet.getByTestId("checkout-lead").getByRole("link", { name: "Sign in" }));
    });

    test("the panel's Sign in opens the sign-in dialog over the same page", async ({ page }) => {
      await page.goto(PREMIUM_POST);
      await page.getByTestId("offer-panel").getByRole("link", { name: "Sign in" }).click();
      await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${PREMIUM_POST}\\?dialog=signin$`));
    });

    test("signed in without access: the monthly plan goes straight to its checkout, and no sign-in link", async ({ page }) => {
      await signInAs(page);
      await page.goto("/white-papers");
      const panel = page.getByTestId("offer-panel");
      await expect(panel.getByRole("link", { name: "Sign in" })).toHaveCount(0);
      await panel.getByRole("button", { name: "Subscribe monthly" }).click();
      await expect(page).toHaveURL(/\/checkout\/test\/ord_[0-9a-f-]+$/);
      await expect(page.getByText("The Monthly Operator Briefing").first()).toBeVisible();
    });

    test("a reader with access sees their access: Read, not Read Preview; Included, not prices; no offer", async ({ page }) => {
      const title = newPremiumPost();
      await signInAs(page, { hasAccess: true });
      await page.goto("/blog");
      await expect(page.getByRole("link", { name: `Read : ${title}` })).toBeVisible();
      await expect(page.getByText("Read Preview")).toHaveCount(0);

      await page.goto("/white-papers?tab=premium");
      const cards = page.getByTestId("white-paper-card");
      await expect(cards.first()).toBeVisible();
      for (const card of await cards.all()) {
        await expect(card).toContainText("Included in your access");
        await expect(card).not.toContainText("$");
      }
      await expect(page.getByRole("heading", { name: "Premium Access Active" })).toBeVisible();

      for (const path of SELLING_PAGES) {
        await page.goto(path);
        await expect(page.getByTestId("offer-panel"), path).toHaveCount(0);
      }
      await page.goto("/pricing");
      await expect(page.getByRole("heading", { name: "Premium Access Active" })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`pricing-with-access-${viewport.width}.png`) });
    });

    test("a visitor's list still says Read Preview for premium posts", async ({ page }) => {
      const title = newPremiumPost();
      await page.goto("/blog");
      await expect(page.getByRole("link", { name: `Read Preview : ${title}` })).toBeVisible();
    });
  });
}

test.describe("menus", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Pricing and Contact are in the header and lead to their pages", async ({ page }) => {
    for (const [label, heading] of [
      ["Pricing", "Pricing"],
      ["Contact", /Contact/],
    ] as const) {
      await page.goto("/");
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
  });
});
