/**
 * Changing the account's e-mail address, JS on and off: nothing changes until
 * the link mailed to the new address (read from a local SMTP server) is
 * followed; the old address gets a notice; then sign-in works with the new
 * address only. Like password-reset.spec.ts, it runs on a production server
 * of its own whose mail goes to an SMTP server it can read (testWithMail).
 */
import { expect } from "@playwright/test";
import { testWithMail as test } from "./fixtures";
import { post, signUpOverHttp } from "../support/server";
import { linkIn } from "../support/smtp-server";

const PASSWORD = "a-long-test-password-2026"; // what signUpOverHttp uses

test("change e-mail: nothing changes until the new address's link is followed, then sign-in works with it", async ({ page, withMail: { server, smtp } }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const email = `before-${stamp}@example.com`;
  const next = `after-${stamp}@example.com`;
  const cookie = await signUpOverHttp(server, email);
  const [name, ...value] = cookie.split("=");
  await page.context().addCookies([{ name: name!, value: value.join("="), url: server.origin }]);

  await page.goto(`${server.origin}/account`);
  const form = page.getByRole("region", { name: "Change e-mail address" });
  await form.getByLabel("New e-mail address").fill(next);
  await form.getByLabel("Current password").fill(PASSWORD);
  await form.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: "Check your new inbox" })).toBeVisible();
  await expect(form.getByRole("status")).toContainText(`Waiting for confirmation: ${next}`);

  // Not yet: the account keeps its address, and the new one opens nothing.
  await expect(page.getByRole("region", { name: "Profile" })).toContainText(email);
  expect((await post(server, "/login", { email: next, password: PASSWORD })).status).toBe(401);
  const notice = await smtp.waitForMail(email, /is being changed/);
  expect(notice.text).not.toContain("token=");

  const link = linkIn(await smtp.waitForMail(next, /Confirm your new e-mail address/), "/verify-email");
  expect(link.origin).toBe(server.origin);
  await page.goto(link.toString());
  await page.getByRole("button", { name: "Confirm my new e-mail address" }).click();
  await expect(page).toHaveURL(`${server.origin}/account`);
  await expect(page.locator("[data-toast]").filter({ hasText: "E-mail address changed" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Profile" })).toContainText(`${next} (verified)`);

  // The link is used up, and says so.
  await page.goto(link.toString());
  await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();

  await page.goto(`${server.origin}/account`);
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: "Signed out" })).toBeVisible();
  await page.goto(`${server.origin}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Invalid email or password.");
  await page.getByLabel("Email").fill(next);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
});
