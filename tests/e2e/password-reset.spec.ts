/**
 * Forgot password → the mail (read from a local SMTP server) → new password →
 * signed in; the old password no longer works. JS on and off (both projects).
 * It runs on a production server of its own whose mail goes to an SMTP server
 * it can read (testWithMail), instead of the shared web server.
 */
import { expect } from "@playwright/test";
import { testWithMail as test, untilHydrated } from "./fixtures";
import { signUpOverHttp } from "../support/server";
import { linkIn } from "../support/smtp-server";

const OLD_PASSWORD = "a-long-test-password-2026"; // what signUpOverHttp uses
const NEW_PASSWORD = "combi-oven-steam-77";

test("forgot password, the mailed link, a new password: signed in, and the old password fails", async ({ page, javaScriptEnabled, withMail: { server, smtp } }, testInfo) => {
  const email = `reset-${testInfo.project.name}-${Date.now()}@example.com`;
  await signUpOverHttp(server, email);

  await page.goto(`${server.origin}/login`);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // A click that lands before /login has come alive opens /forgot-password as a new document: the
  // fixture waits for hydration only after goto, and a CI run once lost the submit made before it.
  if (javaScriptEnabled) await untilHydrated(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that e-mail, we have sent a link to reset the password.")).toBeVisible();

  const link = linkIn(await smtp.waitForMail(email, /Reset your/), "/reset-password");
  expect(link.origin).toBe(server.origin);
  await page.goto(link.toString());
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password").fill("password1");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("This password is too common. Please choose a less guessable one.")).toBeVisible();
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();

  await expect(page).toHaveURL(`${server.origin}/account`);
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(page.getByRole("main").getByText(email)).toBeVisible();

  // The link is used up.
  await page.goto(link.toString());
  await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Send me a new link" })).toHaveAttribute("href", "/forgot-password");

  await page.goto(`${server.origin}/account`);
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page.locator("[data-toast]").filter({ hasText: "Signed out" })).toBeVisible();
  await page.goto(`${server.origin}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(OLD_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Invalid email or password.");

  await page.getByLabel("Password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
});

test("the sign-in dialog offers 'Forgot password?', and the form works at phone size", async ({ page, withMail: { server } }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.origin}/?dialog=signin`);
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before React has put the new page in (a transition): wait for the page.
  await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
  const field = page.getByLabel("Email");
  await expect(field).toBeInViewport();
  const box = await field.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await field.fill("nobody-here@example.com");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that e-mail, we have sent a link to reset the password.")).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);
});

test("/account asks to verify the address; resend, follow the mailed link, and the notice is gone", async ({ page, withMail: { server, smtp } }, testInfo) => {
  const email = `verify-${testInfo.project.name}-${Date.now()}@example.com`;
  const cookie = await signUpOverHttp(server, email);
  const [name, ...value] = cookie.split("=");
  await page.context().addCookies([{ name: name!, value: value.join("="), url: server.origin }]);

  await page.goto(`${server.origin}/account`);
  const notice = page.getByRole("region", { name: "Verify your e-mail address" });
  await expect(notice).toBeVisible();
  await notice.getByRole("button", { name: "Resend verification e-mail" }).click();
  await expect(page.getByText("Verification e-mail sent")).toBeVisible();

  await expect.poll(() => smtp.mailsTo(email).length, { timeout: 20_000 }).toBe(2); // sign-up's and the resend
  const link = linkIn(smtp.mailsTo(email)[1]!, "/verify-email");
  await page.goto(link.toString());
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page).toHaveURL(`${server.origin}/account`);
  await expect(page.getByText("E-mail address verified")).toBeVisible();
  await expect(page.getByRole("region", { name: "Verify your e-mail address" })).toHaveCount(0);
});
