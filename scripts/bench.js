#!/usr/bin/env node
/**
 * `npm run bench`: the production server on a fresh seeded database, measured
 * in one run. For each page: cached (anonymous) and rendered (signed-in)
 * throughput and latency at 50 connections, against the same HTML served as a
 * static file by the same server; p99 at a fixed 100 req/s; the JS the page
 * loads (gzip); then that JS for every sitemap page, largest first, signed in
 * too; the server's RSS. Loopback only; every run is bounded in time.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { waitUntilUp } from "./lib/wait-until-up.js";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3450);
const origin = `http://127.0.0.1:${port}`;
const benchDir = path.join(root, ".bench");
const dataDir = path.join(benchDir, "data");
const staticDir = path.join(benchDir, "static");
const PAGES = (process.env.BENCH_PAGES ?? "/,/microfest-case-study,/prompt-vault,/blog,/blog/prime-cost-weekly-control").split(",");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

fs.rmSync(benchDir, { recursive: true, force: true });
fs.mkdirSync(staticDir, { recursive: true });
if (!process.env.SKIP_BUILD) run(path.join(root, "node_modules", ".bin", "remix"), ["build"]);

const server = spawn(process.execPath, ["scripts/start.js"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SKIP_BUILD: "1",
    SESSION_SECRET: "bench-secret-".padEnd(40, "x"),
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    BENCH_STATIC_DIR: staticDir,
  },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitUntilUp(`${origin}/healthz`);
  const cookie = await signUp();
  const rows = [];
  for (const page of PAGES) {
    const file = `${page === "/" ? "home" : page.slice(1).replace(/\W+/g, "-")}.html`;
    fs.writeFileSync(path.join(staticDir, file), await (await fetch(origin + page)).text());
    const cached = await measure(page);
    const staticFile = await measure(`/__bench-static/${file}`);
    const signedIn = await measure(page, { cookie });
    // The saturating run before leaves up to 50 renders queued; measured at once, the
    // steady rate's p99 would be their wait, not the page's.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const steady = await measure(page, { rate: 100 });
    rows.push({ page, cached, staticFile, signedIn, steady, js: await jsGzipKb(page) });
  }
  printTable(rows);
  await printJsPerPage(cookie);
  console.log(`\nServer RSS after the run: ${(rssKb(server.pid) / 1024).toFixed(0)} MB`);
} finally {
  server.kill("SIGTERM");
}

async function measure(pathname, { cookie, rate } = {}) {
  const result = await autocannon({
    url: origin + pathname,
    connections: rate ? 10 : CONNECTIONS,
    duration: SECONDS,
    overallRate: rate,
    headers: cookie ? { cookie } : {},
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) console.warn(`${pathname}: ${bad} non-2xx/errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function signUp() {
  const response = await fetch(`${origin}/signup`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: `bench-${Date.now()}@example.com`, password: "bench-password-2026", fullName: "Bench" }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (!cookie) throw new Error(`sign-up failed (${response.status})`);
  return cookie.split(";")[0];
}

/** Every script the page loads at start (module preloads and scripts), gzip-compressed. */
async function jsGzipKb(pathname, cookie) {
  const html = await (await fetch(origin + pathname, { headers: cookie ? { cookie } : {} })).text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]));
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(origin + url)).arrayBuffer())).byteLength;
  return total / 1024;
}

/** Issue 11's budget (tests/e2e/js-budget.spec.ts asserts it): JS at start for every sitemap page, largest first. */
async function printJsPerPage(cookie) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
  const sizes = [];
  for (const page of [...paths, "/login", "/signup", "/forgot-password"]) sizes.push([page, await jsGzipKb(page)]);
  for (const page of ["/", "/account", "/course"]) sizes.push([`${page} (signed in)`, await jsGzipKb(page, cookie)]);
  sizes.sort((a, b) => b[1] - a[1]);
  console.log(`\nJS gzip KB at start, ${sizes.length} pages, largest first:`);
  for (const [page, kb] of sizes.slice(0, 8)) console.log(`  ${kb.toFixed(1).padStart(5)}  ${page}`);
  console.log(`  … smallest ${sizes.at(-1)[1].toFixed(1)} (${sizes.at(-1)[0]})`);
}

function printTable(rows) {
  const head = ["page", "cached req/s", "p50", "p99", "static req/s", "ratio", "signed-in req/s", "p50", "p99", "p99 @100/s", "JS gzip KB"];
  console.log(`\n${head.join(" | ")}`);
  for (const { page, cached, staticFile, signedIn, steady, js } of rows) {
    console.log(
      [
        page,
        cached.rps.toFixed(0),
        `${cached.p50} ms`,
        `${cached.p99} ms`,
        staticFile.rps.toFixed(0),
        (cached.rps / staticFile.rps).toFixed(2),
        signedIn.rps.toFixed(0),
        `${signedIn.p50} ms`,
        `${signedIn.p99} ms`,
        `${steady.p99} ms`,
        js.toFixed(1),
      ].join(" | "),
    );
  }
}


function rssKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
