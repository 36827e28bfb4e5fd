#!/usr/bin/env node
/**
 * `npm run perf:lighthouse`: builds, serves a fresh seeded database and runs
 * Lighthouse 12.8.2 (mobile, median of 3) on key pages, a premium post both
 * as a visitor (the teaser) and as a premium customer (in full), printing the
 * four scores, FCP, LCP, total blocking time and the benchmark index
 * Lighthouse measured for the machine (scores swing with it).
 * Lighthouse stays out of package.json, because its dependency tree asks for a
 * `latest` tag and makes the lock file unstable: it runs through npx.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromiumPath } from "../tests/support/chromium.js";
import { PREMIUM_POST, premiumCustomer } from "./lib/clients.js";
import { waitUntilUp } from "./lib/wait-until-up.js";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3470);
const origin = `http://127.0.0.1:${port}`;
const outDir = path.join(root, "perf-results");
/** A page followed by " (signed in)" is read by a premium customer. */
const SIGNED_IN = " (signed in)";
const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/blog", "/blog/prime-cost-weekly-control", PREMIUM_POST, `${PREMIUM_POST}${SIGNED_IN}`, "/prompt-vault", "/resources", "/white-papers"];
const RUNS = 3;

fs.mkdirSync(outDir, { recursive: true });
// On a fresh machine, the same Chromium the browser tests install.
if (spawnSync(process.execPath, ["scripts/ensure-chromium.js"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);
// The browser tests' Chromium (the headless shell where installed).
const chrome = chromiumPath();
const dataDir = path.join(root, ".bench", "lighthouse");
fs.rmSync(dataDir, { recursive: true, force: true });
if (spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);

const server = spawn(process.execPath, ["scripts/start.js"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: "1", PUBLIC_URL: origin, SESSION_SECRET: "lighthouse-secret-".padEnd(40, "x") },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitUntilUp(`${origin}/healthz`);
  const cookie = PAGES.some((page) => page.endsWith(SIGNED_IN)) ? await premiumCustomer(origin) : "";
  console.log(`\n${"page".padEnd(56)} perf  a11y  best   seo   FCP ms   LCP ms   TBT ms  benchmark index`);
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(runLighthouse(page, i, cookie));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    const cell = (n) => String(Math.round(n * 100)).padStart(4);
    const ms = (n) => String(Math.round(n)).padStart(8);
    console.log(
      `${page.padEnd(56)} ${cell(median.performance)}  ${cell(median.accessibility)}  ${cell(median["best-practices"])}  ${cell(median.seo)} ` +
        `${ms(median.fcp)} ${ms(median.lcp)} ${ms(median.tbt)}  ${Math.round(median.benchmarkIndex)}`,
    );
  }
} finally {
  server.kill("SIGTERM");
}

function runLighthouse(page, i, cookie) {
  const signedIn = page.endsWith(SIGNED_IN);
  const pathname = signedIn ? page.slice(0, -SIGNED_IN.length) : page;
  const out = path.join(outDir, `${page.replace(/\W+/g, "_") || "home"}-${i}.json`);
  // Lighthouse sometimes fails to record a trace (NO_NAVSTART) and asks to be run again.
  let result;
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = spawnSync(
      "npx",
      ["--yes", "lighthouse@12.8.2", origin + pathname, "--quiet", "--output=json", `--output-path=${out}`,
        "--form-factor=mobile", "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
        ...(signedIn ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : [])],
      { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] },
    );
    if (result.status === 0) break;
  }
  if (result.status !== 0) throw new Error(`lighthouse failed on ${page} three times`);
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  return {
    ...Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, v.score ?? 0])),
    fcp: report.audits["first-contentful-paint"].numericValue,
    lcp: report.audits["largest-contentful-paint"].numericValue,
    tbt: report.audits["total-blocking-time"].numericValue,
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

