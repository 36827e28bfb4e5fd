import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { MAINTENANCE_PORT } from "../../playwright.config";

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
