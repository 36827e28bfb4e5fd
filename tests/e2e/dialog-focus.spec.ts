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

// A modal dialog keeps the keyboard: Tab and Shift+Tab go round its controls, never to the page behind it.
for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`at ${viewport.width}px, Tab and Shift+Tab stay in the enquiry dialog @js-only`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started" }).click();
    const dialog = page.getByRole("dialog", { name: "Get in touch" });
    await expect(dialog).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    const inDialog = () => page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await inDialog(), `after ${i + 1} Tabs`).toBe(true);
      seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? ""));
    }
    // It went round: back at the first field, having passed the Send button.
    expect([...seen].some((html) => html.includes('name="name"'))).toBe(true);
    expect([...seen].some((html) => html.includes("Send Enquiry") || html.includes('type="submit"'))).toBe(true);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await inDialog(), `after ${i + 1} Shift+Tabs`).toBe(true);
    }
  });
}
