/**
 * The admin dashboard lists every rate limit of the catalogue
 * (server/policy/limits.js) as the running server renders it, with JavaScript
 * or without: each row's place, count, window, bucket and message.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { limitRows } from "../../../server/policy/index.js";
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

/** A cell's text as a reader sees it: tags dropped, React's entities read. */
const cellTexts = (row: string) =>
  [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) =>
    cell!.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"),
  );

describe("the rate limits on the admin dashboard", () => {
  it("show every catalogue row, each with its place, who is counted, count, window, bucket and message", async () => {
    const response = await get("/admin", admin);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="rate-limits"');
    const rows = limitRows();
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const limit of rows) {
      const row = new RegExp(`<tr data-limit="${limit.name.replace(".", "\\.")}"[^>]*>([\\s\\S]*?)</tr>`).exec(html)?.[1];
      expect(row, limit.name).toBeDefined();
      expect(cellTexts(row!), limit.name).toEqual([limit.appliedAt, limit.per, String(limit.max), limit.window, limit.bucket, limit.message]);
    }
    expect(html.match(/<tr data-limit=/g)).toHaveLength(rows.length);
  });

  it("are the admin's only: a customer is not shown them", async () => {
    const customer = await signUpOverHttp(server);
    const response = await get("/admin", customer);
    expect(response.status).not.toBe(200);
    expect(await response.text()).not.toContain('id="rate-limits"');
  });
});
