import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, separateVisitor } from "./support";

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
  await expect(page.getByText("Premium access", { exact: true })).toBeHidden();

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

test("signing in shows its progress until the next page is there @js-only", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUpThroughDialog(page, email);
  await page.context().clearCookies();
  await page.goto("/login");
  await page.waitForLoadState("networkidle"); // hydrated: progress is shown by the running app
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  // The next page's data is held back, so the test sees the moment between the answer and the page.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    if (route.request().method() === "GET") await held;
    await route.continue();
  });
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Sign In" }).click();
  const progress = page.getByRole("button", { name: "Processing..." });
  await expect(progress).toBeDisabled();
  await answered;
  await expect(progress).toBeDisabled();
  release();
  await expect(page.getByLabel("Account menu")).toBeVisible();
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

test("after a wrong password, the right one still leads where the visitor was going", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUpThroughDialog(page, email);
  await page.context().clearCookies();
  await page.goto("/login?redirectTo=%2Fprompt-vault");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Invalid email or password.");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/prompt-vault$/);
  await expect(page.getByLabel("Account menu")).toBeVisible();
});

test("a signed-out visitor asking to buy signs in and lands in checkout for that product", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUpThroughDialog(page, email);
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();

  // The sign-in dialog with a pending intent (a gated control opens sign-up, which links here).
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

  // Signed in, the footer's Client Portal is the account page itself, not a sign-in form.
  await page.goto("/blog");
  await page.getByRole("contentinfo").getByRole("link", { name: "Client Portal" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("dialog", { name: "Client Portal" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "My account" })).toBeVisible();
});

test("admin pages are restricted for ordinary users", async ({ page }, testInfo) => {
  await signUpThroughDialog(page, uniqueEmail(testInfo));
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
});

test("a signed-out click on a buy button opens sign-up, and signing up resumes checkout of that product", async ({ page }, testInfo) => {
  await page.goto("/?tab=chef-apps#products");
  await page.getByRole("button", { name: "Sync My Menu" }).click();
  const signup = page.getByRole("dialog", { name: "Create an Account" });
  await expect(signup.getByText("Create your account, then checkout opens.")).toBeVisible();
  await signup.getByLabel("Full name").fill("Nok Pastry");
  await signup.getByLabel("Email").fill(uniqueEmail(testInfo));
  await signup.getByLabel("Password").fill(PASSWORD);
  await signup.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/ord_[0-9a-f-]+$/);
  await expect(page.getByText("NutriSync")).toBeVisible();
});

test("a signed-out click on a gated service card, then Sign in from the sign-up sheet, starts the premium-access checkout", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUpThroughDialog(page, email);
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();

  await page.goto("/#services");
  const gated = page.locator("#services form[action='/checkout']").first();
  await gated.getByRole("button").click();
  await page.getByRole("dialog", { name: "Create an Account" }).getByTestId("checkout-lead").getByRole("link", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(PASSWORD);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/ord_[0-9a-f-]+$/);
  await expect(page.getByText("Premium Hospitality Resources")).toBeVisible();
});

test("a wrong password gives one message in the form, plus SPEC's toast only with JS", async ({ page }, testInfo) => {
  await page.goto("/?dialog=signin");
  const dialog = page.getByRole("dialog", { name: "Sign In" });
  await dialog.getByLabel("Email").fill(uniqueEmail(testInfo));
  await dialog.getByLabel("Password").fill("not-the-password");
  await dialog.getByRole("button", { name: "Sign In" }).click();
  // Without JS the refused post redraws the form on /login; with JS it stays in the dialog.
  const form = page.locator("form", { has: page.getByRole("button", { name: "Sign In", exact: true }) });
  await expect(form.getByText("Invalid email or password.")).toHaveCount(1);
  await expect(form.getByRole("alert")).toHaveCount(1);
  const toasts = page.locator("[data-toast]");
  if (testInfo.project.name === "js-on") await expect(toasts.filter({ hasText: "Authentication error" })).toBeVisible();
  else await expect(toasts).toHaveCount(0);
});

test("a duplicate sign-up says the account exists and links to sign-in with the e-mail filled", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUpThroughDialog(page, email);
  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();

  await page.goto("/?dialog=signup");
  const signup = page.getByRole("dialog", { name: "Create an Account" });
  await signup.getByLabel("Full name").fill("Somchai Again");
  await signup.getByLabel("Email").fill(email);
  await signup.getByLabel("Password").fill(PASSWORD);
  await signup.getByRole("button", { name: "Create Account" }).click();
  // Without JS the refused post redraws the form on /signup, whose link goes to /login.
  const refused = page.locator("form", { has: page.getByRole("button", { name: "Create Account" }) });
  await expect(refused.getByText("An account with this email already exists.")).toHaveCount(1);
  await refused.getByRole("link", { name: "Sign in with this e-mail instead" }).click();
  const signin = page.locator("form", { has: page.getByRole("button", { name: "Sign In", exact: true }) });
  await expect(signin.getByLabel("Email")).toHaveValue(email);
  await signin.getByLabel("Password").fill(PASSWORD);
  await signin.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByLabel("Account menu")).toBeVisible();
});

test("on the /signup page a duplicate e-mail links to /login with it filled", async ({ page, browser }, testInfo) => {
  const email = uniqueEmail(testInfo);
  const first = await (await browser.newContext({ extraHTTPHeaders: separateVisitor() })).newPage();
  await first.goto("/signup");
  await first.getByLabel("Full name").fill("First Owner");
  await first.getByLabel("Email").fill(email);
  await first.getByLabel("Password").fill(PASSWORD);
  await first.getByRole("button", { name: "Create Account" }).click();
  await expect(first).toHaveURL(/\/account$/);

  await page.goto("/signup");
  await page.getByLabel("Full name").fill("Second Try");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByRole("link", { name: "Sign in with this e-mail instead" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("email") === email);
  await expect(page.getByLabel("Email")).toHaveValue(email);
});
