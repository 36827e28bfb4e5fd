/**
 * An unfinished order on /account, in payment test mode, with JavaScript on
 * and off, on a phone and a desktop: a checkout left unpaid shows "Complete
 * payment" (back to the test checkout, where Pay completes it) and "Cancel
 * order" (the order shows as canceled, with no buttons left).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, signInAs } from "./support";

actAsSeparateVisitors();

const SIZES = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

/** Starts buying the Playbook and leaves the test checkout unpaid; returns the order's row on /account. */
async function leaveACheckoutUnpaid(page: Page) {
  await page.goto("/?tab=digital#products");
  await page.getByRole("button", { name: "Get the Playbook" }).click();
  await expect(page.getByText("Test mode — no real payment")).toBeVisible();
  const orderId = /\/checkout\/test\/(ord_[^/?]+)/.exec(page.url())![1]!;
  await page.goto("/account");
  const order = page.locator(`[data-order-id="${orderId}"]`);
  await expect(order).toContainText("Awaiting payment");
  await expect(order).toContainText("Test mode: no real payment is taken.");
  return { orderId, order };
}

async function expectNoSideways(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const size of SIZES) {
  test(`${size.name}: Complete payment returns to the checkout; paying it gives access and a receipt`, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize(size);
    await signInAs(page);
    const { orderId, order } = await leaveACheckoutUnpaid(page);
    await expectNoSideways(page, size.width);
    if (javaScriptEnabled) {
      const { violations } = await new AxeBuilder({ page }).include(`[data-order-id="${orderId}"]`).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }

    await order.getByRole("button", { name: "Complete payment" }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/checkout/test/${orderId}`);
    await page.getByRole("button", { name: "Pay $79.99" }).click();
    await expect(page.getByRole("heading", { name: "Purchase successful" })).toBeVisible();

    await page.goto("/account");
    const paid = page.locator(`[data-order-id="${orderId}"]`);
    await expect(paid).toContainText("Paid");
    await expect(paid.getByRole("button", { name: "Complete payment" })).toHaveCount(0);
    await expect(paid.getByRole("link", { name: /^Receipt/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Profile" }).getByText("Premium access")).toBeVisible();
  });

  test(`${size.name}: Cancel order ends it: shown as canceled, with no buttons`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInAs(page);
    const { order } = await leaveACheckoutUnpaid(page);

    await order.getByRole("button", { name: "Cancel order" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Order canceled" })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === "/account");
    await expect(order.locator("[data-status]")).toHaveText("Canceled");
    await expect(order.getByRole("button")).toHaveCount(0);
    await expect(order.getByRole("link", { name: /^Receipt/ })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Profile" }).getByText("Free account")).toBeVisible();
    await expectNoSideways(page, size.width);
  });
}

test("a stale page's button for an order that ended meanwhile says so on the order, and changes nothing", async ({ page }) => {
  await signInAs(page);
  const { orderId, order } = await leaveACheckoutUnpaid(page);
  // Another tab cancels it.
  const other = await page.context().newPage();
  await other.goto("/account");
  await other.locator(`[data-order-id="${orderId}"]`).getByRole("button", { name: "Cancel order" }).click();
  await expect(other.locator(`[data-order-id="${orderId}"] [data-status]`)).toHaveText("Canceled");
  await other.close();

  await order.getByRole("button", { name: "Complete payment" }).click();
  await expect(order.getByRole("alert")).toHaveText("This order was canceled, so it can no longer be paid. Start a new purchase from the product if you still want it.");
  await expect(order.locator("[data-status]")).toHaveText("Canceled");
});
