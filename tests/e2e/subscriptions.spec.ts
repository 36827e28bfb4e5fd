/**
 * A subscriber manages the monthly plan on /account in test mode, JavaScript
 * on and off, on a phone and a desktop: cancel (access stays until the period's
 * end, the page says until when), resume, cancel again, and the period's end
 * (moved into the past in the database, as time would) ends access.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, openE2eDatabase, signInAs } from "./support";

actAsSeparateVisitors();

async function subscribeMonthly(page: Page) {
  await page.goto("/pricing");
  await page.locator('[data-plan="wp_operator_briefing_subscription"]').getByRole("button", { name: "Subscribe monthly" }).click();
  await expect(page.getByText("Test mode — no real payment")).toBeVisible();
  const orderId = /\/checkout\/test\/(ord_[^/?]+)/.exec(page.url())![1]!;
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: "Purchase successful" })).toBeVisible();
  return orderId;
}

const day = (ms: number) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(ms));

function periodEndOf(orderId: string): number {
  const db = openE2eDatabase();
  try {
    return (db.prepare("SELECT period_ends_at AS at FROM orders WHERE id = ?").get(orderId) as { at: number }).at;
  } finally {
    db.close();
  }
}

/** Time passes: the paid period ended a minute ago. */
function endPeriod(orderId: string) {
  const db = openE2eDatabase();
  try {
    db.prepare("UPDATE orders SET period_ends_at = ? WHERE id = ?").run(Date.now() - 60_000, orderId);
  } finally {
    db.close();
  }
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`cancel, resume, cancel again, and the period's end ends access, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page);
    const orderId = await subscribeMonthly(page);
    const until = day(periodEndOf(orderId));

    await page.goto("/account");
    const section = page.getByRole("region", { name: "Your subscription" });
    await expect(section.getByTestId("subscription-state")).toHaveText(`Active: renews on ${until}.`);
    await expect(section.getByText("Test mode: no card is charged.")).toBeVisible();
    await expect(section.getByRole("button", { name: "Update card" })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await section.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Subscription cancelled" })).toBeVisible();
    await expect(section.getByTestId("subscription-state")).toHaveText(`Cancelled: your premium access continues until ${until}, and nothing more will be charged.`);
    await expect(page.getByRole("region", { name: "Profile" })).toContainText("Premium access");

    await section.getByRole("button", { name: "Resume subscription" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Subscription resumed" })).toBeVisible();
    await expect(section.getByTestId("subscription-state")).toHaveText(`Active: renews on ${until}.`);

    await section.getByRole("button", { name: "Cancel subscription" }).click();
    await expect(section.getByTestId("subscription-state")).toContainText("Cancelled:");

    endPeriod(orderId);
    await page.goto("/account");
    await expect(section.getByTestId("subscription-state")).toHaveText(/^Your subscription ended on .+, and the premium access it gave ended with it\.$/);
    await expect(section.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Profile" })).toContainText("Free account");
    await section.getByRole("link", { name: "Subscribe again" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
}
