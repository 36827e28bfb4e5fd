import { expect, test, type Page } from "@playwright/test";
import { actAsSeparateVisitors } from "./support";

actAsSeparateVisitors();

const PASSWORD = "walk-in-cooler-42";

function uniqueEmail(testInfo: { project: { name: string }; title: string }) {
  const slug = testInfo.title.replace(/\W+/g, "-").slice(0, 20);
  return `e2e-${testInfo.project.name}-${slug}-${Date.now()}@example.com`.toLowerCase();
}

async function signUpThroughDialog(page: Page, email: string) {
  await page.goto("/");
  await page.getByRole("link", { name: "Sign In", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Sign up" }).click();
  const signup = page.getByRole("dialog", { name: "Create an Account" });
  await signup.getByLabel("Full name").fill("Somchai Kitchen");
  await signup.getByLabel("Email").fill(email);
  await signup.getByLabel("Password").fill(PASSWORD);
  await signup.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
}

async function openAccountMenu(page: Page) {
  await page.getByLabel("Account menu").click();
}

test("sign up, see the account widget, sign out, sign in again", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUpThroughDialog(page, email);

  const avatar = page.getByLabel("Account menu");
  await expect(avatar).toHaveText(email.charAt(0).toUpperCase());
  await expect(page.getByRole("link", { name: "View Products" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeHidden();
  await openAccountMenu(page);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText("Premium access")).toBeHidden();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You have been successfully signed out.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Sign In", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByLabel("Account menu")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/" && !url.search.includes("dialog"));
});

test("a wrong password shows the authentication error and keeps the e-mail", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  const alert = page.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("Authentication error");
  await expect(alert).toContainText("Invalid email or password.");
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("a signed-out visitor asking to buy signs in and lands in checkout for that product", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUpThroughDialog(page, email);
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();

  // Where a gated control sends a signed-out visitor: the sign-in dialog with the pending intent.
  await page.goto("/?dialog=signin&intent=checkout%3Anutri_sync");
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/ord_[0-9a-f-]+$/);
  await expect(page.getByText("NutriSync")).toBeVisible();
  await expect(page.getByText("$19.99").first()).toBeVisible();
});

test("the client portal signs clients in to their account page", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUpThroughDialog(page, email);
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Client Portal" }).click();
  const portal = page.getByRole("dialog", { name: "Client Portal" });
  await portal.getByRole("button", { name: "Log In" }).click();
  const failure = page.getByRole("alert").filter({ hasText: "Login failed" }).first();
  await expect(failure).toContainText("Please check your username and password and try again.");

  await page.goto("/?dialog=client-login");
  const again = page.getByRole("dialog", { name: "Client Portal" });
  await again.getByLabel("Username (your e-mail)").fill(email);
  await again.getByLabel("Password").fill(PASSWORD);
  await again.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
  await expect(page.getByRole("main").getByText(email)).toBeVisible();
  await expect(page.getByText("Free account")).toBeVisible();
});

test("admin pages are restricted for ordinary users", async ({ page }, testInfo) => {
  await signUpThroughDialog(page, uniqueEmail(testInfo));
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
});

test("a signed-out click on a buy button opens sign-in, and signing up resumes checkout of that product", async ({ page }, testInfo) => {
  await page.goto("/?tab=chef-apps#products");
  await page.getByRole("button", { name: "Sync My Menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await expect(dialog).toBeVisible();
  await expect(page.getByText("Please sign in to complete your purchase.").first()).toBeVisible();
  await dialog.getByRole("link", { name: "Sign up" }).click();
  const signup = page.getByRole("dialog", { name: "Create an Account" });
  await signup.getByLabel("Full name").fill("Nok Pastry");
  await signup.getByLabel("Email").fill(uniqueEmail(testInfo));
  await signup.getByLabel("Password").fill(PASSWORD);
  await signup.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/ord_[0-9a-f-]+$/);
  await expect(page.getByText("NutriSync")).toBeVisible();
});

test("a signed-out click on a gated service card signs in, then starts the premium-access checkout", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUpThroughDialog(page, email);
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();

  await page.goto("/#services");
  const gated = page.locator("#services form[action='/checkout']").first();
  await gated.getByRole("button").click();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/ord_[0-9a-f-]+$/);
  await expect(page.getByText("Premium Hospitality Resources")).toBeVisible();
});
