/**
 * `npm run dev` runs the production server (server/), not a server of its
 * own: the same origin check, body limit, security headers and the app's own
 * Cache-Control, with Remix's live reload swapping in each rebuild. It runs
 * in a copy of the repository, so its development build never replaces the
 * production build the other tests use.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "../../support/server";

const ROOT = path.resolve(import.meta.dirname, "../../..");
let copy: string;
let dev: ChildProcess;
let output = "";
let origin: string;

beforeAll(async () => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-dev-"));
  const files = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" }).stdout.split("\n").filter(Boolean);
  for (const file of files) {
    if (!fs.existsSync(path.join(ROOT, file))) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // NODE_ENV as a developer's shell has it (not Vitest's "test").
  const env = { ...process.env, NODE_ENV: "development" as const, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(copy, "data"), PUBLIC_URL: origin, LOG_LEVEL: "warn" };
  dev = spawn("npm", ["run", "dev"], {
    cwd: copy,
    env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  dev.stdout?.on("data", (chunk) => (output += chunk));
  dev.stderr?.on("data", (chunk) => (output += chunk));
  dev.on("error", (error) => (output += String(error)));
  await until(() => output.includes("Serving on"), 120_000);
}, 150_000);

afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
  fs.rmSync(copy, { recursive: true, force: true });
});

it("serves through server/: security headers, the app's Cache-Control, origin check and body limit", async () => {
  const home = await fetch(`${origin}/`);
  expect(home.status).toBe(200);
  expect(home.headers.get("Content-Security-Policy")).toMatch(/script-src 'self' 'nonce-/);
  expect(home.headers.get("Cache-Control")).toMatch(/^public, /);
  // The page cache is off in development: a change shows on the next request.
  expect(home.headers.get("X-Page-Cache")).toBeNull();
  expect((await fetch(`${origin}/`)).headers.get("X-Page-Cache")).toBeNull();

  const crossSite = await fetch(`${origin}/contact`, { method: "POST", headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" }, body: "name=x" });
  expect(crossSite.status).toBe(403);
  expect(await crossSite.text()).toContain("Cross-site form submissions are not allowed.");

  const tooLarge = await fetch(`${origin}/contact`, { method: "POST", headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" }, body: `message=${"x".repeat(70_000)}` });
  expect(tooLarge.status).toBe(413);
});

it("swaps in a rebuilt app without a restart (live reload)", async () => {
  const route = path.join(copy, "app/routes/guest-experience.tsx");
  const marker = `dev-reload-${Date.now()}`;
  const source = fs.readFileSync(route, "utf8");
  fs.writeFileSync(route, source.replace("export default function GuestExperience() {", `export default function GuestExperience() {\n  if (typeof document === "undefined") console.warn("${marker}");`));
  const readyBefore = output.split("app server ready").length;
  await until(() => output.split("app server ready").length > readyBefore, 60_000);
  expect((await fetch(`${origin}/guest-experience`)).status).toBe(200);
  await until(() => output.includes(marker), 5_000);
  expect((await fetch(`${origin}/`)).headers.get("Content-Security-Policy")).toContain("ws://localhost:*");
}, 90_000);

async function until(done: () => boolean, timeoutMs: number) {
  const started = Date.now();
  while (!done()) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited: ${output}`);
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; output so far:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
