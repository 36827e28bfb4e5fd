import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { NAV_MENUS, PRIMARY_LINKS, mobileMenuSections } from "../../app/content/navigation";

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };
const PHONE = { width: 375, height: 667 };
const LAPTOP = { width: 1280, height: 800 };

/**
 * True when a tap at the centre of `target` reaches it. Playwright's "visible"
 * ignores clipping by an ancestor (a drawer cut to a 64px header still counts
 * every link as visible), so ask the browser what is really under the finger.
 */
async function tapReaches(target: Locator): Promise<string | true> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return `off screen at ${x},${y}`;
    const hit = document.elementFromPoint(x, y);
    return hit && el.contains(hit) ? true : `covered by <${hit?.tagName.toLowerCase()} class="${hit?.getAttribute("class") ?? ""}">`;
  });
}

async function scrollDown(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 2500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
}

test.describe("site header", () => {
  test.use({ viewport: DESKTOP });

  test("shows every primary link and marks the current page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const label of [
      "Home",
      "Prompt Vault",
      "Case Studies",
      "AIDEN Supplements",
      "Fermentation Guidebook",
      "Knowledge Center",
      "Pricing",
      "Contact",
    ]) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Prompt Vault" })).not.toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Sign In", exact: true })).toBeVisible();
  });

  const menus = [
    { menu: "Resources", links: ["Resources Hub", "White Papers"], follow: "Resources Hub", path: "/resources" },
    {
      menu: "Digital Downloads",
      links: ["All Products", "Digital Resources", "Consulting Services"],
      follow: "Digital Resources",
      path: "/",
      search: "?tab=digital",
    },
    {
      menu: "Services",
      links: ["Kitchen Design", "Revenue Optimization", "Guest Experience", "Sustainable Solutions"],
      follow: "Revenue Optimization",
      path: "/revenue-optimization",
    },
  ];

  test(`the ${menus.map((m) => m.menu).join(", ")} dropdowns open and their links navigate`, async ({ page }) => {
    for (const { menu, links, follow, path, search } of menus) {
      await page.goto("/");
      const nav = page.getByRole("navigation", { name: "Sections" });
      const dropdown = nav.locator("details", { has: page.locator("summary", { hasText: menu }) });
      await expect(dropdown.getByRole("link", { name: follow })).toBeHidden();
      await dropdown.locator("summary").click();
      for (const label of links) await expect(dropdown.getByRole("link", { name: label })).toBeVisible();
      await dropdown.getByRole("link", { name: follow }).click();
      await expect(page).toHaveURL((url) => url.pathname === path && (!search || url.search === search));
    }
  });
});

test.describe("every header link can really be tapped", () => {
  for (const where of ["at the top", "after scrolling"] as const) {
    test(`phone menu, ${where}`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto("/");
      if (where === "after scrolling") await scrollDown(page);
      await page.getByLabel("Open menu").click();
      const drawer = page.getByRole("navigation", { name: "Mobile" });
      // The drawer slides in; a finger taps once it has arrived (CI once checked it mid-slide).
      await expect(drawer).toBeInViewport({ ratio: 1 });
      // Services first, each address once (app/content/navigation.ts).
      const expected = mobileMenuSections().flatMap((section) => section.links);
      expect(expected[0]!.label).toBe("Kitchen Design");
      const links = drawer.locator("li a");
      await expect(links).toHaveCount(expected.length);
      for (let i = 0; i < expected.length; i++) {
        const link = links.nth(i);
        await expect(link).toHaveText(expected[i]!.label);
        expect(await tapReaches(link), expected[i]!.label).toBe(true);
      }
      expect(await tapReaches(drawer.getByRole("link", { name: "Close menu" }))).toBe(true);
      expect(await tapReaches(drawer.locator("a[href='/']").first()), "logo").toBe(true);
      // The drawer is a full-height panel from the right edge, over the page.
      const box = (await drawer.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(PHONE.height - 1);
      expect(Math.round(box.x + box.width)).toBe(PHONE.width);
    });
  }

  test("each dropdown at 1280px", async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto("/");
    await scrollDown(page);
    const nav = page.getByRole("navigation", { name: "Sections" });
    for (const menu of NAV_MENUS) {
      const dropdown = nav.locator("details", { has: page.locator("summary", { hasText: menu.label }) });
      await dropdown.locator("summary").click();
      for (const link of menu.links) expect(await tapReaches(dropdown.getByRole("link", { name: link.label })), link.label).toBe(true);
      // Closed again, so it covers nothing of the next one.
      await dropdown.locator("summary").click();
      await expect(dropdown).not.toHaveAttribute("open");
    }
  });

  test("the desktop primary links at 1280px", async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of PRIMARY_LINKS) expect(await tapReaches(nav.getByRole("link", { name: link.label, exact: true })), link.label).toBe(true);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: MOBILE });

  test("slides out with the same links and navigates", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();
    await page.getByLabel("Open menu").click();
    await expect(mobileNav).toBeVisible();
    for (const label of ["Home", "Prompt Vault", "AIDEN Supplements", "Resources Hub", "Digital Resources"]) {
      await expect(mobileNav.getByRole("link", { name: label, exact: true }).first()).toBeVisible();
    }
    await mobileNav.getByRole("link", { name: "Fermentation Guidebook" }).click();
    await expect(page).toHaveURL(/\/fermentation-guidebook$/);
  });

  test("takes focus when opened and gives it back on Escape @js-only", async ({ page }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Open menu").click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav.getByRole("link", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(mobileNav).toBeHidden();
    await expect(page.getByLabel("Open menu")).toBeFocused();
  });

  test("closes with the close button", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Open menu").click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole("link", { name: "Close menu" }).click();
    await expect(mobileNav).toBeHidden();
  });
});

// The scroll style is JavaScript polish; without JS the header simply stays sticky.
test("the header changes style after 10px of scroll @js-only", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 500 });
  await page.goto("/");
  const header = page.locator("header").first();
  await expect(header).not.toHaveAttribute("data-scrolled");
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute("data-scrolled", "true");
});

test("an unknown path shows the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});

test("the home page answers 200 with the header and footer", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("header").first()).toBeVisible();
  await expect(page.getByRole("contentinfo").getByText("Mon-Fri 9:00-18:00 PST")).toBeVisible();
});

// The styles are one fingerprinted file, kept by the browser for a year: the next page asks nothing for them.
test("pages are styled by one stylesheet the browser keeps, before and after navigating", async ({ page }) => {
  const fetched: { url: string; cacheControl: string | undefined }[] = [];
  page.on("requestfinished", async (request) => {
    const response = await request.response();
    if (request.resourceType() === "stylesheet" && response && !response.fromServiceWorker()) fetched.push({ url: request.url(), cacheControl: response.headers()["cache-control"] });
  });
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  const bodyDisplay = () => page.evaluate(() => getComputedStyle(document.body).display);
  expect(await bodyDisplay()).toBe("flex");
  await page.getByRole("banner").getByRole("link", { name: "Prompt Vault" }).first().click();
  await expect(page).toHaveURL(/\/prompt-vault/);
  expect(await bodyDisplay()).toBe("flex");
  await page.goto("/blog");
  expect(await bodyDisplay()).toBe("flex");
  // One file for all three pages, fingerprinted and cached for a year; no page carries the styles itself.
  const urls = new Set(fetched.map((entry) => entry.url));
  expect(urls.size).toBe(1);
  expect([...urls][0]).toMatch(/\/build\/_assets\/tailwind-[A-Z0-9]+\.css$/);
  expect(fetched[0]!.cacheControl).toMatch(/max-age=31536000.*immutable/);
  expect(await page.evaluate(() => [...document.querySelectorAll("style")].reduce((n, s) => n + (s.textContent?.length ?? 0), 0))).toBeLessThan(2_000);
});
