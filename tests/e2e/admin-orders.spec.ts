/**
 * The admin's orders page in a real browser, JavaScript on and off, at a
 * phone's and a laptop's width: reached from the admin menu and the
 * overview, a customer's account and orders with their receipts, a filter,
 * the CSV, and a refund confirmed on the page (test mode: the refund is
 * handled as Stripe's event would be, at once).
 */
import fs from "node:fs";
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, openE2eDatabase, signInAs } from "./support";

actAsSeparateVisitors();

/** A customer with two paid test-mode orders, written as fulfilment leaves them. */
function customerWithOrders() {
  const id = randomUUID();
  const email = `orders-${id.slice(0, 8)}@example.com`;
  const db = openE2eDatabase();
  const orderIds = [`ord_${randomUUID()}`, `ord_${randomUUID()}`];
  try {
    db.prepare("INSERT INTO users (id, email, full_name, password_hash, role) VALUES (?, ?, ?, 'x', 'user')").run(id, email, "Ploy Orders");
    db.prepare("INSERT INTO customers (user_id, email, name, has_access) VALUES (?, ?, ?, 1)").run(id, email, "Ploy Orders");
    const paid = Date.now();
    for (const [i, orderId] of orderIds.entries()) {
      const product = i === 0 ? "digital_kitchen_playbook" : "digital_food_cost_calculator";
      db.prepare("INSERT INTO orders (id, user_id, product_id, amount_cents, currency, status, mode, created_at, paid_at) VALUES (?, ?, ?, ?, 'usd', 'paid', 'test', ?, ?)").run(orderId, id, product, i === 0 ? 7999 : 2999, paid - i, paid - i);
      db.prepare("INSERT INTO purchases (order_id, user_id, product_id) VALUES (?, ?, ?)").run(orderId, id, product);
    }
  } finally {
    db.close();
  }
  return { id, email, orderIds };
}

/** The page top to bottom at the viewport's width (the closed mobile menu waits off-screen to the right, and a full-page capture would include it). */
const wholePage = (viewport: { width: number }) => ({ fullPage: true, clip: { x: 0, y: 0, width: viewport.width, height: 20_000 } });

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the orders page from the admin menu and the overview, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, { role: "admin" });
    const customer = customerWithOrders();
    await page.goto("/admin");
    await page.getByRole("link", { name: "All orders, totals and refunds" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    await expect(page.locator(`tr[data-order-id="${customer.orderIds[0]}"]`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`orders-${viewport.width}.png`), ...wholePage(viewport) });

    await page.goto("/admin/posts");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await page.getByLabel("Status").selectOption("refunded");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/status=refunded/);
    await expect(page.locator(`tr[data-order-id="${customer.orderIds[0]}"]`)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", /^\/admin\/orders\.csv\?status=refunded/);
  });

  test(`a customer's orders: account, receipt, filter, CSV and a refund, at ${viewport.width} px`, async ({ page, javaScriptEnabled }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, { role: "admin" });
    const customer = customerWithOrders();
    await page.goto("/admin/orders");
    await page.locator(`tr[data-order-id="${customer.orderIds[0]}"]`).getByRole("link", { name: "Ploy Orders" }).click();
    await expect(page).toHaveURL(new RegExp(`customer=${customer.id}`));
    await expect(page.getByRole("heading", { level: 1, name: "Orders of Ploy Orders" })).toBeVisible();
    const account = page.getByRole("region", { name: "Account" });
    await expect(account).toContainText(customer.email);
    await expect(account.getByText("Not yet")).toBeVisible();
    await expect(account.locator("[data-access]")).toHaveText(/^Yes, from Digital Food Cost Calculator \(paid .+\), Digital Kitchen Playbook \(paid .+\)$/);
    await expect(page.locator("tr[data-order-id]")).toHaveCount(2);
    await expect(page.locator("[data-totals=usd-test] [data-net]")).toHaveText("$109.98");
    await page.screenshot({ path: test.info().outputPath(`orders-customer-${viewport.width}.png`), ...wholePage(viewport) });

    const first = page.locator(`tr[data-order-id="${customer.orderIds[0]}"]`);
    await first.getByRole("link", { name: /^Receipt/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Receipt" })).toBeVisible();
    await expect(page.getByText(`Order number ${customer.orderIds[0]}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Business details" })).toHaveCount(0);
    await page.getByRole("link", { name: "Back to the customer's orders" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Orders of Ploy Orders" })).toBeVisible();

    await page.getByLabel("Product").selectOption("digital_food_cost_calculator");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/product=digital_food_cost_calculator/);
    await expect(page.locator("tr[data-order-id]")).toHaveCount(1);
    await expect(page.locator(`tr[data-order-id="${customer.orderIds[1]}"]`)).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8").trimEnd().split("\r\n");
    expect(csv[0]).toMatch(/^order_id,created_at,paid_at,status,/);
    expect(csv).toHaveLength(2);
    expect(csv[1]).toMatch(new RegExp(`^${customer.orderIds[1]},.*,paid,test,Ploy Orders,${customer.email},digital_food_cost_calculator,`));

    const row = page.locator(`tr[data-order-id="${customer.orderIds[1]}"]`);
    await row.getByRole("link", { name: /^Refund/ }).click();
    const confirm = page.getByRole("region", { name: /^Refund \$29\.99 to Ploy Orders\?/ });
    // The question itself is on screen (with JavaScript the jump to #refund-confirm glides: wait until it stands still).
    await expect(confirm.getByRole("heading")).toBeInViewport({ ratio: 1 });
    if (javaScriptEnabled) {
      await expect.poll(() => page.evaluate(() => new Promise((done) => { const y = scrollY; setTimeout(() => done(scrollY === y), 300); }))).toBe(true);
      await expect(confirm.getByRole("heading")).toBeInViewport({ ratio: 1 });
    }
    await page.screenshot({ path: test.info().outputPath(`orders-refund-confirm-${viewport.width}.png`) });
    await confirm.getByRole("button", { name: "Refund the order" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Order refunded" })).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(row).toContainText("Refunded");
    await expect(row.getByRole("link", { name: /^Refund/ })).toHaveCount(0);
    await expect(page.locator("[data-totals=usd-test]")).toContainText("1 refunded · −$29.99");
    // The other order still gives access; the refunded one no longer does.
    await expect(account.locator("[data-access]")).toHaveText(/^Yes, from Digital Kitchen Playbook \(paid .+\)$/);
  });
}

test("the orders page, a customer's view with a refund to confirm, and a receipt have no WCAG 2.x A/AA violation @js-only", async ({ page }) => {
  await signInAs(page, { role: "admin" });
  const customer = customerWithOrders();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin/orders", `/admin/orders?customer=${customer.id}&refund=${customer.orderIds[0]}`, `/admin/orders/${customer.orderIds[0]}/receipt`]) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`), `${path} at ${width} px`).toEqual([]);
    }
  }
});
