/**
 * Browser-test fixtures that write straight to the e2e server's database instead
 * of clicking through sign-up each time (https://github.com/epicweb-dev/epic-stack/blob/main/tests/playwright-utils.ts).
 */
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createCookie } from "@remix-run/node";
import { test, type APIRequestContext, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { E2E_DATA_DIR, E2E_PORT, E2E_SESSION_SECRET } from "../../playwright.config";
import { hashPassword } from "../../app/services/auth/password.server";

/** Where a test server keeps its database, and its port (default: the main browser-test server). */
export type E2eServer = { port: number; dataDir: string };
const MAIN_SERVER: E2eServer = { port: E2E_PORT, dataDir: E2E_DATA_DIR };

export function openE2eDatabase(dataDir = E2E_DATA_DIR) {
  const db = new Database(path.resolve(dataDir, "app.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

/**
 * Creates a user (admin or not, premium or not) and signs the page's browser in
 * as them. With `password` the account has that password for real (a test
 * that signs in again, or confirms a change with it); without, none works.
 */
export async function signInAs(
  page: Page,
  {
    role = "user",
    hasAccess = false,
    server = MAIN_SERVER,
    password,
  }: { role?: "user" | "admin"; hasAccess?: boolean; server?: E2eServer; password?: string } = {},
) {
  const id = randomUUID();
  const email = `${role}-${id.slice(0, 8)}@example.com`;
  const sessionId = randomBytes(32).toString("base64url");
  const passwordHash = password ? await hashPassword(password) : "scrypt$0$0$0$x$x";
  const db = openE2eDatabase(server.dataDir);
  try {
    db.prepare("INSERT INTO users (id, email, full_name, password_hash, role) VALUES (?, ?, ?, ?, ?)").run(
      id, email, "Fixture User", passwordHash, role,
    );
    db.prepare("INSERT INTO customers (user_id, email, name, has_access) VALUES (?, ?, ?, ?)").run(id, email, "Fixture User", hasAccess ? 1 : 0);
    db.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)").run(sessionId, id, Date.now() + 86_400_000);
  } finally {
    db.close();
  }
  const cookie = createCookie("__session", { secrets: [E2E_SESSION_SECRET] });
  const value = (await cookie.serialize(sessionId)).split(";")[0]!.split("=").slice(1).join("=");
  await page.context().addCookies([{ name: "__session", value, url: `http://127.0.0.1:${server.port}` }]);
  return { email, id };
}

/**
 * Makes each test in the file its own visitor. The browser-test server trusts
 * one proxy hop (TRUST_PROXY=1), and the tests play that proxy: each sends its
 * own X-Forwarded-For, so per-address limits (sign-ups, forms, quotes) do not
 * couple one test to the others. tests/integration/server/ checks that with
 * TRUST_PROXY=0 the header is ignored.
 */
export function actAsSeparateVisitors() {
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders(separateVisitor());
  });
}

/** The header that makes a browser context a visitor of its own (see actAsSeparateVisitors). */
export function separateVisitor() {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` };
}

/** Every path the sitemap lists ("/" for the home page). */
export async function sitemapPaths(request: APIRequestContext) {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/");
}

/**
 * Runs in the page (`page.evaluate`, or `page.addInitScript` for the next document): from then on the
 * page's scroll position in each frame is kept, for `scrollPerFrame` to read.
 */
export function recordScrollPerFrame() {
  const positions: number[] = [];
  Object.assign(window, { scrollPerFrame: positions });
  const tick = () => {
    positions.push(Math.round(scrollY));
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

export function scrollPerFrame(page: Page) {
  return page.evaluate(() => (window as unknown as { scrollPerFrame: number[] }).scrollPerFrame);
}

/**
 * Runs `work` while no other test, in any worker or project, holds the lock `name`: for what the
 * server does one at a time (the white-paper generator), so a test never meets another's "busy"
 * answer. The lock is a directory, made atomically, in the server's data folder (emptied at each
 * start, so a killed run leaves none behind).
 */
export async function holdingLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(E2E_DATA_DIR, "test-locks", name);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
