/**
 * /admin/subscribers in a real browser, JavaScript on and off, at a phone's
 * width: reached from the admin menu, two addresses imported with a record of
 * consent and seen in the counts and the search, a pasted line that is not an
 * address reported by its number, and a suppression lifted.
 */
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, openE2eDatabase, signInAs } from "./support";

actAsSeparateVisitors();

const count = async (page: Page, key: string) => Number((await page.locator(`[data-count="${key}"] dd`).first().textContent())!.replace(/,/g, ""));
/**
 * The page's count against the database's, both read again (a GET of the page) until they agree: other tests add and
 * remove subscribers at the same time, so a count known before is no fixed point.
 */
async function expectCountAsStored(page: Page, key: "confirmed" | "suppressed") {
  const stored = () => {
    const db = openE2eDatabase();
    try {
      const sql = key === "suppressed" ? "SELECT count(*) AS n FROM mail_suppressions" : "SELECT count(*) AS n FROM subscribers WHERE status = 'confirmed'";
      return (db.prepare(sql).get() as { n: number }).n;
    } finally {
      db.close();
    }
  };
  await expect
    .poll(async () => {
      await page.goto(page.url());
      const shown = await count(page, key);
      return shown === stored() ? "same" : `page ${shown}, database ${stored()}`;
    })
    .toBe("same");
}
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test("the admin imports two addresses, sees them counted and found, and lifts a suppression, at 390 px", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, { role: "admin" });
  const tag = randomUUID().slice(0, 8);
  const db = openE2eDatabase();
  try {
    db.prepare("INSERT INTO mail_suppressions (email, reason, detail) VALUES (?, 'bounce', '550 5.1.1 No such user here')").run(`gone-${tag}@example.com`);
  } finally {
    db.close();
  }

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Subscribers" }).click();
  await expect(page).toHaveURL(/\/admin\/subscribers$/);
  await expect(page.getByRole("heading", { level: 1, name: "Subscribers" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Confirmed subscribers at the end of each week/ })).toBeVisible();

  await page.getByLabel("Or paste the lines").fill(`email,name\nana-${tag}@example.com,Ana Lima\nben-${tag}@example.com\nnot-an-address`);
  await page.getByLabel("Where was consent given?").fill("Sign-up sheet at the food fair");
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const result = page.locator("[data-import-result]");
  await expect(result).toContainText("Added 2 addresses, confirmed with your note on consent.");
  await expect(result).toContainText("Line 4: not an e-mail address: not-an-address");
  // The growth chart is the server's HTML: still there, with its table, after the page's data came again.
  await expect(page.getByRole("img", { name: /Confirmed subscribers at the end of each week/ })).toBeVisible();
  await page.locator('[data-chart="chart-subscribers"] summary').click();
  await expect(page.getByRole("region", { name: /^Confirmed subscribers per week/ }).locator("tbody tr")).toHaveCount(26);
  await expectCountAsStored(page, "confirmed");

  await page.getByRole("search", { name: "Search subscribers" }).getByLabel("Address or name").fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  await expect(page.locator("[data-subscriber]")).toHaveCount(2);
  await expect(page.locator(`[data-subscriber="ana-${tag}@example.com"]`)).toContainText("Ana Lima");
  await expect(page.locator(`[data-subscriber="ana-${tag}@example.com"]`)).toContainText("Sign-up sheet at the food fair");
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("subscribers-390.png"), fullPage: true });
  await page.locator("[data-count]").first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("subscribers-counts-390.png") });
  await page.locator("[data-subscriber]").first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("subscribers-list-390.png") });

  await page.getByRole("link", { name: /^Suppressed \(/ }).click();
  await page.getByRole("search", { name: "Search suppressed addresses" }).getByLabel("Address").fill(tag);
  await page.getByRole("button", { name: "Search" }).click();
  const row = page.locator(`[data-suppressed="gone-${tag}@example.com"]`);
  await expect(row).toContainText("Bounced");
  await expect(row).toContainText("550 5.1.1 No such user here");
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("suppressed-390.png") });
  await row.getByRole("button", { name: `Lift the suppression of gone-${tag}@example.com` }).click();
  await expect(page.getByText(`gone-${tag}@example.com may receive the newsletter again.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`tab=suppressed&q=${tag}`));
  await expectCountAsStored(page, "suppressed");
});
