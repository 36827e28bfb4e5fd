import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { untilHydrated } from "./fixtures";
import { separateVisitor, signInAs } from "./support";

/**
 * The first tap counts: a visitor who opens a menu, a disclosure or a
 * field as soon as the page shows, before it has come alive, still has it once
 * the scripts have run. Each control is tried once in `npm test`, each try a fresh
 * visitor on a phone-like CPU (4× slower, as Lighthouse's phone profile), and
 * the count is printed, with how many taps landed before React took over.
 * EARLY_TAP_TRIES sets the tries; `npm run early-taps` runs 20 each, the measure of record.
 */
const TRIES = Number(process.env.EARLY_TAP_TRIES ?? 1);
const CPU_SLOWDOWN = Number(process.env.EARLY_TAP_CPU_SLOWDOWN ?? 4);
const SCRIPT_DELAY_MS = 1000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

type Visit = { page: Page; tap: (target: Locator) => Promise<void>; tappedEarly: () => Promise<boolean> };
type Try = (visit: Visit) => Promise<{ kept: boolean; early: boolean }>;

/** A fresh visitor at `path`, stopped once its HTML is in (before its scripts) on a slowed CPU. */
async function visitAtLoad(browser: Browser, path: string, viewport: typeof PHONE, signedIn: boolean) {
  const context = await browser.newContext({ viewport, extraHTTPHeaders: separateVisitor() });
  // At the first tap, whether React had taken over the page yet (it marks each element it hydrates).
  await context.addInitScript(() => {
    const w = window as unknown as { tapBeforeHydration?: boolean };
    const hydrated = () => Object.keys(document.querySelector("header") ?? {}).some((k) => k.startsWith("__reactFiber"));
    document.addEventListener("pointerdown", () => (w.tapBeforeHydration ??= !hydrated()), true);
  });
  const page = await context.newPage();
  const troubles: string[] = [];
  page.on("pageerror", (e) => troubles.push(`error: ${e.message}`));
  page.on("console", (m) => m.type() === "error" && troubles.push(`console: ${m.text()}`));
  page.on("requestfailed", (r) => troubles.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on("response", (r) => r.status() >= 400 && troubles.push(`${r.status()}: ${r.url()}`));
  (page as unknown as { troubles: string[] }).troubles = troubles;
  if (signedIn) await signInAs(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // The page's scripts arrive a little late, as on a phone's network, so the tap surely comes first.
  // Once the tap is in, what the page fetches later (the parts it loads on demand) needs no delay.
  let tapped = false;
  const isScript = (url: URL) => url.pathname.startsWith("/build/") && url.pathname.endsWith(".js");
  await context.route(isScript, async (route) => {
    if (!tapped) await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  // A finger, not Playwright's click: it lands where the control is now, without waiting for the page to be ready.
  const tap = async (target: Locator) => {
    await target.scrollIntoViewIfNeeded();
    const { x, y } = await whereItShows(target);
    await page.mouse.click(x, y);
    tapped = true;
  };
  const tappedEarly = () => page.evaluate(() => (window as unknown as { tapBeforeHydration?: boolean }).tapBeforeHydration === true);
  return { context, visit: { page, tap, tappedEarly } };
}

/**
 * The centre of the control once it shows there: a finger taps what the eye sees. Just after a scroll,
 * a section the first frame skipped (ADR 196) is not drawn yet, and a tap at its control's box lands on
 * whatever is drawn there; while a deferred part is redrawn, the box can be missing for a moment.
 */
async function whereItShows(target: Locator) {
  for (let i = 0; i < 50; i++) {
    const point = await target
      .evaluate((el) => {
        const box = el.getBoundingClientRect();
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        const shown = document.elementFromPoint(x, y);
        return box.width > 0 && shown !== null && el.contains(shown) ? { x, y } : null;
      }, undefined, { timeout: 1000 })
      .catch(() => null);
    if (point) return point;
    await target.page().waitForTimeout(100);
  }
  throw new Error("The control never showed where a finger could tap it.");
}

/** Until the page has come alive and has nothing left to do. */
async function settle(page: Page) {
  await untilHydrated(page, { timeout: 40_000 }).catch(async (error: Error) => {
    // Where the page stood, so a run that never comes alive says why.
    const state = await page.evaluate(() => ({
      url: location.href,
      scriptsStillHeld: document.getElementById("remix-scripts") !== null,
      router: "__remixRouter" in window,
      visibility: document.visibilityState,
    }));
    Object.assign(state, { troubles: (page as unknown as { troubles: string[] }).troubles });
    throw new Error(`${error.message}\nThe page had not come alive: ${JSON.stringify(state)}`);
  });
  await page.waitForFunction(() => Object.keys(document.querySelector("header") ?? {}).some((k) => k.startsWith("__reactFiber")));
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

function earlyTapTest(
  title: string,
  { path, viewport = DESKTOP, signedIn = false }: { path: string; viewport?: typeof PHONE; signedIn?: boolean },
  act: Try,
) {
  test(`${title}, tapped as soon as it shows, is kept once the page comes alive @js-only`, async ({ browser }, testInfo) => {
    // One try is a throttled page load and its settling: up to 60 s on a loaded machine.
    test.setTimeout(TRIES * 60_000);
    let kept = 0;
    let early = 0;
    let keptEarly = 0;
    for (let i = 0; i < TRIES; i++) {
      const { context, visit } = await visitAtLoad(browser, path, viewport, signedIn);
      const result = await act(visit);
      await context.close();
      kept += Number(result.kept);
      early += Number(result.early);
      keptEarly += Number(result.kept && result.early);
    }
    const line = `${title}: kept ${kept} of ${TRIES} (${early} tapped before hydration, of which ${keptEarly} kept)`;
    console.log(line);
    testInfo.annotations.push({ type: "early taps", description: line });
    expect(kept, line).toBe(TRIES);
  });
}

/** Taps a <details>' summary at load; kept if it is still open once the page is alive. */
function opensDetails(summary: (page: Page) => Locator): Try {
  return async ({ page, tap, tappedEarly }) => {
    const target = summary(page);
    await tap(target);
    const early = await tappedEarly();
    await settle(page);
    const kept = await target.evaluate((el) => (el.closest("details") as HTMLDetailsElement).open);
    return { kept, early };
  };
}

for (const menu of ["Services", "Resources", "Digital Downloads"]) {
  earlyTapTest(
    `The ${menu} dropdown`,
    { path: "/" },
    opensDetails((page) => page.getByRole("navigation", { name: "Sections" }).locator("summary", { hasText: menu })),
  );
}

earlyTapTest("The phone menu", { path: "/", viewport: PHONE }, opensDetails((page) => page.getByLabel("Open menu")));

earlyTapTest(
  "The account menu",
  { path: "/", signedIn: true },
  opensDetails((page) => page.getByLabel("Account menu")),
);

earlyTapTest(
  "A Prompt Vault filter",
  { path: "/prompt-vault", viewport: PHONE },
  opensDetails((page) => page.locator("details[data-filter] summary").first()),
);

earlyTapTest(
  "A kitchen-design accordion panel on a phone",
  { path: "/kitchen-design-services", viewport: PHONE },
  // The first panel starts open; the second is the one to tap.
  opensDetails((page) => page.locator("details[name=kitchen-details]").nth(1).locator("summary")),
);

earlyTapTest("A product card's 'Show all features'", { path: "/?tab=digital", viewport: PHONE }, async ({ page, tap, tappedEarly }) => {
  const summary = page.locator("#products summary", { hasText: /Show all \d+ features/ }).first();
  await tap(summary);
  const early = await tappedEarly();
  await settle(page);
  // The catalogue's code loads once it is in view (ADR 173): until React has drawn it, nothing has been carried over yet.
  await page.waitForFunction(() => Object.keys(document.querySelector("#products summary") ?? {}).some((k) => k.startsWith("__reactFiber")));
  return { kept: await summary.evaluate((el) => (el.closest("details") as HTMLDetailsElement).open), early };
});

/** Typing and the caret in an open dialog: neither moves when the page comes alive. */
for (const [name, path, field, value] of [
  ["The sign-in dialog", "/?dialog=signin", "Password", "typed-before-hydration"],
  ["The quote dialog", "/?dialog=enquiry", "Message", "Typed before the page came alive"],
] as const) {
  earlyTapTest(`${name}'s ${field} field`, { path, viewport: PHONE }, async ({ page, tap, tappedEarly }) => {
    const input = page.getByRole("dialog").getByLabel(field, { exact: false }).first();
    await tap(input);
    const early = await tappedEarly();
    await page.keyboard.type(value.slice(0, 6));
    await settle(page);
    await page.keyboard.type(value.slice(6));
    const kept = await input.evaluate((el, v) => (el as HTMLInputElement).value === v && document.activeElement === el, value);
    return { kept, early };
  });
}

earlyTapTest("A home page tab", { path: "/", viewport: PHONE }, async ({ page, tap, tappedEarly }) => {
  const tab = page.getByRole("navigation", { name: "Product categories" }).getByRole("link", { name: "Consulting" });
  await tap(tab);
  // Before hydration the tap is a plain link: its new document may already have replaced the tapped one.
  const early = await tappedEarly().catch(() => true);
  await settle(page);
  await expect(page).toHaveURL(/tab=consulting/);
  // A tap after hydration is a client-side navigation: React draws the new tab just after the URL changes.
  const current = page.getByRole("navigation", { name: "Product categories" }).locator("[aria-current=true]");
  const kept = await expect(current).toHaveText("Consulting").then(
    () => true,
    () => false,
  );
  return { kept, early };
});
