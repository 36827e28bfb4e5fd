/**
 * The terms, privacy and refund pages, JS on and off: each answers with its
 * heading, the footer leads to them from the home page, and the test-mode
 * checkout links to the terms and the refund policy next to Pay. (An admin's
 * edit is in admin-switch.spec.ts: it changes what every visitor sees.)
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, signInAs } from "./support";

actAsSeparateVisitors();

const PAGES = [
  { path: "/terms", title: "Terms of Service", footer: "Terms", section: "Acceptable use" },
  { path: "/privacy", title: "Privacy Policy", footer: "Privacy", section: "Cookies" },
  { path: "/refunds", title: "Refund Policy", footer: "Refunds", section: "What happens when we refund" },
];

async function expectLegalPage(page: Page, { path, title }: { path: string; title: string }) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText(/^Last updated \d{1,2} \w{3} \d{4}$/)).toBeVisible();
}

test("/terms, /privacy and /refunds answer 200 with their headings and text", async ({ page }) => {
  for (const legal of PAGES) {
    const response = await page.goto(legal.path);
    expect(response?.status(), legal.path).toBe(200);
    await expectLegalPage(page, legal);
    await expect(page.getByTestId("legal-body").getByRole("heading", { name: legal.section })).toBeVisible();
  }
});

test("the footer's legal links lead from the home page to each page", async ({ page, javaScriptEnabled }) => {
  for (const legal of PAGES) {
    await page.goto("/");
    // With JavaScript the home page lays out its lower sections one per frame once it is alive (docs/decisions/196), moving
    // the footer down as each is drawn: a finger taps the link where it rests, not where it was a frame ago.
    if (javaScriptEnabled) await expect(page.locator(".below-fold > :not([data-laid-out])")).toHaveCount(0);
    await page.getByRole("contentinfo").getByRole("link", { name: legal.footer, exact: true }).click();
    await expectLegalPage(page, legal);
  }
});

test("the test-mode checkout links to the terms and the refund policy next to Pay", async ({ page }) => {
  await signInAs(page);
  await page.goto("/?tab=digital#products");
  await page.getByRole("button", { name: "Get the Playbook" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/ord_/);
  const checkout = page.url();
  const agreement = page.getByTestId("checkout-agreement");
  await expect(agreement).toHaveText("By paying you agree to our Terms of Service. Refunds: see our Refund Policy.");

  await agreement.getByRole("link", { name: "Terms of Service" }).click();
  await expectLegalPage(page, PAGES[0]!);
  await page.goto(checkout);
  await page.getByTestId("checkout-agreement").getByRole("link", { name: "Refund Policy" }).click();
  await expectLegalPage(page, PAGES[2]!);
});
