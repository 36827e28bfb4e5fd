#!/usr/bin/env node
/**
 * `npm run flood:signin`: 16 concurrent sign-in posts with random e-mails from
 * one address for 15 s, while a visitor reads pages. Prints the visitor's
 * latency and what the flood got (refused without hashing, or hashed), then
 * checks that a real user signs in once the flood stops. Loopback only.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { waitUntilUp } from "./lib/wait-until-up.js";

const root = path.resolve(import.meta.dirname, "..");
const port = 3490;
const origin = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, ".bench", "flood");
const SECONDS = 15;
const FLOODERS = 16;
const FLOOD_ADDRESS = "203.0.113.66";
const VISITOR_ADDRESS = "198.51.100.20";
const USER_ADDRESS = "198.51.100.1";

fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ["scripts/start.js"], {
  cwd: root,
  // The script plays one trusted proxy, so the flood, the visitor and the real user are three addresses.
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: "1", PUBLIC_URL: origin, LOG_LEVEL: "warn", TRUST_PROXY: "1", SESSION_SECRET: "flood-secret-".padEnd(40, "x") },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitUntilUp(`${origin}/healthz`);
  const account = { email: `real-${Date.now()}@example.com`, password: "a-real-password-2026" };
  await post("/signup", { ...account, fullName: "Real User" }, USER_ADDRESS);
  const before = await visitor(3);
  const deadline = Date.now() + SECONDS * 1000;
  const statuses = new Map();
  const flood = Array.from({ length: FLOODERS }, async () => {
    while (Date.now() < deadline) {
      const response = await post("/login", { email: `x${Math.random().toString(36).slice(2)}@example.com`, password: "wrong-password-123" }, FLOOD_ADDRESS);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  });
  const during = await visitor(SECONDS - 1);
  await Promise.all(flood);
  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const hashed = statuses.get(401) ?? 0;
  console.log(`\nVisitor before the flood: p50 ${before.p50.toFixed(1)} ms, p99 ${before.p99.toFixed(1)} ms (${before.n} requests)`);
  console.log(`Visitor during the flood: p50 ${during.p50.toFixed(1)} ms, p99 ${during.p99.toFixed(1)} ms (${during.n} requests)`);
  console.log(`Flood: ${total} sign-in posts in ${SECONDS} s from one address: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(", ")}`);
  console.log(`Refused without hashing: ${total - hashed} (${(((total - hashed) / total) * 100).toFixed(1)}%); hashed (401): ${hashed}`);
  const real = await post("/login", account, USER_ADDRESS);
  console.log(`A real user signing in after the flood (another address): ${real.status === 302 ? "signed in" : `refused (${real.status})`}`);
} finally {
  server.kill("SIGTERM");
}

function post(pathname, fields, address) {
  return fetch(origin + pathname, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address },
    body: new URLSearchParams(fields),
  }).then(async (r) => (await r.arrayBuffer(), r));
}

/** One visitor reading pages back to back (signed out and signed in pages alike bypass nothing). */
async function visitor(seconds) {
  const latencies = [];
  const end = Date.now() + seconds * 1000;
  const pages = ["/", "/prompt-vault", "/microfest-case-study", "/healthz"];
  for (let i = 0; Date.now() < end; i++) {
    const started = performance.now();
    await (await fetch(origin + pages[i % pages.length], { headers: { "X-Forwarded-For": VISITOR_ADDRESS } })).arrayBuffer();
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { n: latencies.length, p50: at(0.5), p99: at(0.99) };
}

