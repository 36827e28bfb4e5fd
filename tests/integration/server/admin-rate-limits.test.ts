/**
 * The admin dashboard shows the limits catalogue (server/policy/limits.js):
 * one row per rate limit, the sign-in gate's included, each with its count,
 * window, bucket, message and where it is applied, as the server renders it
 * (no JavaScript needed). Only an admin sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitRows } from "../../../server/policy/limits.js";
import { signUpAdminOverHttp, signUpOverHttp, startServer, type RunningServer } from "../../support/server";

let server: RunningServer;
let admin = "";

beforeAll(async () => {
  server = await startServer();
  admin = await signUpAdminOverHttp(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const get = (pathname: string, cookie?: string) => fetch(`${server.origin}${pathname}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

/** The HTML of the catalogue row named `name`, or undefined. */
function rowOf(html: string, name: string) {
  return new RegExp(`<tr[^>]*data-limit="${name.replace(/\./g, "\\.")}"[^>]*>([\\s\\S]*?)</tr>`).exec(html)?.[1];
}

const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe("the rate limits on the admin dashboard", () => {
  it("lists every catalogue row with its numbers, window, bucket, message and place", async () => {
    const response = await get("/admin", admin);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Rate limits");
    const rows = limitRows();
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(html.match(/<tr[^>]*data-limit=/g)?.length).toBe(rows.length);
    for (const row of rows) {
      const cells = rowOf(html, row.name);
      expect(cells, row.name).toBeDefined();
      for (const text of [String(row.max), row.window, row.bucket, row.message, row.appliedAt, row.per]) {
        expect(cells, `${row.name}: ${text}`).toContain(escaped(text));
      }
    }
  });

  it("the sign-in gate's own limits are among them", async () => {
    const html = await (await get("/admin", admin)).text();
    expect(rowOf(html, "signInGate.oneAtATime")).toContain("The site is busy. Please try again in a moment.");
    expect(rowOf(html, "signInGate.addressLimited")).toContain("Sign-in gate: POST /login and /signup");
  });

  it("is not shown to anyone else", async () => {
    const member = await signUpOverHttp(server);
    const response = await get("/admin", member);
    expect(response.status).not.toBe(200);
    const html = await response.text();
    expect(html).not.toContain('data-limit="signUp"');
  });
});
