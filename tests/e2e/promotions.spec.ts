/**
 * Promotion codes in a real browser, JavaScript on and off, at a phone's and
 * a laptop's width, in payment test mode (the e2e server has no Stripe key):
 * a code applied on the test checkout re-prices the order and the receipt
 * shows what was paid; each code that cannot be used says why and charges
 * nothing; the admin creates and deactivates a code.
 */
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, openE2eDatabase, signInAs } from "./support";

actAsSeparateVisitors();

type Code = { percentOff?: number; productIds?: string[]; expiresAt?: number; maxRedemptions?: number; timesRedeemed?: number };

/** A code written as the admin's form stores it in test mode; unique per test. */
function makeCode(prefix: string, { percentOff = 25, productIds, expiresAt, maxRedemptions, timesRedeemed = 0 }: Code = {}) {
  const code = `${prefix}${randomUUID().slice(0, 6).toUpperCase()}`;
  const db = openE2eDatabase();
  try {
    db.prepare(
      "INSERT INTO promotion_codes (id, code, percent_off, product_ids, expires_at, max_redemptions, times_redeemed) VALUES (?, ?, ?, ?, ?, ?, ?)",
    ).run(`promo_${randomUUID()}`, code, percentOff, productIds ? JSON.stringify(productIds) : null, expiresAt ?? null, maxRedemptions ?? null, timesRedeemed);
  } finally {
    db.close();
  }
  return code;
}

function setRedeemed(code: string, times: number) {
  const db = openE2eDatabase();
  try {
    db.prepare("UPDATE promotion_codes SET times_redeemed = ? WHERE code = ?").run(times, code);
  } finally {
    db.close();
  }
}

function orderRow(orderId: string) {
  const db = openE2eDatabase();
  try {
    return db.prepare("SELECT status, amount_cents AS amount, discount_cents AS discount, promotion_code AS code FROM orders WHERE id = ?").get(orderId);
  } finally {
    db.close();
  }
}

/** Signed in, the Playbook's buy button leads to the test checkout; returns the order id. */
async function openCheckout(page: Page) {
  await signInAs(page);
  await page.goto("/?tab=digital#products");
  await page.getByRole("button", { name: "Get the Playbook" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/ord_/);
  await expect(page.getByText("Test mode — no real payment")).toBeVisible();
  return page.locator("[data-order-id]").getAttribute("data-order-id") as Promise<string>;
}

async function applyCode(page: Page, code: string) {
  await page.getByLabel("Promotion code").fill(code);
  await page.getByRole("button", { name: "Apply" }).click();
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

for (const viewport of VIEWPORTS) {
  test(`a valid code: the test checkout shows the price struck, the discount and the new total; the receipt what was paid, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const code = makeCode("SPRING");
    const orderId = await openCheckout(page);
    await expect(page.locator("[data-charge]")).toHaveText("$79.99");
    // Typed in lower case: codes are the same in any case.
    await applyCode(page, code.toLowerCase());
    await expect(page.locator("[data-list-price]")).toHaveText("$79.99");
    await expect(page.locator("[data-code]")).toHaveText(code);
    await expect(page.locator("[data-discount]")).toHaveText("−$20.00");
    await expect(page.locator("[data-charge]")).toHaveText("$59.99");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.getByRole("button", { name: "Pay $59.99" }).click();
    await expect(page.getByRole("heading", { name: "Purchase successful" })).toBeVisible();
    expect(orderRow(orderId)).toEqual({ status: "paid", amount: 5999, discount: 2000, code });

    await page.goto("/account");
    const order = page.locator("[data-order-id]").filter({ hasText: "Digital Kitchen Playbook" });
    await expect(order).toContainText(`$59.99 with code ${code}`);
    await order.getByRole("link", { name: /^Receipt/ }).click();
    await expect(page.locator("[data-price]")).toHaveText("$79.99");
    await expect(page.locator("[data-discount]")).toHaveText("−$20.00");
    await expect(page.locator("[data-total]")).toHaveText("$59.99");
    await expect(page.getByRole("main")).toContainText(`Promotion code ${code}`);
  });

  test(`each code that cannot be used says why, and nothing is charged, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const expired = makeCode("OLD", { expiresAt: Date.now() - 60_000 });
    const usedUp = makeCode("GONE", { maxRedemptions: 3, timesRedeemed: 3 });
    const otherProduct = makeCode("APPS", { productIds: ["nutri_sync"] });
    const orderId = await openCheckout(page);
    const cases: [string, string][] = [
      ["NOSUCHCODE", "We don't recognise that code. Check the spelling and try again."],
      [expired, "This code has expired."],
      [usedUp, "This code has been used as many times as it allows."],
      [otherProduct, "This code can't be used for Digital Kitchen Playbook."],
      ["", "Enter a promotion code."],
    ];
    for (const [code, message] of cases) {
      await applyCode(page, code);
      await expect(page.getByTestId("code-error")).toHaveText(message);
      await expect(page.getByLabel("Promotion code")).toHaveValue(code);
      await expect(page.locator("[data-charge]")).toHaveText("$79.99");
      await expect(page.locator("[data-discount]")).toHaveCount(0);
    }
    expect(orderRow(orderId)).toEqual({ status: "pending", amount: 7999, discount: null, code: null });

    // A code used up between Apply and Pay: Pay refuses, charges nothing and shows the full price again.
    const lastOne = makeCode("LAST", { maxRedemptions: 1 });
    await applyCode(page, lastOne);
    await expect(page.locator("[data-charge]")).toHaveText("$59.99");
    setRedeemed(lastOne, 1);
    await page.getByRole("button", { name: "Pay $59.99" }).click();
    await expect(page.getByTestId("pay-error")).toHaveText(
      "This code has been used as many times as it allows. Nothing was charged; the order is back at its full price.",
    );
    await expect(page.locator("[data-charge]")).toHaveText("$79.99");
    await expect(page.getByRole("button", { name: "Pay $79.99" })).toBeVisible();
    expect(orderRow(orderId)).toEqual({ status: "pending", amount: 7999, discount: null, code: null });
  });

  test(`the admin creates a code from the admin menu, is told what to fix, and deactivates it, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, { role: "admin" });
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Promotions" }).click();
    await expect(page.getByRole("heading", { name: "Promotion codes", level: 1 })).toBeVisible();
    await expect(page.getByText("Test mode: no Stripe key is set")).toBeVisible();

    const code = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;
    const form = page.getByRole("form", { name: "New promotion code" });
    await form.getByLabel("Code").fill(code.toLowerCase());
    await form.getByLabel("Percent off").fill("15");
    await form.getByLabel("Amount off").fill("5");
    await form.getByRole("button", { name: "Create code" }).click();
    await expect(page.getByText("The code was not created. Please correct the fields marked below.")).toBeVisible();
    await expect(form.getByText("Enter a percentage or an amount off, not both.")).toBeVisible();
    await expect(form.getByLabel("Code")).toHaveValue(code.toLowerCase());

    await form.getByLabel("Amount off").fill("");
    await form.getByLabel("Chosen products").check();
    await form.getByLabel(/^NutriSync/).check();
    await form.getByLabel("Maximum redemptions").fill("10");
    await form.getByRole("button", { name: "Create code" }).click();
    const row = page.locator(`tr[data-code="${code}"]`);
    await expect(row).toContainText("15% off");
    await expect(row).toContainText("NutriSync");
    await expect(row).toContainText("0 of 10");
    await expect(row.locator("[data-status]")).toHaveText("Active");

    await row.getByRole("button", { name: `Deactivate ${code}` }).click();
    await expect(row.locator("[data-status]")).toHaveText("Deactivated");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
