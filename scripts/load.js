#!/usr/bin/env node
/**
 * `npm run load`: the production server on a fresh seeded database, held at
 * 100 connections for 60 s (LOAD_SECONDS) across a mix of what people do:
 * visitor pages (cached), signed-in pages (rendered), the blog, sign-ins,
 * enquiries and test-mode purchases. Each kind keeps its own connections, and
 * every post comes from its own address through a trusted proxy setting, so
 * the per-address limits do not stop the test. Prints per kind: requests,
 * errors, statuses, p50 and p99; then checks that every acknowledged enquiry
 * and every paid order is in the database. Page views come from a browser's
 * User-Agent and addresses of their own, so counting runs as for real visitors
 * (a million visitors' keys a day is its worst case); the server's RSS is
 * printed before the run, at each tenth of it and at the end, with the views it counted. The
 * server runs with `npm start`'s Node flags.
 */
import Database from "better-sqlite3";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { BROWSER, drain, nextAddress, postForm } from "./lib/clients.js";
import { waitUntilUp } from "./lib/wait-until-up.js";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.LOAD_PORT ?? 3480);
const origin = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, ".bench", "load");
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PASSWORD = "a-long-load-password-2026";

/** Connections per kind: 100 in all. Sign-ins are few because each costs a password hash. */
const MIX = { visitor: 40, signedIn: 15, blog: 12, signIn: 6, enquiry: 15, purchase: 12 };

fs.rmSync(dataDir, { recursive: true, force: true });
if (!process.env.SKIP_BUILD && spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" }).status !== 0) process.exit(1);

const [, ...startArgs] = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.start.split(" ");
const server = spawn(process.execPath, startArgs, {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: "1", PUBLIC_URL: origin, LOG_LEVEL: "warn", TRUST_PROXY: "1", SESSION_SECRET: "load-secret-".padEnd(40, "x") },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitUntilUp(`${origin}/healthz`);
  const accounts = await signUpAccounts(MIX.signedIn + MIX.purchase + MIX.signIn);
  const blogPages = await blogPaths();
  const stats = Object.fromEntries(Object.keys(MIX).map((kind) => [kind, { latencies: [], statuses: new Map(), errors: 0 }]));
  const acknowledged = { enquiries: [], orders: [] };
  const deadline = Date.now() + SECONDS * 1000;
  const rssBefore = rssMb(server.pid);
  // Every tenth of the run: memory that only grows shows here as a rising line, not a plateau.
  const rssSeries = [];
  const sampler = setInterval(() => rssSeries.push(rssMb(server.pid)), (SECONDS * 1000) / 10);

  const flows = {
    visitor: (i) => get(["/", "/microfest-case-study", "/prompt-vault", "/kitchen-design-services"][i % 4]),
    signedIn: (i, account) => get(["/", "/account", "/prompt-vault"][i % 3], account.cookie),
    blog: (i) => get(blogPages[i % blogPages.length]),
    signIn: (_, account) => post("/login", { email: account.email, password: PASSWORD }),
    enquiry: async () => {
      const name = `Load ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;
      const response = await post("/enquiry", { name, email: "load@example.com", message: "An enquiry sent during the load test." });
      if (response.status === 303 || response.status === 302) acknowledged.enquiries.push(name);
      return response;
    },
    purchase: async (_, account) => {
      const start = await post("/checkout", { productId: "hospitality-bundle" }, account.cookie);
      const orderPath = start.headers.get("location");
      if (start.status !== 303 || !orderPath?.startsWith("/checkout/test/")) return start;
      const paid = await post(orderPath, { intent: "pay" }, account.cookie);
      if (paid.status === 303) acknowledged.orders.push(orderPath.split("/").pop());
      return paid;
    },
  };

  let accountIndex = 0;
  const connections = Object.entries(MIX).flatMap(([kind, count]) =>
    Array.from({ length: count }, () => {
      const account = ["signedIn", "purchase", "signIn"].includes(kind) ? accounts[accountIndex++] : undefined;
      return connection(kind, account);
    }),
  );
  async function connection(kind, account) {
    const stat = stats[kind];
    for (let i = 0; Date.now() < deadline; i++) {
      const started = performance.now();
      try {
        const response = await flows[kind](i, account);
        stat.statuses.set(response.status, (stat.statuses.get(response.status) ?? 0) + 1);
      } catch {
        stat.errors++;
      }
      stat.latencies.push(performance.now() - started);
    }
  }
  await Promise.all(connections);
  clearInterval(sampler);

  printTable(stats);
  const lost = findLost(acknowledged);
  console.log(`\nAcknowledged enquiries: ${acknowledged.enquiries.length}, in the database: ${acknowledged.enquiries.length - lost.enquiries}; lost: ${lost.enquiries}`);
  console.log(`Paid orders acknowledged: ${acknowledged.orders.length}, paid in the database: ${acknowledged.orders.length - lost.orders}; lost: ${lost.orders}`);
  const fiveHundreds = Object.values(stats).reduce((sum, s) => sum + [...s.statuses].filter(([code]) => code >= 500).reduce((a, [, n]) => a + n, 0), 0);
  const errors = Object.values(stats).reduce((sum, s) => sum + s.errors, 0);
  console.log(`Errors: ${errors}; 5xx: ${fiveHundreds}`);
  console.log(`Server RSS: ${rssBefore} MB before the run, ${rssMb(server.pid)} MB after it; each tenth of the run: ${rssSeries.join(", ")} MB`);
  await new Promise((resolve) => setTimeout(resolve, 6000));
  console.log(`Page views counted (written in batches): ${countedViews()}`);
  process.exitCode = errors + fiveHundreds + lost.enquiries + lost.orders === 0 ? 0 : 1;
} finally {
  server.kill("SIGTERM");
}

async function signUpAccounts(count) {
  const accounts = [];
  for (let i = 0; i < count; i++) {
    const email = `load-${i}-${Date.now()}@example.com`;
    const response = await post("/signup", { email, password: PASSWORD, fullName: `Load User ${i}` });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="))?.split(";")[0];
    if (!cookie) throw new Error(`sign-up failed: ${response.status}`);
    accounts.push({ email, cookie });
  }
  return accounts;
}

/** The blog's list, a second page and its newest posts (the pages as a reader finds them). */
async function blogPaths() {
  const list = await (await get("/blog")).text();
  const posts = [...new Set([...list.matchAll(/href="(\/blog\/[a-z0-9-]+)"/g)].map((m) => m[1]))].slice(0, 6);
  return ["/blog", "/blog?page=2", "/blog?category=white-paper", ...posts];
}

function get(pathname, cookie) {
  const headers = { "User-Agent": BROWSER, "X-Forwarded-For": nextAddress(), ...(cookie ? { Cookie: cookie } : {}) };
  return fetch(origin + pathname, { redirect: "manual", headers }).then(drain);
}

/** @param {number | undefined} pid */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function countedViews() {
  const db = new Database(path.join(dataDir, "app.db"), { readonly: true });
  try {
    return db.prepare("SELECT count(*) AS n FROM page_views").get().n;
  } finally {
    db.close();
  }
}

function post(pathname, fields, cookie) {
  return postForm(origin, pathname, fields, cookie);
}

function findLost({ enquiries, orders }) {
  const db = new Database(path.join(dataDir, "app.db"), { readonly: true });
  try {
    const storedEnquiry = db.prepare("SELECT 1 FROM enquiries WHERE name = ?");
    const paidOrder = db.prepare("SELECT 1 FROM orders WHERE id = ? AND status = 'paid'");
    return {
      enquiries: enquiries.filter((name) => !storedEnquiry.get(name)).length,
      orders: orders.filter((id) => !paidOrder.get(id)).length,
    };
  } finally {
    db.close();
  }
}

function printTable(stats) {
  const head = ["kind", "connections", "requests", "req/s", "errors", "statuses", "p50 ms", "p99 ms"];
  const rows = Object.entries(stats).map(([kind, s]) => {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1) : "-");
    const statuses = [...s.statuses].sort(([a], [b]) => a - b).map(([code, n]) => `${code}×${n}`).join(" ");
    return [kind, String(MIX[kind]), String(s.latencies.length), (s.latencies.length / SECONDS).toFixed(0), String(s.errors), statuses, at(0.5), at(0.99)];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(`\nLoad: ${SECONDS} s, ${Object.values(MIX).reduce((a, b) => a + b, 0)} connections, ${origin}`);
  console.log(line(head));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const row of rows) console.log(line(row));
}
