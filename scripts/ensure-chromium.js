#!/usr/bin/env node
/**
 * Browser tests use a system Chromium (Playwright's own download cannot work
 * offline): CHROME_PATH, else Debian's chromium-headless-shell, else
 * /usr/bin/chromium (tests/support/chromium.js). As root, a missing headless
 * shell is installed from Debian; where that cannot be done, the full Chromium
 * still runs the tests, more slowly.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import { FULL_CHROMIUM, HEADLESS_SHELL } from "../tests/support/chromium.js";

if (process.env.CHROME_PATH) {
  if (fs.existsSync(process.env.CHROME_PATH)) process.exit(0);
  console.error(`CHROME_PATH points at ${process.env.CHROME_PATH}, which does not exist.`);
  process.exit(1);
}
if (fs.existsSync(HEADLESS_SHELL)) process.exit(0);

if (process.getuid?.() === 0) {
  const packages = fs.existsSync(FULL_CHROMIUM) ? "chromium-headless-shell" : "chromium chromium-headless-shell";
  console.log(`Installing Debian's ${packages} for the browser tests...`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: "inherit" });
  } catch {
    console.warn(`Could not install ${packages}.`);
  }
}
if (fs.existsSync(HEADLESS_SHELL)) process.exit(0);
if (fs.existsSync(FULL_CHROMIUM)) {
  console.warn(`${HEADLESS_SHELL} is missing: the browser tests run on ${FULL_CHROMIUM}, about twice as slowly.`);
  process.exit(0);
}
console.error(`Chromium not found. Install it (Debian: apt-get install chromium-headless-shell) or set CHROME_PATH.`);
process.exit(1);
