#!/usr/bin/env node
/**
 * `npm run bench`: serves the production build on a fresh seeded database and
 * prints throughput, latency and memory for a few pages, plus the JS the home
 * page loads (gzip). Loopback only; bounded request counts.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const port = 3200;
const origin = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, ".bench", "data");
const PATHS = ["/", "/healthz", "/no-such-page"];
const REQUESTS = 2000;
const CONCURRENCY = 16;

fs.rmSync(dataDir, { recursive: true, force: true });
const build = spawnSync(path.join(root, "node_modules", ".bin", "remix"), ["build"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(1);

const server = spawn(process.execPath, ["scripts/start.js"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: "1", SESSION_SECRET: "bench-secret-".padEnd(40, "x") },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitForServer();
  console.log(`\nHome page JS (gzip): ${(await homeJsGzipBytes() / 1024).toFixed(1)} KB`);
  console.log(`\n${"path".padEnd(16)} ${"req/s".padStart(8)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"p99 ms".padStart(8)}`);
  for (const p of PATHS) {
    const r = await load(p);
    console.log(`${p.padEnd(16)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(2).padStart(8)} ${r.p95.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)}`);
  }
  console.log(`\nServer RSS after the run: ${(serverRssKb() / 1024).toFixed(0)} MB (remix-serve process tree)`);
} finally {
  server.kill("SIGTERM");
}

async function waitForServer() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not start");
}

async function homeJsGzipBytes() {
  const html = await (await fetch(`${origin}/`)).text();
  const urls = new Set(
    [...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  // The manifest lists route modules loaded by the entry; count what the browser fetches for "/".
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(origin + url)).arrayBuffer())).byteLength;
  return total;
}

async function load(p) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const t = performance.now();
        const res = await fetch(origin + p);
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { rps: latencies.length / seconds, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99) };
}

function serverRssKb() {
  // start.js spawns remix-serve; sum the RSS of the whole tree under our child.
  const out = spawnSync("ps", ["-o", "pid=,ppid=,rss=", "-A"], { encoding: "utf8" }).stdout;
  const rows = out.trim().split("\n").map((l) => l.trim().split(/\s+/).map(Number));
  const tree = new Set([server.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of rows) if (tree.has(ppid) && !tree.has(pid)) tree.add(pid), (grew = true);
  }
  return rows.filter(([pid]) => tree.has(pid) && pid !== server.pid).reduce((sum, [, , rss]) => sum + rss, 0);
}
