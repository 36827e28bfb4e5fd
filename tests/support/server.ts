/**
 * Starts the real production server (server/index.js on the production build)
 * in its own process, on its own data folder, for tests that go through HTTP:
 * everything in front of Remix (origin check, limits, headers, cache) only
 * exists there.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { seedDataDir } from "./seeded";
import { TestSmtpServer } from "./smtp-server";

const ROOT = path.resolve(import.meta.dirname, "../..");

export type RunningServer = {
  origin: string;
  dataDir: string;
  process: ChildProcess;
  /** stdout and stderr so far. */
  output: () => string;
  /** Waits until the output contains `text` (stdout and stderr come through separate pipes, in any order). */
  waitForOutput: (text: string, timeoutMs?: number) => Promise<string>;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
};

export async function startServer({
  env = {},
  seed = false,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-server-")),
}: { env?: Record<string, string>; seed?: boolean; dataDir?: string } = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(ROOT, "build", "index.js"))) throw new Error("Run `npm run build` first.");
  const fullEnv = productionEnv(dataDir, env);
  if (seed) seedDataDir(dataDir, fullEnv);
  const child = spawn(process.execPath, ["server/index.js"], { cwd: ROOT, env: fullEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const origin = await waitUntilUp(child, () => output);
  return {
    origin,
    dataDir,
    process: child,
    output: () => output,
    waitForOutput: async (text, timeoutMs = 10_000) => {
      for (const started = Date.now(); !output.includes(text); ) {
        if (Date.now() - started > timeoutMs) throw new Error(`"${text}" not in the server's output:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return output;
    },
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * What a test's production server runs with, `server/index.js` or `scripts/start.js`.
 * Port 0: the system picks a free port (test files run in parallel); the server prints it.
 */
export function productionEnv(dataDir: string, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://127.0.0.1",
    SESSION_SECRET: "server-test-secret-that-is-long-enough-0123456789",
    LOG_LEVEL: "warn",
    ...env,
  };
}

/** The origin the server prints once it listens; throws when it exits first or takes over `tries` tenths of a second. */
export async function waitUntilUp(child: ChildProcess, output: () => string, tries = 600): Promise<string> {
  for (let i = 0; i < tries; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output()}`);
    const port = /Serving on http:\/\/[^:]+:(\d+)/.exec(output())?.[1];
    if (port) return `http://127.0.0.1:${port}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start: ${output()}`);
}

/** A form post as a browser on the site sends it. */
export function post(server: Pick<RunningServer, "origin">, pathname: string, fields: Record<string, string>, init: { headers?: Record<string, string>; cookie?: string } = {}) {
  return fetch(`${server.origin}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: server.origin,
      "Content-Type": "application/x-www-form-urlencoded",
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...init.headers,
    },
    body: new URLSearchParams(fields),
  });
}

/** Signs up a fresh account through HTTP; returns its session cookie ("__session=…"). */
export async function signUpOverHttp(server: RunningServer, email = `u${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`) {
  const response = await post(server, "/signup", { email, password: "a-long-test-password-2026", fullName: "Test User" });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (!cookie) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return cookie.split(";")[0]!;
}

/** Signs up a fresh account through HTTP and makes it an admin in the database; returns its session cookie. */
export async function signUpAdminOverHttp(server: RunningServer) {
  const email = `admin-${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const cookie = await signUpOverHttp(server, email);
  const db = new Database(path.join(server.dataDir, "app.db"));
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("UPDATE users SET role = 'admin' WHERE email = ?").run(email);
  } finally {
    db.close();
  }
  return cookie;
}

/** A port nobody listens on now (for a server whose PUBLIC_URL must name its port before it starts). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A production server of its own whose mail goes to a local SMTP server the
 * test reads, on a port known in advance so a browser's Origin matches PUBLIC_URL.
 */
export async function startServerWithMail(): Promise<{ server: RunningServer; smtp: TestSmtpServer }> {
  const smtp = new TestSmtpServer();
  await smtp.start();
  const port = await freePort();
  const server = await startServer({ env: { SMTP_URL: smtp.url, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` } });
  return { server, smtp };
}

/**
 * A form post that asks `Expect: 100-continue`: Node's server says "continue"
 * in the same turn that runs the middleware in front of Remix, so once the
 * client has heard it the sign-in gate has seen this post. The body goes when
 * `finish` is called; it resolves to the status.
 */
export function heldPost(target: RunningServer, pathname: string, fields: Record<string, string>, headers: Record<string, string>) {
  const body = new URLSearchParams(fields).toString();
  const request = http.request(`${target.origin}${pathname}`, {
    method: "POST",
    headers: {
      Origin: target.origin,
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(Buffer.byteLength(body)),
      Expect: "100-continue",
      ...headers,
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
  });
  return new Promise<{ finish: () => Promise<number> }>((resolve, reject) => {
    request.on("continue", () => resolve({ finish: () => (request.end(body), status) }));
    request.on("error", reject);
    request.flushHeaders();
  });
}
