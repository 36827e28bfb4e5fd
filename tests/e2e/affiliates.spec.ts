/**
 * Affiliate approval in a real browser, JavaScript on and off, at a phone's
 * and a laptop's width, on a production server of its own whose mail a local
 * SMTP server reads (testWithMail): the admin refuses a bad rate, approves at
 * 12%; the applicant, signed out, follows the mailed link, creates an account
 * with the address filled in, comes back, links it and lands on the dashboard,
 * where the referral link is copied with JavaScript and selectable without.
 */
import { expect } from "@playwright/test";
import { testWithMail as test } from "./fixtures";
import { signUpAdminOverHttp } from "../support/server";
import { linkIn } from "../support/smtp-server";
import { forgetSignUps, withServerDatabase } from "../support/stripe-server";

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

for (const viewport of VIEWPORTS) {
  test(`the admin approves at 12%, the applicant follows the mailed link, signs up and sees their link, at ${viewport.width} px`, async ({ page, context, javaScriptEnabled, withMail: { server, smtp } }, testInfo) => {
    await page.setViewportSize(viewport);
    if (javaScriptEnabled) await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const stamp = `${testInfo.project.name}-${viewport.width}-${Date.now()}`;
    const email = `applicant-${stamp}@example.com`;
    const code = `APPL-${Date.now().toString(36).toUpperCase().slice(-6).padStart(6, "0")}`;
    withServerDatabase(server, (db) =>
      db.prepare("INSERT INTO affiliate_applications (name, email, about, affiliate_code) VALUES ('Ada Applicant', ?, 'I run a newsletter for hotel chefs.', ?)").run(email, code),
    );
    forgetSignUps(server);
    const admin = await signUpAdminOverHttp(server);
    const [name, ...value] = admin.split("=");
    await context.addCookies([{ name: name!, value: value.join("="), url: server.origin }]);

    await page.goto(`${server.origin}/admin/affiliates`);
    await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Affiliates" })).toBeVisible();
    const card = page.locator(`[data-application="${code}"]`);
    await expect(card).toContainText(email);
    await expect(card.locator("[data-status]")).toHaveText("New");
    if (viewport.width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A rate out of bounds is refused at the row, with what was typed kept.
    await card.getByLabel("Rate (%)").fill("75");
    await card.getByRole("button", { name: "Approve" }).click();
    await expect(page.locator(`[data-application="${code}"]`).getByRole("alert")).toHaveText("Enter the rate as a whole percent from 1 to 50.");
    await expect(page.locator(`[data-application="${code}"]`).getByLabel("Rate (%)")).toHaveValue("75");

    await page.locator(`[data-application="${code}"]`).getByLabel("Rate (%)").fill("12");
    await page.locator(`[data-application="${code}"]`).getByRole("button", { name: "Approve" }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: "Affiliate approved" })).toBeVisible();
    await expect(page.getByRole("region", { name: /Active affiliates/ }).locator(`[data-application="${code}"] [data-status]`)).toHaveText("Active · 12%");

    // The applicant, in a browser signed out, follows the mailed link.
    const link = linkIn(await smtp.waitForMail(email, /affiliate application is approved/), "/affiliate/join");
    await context.clearCookies();
    await page.goto(link.toString());
    await expect(page.getByRole("heading", { name: "Your affiliate application is approved" })).toBeVisible();
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("Full name").fill("Ada Applicant");
    await page.getByRole("main").getByLabel("Password").fill("a-long-test-password-2026");
    forgetSignUps(server);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: "Link your affiliate account" })).toBeVisible();
    await page.getByRole("button", { name: "Open my affiliate dashboard" }).click();

    await expect(page).toHaveURL(`${server.origin}/account/affiliate`);
    await expect(page.getByRole("heading", { name: "Affiliate dashboard" })).toBeVisible();
    const referral = page.getByLabel("Referral link", { exact: true });
    await expect(referral).toHaveValue(`${server.origin}/r/${code}`);
    await expect(page.getByLabel("Link to the home page with your code")).toHaveValue(`${server.origin}/?ref=${code}`);
    await expect(page.locator('[data-figure="clicks"] dd')).toHaveText("0");
    if (viewport.width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    if (javaScriptEnabled) {
      const copy = page.getByRole("button", { name: /^Cop(y|ied!) referral link$/ });
      await copy.click();
      await expect(copy).toContainText("Copied!");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${server.origin}/r/${code}`);
      await expect(copy).toContainText("Copy", { timeout: 4000 });
      await expect(copy).not.toContainText("Copied!");
    } else {
      // Without JavaScript there is no button: the link is text in a field, selected whole on focus.
      await expect(page.getByRole("button", { name: /^Copy/ })).toHaveCount(0);
      await referral.focus();
      await expect(referral).toBeEditable({ editable: false });
    }

    // The period form is a GET: the chosen days come back in the address and the fields.
    await page.getByLabel("From").fill("2026-01-01");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/\/account\/affiliate\?from=2026-01-01&to=/);
    await expect(page.getByLabel("From")).toHaveValue("2026-01-01");

    const linked = withServerDatabase(server, (db) => db.prepare("SELECT u.email AS email, u.email_verified_at AS verified FROM affiliates a JOIN users u ON u.id = a.user_id WHERE a.code = ?").get(code)) as
      | { email: string; verified: number | null }
      | undefined;
    expect(linked?.email).toBe(email);
    expect(linked?.verified).not.toBeNull();
  });
}
