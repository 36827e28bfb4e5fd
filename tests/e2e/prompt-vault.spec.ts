import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./fixtures";

// Runs in both projects: with JavaScript the page updates as you type or tick;
// without it the same steps go through the 'Apply' button and plain links.

const ALL = 10;
/** How long "Copied!" stays (SPEC §9; COPIED_MS in app/components/prompt-vault/clipboard.tsx). */
const COPIED_MS = 2000;

const summary = (page: Page) => page.getByTestId("result-summary");
const resultTitles = (page: Page) => page.locator("main article h3").allTextContents();
const dropdown = (page: Page, group: string) => page.locator(`details[data-filter="${group}"]`);
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search prompts" });
/** A filter checkbox, found even while its dropdown is closed (role queries skip hidden elements). */
const checkbox = (page: Page, group: string, value: string) =>
  dropdown(page, group).locator(`input[type="checkbox"][value="${value}"]`);

async function tick(page: Page, group: string, option: string) {
  const details = dropdown(page, group);
  if (!(await details.evaluate((el) => (el as HTMLDetailsElement).open))) await details.locator("summary").click();
  await details.getByRole("checkbox", { name: option }).check();
}

/** Without JS a GET form needs its submit button; with JS the page has already updated. */
async function apply(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Apply", exact: true }).click();
}

async function openVault(page: Page, path = "/prompt-vault") {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
}

test.describe("Search by Criteria", () => {
  test("is the initial view and lists every prompt with its badges", async ({ page }) => {
    await openVault(page);
    await expect(page.getByRole("heading", { level: 1, name: "Prompt Vault" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Search by Criteria" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Browse by Role" })).not.toHaveAttribute("aria-current", "page");
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search prompts...");
    await expect(summary(page)).toHaveText(`Showing ${ALL} prompts`);
    await expect(page.locator("main article")).toHaveCount(ALL);

    const card = page.getByRole("article", { name: "HACCP Cooling & Reheating SOP" });
    await expect(card.getByText("Difficulty: Intermediate")).toHaveClass(/bg-amber-100/);
    const advanced = page.getByRole("article", { name: "Food Cost Variance Investigation" }).getByText("Difficulty: Advanced");
    await expect(advanced).toHaveClass(/bg-red-100/);
    const beginner = page.getByRole("article", { name: "Bar Opening & Closing Checklist (Thai)" }).getByText("Difficulty: Beginner");
    await expect(beginner).toHaveClass(/bg-green-100/);
    await expect(card.getByText(/auditable procedure/)).toBeVisible();
    for (const badge of ["Kitchen Systems", "English", "SOP Generation"]) {
      await expect(card.getByRole("listitem").filter({ hasText: badge })).toBeVisible();
    }
    await expect(card.getByRole("textbox", { name: /^Prompt text/ })).toHaveValue(/Standard Operating Procedure/);
    // Each option shows how many prompts it would match.
    await dropdown(page, "department").locator("summary").click();
    await expect(dropdown(page, "department").getByRole("checkbox", { name: /Kitchen Systems\W+3 prompts/ })).toBeVisible();
  });

  test("searches a term in title, context and prompt text, and shows the empty state", async ({ page, javaScriptEnabled }) => {
    await openVault(page);
    await searchBox(page).fill("HACCP");
    await apply(page, javaScriptEnabled);
    await expect(summary(page)).toHaveText('Showing 2 prompts for "HACCP"');
    await expect(page).toHaveURL(/[?&]q=HACCP/);
    expect(await resultTitles(page)).toEqual(["HACCP Cooling & Reheating SOP", "Kitchen Onboarding Plan for New Staff (Thai)"]);
    await expect(page.getByRole("link", { name: "Remove search term: HACCP" })).toBeVisible();

    await searchBox(page).fill("sous-vide duck");
    await apply(page, javaScriptEnabled);
    await expect(summary(page)).toHaveText('Showing 0 prompts for "sous-vide duck"');
    await expect(page.getByText("No prompts found matching your criteria.")).toBeVisible();
    await expect(page.getByText("Try adjusting your filters or search term.")).toBeVisible();
    await expect(page.locator("main article")).toHaveCount(0);
  });

  test("combines two groups, removes a chip and clears all filters", async ({ page, javaScriptEnabled }) => {
    await openVault(page);
    await tick(page, "department", "Kitchen Systems");
    await tick(page, "department", "Front Office");
    await tick(page, "difficulty", "Intermediate");
    await apply(page, javaScriptEnabled);

    // Department: Kitchen Systems OR Front Office; AND Difficulty: Intermediate.
    await expect(summary(page)).toHaveText("Showing 4 prompts");
    expect(await resultTitles(page)).toEqual([
      "HACCP Cooling & Reheating SOP",
      "Multilingual Guest Complaint Reply",
      "30-Day Food Waste Reduction Plan",
      "Front Desk Upsell Training Session",
    ]);
    const url = new URL(page.url());
    expect(url.searchParams.getAll("department")).toEqual(["Kitchen Systems", "Front Office"]);
    expect(url.searchParams.getAll("difficulty")).toEqual(["Intermediate"]);
    await expect(dropdown(page, "department").getByTestId("filter-count").locator("[aria-hidden]")).toHaveText("2");
    await expect(dropdown(page, "difficulty").getByTestId("filter-count").locator("[aria-hidden]")).toHaveText("1");
    await expect(dropdown(page, "language").getByTestId("filter-count")).toHaveCount(0);

    await page.getByRole("link", { name: "Remove Department filter: Kitchen Systems" }).click();
    await expect(summary(page)).toHaveText("Showing 2 prompts");
    expect(await resultTitles(page)).toEqual(["Multilingual Guest Complaint Reply", "Front Desk Upsell Training Session"]);
    await expect(page.getByRole("link", { name: "Remove Department filter: Kitchen Systems" })).toHaveCount(0);
    await expect(checkbox(page, "department", "Kitchen Systems")).not.toBeChecked();
    await expect(checkbox(page, "department", "Front Office")).toBeChecked();

    await searchBox(page).fill("training");
    await apply(page, javaScriptEnabled);
    await expect(summary(page)).toHaveText('Showing 1 prompt for "training"');

    await page.getByRole("link", { name: "Clear all filters" }).click();
    await expect(summary(page)).toHaveText(`Showing ${ALL} prompts`);
    await expect(page).toHaveURL((u) => u.pathname === "/prompt-vault" && u.search === "");
    await expect(page.getByRole("link", { name: /^Remove / })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Clear all filters" })).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue("");
    await expect(page.locator('main input[type="checkbox"]:checked')).toHaveCount(0);
  });

  test("a shared URL with filters renders the same result for a fresh visitor", async ({ page, browser, javaScriptEnabled, baseURL }) => {
    await openVault(page);
    await tick(page, "language", "Multilingual");
    await tick(page, "useCase", "Menu Development");
    await tick(page, "useCase", "Marketing");
    await searchBox(page).fill("menu");
    await apply(page, javaScriptEnabled);
    await expect(summary(page)).toHaveText('Showing 2 prompts for "menu"');
    const titles = await resultTitles(page);
    const shared = page.url();

    const fresh = await freshPage(browser, javaScriptEnabled, baseURL);
    await fresh.goto(shared);
    await expect(summary(fresh)).toHaveText('Showing 2 prompts for "menu"');
    expect(await resultTitles(fresh)).toEqual(titles);
    await expect(searchBox(fresh)).toHaveValue("menu");
    await expect(fresh.getByRole("link", { name: /^Remove / })).toHaveCount(4);
    await expect(checkbox(fresh, "useCase", "Marketing")).toBeChecked();
    await expect(checkbox(fresh, "department", "Marketing")).not.toBeChecked();
    await fresh.context().close();
  });

  test("ignores unknown values in the URL", async ({ page }) => {
    await openVault(page, "/prompt-vault?department=Pastry&difficulty=Intermediate&difficulty=expert&language=&view=grid&role=Pirate&bundle=nope");
    await expect(summary(page)).toHaveText("Showing 4 prompts");
    await expect(page.getByRole("link", { name: /^Remove / })).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Remove Difficulty filter: Intermediate" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`words as people type them, at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every word in any form: 'waste plan', 'complaints', 'review reply'", async ({ page, javaScriptEnabled }) => {
      await openVault(page);
      for (const [term, titles] of [
        ["waste plan", ["Food Cost Variance Investigation", "30-Day Food Waste Reduction Plan"]],
        ["complaints", ["Multilingual Guest Complaint Reply"]],
        ["review reply", ["Multilingual Guest Complaint Reply"]],
      ] as const) {
        await searchBox(page).fill(term);
        await apply(page, javaScriptEnabled);
        await expect(summary(page)).toHaveText(`Showing ${titles.length} ${titles.length === 1 ? "prompt" : "prompts"} for "${term}"`);
        expect(await resultTitles(page)).toEqual([...titles]);
      }
    });

    test("a misspelt word offers the word that is there, and following it finds the prompt", async ({ page, javaScriptEnabled }) => {
      await openVault(page);
      await searchBox(page).fill("reveiw");
      await apply(page, javaScriptEnabled);
      await expect(summary(page)).toHaveText('Showing 0 prompts for "reveiw"');
      const link = page.getByTestId("did-you-mean").getByRole("link", { name: "review" });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      // Without JavaScript the link reloads the page: like Apply, it lands on the results.
      await expect(page).toHaveURL(javaScriptEnabled ? /[?&]q=review$/ : /[?&]q=review#vault$/);
      await expect(summary(page)).toHaveText('Showing 1 prompt for "review"');
      await expect(searchBox(page)).toHaveValue("review");
    });

    test("when no prompt has every word, those with some of them are shown as closest matches", async ({ page, javaScriptEnabled }) => {
      await openVault(page);
      await searchBox(page).fill("waste xyzzy");
      await apply(page, javaScriptEnabled);
      await expect(summary(page)).toHaveText('Showing 0 prompts for "waste xyzzy"');
      await expect(page.getByText("No prompts found matching your criteria.")).toBeVisible();
      const closest = page.getByRole("region", { name: "Closest matches: prompts with some of your words" });
      await expect(closest.getByRole("article")).toHaveCount(2);
      expect(await closest.locator("article h3").allTextContents()).toEqual(["Food Cost Variance Investigation", "30-Day Food Waste Reduction Plan"]);
      await expect(page.getByTestId("did-you-mean")).toHaveCount(0);
    });

    test("results follow the words as they are typed, the last one read as a start @js-only", async ({ page }) => {
      await openVault(page);
      await searchBox(page).pressSequentially("waste pl", { delay: 30 });
      await expect(summary(page)).toHaveText('Showing 2 prompts for "waste pl"');
      expect(await resultTitles(page)).toEqual(["Food Cost Variance Investigation", "30-Day Food Waste Reduction Plan"]);
      await expect(page).toHaveURL(/[?&]q=waste\+pl(&|$)/);
    });
  });
}

test.describe("Browse by Role", () => {
  test("switches to the role view, picks a role and opens a bundle", async ({ page }) => {
    await openVault(page);
    await page.getByRole("link", { name: "Browse by Role" }).click();
    await expect(page).toHaveURL(/[?&]view=role/);
    await expect(page.getByRole("link", { name: "Browse by Role" })).toHaveAttribute("aria-current", "page");

    const roles = page.getByRole("navigation", { name: "Roles" });
    await expect(roles.getByRole("link")).toHaveText([/Chef/, /GM/, /Bar Manager/, /Receptionist/, /Cost Controller/]);
    await expect(roles.getByRole("link", { name: "Chef" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("heading", { name: "Prompt bundles for Chef" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Kitchen Systems & Food Safety" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Menu Development & Costing" })).toBeVisible();

    await roles.getByRole("link", { name: "GM" }).click();
    await expect(page).toHaveURL(/[?&]role=GM/);
    await expect(roles.getByRole("link", { name: "GM" })).toHaveAttribute("aria-current", "true");
    await expect(roles.getByRole("link", { name: "Chef" })).not.toHaveAttribute("aria-current", "true");
    // Picking the current role again keeps it: the selection can't be emptied.
    await roles.getByRole("link", { name: "GM" }).click();
    await expect(roles.getByRole("link", { name: "GM" })).toHaveAttribute("aria-current", "true");
    await expect(roles.locator("[aria-current]")).toHaveCount(1);

    await page.getByRole("link", { name: "Operations & Revenue Leadership" }).click();
    await expect(page).toHaveURL(/[?&]bundle=bundle-gm-operations-revenue/);
    const dialog = page.getByRole("dialog", { name: "Operations & Revenue Leadership" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { level: 3 })).toHaveCount(4); // 3 prompts + Tips
    await expect(dialog.getByRole("heading", { name: "Tips" })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^Prompt text/ }).first()).toHaveValue(/general manager/i);
    await expect(dialog.getByRole("region", { name: /^Sample output/ }).first()).not.toBeEmpty();

    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL((u) => u.searchParams.get("role") === "GM" && !u.searchParams.has("bundle"));
  });

  test("renders a bundle from its URL for a fresh visitor, and six bundles across five roles", async ({ page }) => {
    await openVault(page, "/prompt-vault?view=role&role=BarManager&bundle=bundle-bar-manager-beverage-profit");
    await expect(page.getByRole("dialog", { name: "Bar Profit & Beverage Programme" })).toBeVisible();

    await openVault(page, "/prompt-vault?view=role&role=");
    await expect(page.getByRole("navigation", { name: "Roles" }).getByRole("link", { name: "Chef" })).toHaveAttribute("aria-current", "true");
    let bundles = 0;
    for (const role of ["Chef", "GM", "BarManager", "Receptionist", "CostController"]) {
      await openVault(page, `/prompt-vault?view=role&role=${role}`);
      const list = page.getByRole("region", { name: /^Prompt bundles for/ }).getByRole("article");
      await expect(list.first()).toBeVisible();
      bundles += await list.count();
    }
    expect(bundles).toBe(6);
  });

  test("keeps the role when switching tabs and back", async ({ page }) => {
    await openVault(page, "/prompt-vault?view=role&role=Receptionist");
    await page.getByRole("link", { name: "Search by Criteria" }).click();
    await expect(summary(page)).toBeVisible();
    await page.getByRole("link", { name: "Browse by Role" }).click();
    await expect(page.getByRole("heading", { name: "Prompt bundles for Receptionist" })).toBeVisible();
  });
});

test.describe("with JavaScript", () => {
  test("results update as you type and tick, without a full page load @js-only", async ({ page }) => {
    await openVault(page);
    await page.evaluate(() => Object.assign(window, { vaultMarker: "same document" }));
    const historyLength = await page.evaluate(() => history.length);

    await searchBox(page).pressSequentially("upsell", { delay: 40 });
    await expect(summary(page)).toHaveText('Showing 1 prompt for "upsell"');
    await expect(searchBox(page)).toBeFocused();
    await expect(page.getByRole("button", { name: "Apply" })).toHaveCount(0);

    await searchBox(page).fill("");
    await tick(page, "language", "Thai");
    await expect(summary(page)).toHaveText("Showing 2 prompts");
    await expect(dropdown(page, "language")).toHaveAttribute("open", ""); // stays open for more ticks
    await page.keyboard.press("Escape");
    await expect(dropdown(page, "language")).not.toHaveAttribute("open", "");

    expect(await page.evaluate(() => (window as unknown as { vaultMarker?: string }).vaultMarker)).toBe("same document");
    // Live updates replace the history entry instead of piling up one per keystroke.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test("Copy to Clipboard copies the prompt, shows 'Copied!' for 2 s and a toast @js-only", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // The page's timers run on Playwright's clock: as usual while the page loads, then stopped, so
    // "for 2 s" is the page's own 2 s, moved on by the test, not how soon a busy machine looks.
    await page.clock.install();
    await openVault(page);
    const card = page.getByRole("article", { name: "30-Day Food Waste Reduction Plan" });
    const button = card.getByRole("button", { name: "Copy to Clipboard" });
    await expect(button).toBeVisible(); // hydrated: without JavaScript there is no button
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    await button.click();
    const copied = card.getByRole("button", { name: "Copied!" });
    await expect(copied).toBeVisible();
    await expect(page.getByText("Copied to clipboard", { exact: true })).toBeVisible();
    await expect(page.getByText("The prompt has been copied to your clipboard.")).toBeVisible();
    const expected = await card.getByRole("textbox").inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    await page.clock.runFor(COPIED_MS - 1);
    await expect(copied).toBeVisible();
    await page.clock.runFor(1);
    await expect(card.getByRole("button", { name: "Copy to Clipboard" })).toBeVisible();
    await expect(copied).toHaveCount(0);
  });

  test("copying inside a bundle dialog works too, and Escape closes the dialog @js-only", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openVault(page, "/prompt-vault?view=role&role=Chef&bundle=bundle-chef-menu-costing");
    const dialog = page.getByRole("dialog", { name: "Menu Development & Costing" });
    await dialog.getByRole("button", { name: "Copy to Clipboard" }).nth(1).click();
    await expect(dialog.getByRole("button", { name: "Copied!" })).toHaveCount(1);
    const expected = await dialog.getByRole("textbox").nth(1).inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL((u) => u.searchParams.get("role") === "Chef" && !u.searchParams.has("bundle"));
  });

  test("a clipboard failure shows the error toast @js-only", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
        configurable: true,
      });
    });
    await openVault(page);
    const button = page.getByRole("button", { name: "Copy to Clipboard" }).first();
    await button.click();
    await expect(page.getByRole("alert").filter({ hasText: "Failed to copy" })).toBeVisible();
    await expect(page.getByText("There was an error copying to clipboard. Please try again.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Copied!" })).toHaveCount(0);
  });
});

test("without JavaScript the prompt is in a read-only field and Apply submits the form @no-js-only", async ({ page }) => {
  await openVault(page);
  const card = page.getByRole("article", { name: "Front Desk Upsell Training Session" });
  await expect(card.getByRole("textbox")).toHaveAttribute("readonly", "");
  await expect(card.getByText("Select the text above and copy it")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy to Clipboard" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Apply", exact: true })).toBeVisible();
});

test("without JavaScript, Apply lands on the results, not on the hero above them @no-js-only", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openVault(page);
  await searchBox(page).fill("menu");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === "menu" && url.hash === "#vault");
  await expect(searchBox(page)).toBeInViewport();
  await expect(summary(page)).toBeInViewport();
  await expect(page.getByRole("heading", { level: 1, name: "Prompt Vault" })).not.toBeInViewport();
});

test.describe("small screens", () => {
  for (const width of [360, 390]) {
    test(`fits ${width}px without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await openVault(page, "/prompt-vault?department=Marketing&q=menu");
      await dropdown(page, "useCase").locator("summary").click();
      await expect(dropdown(page, "useCase").getByRole("checkbox", { name: /Complaint Response/ })).toBeVisible();
      expect(await overflow()).toBeLessThanOrEqual(0);
      for (const path of ["/prompt-vault?view=role&role=CostController", "/prompt-vault?view=role&bundle=bundle-gm-operations-revenue"]) {
        await openVault(page, path);
        expect(await overflow(), path).toBeLessThanOrEqual(0);
      }
    });
  }
});

/**
 * The cards below the first screens are laid out only when they come near (ADR 195): the first
 * frame costs what it shows. Each holds a reserved height until then, which must not be less than
 * its real one, or a contrast check would look for its text's background on the footer below.
 */
test.describe("cards laid out when reached", () => {
  for (const width of [320, 390, 1280]) {
    test(`at ${width}px the last card waits until it is reached, within its reserved height`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openVault(page);
      const cards = page.locator("main li.render-when-near");
      await expect(cards).toHaveCount(ALL);
      const last = cards.last();
      // With contentVisibilityAuto, checkVisibility is false exactly while the browser skips what holds the element.
      const lastTitleRendered = () => last.locator("h3").evaluate((title) => title.checkVisibility({ contentVisibilityAuto: true }));
      expect(await lastTitleRendered()).toBe(false);
      await last.scrollIntoViewIfNeeded();
      await expect.poll(lastTitleRendered).toBe(true);
      const heights = await cards.evaluateAll((items) =>
        items.map((item) => {
          (item as HTMLElement).style.contentVisibility = "visible";
          return { real: item.getBoundingClientRect().height, reserved: parseFloat(getComputedStyle(item).getPropertyValue("--near-size")) };
        }),
      );
      for (const { real, reserved } of heights) expect(real).toBeLessThanOrEqual(reserved);
    });
  }
});

async function freshPage(browser: Browser, javaScriptEnabled: boolean, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL });
  return context.newPage();
}
