#!/usr/bin/env node
/**
 * `npm run bench`: the production server on a fresh seeded database, measured
 * in one run. For each page: anonymous (from the page cache) and signed-in (a
 * premium customer: a member page, or a render where the page is theirs alone)
 * throughput and latency at 50 connections, each against its own HTML served
 * as a static file by the same server; p99 at a fixed 100 req/s signed in; the
 * JS the page loads (gzip); the home page for a visitor carrying an affiliate's
 * referral cookie (still the page cache's); then the HTML and JS of every
 * sitemap page, largest first, signed in too; the server's RSS and the page views
 * it counted (every measured request carries a browser's User-Agent, so counting
 * runs as for real visitors). Loopback only; every run is bounded in time.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { AFFILIATE_TERMS, COOKIES } from "../server/policy/index.js";
import { BROWSER, PREMIUM_POST, premiumCustomer } from "./lib/clients.js";
import { waitUntilUp } from "./lib/wait-until-up.js";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3450);
const origin = `http://127.0.0.1:${port}`;
const benchDir = path.join(root, ".bench");
const dataDir = path.join(benchDir, "data");
const staticDir = path.join(benchDir, "static");
const PAGES = (process.env.BENCH_PAGES ?? `/,/microfest-case-study,/prompt-vault,${PREMIUM_POST},/account`).split(",");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
/** A browser's: every measured page view is counted (server/page-views.js leaves robots and scripts out). */

fs.rmSync(benchDir, { recursive: true, force: true });
fs.mkdirSync(staticDir, { recursive: true });
if (!process.env.SKIP_BUILD) run("npm", ["run", "build"]);

// The server as `npm start` runs it (its Node flags included).
const [, ...startArgs] = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.start.split(" ");
const server = spawn(process.execPath, startArgs, {
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
  const cookie = await premiumCustomer(origin);
  const rows = [];
  for (const page of PAGES) {
    const name = page === "/" ? "home" : page.slice(1).replace(/\W+/g, "-");
    const anonymous = await fetch(origin + page, { redirect: "manual" });
    const shared = anonymous.status === 200 && /\bpublic\b/.test(anonymous.headers.get("cache-control") ?? "");
    await anonymous.arrayBuffer();
    const signedInHtml = await (await fetch(origin + page, { headers: { cookie } })).text();
    fs.writeFileSync(path.join(staticDir, `${name}.html`), signedInHtml);
    const staticFile = await measure(`/__bench-static/${name}.html`);
    const cached = shared ? await measure(page) : null;
    const signedIn = await measure(page, { cookie });
    // The saturating run before leaves up to 50 requests queued; measured at once, the
    // steady rate's p99 would be their wait, not the page's.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const steady = await measure(page, { cookie, rate: 100 });
    rows.push({ page, cached, staticFile, signedIn, steady, htmlKb: Buffer.byteLength(signedInHtml) / 1024, js: (await pageSizes(page, cookie)).jsKb });
  }
  const home = rows.find((row) => row.page === "/");
  if (home) rows.push(await referredVisitor(home));
  printTable(rows);
  await printPerPage(cookie);
  console.log(`\nServer RSS after the run: ${(rssKb(server.pid) / 1024).toFixed(0)} MB`);
  console.log(`Page views counted during the run (written in batches): ${await countedViews()}`);
} finally {
  server.kill("SIGTERM");
}

/**
 * The home page for a visitor who followed an affiliate's link: the referral cookie
 * names no one, so the page cache answers (X-Page-Cache: HIT) as for any visitor.
 */
async function referredVisitor(home) {
  const db = new Database(path.join(dataDir, "app.db"));
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("INSERT INTO affiliates (id, code, name, email, rate_percent, status, approved_at) VALUES ('aff_bench', 'BENCH-000001', 'Bench Affiliate', 'bench-affiliate@example.com', 10, 'active', ?)").run(Date.now());
  } finally {
    db.close();
  }
  const link = await fetch(`${origin}/?${AFFILIATE_TERMS.linkParam}=BENCH-000001`, { redirect: "manual" });
  const cookie = link.headers.getSetCookie().find((c) => c.startsWith(`${COOKIES.referral}=`))?.split(";")[0];
  if (!cookie) throw new Error(`the referral link set no cookie (${link.status})`);
  // Twice: the first may find the home page's entry past its minute.
  let page;
  for (let i = 0; i < 2; i++) {
    page = await fetch(`${origin}/`, { headers: { cookie } });
    await page.arrayBuffer();
  }
  if (page.headers.get("x-page-cache") !== "HIT") console.warn(`/ with the referral cookie: X-Page-Cache ${page.headers.get("x-page-cache")}, not HIT`);
  return { ...home, page: "/ (visitor with the referral cookie)", cached: await measure("/", { cookie }), signedIn: null, steady: null };
}

/** The views the server wrote, once its last batch is in (it writes every few seconds). */
async function countedViews() {
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const db = new Database(path.join(dataDir, "app.db"), { readonly: true });
  try {
    return /** @type {{ n: number }} */ (db.prepare("SELECT count(*) AS n FROM page_views").get()).n;
  } finally {
    db.close();
  }
}

async function measure(pathname, { cookie, rate } = {}) {
  const result = await autocannon({
    url: origin + pathname,
    connections: rate ? 10 : CONNECTIONS,
    duration: SECONDS,
    overallRate: rate,
    headers: cookie ? { cookie, "user-agent": BROWSER } : { "user-agent": BROWSER },
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) console.warn(`${pathname}: ${bad} non-2xx/errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** The page's HTML and every script it loads at start (module preloads and scripts), gzip-compressed. */
async function pageSizes(pathname, cookie) {
  const html = await (await fetch(origin + pathname, { headers: cookie ? { cookie } : {} })).text();
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]));
  let js = 0;
  for (const url of urls) js += gzipSync(Buffer.from(await (await fetch(origin + url)).arrayBuffer())).byteLength;
  return { htmlKb: Buffer.byteLength(html) / 1024, jsKb: js / 1024 };
}

/** Every sitemap page's HTML (the home page's budget is 100 KB) and its JS at start (tests/e2e/js-budget.spec.ts asserts that budget). */
async function printPerPage(cookie) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
  const sizes = [];
  for (const page of [...paths, "/login", "/signup", "/forgot-password"]) sizes.push([page, await pageSizes(page)]);
  for (const page of ["/", "/account", "/course", PREMIUM_POST]) sizes.push([`${page} (signed in)`, await pageSizes(page, cookie)]);
  for (const [label, key] of [["HTML KB", "htmlKb"], ["JS gzip KB at start", "jsKb"]]) {
    sizes.sort((a, b) => b[1][key] - a[1][key]);
    console.log(`\n${label}, ${sizes.length} pages, largest first:`);
    for (const [page, size] of sizes.slice(0, 10)) console.log(`  ${size[key].toFixed(1).padStart(6)}  ${page}`);
    console.log(`  … smallest ${sizes.at(-1)[1][key].toFixed(1)} (${sizes.at(-1)[0]})`);
  }
}

function printTable(rows) {
  const head = ["page", "HTML KB", "static req/s", "anonymous req/s", "ratio", "signed-in req/s", "p50", "p99", "ratio", "p99 @100/s", "JS gzip KB"];
  console.log(`\n${head.join(" | ")}`);
  for (const { page, htmlKb, cached, staticFile, signedIn, steady, js } of rows) {
    console.log(
      [
        page,
        htmlKb.toFixed(0),
        staticFile.rps.toFixed(0),
        cached ? cached.rps.toFixed(0) : "(not shared)",
        cached ? (cached.rps / staticFile.rps).toFixed(2) : "-",
        signedIn ? signedIn.rps.toFixed(0) : "-",
        signedIn ? `${signedIn.p50} ms` : "-",
        signedIn ? `${signedIn.p99} ms` : "-",
        signedIn ? (signedIn.rps / staticFile.rps).toFixed(2) : "-",
        steady ? `${steady.p99} ms` : "-",
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
