/**
 * The Chromium the browser tests drive: CHROME_PATH when set, else Debian's
 * Chromium headless shell, else the full Chromium. The headless shell is the
 * same Blink without the desktop browser around it and renders a page in
 * about half the CPU of the full browser's headless mode (docs/decisions/181).
 */
import fs from "node:fs";

export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const FULL_CHROMIUM = "/usr/bin/chromium";

/** @returns {string} */
export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
