/**
 * /admin/outbox on the shared browser-test server (no SMTP_URL there, so a
 * retried mail ends up logged): the dashboard warns that no mail is sent, a
 * failed mail shows its last error, Retry (a plain POST form) queues it again,
 * and the mail opens with its headers and text, with JavaScript on and off; a
 * Retry on a mail retried meanwhile says so and shows the list as it is now.
 */
import path from "node:path";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import Database from "better-sqlite3";
import { E2E_DATA_DIR } from "../../playwright.config";
import { signInAs } from "./support";

function insertFailedMail(recipient: string) {
  const db = new Database(path.resolve(E2E_DATA_DIR, "app.db"));
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(
      "INSERT INTO mail_outbox (key, recipient, subject, text_body, html_body, status, attempts, last_error) VALUES (?, ?, ?, ?, '<p>x</p>', 'failed', 15, ?)",
    ).run(`e2e-failed:${recipient}`, recipient, "Your receipt: Digital Kitchen Playbook", `Thank you for your order, ${recipient}.`, "550 Mailbox unavailable");
  } finally {
    db.close();
  }
}

test("an admin sees a failed mail with its last error, retries it and reads it", async ({ page }, testInfo) => {
  const recipient = `failed-${testInfo.project.name}-${Date.now()}@example.com`;
  insertFailedMail(recipient);
  await signInAs(page, { role: "admin" });

  await page.goto("/admin");
  await expect(page.getByTestId("mail-setup-warning")).toContainText("No mail is being sent.");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Outbox" }).click();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Outbox" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: /^Failed \(\d+\)$/ }).click();
  // The mail is in the All list too: wait for the Failed list before looking for it.
  await expect(page).toHaveURL((url) => url.searchParams.get("status") === "failed");
  await expect(page.getByRole("link", { name: /^Failed \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  const item = page.getByRole("listitem").filter({ hasText: recipient });
  await expect(item).toContainText("Last error: 550 Mailbox unavailable");
  await item.getByRole("button", { name: "Retry" }).click();

  await expect(page.getByText("Mail queued again")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: recipient })).toHaveCount(0);
  // Without SMTP_URL the worker writes it to the log: it moves to "Logged".
  await expect
    .poll(async () => {
      await page.goto("/admin/outbox?status=logged");
      return page.getByRole("listitem").filter({ hasText: recipient }).count();
    }, { timeout: 20_000 })
    .toBe(1);
  await page.getByRole("listitem").filter({ hasText: recipient }).getByRole("link", { name: "Your receipt: Digital Kitchen Playbook" }).click();
  await expect(page.getByTestId("mail-headers")).toContainText(recipient);
  await expect(page.getByTestId("mail-text")).toHaveText(`Thank you for your order, ${recipient}.`);
});

test("a Retry on a mail retried meanwhile says so, and the list shows the mail as it is now", async ({ page }, testInfo) => {
  const recipient = `retried-${testInfo.project.name}-${Date.now()}@example.com`;
  insertFailedMail(recipient);
  await signInAs(page, { role: "admin" });
  await page.goto("/admin/outbox");
  const item = page.getByRole("listitem").filter({ hasText: recipient });
  await expect(item.getByRole("button", { name: "Retry" })).toBeVisible();

  // Another admin's Retry, and the worker logging it, happen while this page is open.
  const db = new Database(path.resolve(E2E_DATA_DIR, "app.db"));
  db.prepare("UPDATE mail_outbox SET status = 'logged' WHERE recipient = ?").run(recipient);
  db.close();
  await item.getByRole("button", { name: "Retry" }).click();

  await expect(page.getByRole("alert")).toHaveText("That mail is not failed (any more).");
  await expect(item).toContainText("Logged (no SMTP)");
  await expect(item.getByRole("button", { name: "Retry" })).toHaveCount(0);
});

test("the outbox is for admins only", async ({ page }) => {
  await signInAs(page);
  const response = await page.goto("/admin/outbox");
  expect(response?.status()).toBe(403);
});
