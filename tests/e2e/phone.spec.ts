/**
 * A restaurant owner on a phone: every control big enough to tap,
 * and toasts that never sit on top of a control.
 */
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, separateVisitor, signInAs } from "./support";

actAsSeparateVisitors();

const PHONE = { width: 375, height: 812 };
const MAIN_PAGES = ["/", "/prompt-vault", "/microfest-case-study", "/kitchen-design-services", "/login"];

test.describe("a long search at 390px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a pasted address or a long word in a search wraps: the page never scrolls sideways", async ({ page }) => {
    const long = ["https://www.example.com/restaurant/menu-engineering-guide-2024", "a".repeat(180)];
    for (const q of long) {
      for (const path of [`/blog?q=${encodeURIComponent(q)}`, `/prompt-vault?q=${encodeURIComponent(q)}`]) {
        await page.goto(path);
        await expect(page.getByText(q.slice(0, 20)).first()).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      }
    }
  });
});

test.describe("tap targets at 375px", () => {
  test.use({ viewport: PHONE });

  test(`on ${MAIN_PAGES.join(", ")}, every control outside running text is at least 44×44px`, async ({ page }) => {
    for (const path of MAIN_PAGES) {
      await page.goto(path);
      const small = await page.evaluate(listSmallTargets);
      expect(small, `controls smaller than 44×44 on ${path}`).toEqual([]);
    }
  });
});

test("signed in, the account menu's items are at least 44×44px", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, { role: "admin" });
  await page.goto("/");
  await page.getByLabel("Account menu").click();
  await expect(page.getByRole("link", { name: "My account" })).toBeVisible();
  const small = await page.evaluate(listSmallTargets);
  expect(small, "controls smaller than 44×44 with the account menu open").toEqual([]);
});

/**
 * Runs in the page. Lists the rendered links, buttons, summaries and fields
 * whose box is under 44×44px. A checkbox counts with its label (the label is
 * what takes the tap). Exempt: links inside a paragraph of prose (WCAG 2.5.8's
 * inline exception), visually hidden skip links and the honeypot.
 */
function listSmallTargets(): string[] {
  const MIN = 44 - 0.5;
  const controls = document.querySelectorAll<HTMLElement>(
    "a[href], button, summary, select, textarea, input:not([type=hidden])",
  );
  const small: string[] = [];
  for (const control of controls) {
    if (control.closest("[aria-hidden=true]") || control.classList.contains("sr-only")) continue;
    if (control.closest("details:not([open])") && control.tagName !== "SUMMARY") continue;
    if (control.closest("details:not([open]) details")) continue;
    const target = control.matches("input[type=checkbox], input[type=radio]") ? (control.closest("label") ?? control) : control;
    const box = target.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (getComputedStyle(control).visibility === "hidden") continue;
    const paragraph = control.closest("p");
    const inProse = paragraph && (paragraph.textContent ?? "").trim().length > (control.textContent ?? "").trim().length + 20;
    if (inProse) continue;
    if (box.width < MIN || box.height < MIN) {
      const name = (control.getAttribute("aria-label") ?? control.textContent ?? control.getAttribute("name") ?? "").trim().slice(0, 40);
      small.push(`<${control.tagName.toLowerCase()}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
  }
  return small;
}

test.describe("toasts at 390×844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a signed-out buy opens the sign-up sheet, with no error toast, and its Sign in link leads to a Sign In button free to tap", async ({ page, browser }) => {
    const email = `phone-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    const password = "walk-in-cooler-42";
    const other = await browser.newContext({ extraHTTPHeaders: separateVisitor() });
    const signup = await other.newPage();
    await signup.goto("/signup");
    await signup.getByLabel("Full name").fill("Nok Phone");
    await signup.getByLabel("Email").fill(email);
    await signup.getByLabel("Password").fill(password);
    await signup.getByRole("button", { name: "Create Account" }).click();
    await expect(signup).toHaveURL(/\/account$/);
    await other.close();

    await page.goto("/?tab=chef-apps#products");
    await page.getByRole("button", { name: "Sync My Menu" }).click();
    const sheet = page.getByRole("dialog", { name: "Create an Account" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId("checkout-lead")).toContainText("Already have an account?");
    await expect(page.locator("[data-toast]")).toHaveCount(0);
    await sheet.getByTestId("checkout-lead").getByRole("link", { name: "Sign in" }).click();

    const dialog = page.getByRole("dialog", { name: "Sign In" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill(password);
    const signIn = dialog.getByRole("button", { name: "Sign In" });
    const box = (await signIn.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    expect(await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.textContent?.trim(), [x, y])).toBe("Sign In");
    await page.mouse.click(x, y);
    await expect(page).toHaveURL(/\/checkout\/test\/ord_[\w-]+$/);
  });

  test("a toast can be dismissed, with or without JavaScript", async ({ page }) => {
    await signInAs(page);
    await page.goto("/");
    await page.getByLabel("Account menu").click();
    await page.getByRole("button", { name: "Sign out" }).click();
    const toast = page.locator("[data-toast]").filter({ hasText: "Signed out" });
    await expect(toast).toBeVisible();
    await toast.locator("label").click();
    await expect(toast).toBeHidden();
  });

  test("a toast steps aside while the mobile menu is open", async ({ page }) => {
    await signInAs(page);
    await page.goto("/");
    await page.getByLabel("Account menu").click();
    await page.getByRole("button", { name: "Sign out" }).click();
    const toast = page.locator("[data-toast]").filter({ hasText: "Signed out" });
    await expect(toast).toBeVisible();
    await page.getByLabel("Open menu").click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await expect(toast).toBeHidden();
  });
});

test.describe("after paying, at 390×844", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("on /resources the purchase is confirmed once, by the page's notice, not also by a toast over it", async ({ page }) => {
    await signInAs(page);
    await page.goto("/?tab=chef-apps#products");
    await page.getByRole("button", { name: "Sync My Menu" }).click();
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByRole("heading", { name: "Purchase successful" })).toBeVisible();
    await expect(page.getByText("Thank you! Your premium access is active and your purchase is in your account.")).toHaveCount(1);
    await expect(page.locator("[data-toast]")).toHaveCount(0);
  });

  test("back on a post, the toast says all of its words", async ({ page }) => {
    await signInAs(page);
    await page.goto("/blog/menu-engineering-matrix-field-guide");
    await page.getByRole("button", { name: "Get premium access" }).click();
    await page.getByRole("button", { name: /^Pay / }).click();
    const toast = page.locator("[data-toast]").filter({ hasText: "Purchase successful" });
    const words = toast.getByText("Thank you! Your premium access is active and your purchase is in your account.");
    await expect(words).toBeVisible();
    // Nothing clipped: the paragraph is as tall as its text.
    expect(await words.evaluate((p) => p.scrollHeight <= p.clientHeight + 1)).toBe(true);
  });
});
