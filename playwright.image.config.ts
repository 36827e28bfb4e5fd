import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./tests/support/chromium.js";

/**
 * The browser smoke run against a running container (scripts/check-image.js
 * starts it and passes its origin as IMAGE_ORIGIN), JavaScript on and off.
 */
export default defineConfig({
  testDir: "./tests/image",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  use: {
    baseURL: process.env.IMAGE_ORIGIN ?? "http://127.0.0.1:3990",
    launchOptions: { executablePath: chromiumPath() },
  },
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false } },
  ],
});
