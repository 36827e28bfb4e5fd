#!/usr/bin/env node
/**
 * Browser tests use a system Chromium (Playwright's own download cannot work
 * offline): CHROME_PATH, else /usr/bin/chromium, else install Debian's package
 * when we are root.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";

const candidate = process.env.CHROME_PATH || "/usr/bin/chromium";
if (fs.existsSync(candidate)) process.exit(0);

if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH points at ${process.env.CHROME_PATH}, which does not exist.`);
  process.exit(1);
}
if (process.getuid?.() !== 0) {
  console.error("Chromium not found at /usr/bin/chromium. Install it (Debian: apt-get install chromium) or set CHROME_PATH.");
  process.exit(1);
}
console.log("Installing Debian's chromium package for the browser tests...");
execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
