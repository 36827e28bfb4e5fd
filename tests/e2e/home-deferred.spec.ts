import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { actAsSeparateVisitors } from "./support";

actAsSeparateVisitors();

/**
 * The home page's lower parts load their code when the visitor nears them
 * (ADR 173): the page is whole from the server, the first screen's scripts do
 * not include them, and they behave fully once reached, by scroll, click or
 * navigation.
 */
const LOWER_PARTS = /\/build\/_shared\/(story|products-section|closing)-[A-Z0-9]+\.js$/;

test("the lower parts are on the page but their code is not loaded until the visitor scrolls near them @js-only", async ({ page }) => {
  const loaded: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => LOWER_PARTS.test(request.url()) && loaded.push(request.url()));
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  // Alive, and everything the top of the page asks for has come.
  await page.waitForLoadState("networkidle");

  // The server drew every part, and hydration left it in place.
  await expect(page.getByRole("heading", { name: "Operators first, consultants second" })).toBeAttached();
  await expect(page.locator("#products article").first()).toBeAttached();
  await expect(page.locator("#contact form")).toBeAttached();
  expect(loaded).toEqual([]);

  await page.locator("#contact").scrollIntoViewIfNeeded();
  await expect.poll(() => loaded.some((url) => url.includes("/closing-"))).toBe(true);
  await expect(page.locator("#contact form")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a click on a lower part before its code came is not lost @js-only", async ({ page, context }) => {
  await context.route("https://drive.google.com/**", (route) => route.fulfill({ body: "guide", contentType: "text/plain" }));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  // Scrolled there and clicked in one step: the click is replayed once the code is in.
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: /Get the free guide/ }).click();
  await popup;
  await expect(page.getByText("Your free guide is opening in a new tab.")).toBeVisible();
});

test("a navigation to /#about from another page lands on the about section @js-only", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/#about$/);
  await expect(page.locator("#about")).toBeInViewport();
});

test("what a visitor typed before a part's code came is kept @js-only", async ({ page }) => {
  await page.goto("/");
  const name = page.locator("#contact form input").first();
  await name.scrollIntoViewIfNeeded();
  await name.fill("Dana Whitlock");
  // Until React has taken over the form (its code came after the scroll): the text is still there.
  await page.waitForFunction(() => Object.keys(document.querySelector("#contact form input") ?? {}).some((key) => key.startsWith("__reactFiber")));
  await expect(name).toHaveValue("Dana Whitlock");
});
