import { expect } from "@playwright/test";
import { test } from "./fixtures";

// Keyboard users start typing where a form dialog opens: its first real field, never the hidden honeypot.
for (const [path, field] of [
  ["/?dialog=enquiry", "name"],
  ["/?dialog=affiliate", "name"],
  ["/?dialog=signup", "fullName"],
  ["/?dialog=signin", "email"],
] as const) {
  test(`${path} puts focus in its first field @js-only`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe(field);
  });
}
