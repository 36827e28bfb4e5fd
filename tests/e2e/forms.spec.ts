import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, signInAs } from "./support";

const unique = () => Math.random().toString(36).slice(2, 8);

actAsSeparateVisitors();

test("the enquiry dialog checks its fields, stores the enquiry and shows it in the admin inbox", async ({ page, browser }) => {
  const marker = `Banquet refit ${unique()}`;
  await page.goto("/kitchen-design-services?dialog=enquiry&service=kitchenDesign");
  const dialog = page.getByRole("dialog", { name: "Get in touch" });
  await expect(dialog.getByRole("checkbox", { name: "Kitchen Design" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "White Label Beverage" })).not.toBeChecked();

  // Spaces pass the browser's `required` check but not ours.
  await dialog.getByLabel("Name").fill("   ");
  await dialog.getByLabel("Email").fill("chef@riverside.example");
  await dialog.getByLabel("Message").fill(marker);
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page.getByText("Name is required.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("chef@riverside.example");
  await expect(page.getByLabel("Message")).toHaveValue(marker);

  await page.getByLabel("Name").fill("Kanya Srisuk");
  await page.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page.getByText("We've received your enquiry and will get back to you within 24 hours.")).toBeVisible();
  // Said once: the dialog's notice, and no toast saying it again.
  await expect(page.getByText("get back to you within 24 hours")).toHaveCount(1);

  const adminPage = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await signInAs(adminPage, { role: "admin" });
  await adminPage.goto("/admin/inbox?kind=enquiry");
  const item = adminPage.getByRole("listitem").filter({ hasText: marker });
  await expect(item).toContainText("Kanya Srisuk");
  await expect(item).toContainText("Services: Kitchen Design");
  await item.getByRole("button", { name: "Mark handled" }).click();
  await expect(adminPage.getByRole("listitem").filter({ hasText: marker })).toContainText("Handled");
});

test("the contact form checks its fields and stores the message", async ({ page, browser, javaScriptEnabled }) => {
  const marker = `Menu question ${unique()}`;
  await page.goto("/contact");
  await page.getByLabel("Name").fill("Arun");
  await page.getByLabel("Email").fill("arun@example.com");
  await page.getByLabel("Message").fill("   ");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message is required.")).toBeVisible();
  if (javaScriptEnabled) await expect(page.getByLabel("Message")).toBeFocused();
  // The same refusal again: focus comes back to the field again.
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message is required.")).toBeVisible();
  if (javaScriptEnabled) await expect(page.getByLabel("Message")).toBeFocused();
  await page.getByLabel("Message").fill(marker);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you for getting in touch. We'll reply within 24 hours.")).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/contact");
  await expect(page.getByLabel("Message")).toHaveValue("");

  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, { role: "admin" });
  await adminPage.goto("/admin/inbox?kind=contact");
  await expect(adminPage.getByRole("listitem").filter({ hasText: marker })).toContainText("arun@example.com");
});

test("an affiliate application gets a code of the right shape and reaches the inbox", async ({ page, browser }) => {
  const about = `Penang food blogger ${unique()}`;
  await page.goto("/");
  await page.getByRole("link", { name: "Become an Affiliate" }).click();
  const dialog = page.getByRole("dialog", { name: "Become an Affiliate" });
  await dialog.getByLabel("Name").fill("Lee Wong");
  await dialog.getByLabel("Email").fill("lee@example.com");
  await dialog.getByLabel("Website").fill("ftp://files.example");
  await dialog.getByLabel("About you").fill(about);
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByText("Enter a full web address, starting with https://")).toBeVisible();
  // An address as people write it, without https://, is taken and stored with it.
  await page.getByLabel("Website").fill("linkedin.com/in/lee-eats");
  await page.getByRole("button", { name: "Submit Application" }).click();

  const code = page.getByLabel("Your affiliate code");
  await expect(code).toHaveValue(/^LEEW-[A-Z0-9]{6}$/);
  await expect(page.getByText("We review applications within 48 hours.", { exact: false }).first()).toBeVisible();

  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, { role: "admin" });
  await adminPage.goto("/admin/inbox?kind=affiliate");
  await expect(adminPage.getByRole("listitem").filter({ hasText: about })).toContainText(`Code: ${await code.inputValue()}`);
  await expect(adminPage.getByRole("listitem").filter({ hasText: about })).toContainText("https://linkedin.com/in/lee-eats");
});

test("the affiliate code copies and shows Copied! for 2 seconds @js-only", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/?dialog=affiliate");
  await page.waitForLoadState("networkidle"); // hydrated: this test is about the JS behaviour
  const dialog = page.getByRole("dialog", { name: "Become an Affiliate" });
  await dialog.getByLabel("Name").fill("Maria Santos");
  await dialog.getByLabel("Email").fill("maria@example.com");
  await dialog.getByLabel("About you").fill("Hotel consultant in Manila.");
  await dialog.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByLabel("Your affiliate code")).toHaveValue(/^MARI-[A-Z0-9]{6}$/);
  const code = await page.getByLabel("Your affiliate code").inputValue();
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(page.getByRole("button", { name: "Copy" })).toBeVisible({ timeout: 4000 });
});

test("the enquiry confirmation disappears after 5 seconds @js-only", async ({ page }) => {
  await page.goto("/?dialog=enquiry");
  await page.waitForLoadState("networkidle"); // hydrated: this test is about the JS behaviour
  const dialog = page.getByRole("dialog", { name: "Get in touch" });
  await dialog.getByLabel("Name").fill("Timer Test");
  await dialog.getByLabel("Email").fill("timer@example.com");
  await dialog.getByLabel("Message").fill("Checking the confirmation timer.");
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  const notice = page.getByText("We've received your enquiry and will get back to you within 24 hours.");
  await expect(notice).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 8000 });
  await expect(page).toHaveURL((url) => !url.search.includes("dialog"));
});

test("the home page contact form shows errors in place, then sends and empties itself @js-only", async ({ page }) => {
  await page.goto("/#contact");
  const section = page.locator("#contact");
  await section.getByLabel("Name").fill("Ploy");
  await section.getByLabel("Email").fill("ploy@example.com");
  await section.getByLabel("Message").fill("  ");
  await section.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message is required.")).toBeVisible();
  await page.getByLabel("Message").fill("Do you audit hotel breakfast buffets?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thank you for getting in touch. We'll reply within 24 hours.")).toBeVisible();
  await expect(page.getByText("Message is required.")).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await expect(page.locator("#contact").getByLabel("Message")).toHaveValue("");
});

test("from another page the footer's Contact opens the contact page at its top", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/contact" && url.hash === "");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeInViewport();
  await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
});

test("without JS, a home-page message corrected on /contact is sent from there and stays there @no-js-only", async ({ page }) => {
  await page.goto("/#contact");
  const section = page.locator("#contact");
  await section.getByLabel("Name").fill("Somchai");
  await section.getByLabel("Email").fill("somchai@example.com");
  await section.getByLabel("Message").fill(" ");
  await section.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/contact");
  await expect(page.getByText("Message is required.")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Somchai");
  await page.getByLabel("Message").fill("Can you review our breakfast buffet?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/contact");
  await expect(page.getByText("Thank you for getting in touch. We'll reply within 24 hours.")).toBeVisible();
});

test("a custom-quote request from a signed-in customer reaches the admin inbox with who asked", async ({ page, browser }) => {
  const { email } = await signInAs(page);
  await page.goto("/?tab=consulting#products");
  const card = page.locator("#products article", { has: page.getByRole("heading", { name: "Sustainability Audit", exact: true }) });
  await card.getByRole("link", { name: "Request a Quote" }).click();
  const dialog = page.getByRole("dialog", { name: "Request a Quote" });
  const note = `Two resorts on Koh Samui ${unique()}`;
  await dialog.getByLabel("Phone").fill("+66 77 123 456");
  await dialog.getByLabel("About your project").fill(note);
  await dialog.getByRole("button", { name: "Request a Quote" }).click();
  await expect(page.getByText("We'll contact you shortly to discuss your specific needs.").first()).toBeVisible();

  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, { role: "admin" });
  await adminPage.goto("/admin/inbox?kind=quote");
  const item = adminPage.getByRole("listitem").filter({ hasText: note });
  await expect(item).toContainText(email);
  await expect(item).toContainText("Custom quote requested for Sustainability Audit");
  await expect(item).toContainText("Phone: +66 77 123 456");
});

test("a signed-out quote request reaches the inbox with the product, the name and the e-mail", async ({ page, browser }) => {
  const name = `Anong ${unique()}`;
  await page.goto("/?dialog=enquiry&product=consulting_sustainability_audit");
  const dialog = page.getByRole("dialog", { name: "Request a Quote" });
  await expect(dialog.getByLabel("Product")).toHaveValue("consulting_sustainability_audit");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill("anong@resort.example");
  await dialog.getByRole("button", { name: "Request a Quote" }).click();
  await expect(page.getByText("We'll contact you shortly to discuss your specific needs.").first()).toBeVisible();

  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, { role: "admin" });
  await adminPage.goto("/admin/inbox?kind=quote");
  const item = adminPage.getByRole("listitem").filter({ hasText: name });
  await expect(item).toContainText("anong@resort.example");
  await expect(item).toContainText("Custom quote requested for Sustainability Audit");
});

test("the enquiry dialog names the product and, signed in, is filled from the account", async ({ page }) => {
  const { email } = await signInAs(page);
  // The address a "Send an enquiry" link about a product leads to (the interim checkout page had one).
  await page.goto("/fermentation-guidebook?dialog=enquiry&product=nutri_sync");
  const dialog = page.getByRole("dialog", { name: "Get in touch" });
  await expect(dialog.getByText("About: NutriSync")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Fixture User");
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await expect(dialog.getByLabel("Message")).toHaveValue("I'd like to know more about NutriSync.");
});

test("without JS, an enquiry corrected after an error returns to its page and records it @no-js-only", async ({ page, browser }) => {
  const marker = `Walk-in cooler ${unique()}`;
  await page.goto("/kitchen-design-services?dialog=enquiry");
  const dialog = page.getByRole("dialog", { name: "Get in touch" });
  await dialog.getByLabel("Name").fill("   ");
  await dialog.getByLabel("Email").fill("ops@harbour.example");
  await dialog.getByLabel("Message").fill(marker);
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page).toHaveURL(/\/enquiry$/);
  await expect(page.getByText("Name is required.")).toBeVisible();
  await page.getByLabel("Name").fill("Harbour Grill");
  await page.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/kitchen-design-services");
  await expect(page.getByText("We've received your enquiry and will get back to you within 24 hours.")).toBeVisible();

  const adminPage = await (await browser.newContext()).newPage();
  await signInAs(adminPage, { role: "admin" });
  await adminPage.goto("/admin/inbox?kind=enquiry");
  await expect(adminPage.getByRole("listitem").filter({ hasText: marker })).toContainText("Sent from: /kitchen-design-services");
});

test("from a product page, the enquiry dialog names the product", async ({ page }) => {
  await page.goto("/fermentation-guidebook");
  await page.locator("main a[href*='product=fermentation_guidebook']").first().click();
  const dialog = page.getByRole("dialog", { name: "Get in touch" });
  await expect(dialog.getByText("About: The Fermentation Guidebook")).toBeVisible();
  await expect(dialog.getByLabel("Message")).toHaveValue("I'd like to know more about The Fermentation Guidebook.");
  await expect(dialog.getByLabel("Name")).toHaveValue("");
});
