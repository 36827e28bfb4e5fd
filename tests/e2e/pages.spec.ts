import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { SITE_SETTING_DEFAULTS } from "../../app/content/site-setting-defaults";
import { REFERRAL_PREFIX, referralCode } from "../../app/content/pages/ozone-partner";
import { VIDEOS } from "../../app/content/pages/videos";
import { CASE_STUDIES } from "../../app/content/case-studies";

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };

/** Every case-study and service page, its <h1> and SPEC figures it must show. */
const PAGES = [
  {
    path: "/microfest-case-study",
    heading: "Microfest: a touring food truck festival",
    figures: ["Over 28,000", "98%", "64%", "100%", "compostable packaging", "12", "locations", "trucks"],
  },
  {
    path: "/major-bangkok-hospitality-group-case-study",
    heading: "A house spirits programme with a master distiller",
    figures: ["8 months", "+28%", "beverage revenue", "42%", "margin on house spirits", "15K", "35%", "more press mentions"],
  },
  {
    path: "/pantera-group-case-study",
    heading: "A house spirits programme with a master distiller",
    figures: ["+28%", "15K"],
  },
  {
    path: "/aiden-showcase",
    heading: "AIDEN Supplements: from formula to platform",
    figures: ["formulations", "flavor iterations", "87%", "94%", "10% off ozone water systems"],
  },
  { path: "/ozone-water-systems", heading: "Ozone water systems for kitchens and hotels", figures: ["10% off ozone water systems"] },
  { path: "/aquaponics-case-study", heading: "Aquaponics: a hotel group grows its own greens", figures: ["hotels supplied from one farm"] },
  { path: "/sustainable-solutions", heading: "Sustainable solutions that pay their way", figures: ["local suppliers", "hotels supplied"] },
  { path: "/sustainable-waste-management", heading: "Sustainable waste management", figures: ["Up to 40%", "lower waste disposal cost"] },
  { path: "/guest-experience", heading: "Guest experiences people come back for", figures: ["Guest journey mapping"] },
  { path: "/revenue-optimization", heading: "Revenue optimization", figures: ["Menu engineering"] },
  { path: "/fermentation-guidebook", heading: "The Fermentation Guidebook", figures: ["THB 790", "≈ $22 USD", "100+ pages", "100 recipes", "Free update to V2.0"] },
  { path: "/kitchen-design-services", heading: "Kitchen design that works on a full service", figures: ["Layout and workflow"] },
];

/** Requests that leave our origin (e.g. a video player loaded too early). */
function recordThirdParty(page: Page) {
  const foreign: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol.startsWith("http")) foreign.push(req.url());
  });
  return foreign;
}

test.describe("case-study and service pages", () => {
  test.use({ viewport: DESKTOP });

  // One browser for the twelve pages: a test each would spend more on starting a browser context than on the pages.
  test("each answers 200 with its heading and figures, and loads nothing third-party", async ({ page }) => {
    const foreign = recordThirdParty(page);
    for (const { path, heading, figures } of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
      const main = page.getByRole("main");
      for (const figure of figures) await expect(main.getByText(figure, { exact: true }).first(), `${path}: ${figure}`).toBeVisible();
      await expect(page.locator("iframe"), path).toHaveCount(0);
    }
    expect(foreign).toEqual([]);
  });
});

test.describe("Microfest", () => {
  test.use({ viewport: DESKTOP });

  test("tabs switch by link and keep their URL", async ({ page }) => {
    await page.goto("/microfest-case-study");
    const tabs = page.getByRole("navigation", { name: "Project phases" });
    const panel = page.getByTestId("tab-panel");
    await expect(tabs.getByRole("link", { name: "Concept" })).toHaveAttribute("aria-current", "page");
    await expect(panel).toContainText("Phase 1 of 5: Concept");

    for (const [label, id, n] of [
      ["Branding", "branding", 2],
      ["Operations", "operations", 3],
      ["Logistics", "logistics", 4],
      ["Execution", "execution", 5],
    ] as const) {
      await tabs.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("tab") === id);
      await expect(panel).toContainText(`Phase ${n} of 5: ${label}`);
      await expect(tabs.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    }
    await expect(panel).toContainText("98% satisfaction");
  });

  test("a tab in the URL opens that tab; an unknown one falls back to Concept", async ({ page }) => {
    await page.goto("/microfest-case-study?tab=logistics");
    await expect(page.getByTestId("tab-panel")).toContainText("Twelve sites, one playbook");
    await page.goto("/microfest-case-study?tab=nonsense");
    await expect(page.getByTestId("tab-panel")).toContainText("Phase 1 of 5: Concept");
  });

  test("switching tabs does not scroll the page back to the top @js-only", async ({ page }) => {
    await page.goto("/microfest-case-study");
    const tabs = page.getByRole("navigation", { name: "Project phases" });
    // "instant": a settled position, whatever the page's scroll behaviour.
    await page.locator("#phases").evaluate((el) => el.scrollIntoView({ behavior: "instant" }));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await tabs.getByRole("link", { name: "Operations" }).click();
    await expect(page.getByTestId("tab-panel")).toContainText("Phase 3 of 5");
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test("'Back to Services' goes to the services section of the home page", async ({ page }) => {
    await page.goto("/microfest-case-study");
    await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/#services");
  });
});

test.describe("the master-distiller case study", () => {
  test.use({ viewport: DESKTOP });

  test("both its addresses have its links, the named testimonial and the canonical URL", async ({ page }) => {
    for (const path of ["/major-bangkok-hospitality-group-case-study", "/pantera-group-case-study"]) {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/major-bangkok-hospitality-group-case-study$/);
      await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
      await expect(page.getByRole("link", { name: "Explore sustainable solutions" })).toHaveAttribute("href", "/sustainable-solutions");
      await expect(page.getByText("Beverage Director, Major Bangkok Hospitality Group")).toBeVisible();
      const cta = page.getByRole("link", { name: "Schedule a Consultation" }).first();
      await expect(cta).toHaveAttribute("href", `${path}?dialog=enquiry&service=whiteLabelBeverage`);
    }
  });
});

test.describe("the ozone offer", () => {
  test.use({ viewport: DESKTOP });

  test("the showcase and the ozone page show today's referral code and a prefilled mail to the partner", async ({ page }) => {
    for (const path of ["/aiden-showcase", "/ozone-water-systems"]) {
      const before = referralCode(new Date());
      await page.goto(path);
      const after = referralCode(new Date());
      const code = (await page.getByTestId("referral-code").textContent())?.trim() ?? "";
      expect(code).toMatch(new RegExp(`^${REFERRAL_PREFIX}\\d{6}-001$`));
      expect([before, after]).toContain(code);

      const mail = page.getByRole("link", { name: "Email the partner for a quote" });
      const href = (await mail.getAttribute("href")) ?? "";
      expect(href).toMatch(/^mailto:[^?]+@[^?]+\?subject=/);
      expect(decodeURIComponent(href)).toContain(`Referral code: ${code}`);
    }
  });

  test("the AIDEN platform section links to the showcase", async ({ page }) => {
    await page.goto("/aiden-showcase");
    await expect(page.locator("#platform").getByRole("link", { name: "View the AIDEN showcase" })).toHaveAttribute("href", "/aiden-showcase");
  });
});

test.describe("sustainability pages", () => {
  test.use({ viewport: DESKTOP });

  test("/sustainable-solutions has five blocks, the case study link and enquiry buttons", async ({ page }) => {
    await page.goto("/sustainable-solutions");
    const main = page.getByRole("main");
    for (const block of ["Aquaponics", "Mushroom farms", "Ozone water", "Fermentation", "Local sourcing"]) {
      await expect(main.getByRole("heading", { level: 3, name: block })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "Read the aquaponics case study" })).toHaveAttribute("href", "/aquaponics-case-study");
    await expect(main.getByRole("heading", { level: 2, name: "A central farm for 12 hotels" })).toBeVisible();
    for (const label of ["Book a Sustainability Consultation", "Download Sustainability Guide"]) {
      await expect(main.getByRole("link", { name: label }).first()).toHaveAttribute("href", "/sustainable-solutions?dialog=enquiry");
    }
  });

  test("/sustainable-waste-management has four cards and the 5Rs", async ({ page }) => {
    await page.goto("/sustainable-waste-management");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "See the fermentation guidebook" })).toHaveAttribute("href", "/fermentation-guidebook");
    await expect(main.getByRole("link", { name: "Ask about a waste audit" })).toHaveAttribute("href", /dialog=enquiry/);
    await expect(main.getByRole("link", { name: "Ask about composting" })).toHaveAttribute("href", /dialog=enquiry/);
    await expect(main.getByRole("link", { name: "Ask about purchasing" })).toHaveAttribute("href", /dialog=enquiry/);
    const fiveRs = page.locator("#five-rs");
    for (const r of ["Refuse", "Reduce", "Reuse", "Recycle", "Rot"]) {
      await expect(fiveRs.getByRole("heading", { level: 3, name: r, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "Schedule a Consultation" }).first()).toHaveAttribute("href", /dialog=enquiry/);
  });

  test("the aquaponics case study links back to sustainable solutions", async ({ page }) => {
    await page.goto("/aquaponics-case-study");
    await expect(page.getByRole("link", { name: "Back to Sustainable Solutions" })).toHaveAttribute("href", "/sustainable-solutions");
  });
});

test.describe("service pages", () => {
  test.use({ viewport: DESKTOP });

  test("/revenue-optimization has six service cards and 'Request a Consultation'", async ({ page }) => {
    await page.goto("/revenue-optimization");
    const cards = page.getByRole("region", { name: "Six ways we grow your revenue" }).getByRole("listitem");
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole("link", { name: "Request a Consultation" }).first()).toHaveAttribute(
      "href",
      "/revenue-optimization?dialog=enquiry&service=revenueOptimization",
    );
  });

  test("/guest-experience has four feature blocks", async ({ page }) => {
    await page.goto("/guest-experience");
    await expect(page.getByRole("region", { name: "Four ways we raise the standard" }).getByRole("listitem")).toHaveCount(4);
  });

  test("/fermentation-guidebook describes its price in JSON-LD", async ({ page }) => {
    await page.goto("/fermentation-guidebook");
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(json).toMatchObject({ "@type": "Product", offers: { price: "790.00", priceCurrency: "THB" } });
  });

  test("/fermentation-guidebook buy and download open the enquiry dialog", async ({ page }) => {
    await page.goto("/fermentation-guidebook");
    for (const label of ["Buy the Guidebook", "Download the Guidebook"]) {
      await expect(page.getByRole("link", { name: label }).first()).toHaveAttribute("href", /^\/fermentation-guidebook\?dialog=enquiry/);
    }
  });
});

test.describe("case studies", () => {
  test("the header's Case Studies lists every case study, and each card leads to its page", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Case Studies", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/case-studies");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case studies");
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(CASE_STUDIES.length);
    for (const study of CASE_STUDIES) {
      await page.goto("/case-studies");
      await page.getByRole("link", { name: study.heading, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === study.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.heading);
    }
  });

  test("the kitchen page's projects lead to the case studies", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/kitchen-design-services?tab=projects");
    await page.getByRole("link", { name: "Read our full case studies" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/case-studies");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case studies");
  });
});

test.describe("kitchen design", () => {
  test("tabs switch by link on desktop", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/kitchen-design-services");
    const tabs = page.getByRole("navigation", { name: "Kitchen design details" });
    const panel = page.getByTestId("tab-panel");
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText("What we design");
    for (const [label, id, heading] of [
      ["Projects", "projects", "Recent projects"],
      ["Benefits", "benefits", "Why it pays"],
      ["Testimonials", "testimonials", "What our clients say"],
      ["Services", "services", "What we design"],
    ] as const) {
      await tabs.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("tab") === id);
      await expect(panel.getByRole("heading", { level: 3 })).toHaveText(heading);
    }
    // The enquiry dialog opens over the tab the reader is on.
    await expect(page.getByRole("link", { name: "Schedule a Consultation" }).first()).toHaveAttribute(
      "href",
      "/kitchen-design-services?tab=services&dialog=enquiry&service=kitchenDesign",
    );
  });

  test("is an accordion on mobile", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/kitchen-design-services?tab=benefits");
    await expect(page.getByRole("navigation", { name: "Kitchen design details" })).toBeHidden();
    const benefits = page.locator("details", { has: page.locator("summary", { hasText: "Benefits" }) });
    await expect(benefits).toHaveAttribute("open", "");
    await expect(benefits.getByText("Faster tickets")).toBeVisible();
    const projects = page.locator("details", { has: page.locator("summary", { hasText: "Projects" }) });
    await expect(projects.getByText("Hotel banqueting kitchen")).toBeHidden();
    await projects.locator("summary").click();
    await expect(projects.getByText("Hotel banqueting kitchen")).toBeVisible();
  });

  test("the guide opens in a new tab", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/kitchen-design-services");
    const guide = page.getByRole("link", { name: /Download Kitchen Design Guide/ }).first();
    await expect(guide).toHaveAttribute("href", SITE_SETTING_DEFAULTS.kitchenGuidePdfUrl);
    await expect(guide).toHaveAttribute("target", "_blank");
  });

  test("opening the guide shows 'Download started' @js-only", async ({ page, context }) => {
    await context.route(`${new URL(SITE_SETTING_DEFAULTS.kitchenGuidePdfUrl).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "application/pdf", body: "%PDF-1.4\n%%EOF\n" }),
    );
    await page.setViewportSize(DESKTOP);
    await page.goto("/kitchen-design-services");
    // The new tab asks for the guide (a PDF may be saved rather than shown, so the tab's own URL can stay blank).
    const popup = page.waitForEvent("popup");
    const guideRequest = context.waitForEvent("request", (request) => request.url() === SITE_SETTING_DEFAULTS.kitchenGuidePdfUrl);
    await page.getByRole("link", { name: /Download Kitchen Design Guide/ }).first().click();
    // request.frame() throws when the tab sent it before its frame existed: check it is a navigation that left this page alone.
    const [tab, request] = await Promise.all([popup, guideRequest]);
    expect(request.isNavigationRequest()).toBe(true);
    expect(tab).not.toBe(page);
    await expect(page).toHaveURL(/\/kitchen-design-services$/);
    await expect(page.getByRole("status").filter({ hasText: "Download started" })).toContainText(
      "The Kitchen Design Guide is being downloaded.",
    );
  });
});

test.describe("the video facade", () => {
  test.use({ viewport: DESKTOP });

  for (const [path, video] of [
    ["/guest-experience", { ...VIDEOS.guestExperience, id: SITE_SETTING_DEFAULTS.guestExperienceVideoId }],
    ["/revenue-optimization", { ...VIDEOS.revenueOptimization, id: SITE_SETTING_DEFAULTS.revenueVideoId }],
  ] as const) {
    test(`${path} inserts the player only after a click @js-only`, async ({ page }) => {
      await page.route("https://www.youtube-nocookie.com/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" }),
      );
      await page.goto(path);
      const play = page.getByRole("link", { name: `Play video: ${video.title}` });
      await play.scrollIntoViewIfNeeded();
      await expect(page.locator("iframe")).toHaveCount(0);
      await play.click();
      const frame = page.locator("iframe");
      await expect(frame).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1&rel=0`);
      await expect(frame).toHaveAttribute("title", video.title);
      expect(page.url()).toContain(path);
    });

    test(`${path} plays on YouTube through a plain link without JavaScript @no-js-only`, async ({ page }) => {
      await page.goto(path);
      const play = page.getByRole("link", { name: `Play video: ${video.title}` });
      await expect(play).toHaveAttribute("href", `https://www.youtube.com/watch?v=${video.id}`);
      await expect(page.locator("iframe")).toHaveCount(0);
    });
  }
});
