import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { MAINTENANCE_PORT } from "../../playwright.config";
import { signInAs } from "./support";

// A second server started with MAINTENANCE_MODE=1 (see playwright.config.ts).
const origin = `http://127.0.0.1:${MAINTENANCE_PORT}`;

test("with maintenance on, pages answer 503 with the maintenance page", async ({ page }) => {
  for (const path of ["/", "/blog", "/no-such-page"]) {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toBe("3600");
    await expect(page.getByRole("heading", { name: "We're Down for Maintenance" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", /^mailto:/);
    await expect(page.getByText(/© \d{4} .+ All rights reserved\./)).toBeVisible();
  }
});

test("with maintenance on, /healthz and static files still answer 200", async ({ request }) => {
  const health = await request.get(`${origin}/healthz`);
  expect(health.status()).toBe(200);
  expect(await health.text()).toMatch(/^OK\n/);
  const favicon = await request.get(`${origin}/favicon.svg`);
  expect(favicon.status()).toBe(200);
});

test("a signed-in customer gets the same styled maintenance page", async ({ page }) => {
  await signInAs(page, { hasAccess: true, server: { port: MAINTENANCE_PORT, dataDir: ".e2e/maintenance" } });
  for (const path of ["/", "/account", "/blog"]) {
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status()).toBe(503);
    const heading = page.getByRole("heading", { name: "We're Down for Maintenance" });
    await expect(heading).toBeVisible();
    // Styled: the site's stylesheet applies (an unstyled page has a transparent body and black text).
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).not.toBe("rgb(0, 0, 0)");
  }
});
