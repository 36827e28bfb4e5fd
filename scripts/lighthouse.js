#!/usr/bin/env node
/**
 * `npm run perf:lighthouse`: builds, serves a fresh seeded database and runs
 * Lighthouse 12.8.2 (mobile, median of 3) on key pages, printing the four scores.
 * Lighthouse stays out of package.json, because its dependency tree asks for a
 * `latest` tag and makes the lock file unstable: it runs through npx.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { waitUntilUp } from "./lib/wait-until-up.js";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3470);
const origin = `http://127.0.0.1:${port}`;
const outDir = path.join(root, "perf-results");
/** Issue 17's pages: a free post and a premium one as a visitor reads them (the teaser). */
const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["/", "/blog", "/blog/prime-cost-weekly-control", "/blog/menu-engineering-matrix-field-guide", "/prompt-vault", "/resources", "/white-papers"];
const RUNS = 3;
const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";

fs.mkdirSync(outDir, { recursive: true });
const dataDir = path.join(root, ".bench", "lighthouse");
fs.rmSync(dataDir, { recursive: true, force: true });
if (spawnSync(path.join(root, "node_modules", ".bin", "remix"), ["build"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);

const server = spawn(process.execPath, ["scripts/start.js"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: "1", PUBLIC_URL: origin, SESSION_SECRET: "lighthouse-secret-".padEnd(40, "x") },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitUntilUp(`${origin}/healthz`);
  console.log(`\n${"page".padEnd(44)} perf  a11y  best   seo   FCP ms   LCP ms`);
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(runLighthouse(page, i));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    const cell = (n) => String(Math.round(n * 100)).padStart(4);
    const ms = (n) => String(Math.round(n)).padStart(8);
    console.log(`${page.padEnd(44)} ${cell(median.performance)}  ${cell(median.accessibility)}  ${cell(median["best-practices"])}  ${cell(median.seo)} ${ms(median.fcp)} ${ms(median.lcp)}`);
  }
} finally {
  server.kill("SIGTERM");
}

function runLighthouse(page, i) {
  const out = path.join(outDir, `${page.replace(/\W+/g, "_") || "home"}-${i}.json`);
  // Lighthouse sometimes fails to record a trace (NO_NAVSTART) and asks to be run again.
  let result;
  for (let attempt = 1; attempt <= 3; attempt++) {
    result = spawnSync(
      "npx",
      ["--yes", "lighthouse@12.8.2", origin + page, "--quiet", "--output=json", `--output-path=${out}`,
        "--form-factor=mobile", "--chrome-flags=--headless=new --no-sandbox --disable-gpu"],
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
  };
}

