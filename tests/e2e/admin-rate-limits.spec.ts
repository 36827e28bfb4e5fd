/**
 * The rate limits on the admin dashboard in a real browser, JavaScript on and
 * off (both projects), at a phone's and a laptop's width: every catalogue row
 * is there, and at 390 px the table scrolls inside its own box instead of
 * widening the page.
 */
import { expect } from "@playwright/test";
import { limitRows } from "../../server/policy/limits.js";
import { test } from "./fixtures";
import { signInAs } from "./support";

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`the dashboard lists every rate limit, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, { role: "admin" });
    await page.goto("/admin");
    const section = page.getByRole("region", { name: "Rate limits" });
    await expect(section.getByRole("heading", { name: "Rate limits" })).toBeVisible();
    const rows = limitRows();
    await expect(section.locator("tr[data-limit]")).toHaveCount(rows.length);
    for (const row of rows) await expect(section.locator(`tr[data-limit="${row.name}"]`)).toContainText(row.appliedAt);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    await page.screenshot({ path: test.info().outputPath(`rate-limits-${viewport.width}.png`), fullPage: true });
  });
}
