import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, signInAs } from "./support";
import { E2E_PORT } from "../../playwright.config";

actAsSeparateVisitors();

const product = (page: Page, name: string) => page.locator("#products article", { has: page.getByRole("heading", { name, exact: true }) });
const tab = (page: Page, label: string) => page.getByRole("navigation", { name: "Product categories" }).getByRole("link", { name: label });

test.describe("home page", () => {
  test("answers 200 with its heading, SPEC figures and every anchor", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Better margins, smoother service, guests who come back.");
    for (const figure of ["87%", "94%", "42%"]) await expect(page.getByText(figure, { exact: true })).toBeVisible();
    await expect(page.getByText("hotels running our wellness programmes")).toBeVisible();
    for (const id of ["about", "services", "products", "resources", "contact"]) await expect(page.locator(`#${id}`)).toHaveCount(1);
    await expect(page).toHaveTitle(/Hospitality Consulting/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `http://127.0.0.1:${E2E_PORT}/`);
  });

  test("hero: Get Started opens the enquiry dialog URL, Our Solutions goes to the services", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/?dialog=enquiry");
    await page.getByRole("link", { name: "Our Solutions" }).click();
    await expect(page).toHaveURL(/\/#services$/);
    await expect(page.getByRole("heading", { name: "Consulting for every part of your operation" })).toBeInViewport();
  });

  test("services cards follow SPEC's click rules", async ({ page }) => {
    await page.goto("/");
    const card = (id: string) => page.locator(`article[data-service="${id}"]`);
    await expect(card("conceptDevelopment").getByRole("link")).toHaveAttribute("href", "/microfest-case-study");
    await expect(card("technologySolutions").getByRole("link")).toHaveAttribute("href", "/aiden-showcase");
    await expect(card("whiteLabelBeverage").getByRole("link")).toHaveAttribute("href", "/major-bangkok-hospitality-group-case-study");
    await expect(card("kitchenDesign").getByRole("link")).toHaveAttribute("href", "/kitchen-design-services");

    // Cards without a link are gated: signed out, they post the premium checkout and come back to /resources.
    for (const id of ["operationalExcellence", "staffTraining", "strategicPlanning"]) {
      const form = card(id).locator("form");
      await expect(form).toHaveAttribute("action", "/checkout");
      await expect(form).toHaveAttribute("method", "post");
      await expect(form.locator('input[name="productId"]')).toHaveValue("hospitality-bundle");
      await expect(form.locator('input[name="next"]')).toHaveValue("/resources");
      await expect(form.getByRole("button", { name: /Unlock the toolkit/ })).toBeVisible();
    }

    await card("conceptDevelopment").getByRole("link").click();
    await expect(page).toHaveURL(/\/microfest-case-study$/);
  });

  test("the featured banner links to the products", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Explore All Products" })).toHaveAttribute("href", "/#products");
  });
});

test.describe("products section", () => {
  test("shows every product at the price checkout charges, and custom quotes without one", async ({ page }) => {
    await page.goto("/#products");
    await expect(tab(page, "All Products")).toHaveAttribute("aria-current", "true");
    const prices: [string, string][] = [
      ["Digital Kitchen Playbook", "$79.99"],
      ["Restaurant Profit Formula Guide", "$99.99"],
      ["SOP Template Collection", "$149.99"],
      ["Chef Fuel Formula", "$19.99"],
      ["Kitchen Design Consultation", "Custom quote"],
      ["Menu Engineering Consultation", "$299.99"],
      ["Sustainability Audit", "Custom quote"],
      ["Staff Training Program", "$199.99"],
    ];
    for (const [name, price] of prices) await expect(product(page, name).locator("[data-price]")).toHaveText(price);
    await expect(page.locator("#products article")).toHaveCount(12);
    const signIn = page.locator("#products form", { has: page.getByRole("button", { name: "Sign in to purchase" }) });
    await expect(signIn).toHaveAttribute("method", "get");
    await expect(signIn.locator('input[name="dialog"]')).toHaveValue("signin");

    const buy = product(page, "Digital Food Cost Calculator").locator("form");
    await expect(buy).toHaveAttribute("action", "/checkout");
    await expect(buy.locator('input[name="productId"]')).toHaveValue("digital_food_cost_calculator");
  });

  test("'Sign in to purchase' opens the sign-in dialog on the same tab", async ({ page }) => {
    await page.goto("/?tab=consulting#products");
    await page.getByRole("button", { name: "Sign in to purchase" }).click();
    await expect(page).toHaveURL(/\/\?tab=consulting&dialog=signin$/);
    await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
  });

  test("the bundle shows $409.96 struck through and SAVE $150", async ({ page }) => {
    await page.goto("/");
    const bundle = page.locator("#product-bundle_efficiency_package");
    await expect(bundle.getByRole("heading", { name: "The Efficiency Package" })).toBeVisible();
    await expect(bundle.locator("s")).toHaveText(/\$409\.96/);
    await expect(bundle.getByText("SAVE $150")).toBeVisible();
    await expect(bundle.getByText("$199.99", { exact: true })).toBeVisible();
    for (const item of ["Digital Kitchen Playbook", "SOP Template Collection", "30-min expert consultation", "Members-only Q&A access"]) {
      await expect(bundle.getByText(item)).toBeVisible();
    }
    await expect(bundle.locator('input[name="productId"]')).toHaveValue("bundle_efficiency_package");
  });

  test("tabs switch by link", async ({ page }) => {
    await page.goto("/");
    await tab(page, "Digital Resources").click();
    await expect(page).toHaveURL(/\/\?tab=digital#products$/);
    await expect(tab(page, "Digital Resources")).toHaveAttribute("aria-current", "true");
    await expect(product(page, "Digital Food Cost Calculator")).toBeVisible();
    await expect(page.locator("#product-bundle_efficiency_package")).toBeVisible();
    await expect(product(page, "NutriSync")).toHaveCount(0);

    await tab(page, "Consulting").click();
    await expect(page).toHaveURL(/\/\?tab=consulting#products$/);
    await expect(page.locator("#products article")).toHaveCount(4);
    await expect(product(page, "Staff Training Program")).toBeVisible();

    await page.getByRole("link", { name: "Explore Chef Apps" }).click();
    await expect(page).toHaveURL(/\/\?tab=chef-apps#products$/);
    await expect(tab(page, "Chef Apps")).toHaveAttribute("aria-current", "true");
    for (const name of ["Chef Fuel Formula", "NutriSync", "MealCapture"]) await expect(product(page, name)).toBeVisible();
    await expect(page.locator("#products article")).toHaveCount(3);
  });

  test("tabs switch in place, without reloading the page @js-only", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await tab(page, "Chef Apps").click();
    await expect(tab(page, "Chef Apps")).toHaveAttribute("aria-current", "true");
    await expect(page.locator("#products article")).toHaveCount(3);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("the legacy hash form selects the tab @js-only", async ({ page }) => {
    await page.goto("/#products?tab=chef-apps");
    await expect(tab(page, "Chef Apps")).toHaveAttribute("aria-current", "true");
    await expect(page).toHaveURL(/\/\?tab=chef-apps#products$/);
    await expect(page.locator("#products article")).toHaveCount(3);
  });

  test("an unknown legacy hash value leaves All @js-only", async ({ page }) => {
    await page.goto("/#products?tab=bundles");
    await expect(page).toHaveURL(/\/#products$/);
    await expect(tab(page, "All Products")).toHaveAttribute("aria-current", "true");
    await expect(page.locator("#products article")).toHaveCount(12);
  });

  test("an unknown tab value leaves All", async ({ page }) => {
    await page.goto("/?tab=bogus#products");
    await expect(tab(page, "All Products")).toHaveAttribute("aria-current", "true");
    await expect(page.locator("#products article")).toHaveCount(12);
  });

  test("signed out, a custom-quote product asks who to reply to before storing anything", async ({ page }) => {
    await page.goto("/?tab=consulting#products");
    const card = product(page, "Kitchen Design Consultation");
    await card.getByRole("link", { name: "Request a Quote" }).click();
    await expect(page).toHaveURL(/\/\?tab=consulting&dialog=enquiry&product=consulting_kitchen_design$/);
    const dialog = page.getByRole("dialog", { name: "Request a Quote" });
    await expect(dialog.getByLabel("Product")).toHaveValue("consulting_kitchen_design");
    await expect(dialog.getByText("for Kitchen Design Consultation")).toBeVisible();
    for (const label of ["Name", "Email"]) await expect(dialog.getByLabel(label)).toHaveAttribute("required", "");
    // No toast before a request is stored.
    await expect(page.getByText("Custom Quote Requested")).toHaveCount(0);

    await dialog.getByLabel("Name").fill("Somsak Prasert");
    await dialog.getByLabel("Email").fill("somsak@bistro.example");
    await dialog.getByRole("button", { name: "Request a Quote" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Custom Quote Requested" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("We'll contact you shortly to discuss your specific needs.");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Back at the card the visitor asked from, not at the top of the page.
    await expect(page).toHaveURL(/\/\?tab=consulting#product-consulting_kitchen_design$/);
    await expect(card.getByRole("heading", { name: "Kitchen Design Consultation" })).toBeInViewport();
    await expect(tab(page, "Consulting")).toHaveAttribute("aria-current", "true");
  });

  test("signed in, the quote form is filled from the account and takes a phone number and a note", async ({ page }) => {
    const { email } = await signInAs(page);
    await page.goto("/?tab=consulting#products");
    const card = product(page, "Kitchen Design Consultation");
    await card.getByRole("link", { name: "Request a Quote" }).click();
    const dialog = page.getByRole("dialog", { name: "Request a Quote" });
    await expect(dialog.getByLabel("Name")).toHaveValue("Fixture User");
    await expect(dialog.getByLabel("Email")).toHaveValue(email);
    await dialog.getByLabel("Phone").fill("+66 81 234 5678");
    await dialog.getByLabel("About your project").fill("A 60-seat bistro moving to a bigger kitchen.");
    await dialog.getByRole("button", { name: "Request a Quote" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Custom Quote Requested" })).toBeVisible();
    await expect(page).toHaveURL(/\/\?tab=consulting#product-consulting_kitchen_design$/);
    await expect(card.getByRole("heading", { name: "Kitchen Design Consultation" })).toBeInViewport();
  });
});

test.describe("gated controls name what they unlock and its price", () => {
  test("signed out: each service toolkit and each course button", async ({ page }) => {
    await page.goto("/");
    for (const id of ["operationalExcellence", "staffTraining", "strategicPlanning"]) {
      await expect(page.locator(`article[data-service="${id}"]`)).toContainText("Premium access, $49.99 one-time");
    }
    const course = page.locator("section", { has: page.getByRole("heading", { name: "Daily AI Course for Hospitality" }) });
    await expect(course.getByText("Premium access, $49.99 one-time")).toHaveCount(4);
  });

  test("with access, no price is shown", async ({ page }) => {
    await signInAs(page, { hasAccess: true });
    await page.goto("/");
    await expect(page.getByText("Premium access, $49.99 one-time")).toHaveCount(0);
  });
});

test.describe("lower sections", () => {
  test("free guide card opens the shared-drive link in a new tab", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("link", { name: /Get the free guide/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", /^https:\/\/drive\.google\.com\//);
  });

  test("the free guide confirmation shows for 3 s @js-only", async ({ page, context }) => {
    await context.route("https://drive.google.com/**", (route) => route.fulfill({ body: "guide", contentType: "text/plain" }));
    await page.goto("/");
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: /Get the free guide/ }).click();
    await (await popup).close();
    const notice = page.getByText("Your free guide is opening in a new tab.");
    await expect(notice).toBeVisible();
    await expect(notice).toHaveCount(0, { timeout: 5000 });
  });

  test("Daily AI Course: title, 4 days, 3 weeks and the enrol action", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Daily AI Course for Hospitality" }) });
    for (const day of ["Day 1: AI Prompt Fundamentals", "Day 2: Guest Communication AI", "Day 3: Operational Efficiency", "Day 4: Personalized Guest Experiences"]) {
      await expect(section.getByText(day)).toBeVisible();
    }
    for (const week of ["Days 1-7", "Days 8-14", "Days 15-21"]) await expect(section.getByText(week, { exact: true })).toBeVisible();
    for (const title of ["AI Foundations", "Practical Applications", "Advanced Strategies"]) await expect(section.getByRole("heading", { name: title })).toBeVisible();
    const enroll = section.getByRole("button", { name: "Enroll in AI Course" });
    await expect(enroll).toBeVisible();
    const form = section.locator("form", { has: page.getByRole("button", { name: "Enroll in AI Course" }) });
    await expect(form).toHaveAttribute("action", "/checkout");
    await expect(form.locator('input[name="productId"]')).toHaveValue("hospitality-bundle");
    await expect(section.locator('form input[name="productId"]')).toHaveCount(4);
  });

  test("three testimonials, all rated 5", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);
  });

  test("contact section: the form, and SPEC's business hours below it", async ({ page }) => {
    await page.goto("/#contact");
    const form = page.locator("#contact form");
    await expect(form).toHaveAttribute("action", "/contact");
    await expect(form).toHaveAttribute("method", "post");
    for (const label of ["Name", "Email", "Company (optional)", "Message"]) await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    for (const name of ["name", "email", "company", "message", "fax_number"]) await expect(form.locator(`[name="${name}"]`)).toHaveCount(1);
    const footer = page.getByRole("contentinfo");
    for (const line of ["Mon-Fri 9:00-18:00 PST", "Saturday by appointment", "Sunday closed"]) await expect(footer.getByText(line)).toBeVisible();
  });

  test("JSON-LD describes the business and the catalogue", async ({ page }) => {
    await page.goto("/");
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const org = blocks.find((b) => Array.isArray(b["@type"]) && b["@type"].includes("ProfessionalService"));
    expect(org?.name).toBe("Kitchen & Key Consulting");
    const list = blocks.find((b) => b["@type"] === "ItemList");
    const items = list.itemListElement.map((e: { item: { sku: string; offers: { price: string; priceCurrency: string } } }) => e.item);
    expect(items).toHaveLength(12);
    expect(items.find((i: { sku: string }) => i.sku === "nutri_sync").offers).toMatchObject({ price: "19.99", priceCurrency: "USD" });
  });
});

test.describe("robots and sitemap", () => {
  test("robots.txt names the sitemap by absolute URL; the sitemap lists pages and posts", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: http://127.0.0.1:${E2E_PORT}/sitemap.xml`);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>http://127.0.0.1:${E2E_PORT}/</loc>`);
    expect(xml).toContain(`<loc>http://127.0.0.1:${E2E_PORT}/kitchen-design-services</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>http://127\\.0\\.0\\.1:${E2E_PORT}/blog/[a-z0-9-]+</loc>`));
  });
});

test.describe("signed in", () => {
  test("without access: no 'Sign in to purchase', gated controls still start checkout", async ({ page }) => {
    await signInAs(page);
    await page.goto("/");
    await expect(page.getByLabel("Account menu")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in to purchase" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Enroll in AI Course" })).toBeVisible();
    await expect(page.locator('article[data-service="staffTraining"] form input[name="productId"]')).toHaveValue("hospitality-bundle");
  });

  test("with access: gated cards open /resources and the course button opens today's lesson", async ({ page }) => {
    await signInAs(page, { hasAccess: true });
    await page.goto("/");
    await expect(page.locator('article[data-service="staffTraining"]').getByRole("link", { name: /Open the toolkit/ })).toHaveAttribute("href", "/resources");
    const lesson = page.getByRole("link", { name: "Access Today's AI Lesson" });
    await expect(lesson).toHaveAttribute("href", "/course");
  });

  test("with access, the lesson opens after SPEC's toasts and 1.5 s of loading @js-only", async ({ page }) => {
    await signInAs(page, { hasAccess: true });
    await page.goto("/");
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name: "Access Today's AI Lesson" }).click();
    await expect(page.getByRole("link", { name: "Accessing Today's Lesson..." })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Daily AI Course Access" })).toContainText(
      "Your daily AI course materials are being prepared. They will be ready in a moment.",
    );
    const opened = await popup;
    await expect.poll(() => opened.url()).toContain("/course");
    await expect(page.getByRole("status").filter({ hasText: "Course Materials Ready" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Access Today's AI Lesson" })).toBeVisible();
  });
});
