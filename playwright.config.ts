import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./tests/support/chromium.js";

// E2E_PORT lets two checkouts run their browser tests side by side on one machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const MAINTENANCE_PORT = E2E_PORT + 1;
/** The fake Anthropic API the main server generates white papers against (tests/support/fake-anthropic.ts). */
export const FAKE_ANTHROPIC_PORT = E2E_PORT + 2;
/** A server of its own for flipping the maintenance switch, so no other test meets the 503. */
export const SWITCH_PORT = E2E_PORT + 3;
export const SWITCH_DATA_DIR = ".e2e/switch";
const FAKE_ANTHROPIC_KEY = "sk-ant-test-fake-key"; // the key tests/support/fake-anthropic.ts accepts
export const E2E_SESSION_SECRET = "e2e-session-secret-that-is-long-enough-0123456789";
export const E2E_DATA_DIR = ".e2e/data";
const secret = E2E_SESSION_SECRET;

/**
 * Browser tests against the production build on a freshly seeded database, once
 * with JavaScript on and once with it off. A second server runs in maintenance mode.
 */
export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Budgets for a loaded 2-core machine: the longest test takes 28 s there and an answer
  // after a submit up to 6 s, so each budget is about twice that (no test one timeout from failing).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // The files that took longest, printed at the end (a machine slower than this one needs the headroom).
  reportSlowTests: { max: 10, threshold: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recording costs every test time; CI keeps no artifacts, so only a local run records.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromiumPath() },
    // Neither the browser nor the server (below) is in UTC, nor in the same zone: a date read in
    // the wrong zone, or differently on the two sides of hydration, shows (docs/spec-notes.md, the site's clock).
    timezoneId: "America/Los_Angeles",
  },
  projects: [
    // Titles tagged @js-only test JavaScript polish; @no-js-only tests the fallback.
    { name: "js-on", use: { javaScriptEnabled: true }, grepInvert: /@no-js-only/ },
    { name: "js-off", use: { javaScriptEnabled: false }, grepInvert: /@js-only/ },
  ],
  webServer: [
    {
      command: "node tests/e2e/serve.js",
      url: `http://127.0.0.1:${E2E_PORT}/healthz`,
      // The tests act as one trusted proxy (tests/e2e/support.ts, actAsSeparateVisitors).
      env: {
        PORT: String(E2E_PORT),
        TZ: "Pacific/Auckland",
        DATA_DIR: E2E_DATA_DIR,
        SESSION_SECRET: secret,
        PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
        TRUST_PROXY: "1",
        // White papers are generated against the local fake; the weekly run stays off so no paper appears unasked.
        ANTHROPIC_API_KEY: FAKE_ANTHROPIC_KEY,
        ANTHROPIC_BASE_URL: `http://127.0.0.1:${FAKE_ANTHROPIC_PORT}`,
        ANTHROPIC_TIMEOUT_MS: "5000",
        ANTHROPIC_MAX_RETRIES: "0",
        WHITE_PAPER_SCHEDULE: "off",
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node tests/e2e/serve.js",
      url: `http://127.0.0.1:${MAINTENANCE_PORT}/healthz`,
      env: {
        PORT: String(MAINTENANCE_PORT),
        DATA_DIR: ".e2e/maintenance",
        SESSION_SECRET: secret,
        MAINTENANCE_MODE: "1",
        // Built once by the first server (or by `npm test`); two concurrent builds would collide.
        SKIP_BUILD: "1",
        PUBLIC_URL: `http://127.0.0.1:${MAINTENANCE_PORT}`,
        TRUST_PROXY: "1",
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: `node_modules/.bin/tsx tests/support/fake-anthropic.ts ${FAKE_ANTHROPIC_PORT}`,
      url: `http://127.0.0.1:${FAKE_ANTHROPIC_PORT}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "node tests/e2e/serve.js",
      url: `http://127.0.0.1:${SWITCH_PORT}/healthz`,
      env: {
        PORT: String(SWITCH_PORT),
        DATA_DIR: SWITCH_DATA_DIR,
        SESSION_SECRET: secret,
        SKIP_BUILD: "1",
        PUBLIC_URL: `http://127.0.0.1:${SWITCH_PORT}`,
        TRUST_PROXY: "1",
        WHITE_PAPER_SCHEDULE: "off",
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
