/**
 * Site-wide switches (the maintenance mode, the contact settings, the legal
 * pages' text) flipped in the browser. They change what every visitor sees, so they run on a server of
 * their own (SWITCH_PORT), one after another, and only in the js-on project:
 * the JS-off round of each is a test of its own, in a context with JS off.
 */
import { expect, type Browser, type BrowserContext } from "@playwright/test";
import { test, untilHydrated } from "./fixtures";
import { SWITCH_DATA_DIR, SWITCH_PORT } from "../../playwright.config";
import { signInAs } from "./support";

test.describe.configure({ mode: "serial" });

const origin = `http://127.0.0.1:${SWITCH_PORT}`;
const server = { port: SWITCH_PORT, dataDir: SWITCH_DATA_DIR };

async function adminPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await signInAs(page, { role: "admin", server });
  return { context, page };
}

/** A fresh anonymous visitor (no cookies): what the page cache would serve anyone. */
async function visitor(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled: false });
}

const mode = (javaScriptEnabled: boolean) => (javaScriptEnabled ? "JS on" : "JS off");

for (const [javaScriptEnabled, phone] of [[true, "+66 2 555 0101"], [false, "+66 2 555 0202"]] as const) {
  test(`a changed contact phone shows on the home page for the next visitor, ${mode(javaScriptEnabled)} @js-only`, async ({ browser }) => {
    const anonymous = await visitor(browser);
    const home = await anonymous.newPage();
    await home.goto(`${origin}/`);
    await home.goto(`${origin}/`); // now in the page cache
    await expect(home.getByTestId("contact-phone")).not.toHaveText(phone);

    const { context, page } = await adminPage(browser, javaScriptEnabled);
    await page.goto(`${origin}/admin/settings`);
    await page.getByLabel("Phone").fill(phone);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
    await expect(page.getByLabel("Phone")).toHaveValue(phone);

    await home.goto(`${origin}/`);
    await expect(home.getByTestId("contact-phone")).toHaveText(phone);
    await expect(home.getByTestId("contact-phone")).toHaveAttribute("href", `tel:${phone.replace(/ /g, "")}`);
    await context.close();
    await anonymous.close();
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`an admin's new refund policy shows to the next visitor at once, and Restore brings the default back, ${mode(javaScriptEnabled)} @js-only`, async ({ browser }) => {
    const promise = `Refunds within 7 days, ${mode(javaScriptEnabled)}, ${Math.random().toString(36).slice(2, 8)}.`;
    const anonymous = await visitor(browser);
    const refunds = await anonymous.newPage();
    await refunds.goto(`${origin}/refunds`);
    await refunds.goto(`${origin}/refunds`); // now in the page cache
    await expect(refunds.getByTestId("legal-body")).toContainText("What happens when we refund");

    const { context, page } = await adminPage(browser, javaScriptEnabled);
    await page.goto(`${origin}/admin/legal`);
    // A context of its own has no fixture that waits for hydration; a textarea filled before it is emptied again.
    if (javaScriptEnabled) await untilHydrated(page);
    const form = page.getByRole("region", { name: "Refund Policy" });
    await expect(form.getByText("Default text — review it with your adviser before launch")).toBeVisible();
    await form.getByLabel("Refund Policy text (Markdown)").fill(`## Our promise\n\n${promise}`);
    await form.getByRole("button", { name: "Save Refund Policy" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Refund Policy saved" })).toBeVisible();
    await expect(form.getByText(/^Edited \d/)).toBeVisible();

    // A visitor who has never been here, and the one whose page was cached, both get the new text.
    const fresh = await visitor(browser);
    const next = await fresh.newPage();
    await next.goto(`${origin}/refunds`);
    await expect(next.getByTestId("legal-body").getByRole("heading", { name: "Our promise" })).toBeVisible();
    await expect(next.getByTestId("legal-body")).toContainText(promise);
    await expect(next.getByText("review it with your adviser")).toHaveCount(0);
    await refunds.goto(`${origin}/refunds`);
    await expect(refunds.getByTestId("legal-body")).toContainText(promise);

    // Restoring throws the text away, so it asks first: the first click only opens the question.
    await form.getByText("Restore default text…").click();
    await expect(form.getByText("Replace the Refund Policy with the default text? The text you wrote is lost.")).toBeVisible();
    await expect(form.getByText(/^Edited \d/)).toBeVisible();
    await form.getByRole("button", { name: "Yes, restore the default text" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Refund Policy: default text restored" })).toBeVisible();
    await expect(form.getByText("Default text — review it with your adviser before launch")).toBeVisible();
    await next.goto(`${origin}/refunds`);
    await expect(next.getByTestId("legal-body")).not.toContainText(promise);
    await expect(next.getByTestId("legal-body")).toContainText("What happens when we refund");
    await Promise.all([context.close(), anonymous.close(), fresh.close()]);
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`a bad setting is refused with its message and nothing changes, ${mode(javaScriptEnabled)} @js-only`, async ({ browser }) => {
    const { context, page } = await adminPage(browser, javaScriptEnabled);
    await page.goto(`${origin}/admin/settings`);
    const before = await page.getByLabel("Phone").inputValue();
    await page.getByLabel("Phone").fill("ring us");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Phone: use digits, spaces, +, -, ( ) and dots only.")).toBeVisible();
    await expect(page.getByLabel("Phone")).toHaveValue("ring us");
    await page.goto(`${origin}/admin/settings`);
    await expect(page.getByLabel("Phone")).toHaveValue(before);
    await context.close();
  });
}

for (const javaScriptEnabled of [true, false]) {
  test(`the maintenance switch takes a visitor's / to 503 and back, ${mode(javaScriptEnabled)} @js-only`, async ({ browser }) => {
    const anonymous = await visitor(browser);
    const home = await anonymous.newPage();
    expect((await home.goto(`${origin}/`))?.status()).toBe(200);

    const { context, page } = await adminPage(browser, javaScriptEnabled);
    await page.goto(`${origin}/admin`);
    await page.getByRole("button", { name: "Turn maintenance on" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Maintenance mode is on" })).toBeVisible();
    try {
      const during = await home.goto(`${origin}/`);
      expect(during?.status()).toBe(503);
      await expect(home.getByRole("heading", { name: "We're Down for Maintenance" })).toBeVisible();
      // The admin keeps the whole site, with a banner.
      await page.goto(`${origin}/`);
      await expect(page.getByText("Maintenance mode is on: visitors see the maintenance page.")).toBeVisible();
      await page.goto(`${origin}/admin`);
    } finally {
      await page.getByRole("button", { name: "Turn maintenance off" }).click();
    }
    await expect(page.getByRole("status").filter({ hasText: "Maintenance mode is off" })).toBeVisible();
    expect((await home.goto(`${origin}/`))?.status()).toBe(200);
    await expect(home.getByRole("heading", { name: "We're Down for Maintenance" })).toHaveCount(0);
    await context.close();
    await anonymous.close();
  });
}

for (const [javaScriptEnabled, name, label, id, width] of [
  [true, "revenueVideoId", "Revenue optimization video (YouTube id)", "dQw4w9WgXcQ", 390],
  [false, "guestExperienceVideoId", "Guest experience video (YouTube id)", "M7lc1UVf-VE", 1280],
] as const) {
  test(`a placeholder video is flagged in Settings and on the overview until the admin enters their own, ${mode(javaScriptEnabled)}, at ${width} px @js-only`, async ({ browser }) => {
    const { context, page } = await adminPage(browser, javaScriptEnabled);
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${origin}/admin`);
    const overview = page.getByRole("region", { name: /still points? at (a )?placeholders?/ });
    await expect(overview.getByRole("listitem").filter({ hasText: label })).toBeVisible();

    await overview.getByRole("link", { name: "Replace them in Settings" }).click();
    await expect(page).toHaveURL(`${origin}/admin/settings`);
    const note = page.locator(`[data-placeholder="${name}"]`);
    await expect(note).toContainText("Still the placeholder that came with the site");
    await page.getByLabel(label).fill(id);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved" })).toBeVisible();
    await expect(page.getByLabel(label)).toHaveValue(id);
    await expect(note).toHaveCount(0);

    await page.goto(`${origin}/admin`);
    await expect(page.getByRole("listitem").filter({ hasText: label })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  });
}
