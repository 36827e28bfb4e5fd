import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors, signInAs, sitemapPaths } from "./support";

actAsSeparateVisitors();

/**
 * Nothing is ever wider than a phone's screen, on every page and
 * every post, teaser and full: a table scrolls inside its own box, long words
 * wrap. Each page is loaded once and looked at 360, 375 and 390 px wide (the
 * sign-in sheet at the last two).
 */
const WIDTHS = [375, 390];
const PAGE_WIDTHS = [360, ...WIDTHS];
const POST_WITH_TABLE = "/blog/menu-engineering-matrix-field-guide";

/** What passes the right edge at this width: the page itself, or any visible element not inside a scroll box. */
async function overflowAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 844 });
  return page.evaluate(() => {
    const edge = window.innerWidth;
    const found: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > edge) found.push(`the page is ${pageWidth}px wide`);
    const scrollsInside = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (/auto|scroll|hidden|clip/.test(getComputedStyle(box).overflowX)) return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll("*")) {
      const { right, width } = element.getBoundingClientRect();
      if (width === 0 || right <= edge + 0.5) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || scrollsInside(element)) continue;
      found.push(`<${element.tagName.toLowerCase()} class="${String(element.getAttribute("class") ?? "").slice(0, 50)}"> ends at ${Math.round(right)}px`);
      if (found.length > 5) break;
    }
    return found;
  });
}

async function expectToFit(page: Page, paths: string[]) {
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: PAGE_WIDTHS[0]!, height: 844 });
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    for (const width of PAGE_WIDTHS) {
      for (const problem of await overflowAt(page, width)) problems.push(`${path} at ${width}px: ${problem}`);
    }
  }
  expect(problems).toEqual([]);
}

test.describe("nothing is wider than a phone", () => {
  // A loaded machine takes up to 2 s a page; these visit up to twenty pages each.
  test.describe.configure({ timeout: 120_000 });

  test("every sitemap page but the posts", async ({ page, request }) => {
    const paths = (await sitemapPaths(request)).filter((p) => !p.startsWith("/blog/"));
    expect(paths.length).toBeGreaterThan(10);
    await expectToFit(page, paths);
  });

  // A post's body is the server's HTML whether or not scripts run (the pages above are checked in both modes).
  test("every published post as a visitor sees it (premium ones as teasers) @js-only", async ({ page, request }) => {
    const posts = (await sitemapPaths(request)).filter((p) => p.startsWith("/blog/"));
    expect(posts).toContain(POST_WITH_TABLE);
    await expectToFit(page, posts);
  });

  test("every published post in full, as a premium reader @js-only", async ({ page, request }) => {
    const posts = (await sitemapPaths(request)).filter((p) => p.startsWith("/blog/"));
    await signInAs(page, { hasAccess: true });
    await page.goto(POST_WITH_TABLE);
    await expect(page.getByRole("heading", { name: "Unlock Premium Content" })).toHaveCount(0);
    await expectToFit(page, posts);
  });
});

/** The element at a control's centre is the control (or inside it): nothing covers it and it is on screen. */
async function expectTappable(page: Page, name: string, control: ReturnType<Page["getByRole"]>) {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(viewport.width);
  const onTop = await control.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(left + width / 2, top + height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
  expect(onTop, `${name} is the element at its own centre`).toBe(true);
}

for (const width of WIDTHS) {
  test(`the sign-up sheet over a premium post with a table fits a ${width}px phone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(POST_WITH_TABLE);
    await page.getByRole("button", { name: "Get premium access" }).click();
    const sheet = page.getByRole("dialog", { name: "Create an Account" });
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/dialog=signup/);
    expect(await overflowAt(page, width)).toEqual([]);
    await expectTappable(page, "Create Account", sheet.getByRole("button", { name: "Create Account" }));
    await expectTappable(page, "Sign in", sheet.getByTestId("checkout-lead").getByRole("link", { name: "Sign in" }));
    await expectTappable(page, "Close", sheet.getByRole("link", { name: "Close" }).or(sheet.getByRole("button", { name: "Close" })));
    await page.screenshot({ path: test.info().outputPath(`sign-up-sheet-${width}.png`) });
  });
}

test("a post's table scrolls in its own box, and its sentences get a width to read in", async ({ page }) => {
  await signInAs(page, { hasAccess: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(POST_WITH_TABLE);
  const box = page.getByRole("region", { name: "Table, scrolls sideways" }).filter({ hasText: "Default action" });
  await expect(box).toHaveAttribute("tabindex", "0");
  const sizes = await box.evaluate((element) => ({ inner: element.scrollWidth, outer: element.clientWidth }));
  expect(sizes.inner).toBeGreaterThan(sizes.outer);
  // The advice column holds whole sentences: at least 16rem, not one word a line.
  const advice = (await box.getByRole("cell", { name: /^Re-cost/ }).boundingBox())!;
  expect(advice.width).toBeGreaterThanOrEqual(256);
  // About four lines of text, where a one-word-wide column took six or more.
  expect(advice.height).toBeLessThan(140);
});

/** How much darker than the box's own background its outermost columns on `side` are (0 = not at all), text hidden. */
async function edgeShade(region: ReturnType<Page["locator"]>, side: "left" | "right") {
  const { default: sharp } = await import("sharp");
  const { data, info } = await sharp(await region.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const luminance = (x: number) => {
    let sum = 0;
    for (let y = 0; y < info.height; y++) {
      const i = (y * info.width + x) * info.channels;
      sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
    }
    return sum / info.height;
  };
  const edge = side === "left" ? luminance(1) : luminance(info.width - 2);
  return luminance(Math.floor(info.width / 2)) - edge;
}

test.describe("a table wider than the phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows that it scrolls sideways: a shadow at each edge with more beyond it, gone at the end", async ({ page }) => {
    await signInAs(page, { hasAccess: true });
    await page.goto(POST_WITH_TABLE);
    const region = page.getByRole("region", { name: "Table, scrolls sideways" }).first();
    await region.scrollIntoViewIfNeeded();
    expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth + 40)).toBe(true);
    // Only the hint may shade an edge: the text goes, the rows' rules stay (they cross the middle as well).
    await region.evaluate((box) => {
      for (const element of box.querySelectorAll<HTMLElement>("*")) element.style.color = "transparent";
    });
    expect(await edgeShade(region, "right")).toBeGreaterThan(8);
    expect(await edgeShade(region, "left")).toBeLessThan(2);
    await page.screenshot({ path: test.info().outputPath("table-hint-start.png") });
    await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    expect(await edgeShade(region, "left")).toBeGreaterThan(8);
    expect(await edgeShade(region, "right")).toBeLessThan(2);
  });
});
