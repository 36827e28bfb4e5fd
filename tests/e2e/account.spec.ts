/**
 * Customers managing their own account on /account, with JavaScript on and
 * off: a new password signs the other browser out, a purchase's receipt and
 * the data download, and deleting the account. The change of address, which
 * needs the mail the app sends, is in account-email.spec.ts.
 */
import fs from "node:fs";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, openE2eDatabase, separateVisitor, signInAs } from "./support";

actAsSeparateVisitors();

const PASSWORD = "walk-in-cooler-42";
const NEW_PASSWORD = "combi-oven-steam-77";

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Buys the Playbook in test mode from the home page, signed in; returns its order id. */
async function buyPlaybook(page: Page) {
  await page.goto("/?tab=digital#products");
  await page.getByRole("button", { name: "Get the Playbook" }).click();
  await expect(page.getByText("Test mode — no real payment")).toBeVisible();
  const orderId = /\/checkout\/test\/(ord_[^/?]+)/.exec(page.url())![1]!;
  await page.getByRole("button", { name: "Pay $79.99" }).click();
  await expect(page.getByRole("heading", { name: "Purchase successful" })).toBeVisible();
  return orderId;
}

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test("change password: the other browser is signed out, the old password fails, the new one works", async ({ page, browser, javaScriptEnabled }) => {
  const { email } = await signInAs(page, { password: PASSWORD });
  const other = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: separateVisitor() });
  const otherPage = await other.newPage();
  await signInThroughForm(otherPage, email, PASSWORD);
  await expect(otherPage.getByRole("heading", { name: "My account" })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/account");
  await expectNoSideways(page);
  const form = page.getByRole("region", { name: "Change password" });
  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByLabel("New password").fill(NEW_PASSWORD);
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: "Password changed" })).toBeVisible();
  await expect(form.getByLabel("New password")).toHaveValue("");

  await otherPage.goto("/account");
  await expect(otherPage).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  await other.close();
  await page.reload();
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();

  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: "Signed out" })).toBeVisible();
  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Invalid email or password.");
  await signInThroughForm(page, email, NEW_PASSWORD);
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
});

test("after a purchase: the order's receipt with the price and reference, and my data with the order", async ({ page, javaScriptEnabled }) => {
  await signInAs(page);
  const orderId = await buyPlaybook(page);

  await page.goto("/account");
  const order = page.locator(`[data-order-id="${orderId}"]`);
  await expect(order).toContainText("$79.99");
  await order.getByRole("link", { name: /^Receipt/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/account/orders/${orderId}/receipt`);
  const receipt = page.getByRole("article", { name: "Receipt" });
  await expect(receipt.locator("[data-price]")).toHaveText("$79.99");
  await expect(receipt.getByText("Digital Kitchen Playbook")).toBeVisible();
  await expect(receipt.locator("[data-payment-reference]")).toHaveText(orderId);
  await expect(receipt.getByText("Test mode: this order was completed without a real payment")).toBeVisible();
  await expect(receipt.locator("address")).toContainText("Kitchen & Key Consulting");
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: "Print receipt" })).toBeVisible();
  else await expect(page.getByText("use your browser's Print command")).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideways(page);

  await page.getByRole("link", { name: "Back to my account" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download my data" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^kitchen-and-key-account-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
  expect(data.orders).toEqual([expect.objectContaining({ id: orderId, product: "Digital Kitchen Playbook", price: "$79.99", status: "paid" })]);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`a business buyer puts a company name and tax ID on the receipt, and a bad tax ID is refused with a reason, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page);
    const orderId = await buyPlaybook(page);
    await page.goto(`/account/orders/${orderId}/receipt`);
    const details = page.getByRole("region", { name: "Business details" });
    await details.getByLabel("Company name").fill("Baan Somtum Co., Ltd.");
    await details.getByLabel("Tax ID").fill("<script>");
    await details.getByRole("button", { name: "Save to receipt" }).click();
    await expect(details.getByText("Tax ID can only have letters, numbers, spaces, dots, dashes and slashes.")).toBeVisible();
    await expect(details.getByLabel("Company name")).toHaveValue("Baan Somtum Co., Ltd.");
    await details.getByLabel("Tax ID").fill("TH 0105556012345");
    await details.getByRole("button", { name: "Save to receipt" }).click();
    const receipt = page.getByRole("article", { name: "Receipt" });
    await expect(receipt).toContainText("Baan Somtum Co., Ltd.");
    await expect(receipt).toContainText("Tax ID: TH 0105556012345");
    await expect(page.locator("[data-toast]").filter({ hasText: "Receipt updated" })).toBeVisible();
    if (viewport.width === 390) await expectNoSideways(page);
    // The form is for the screen: a printed receipt has only the receipt.
    await page.emulateMedia({ media: "print" });
    await expect(details).toBeHidden();
    await expect(receipt).toContainText("Tax ID: TH 0105556012345");
  });
}

test("delete account: said plainly first; then signed out, no sign-in, and the order kept without name or e-mail", async ({ page }) => {
  const { email, id } = await signInAs(page, { password: PASSWORD });
  const orderId = await buyPlaybook(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/account");
  const danger = page.getByRole("region", { name: "Delete your account" });
  await expect(danger).toContainText("What we keep, and why:");
  await expect(danger).toContainText("without your name or e-mail address");
  await danger.getByLabel("Current password").fill("not-my-password");
  await danger.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(danger.getByText("Your current password is not correct.")).toBeVisible();
  // On the screen, not above it: without JavaScript the answer is a new page, opened at the form's section.
  await expect(danger.getByText("Your current password is not correct.")).toBeInViewport();
  await danger.getByLabel("Current password").fill(PASSWORD);
  await danger.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.locator("[data-toast]").filter({ hasText: "Account deleted" })).toBeVisible();

  await signInThroughForm(page, email, PASSWORD);
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Invalid email or password.");

  const db = openE2eDatabase();
  try {
    const kept = db.prepare("SELECT o.status, o.amount_cents, u.email, u.full_name, u.deleted_at FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ?").get(orderId) as Record<string, unknown>;
    expect(kept).toMatchObject({ status: "paid", amount_cents: 7999, full_name: "" });
    expect(kept.deleted_at).not.toBeNull();
    expect(String(kept.email)).not.toContain("@");
    expect(db.prepare("SELECT count(*) AS n FROM customers WHERE user_id = ?").get(id)).toEqual({ n: 0 });
  } finally {
    db.close();
  }
});

test("a password typed as soon as a refusal shows is kept: the message waits until the form is redrawn @js-only", async ({ page }) => {
  await signInAs(page, { password: PASSWORD });
  await page.goto("/account");
  // The page's data reloads after the post; held back, the gap between the answer and the redrawn form is wide.
  await page.route(/\/account\.data/, async (route) => {
    if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const danger = page.getByRole("region", { name: "Delete your account" });
  const reloaded = page.waitForResponse((response) => response.url().includes("/account.data") && response.request().method() === "GET");
  await danger.getByLabel("Current password").fill("not-my-password");
  await danger.getByRole("button", { name: "Delete my account permanently" }).click();
  await expect(danger.getByText("Your current password is not correct.")).toBeVisible();
  await danger.getByLabel("Current password").fill(PASSWORD);
  await reloaded;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(await danger.getByLabel("Current password").inputValue()).toBe(PASSWORD);
});
