/**
 * The admin's orders page in a real browser, JavaScript on and off, at a
 * phone's and a laptop's width: a customer's account and orders, a filter,
 * the CSV, and a refund confirmed on the page (test mode: the refund is
 * handled as Stripe's event would be, at once).
 */
import fs from "node:fs";
import { randomUUID } from "node:crypto";
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

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`a customer's orders: account, filter, CSV and a refund, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, { role: "admin" });
    const customer = customerWithOrders();
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Orders" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();

    await page.goto(`/admin/orders?customer=${customer.id}`);
    await expect(page.getByRole("region", { name: "Account" })).toContainText(customer.email);
    await expect(page.locator("tr[data-order-id]")).toHaveCount(2);
    await expect(page.locator("[data-totals=usd] [data-net]")).toHaveText("$109.98");
    await page.screenshot({ path: test.info().outputPath(`orders-customer-${viewport.width}.png`), fullPage: true });

    await page.getByLabel("Product").selectOption("digital_food_cost_calculator");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/product=digital_food_cost_calculator/);
    await expect(page.locator("tr[data-order-id]")).toHaveCount(1);
    await expect(page.locator(`tr[data-order-id="${customer.orderIds[1]}"]`)).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv).toContain(customer.orderIds[1]);
    expect(csv).not.toContain(customer.orderIds[0]);

    const row = page.locator(`tr[data-order-id="${customer.orderIds[1]}"]`);
    await row.getByRole("link", { name: /^Refund/ }).click();
    const confirm = page.getByRole("region", { name: /^Refund \$29\.99 to Ploy Orders\?/ });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Refund the order" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Order refunded" })).toBeVisible();
    await expect(row).toContainText("refunded");
    await expect(row.getByRole("link", { name: /^Refund/ })).toHaveCount(0);
    await expect(page.locator("[data-totals=usd]")).toContainText("1 refunded · $29.99");
  });
}
