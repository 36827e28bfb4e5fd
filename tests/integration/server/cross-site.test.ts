/**
 * Cross-site form posts (CSRF) are refused once, by the server in front of
 * Remix (server/origin-check.js), for every route with an action, read from
 * app/routes/ so a new one cannot be missed. Sent as a signed-in admin, so a
 * post that got through would act; the same post from the site itself is
 * not refused, which proves each address reaches its route.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeModules } from "../../support/routes";
import { post, signUpAdminOverHttp, startServer, type RunningServer } from "../../support/server";

const ACTIONS = routeModules().filter((route) => route.hasAction);
const REFUSAL = "Cross-site form submissions are not allowed.";
let server: RunningServer;
let admin = "";

beforeAll(async () => {
  server = await startServer();
  admin = await signUpAdminOverHttp(server);
}, 120_000);
afterAll(() => server?.stop());

it("finds every route with an action (sign-in, sign-up, sign-out and checkout at least)", () => {
  expect(ACTIONS.map((route) => route.url)).toEqual(expect.arrayContaining(["/login", "/signup", "/logout", "/checkout", "/webhooks/stripe"]));
  expect(ACTIONS.length).toBeGreaterThanOrEqual(20);
});

it("a sign-up sent from another site makes no account", async () => {
  const email = `cross-${Date.now()}@example.com`;
  const response = await post(server, "/signup", { email, password: "a-long-test-password-2026", fullName: "Eve" }, { headers: { Origin: "https://evil.example" } });
  expect(response.status).toBe(403);
  const db = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
  try {
    expect(db.prepare("SELECT count(*) AS n FROM users WHERE email = ?").get(email)).toEqual({ n: 0 });
  } finally {
    db.close();
  }
});

describe.each(ACTIONS.map((route) => [route.url, route] as const))("POST %s", (url) => {
  it("is refused with 403 from another site's page, by Origin or by Sec-Fetch-Site alone", async () => {
    const byOrigin = await post(server, url, { intent: "save" }, { cookie: admin, headers: { Origin: "https://evil.example" } });
    expect(byOrigin.status).toBe(403);
    expect(await byOrigin.text()).toContain(REFUSAL);
    const bySite = await fetch(`${server.origin}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: admin, "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=save",
    });
    expect(bySite.status).toBe(403);
    expect(await bySite.text()).toContain(REFUSAL);
  });

  it("is not refused as cross-site from the site itself", async () => {
    const response = await post(server, url, { intent: "save" });
    expect(response.status).not.toBe(403);
    expect(await response.text()).not.toContain(REFUSAL);
  });
});
