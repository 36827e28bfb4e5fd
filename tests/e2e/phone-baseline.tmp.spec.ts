import { test } from "@playwright/test";
test.use({ viewport: { width: 375, height: 667 } });
test("shot @js-only", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, 2500));
  await page.getByLabel("Open menu").click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: "menu-phone.png" });
});
