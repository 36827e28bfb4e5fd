/**
 * /admin/inbox when the page is out of date: "Mark handled" on a message
 * another admin handled meanwhile says so, and the list shows it as it is now,
 * with JavaScript on and off.
 */
import path from "node:path";
import { expect } from "@playwright/test";
import Database from "better-sqlite3";
import { test } from "./fixtures";
import { E2E_DATA_DIR } from "../../playwright.config";
import { signInAs } from "./support";

function withDatabase<T>(use: (db: Database.Database) => T) {
  const db = new Database(path.resolve(E2E_DATA_DIR, "app.db"));
  try {
    db.pragma("busy_timeout = 5000");
    return use(db);
  } finally {
    db.close();
  }
}

test("Mark handled on a message handled meanwhile says so, and the list shows it handled", async ({ page }, testInfo) => {
  const name = `Somchai ${testInfo.project.name} ${Date.now()}`;
  const id = withDatabase((db) => db.prepare("INSERT INTO contact_messages (name, email, message) VALUES (?, 'somchai@example.com', 'Do you audit bar stock?')").run(name).lastInsertRowid);
  await signInAs(page, { role: "admin" });
  await page.goto("/admin/inbox?kind=contact");
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item.getByRole("button", { name: "Mark handled" })).toBeVisible();

  withDatabase((db) => db.prepare("UPDATE contact_messages SET handled_at = ? WHERE id = ?").run(Date.now(), id));
  await item.getByRole("button", { name: "Mark handled" }).click();

  await expect(page.getByRole("alert")).toHaveText("That item is already handled or gone.");
  await expect(item).toContainText("Handled");
  await expect(item.getByRole("button", { name: "Mark handled" })).toHaveCount(0);
});
