/**
 * The anonymous page cache, through HTTP: what is shared, what never is, and
 * how a write (here by another process: this test) reaches the next visitor.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ seed: true });}, 120_000);
afterAll(() => server.stop());

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${server.origin}${pathname}`, { headers, redirect: "manual" });

describe("anonymous pages", () => {
  it("are rendered once, then served from the cache with a CDN-friendly Cache-Control and an ETag", async () => {
    await get("/microfest-case-study");
    const second = await get("/microfest-case-study");
    expect(second.headers.get("X-Page-Cache")).toBe("HIT");
    expect(second.headers.get("Cache-Control")).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    const etag = second.headers.get("ETag");
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch would add "Cache-Control: no-cache", a forced reload, without one).
    expect((await get("/microfest-case-study", { "If-None-Match": etag!, "Cache-Control": "max-age=0" })).status).toBe(304);
  });

  it("serve the stored compressed forms to clients that accept them", async () => {
    await get("/prompt-vault");
    const response = await fetch(`${server.origin}/prompt-vault`, { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("Content-Encoding")).toBe("br");
    expect(await response.text()).toContain("Prompt Vault");
  });

  it("are cached for Remix's .data requests too", async () => {
    await get("/prompt-vault.data");
    expect((await get("/prompt-vault.data")).headers.get("X-Page-Cache")).toBe("HIT");
  });

  it("bypass the cache for unknown query parameters, so random ones cannot fill it", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await get(`/?utm_x=${Math.random()}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("X-Page-Cache")).toBeNull();
    }
  });
});

describe("personal pages", () => {
  it("a signed-in page is never shared, and a visitor never gets it", async () => {
    const email = `cache-${Date.now()}@example.com`;
    const cookie = await signUpOverHttp(server, email);
    const mine = await get("/", { Cookie: cookie });
    expect(mine.headers.get("X-Page-Cache")).toBeNull();
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await mine.text()).toContain(email);
    for (let i = 0; i < 2; i++) {
      const visitor = await get("/");
      expect(await visitor.text()).not.toContain(email);
    }
  });

  it("a signed-in page has an ETag too, and revalidates to 304 while unchanged", async () => {
    const cookie = await signUpOverHttp(server);
    const first = await get("/prompt-vault", { Cookie: cookie });
    const etag = first.headers.get("ETag");
    expect(etag).toBeTruthy();
    const again = await get("/prompt-vault", { Cookie: cookie, "If-None-Match": etag!, "Cache-Control": "max-age=0" });
    expect(again.status).toBe(304);
    const other = await get("/microfest-case-study", { Cookie: cookie, "If-None-Match": etag!, "Cache-Control": "max-age=0" });
    expect(other.status).toBe(200);
  });

  it("a signed-in user never gets the visitors' cached page", async () => {
    await get("/");
    expect((await get("/")).headers.get("X-Page-Cache")).toBe("HIT");
    const email = `cache2-${Date.now()}@example.com`;
    const cookie = await signUpOverHttp(server, email);
    expect(await (await get("/", { Cookie: cookie })).text()).toContain(email);
  });

  it("a pending toast is shown to its visitor only, and never cached", async () => {
    const sent = await post(server, "/contact", { name: "Ana", email: "ana@example.com", message: "A question about our kitchen." });
    expect(sent.status).toBe(302);
    const toastCookie = sent.headers.getSetCookie().find((c) => c.startsWith("toast="))!.split(";")[0]!;
    const withToast = await get("/", { Cookie: toastCookie });
    expect(withToast.headers.get("X-Page-Cache")).toBeNull();
    expect(withToast.headers.get("Cache-Control")).toBe("private, no-store");
    const toastText = "Message sent";
    const html = await withToast.text();
    expect(html).toContain(toastText);
    expect(await (await get("/")).text()).not.toContain(toastText);
  });
});

describe("writes reach the next visitor", () => {
  it("the maintenance switch, flipped by another process, applies to the next request", async () => {
    await get("/microfest-case-study");
    expect((await get("/microfest-case-study")).headers.get("X-Page-Cache")).toBe("HIT");
    const { setMaintenance } = await appModulesOn(server.dataDir);
    setMaintenance(true);
    try {
      const during = await get("/microfest-case-study");
      expect(during.status).toBe(503);
      expect(await during.text()).toContain("Down for Maintenance");
    } finally {
      setMaintenance(false);
    }
    const after = await get("/microfest-case-study");
    expect(after.status).toBe(200);
    expect(after.headers.get("X-Page-Cache")).toBe("MISS");
  });

  it("a write to what visitors see, by any process or tool, drops every cached page: the database bumps the version", async () => {
    await get("/prompt-vault");
    expect((await get("/prompt-vault")).headers.get("X-Page-Cache")).toBe("HIT");
    // A write nobody sees (the health check's heartbeat in `settings`) keeps the cache.
    expect((await get("/healthz")).status).toBe(200);
    expect((await get("/prompt-vault")).headers.get("X-Page-Cache")).toBe("HIT");
    // Plain SQL, as a second process or an operator's sqlite3 shell would write: no app code runs.
    const db = new Database(path.join(server.dataDir, "app.db"));
    try {
      db.pragma("busy_timeout = 5000");
      const title = `Edited ${Date.now()}`;
      db.prepare("UPDATE library_prompts SET title = ? WHERE id = (SELECT id FROM library_prompts ORDER BY sort_order LIMIT 1)").run(title);
      const after = await get("/prompt-vault");
      expect(after.headers.get("X-Page-Cache")).toBe("MISS");
      expect(await after.text()).toContain(title);
      expect((await get("/prompt-vault")).headers.get("X-Page-Cache")).toBe("HIT");
      db.prepare("INSERT INTO settings (key, value) VALUES ('site.contactPhone', '+1 555 0100') ON CONFLICT(key) DO UPDATE SET value = excluded.value").run();
      expect((await get("/prompt-vault")).headers.get("X-Page-Cache")).toBe("MISS");
    } finally {
      db.close();
    }
  });
});

/** The app's own models, opened on the server's database file (as a second process would). */
async function appModulesOn(dataDir: string) {
  const { resetEnvForTests } = await import("~/utils/env.server");
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  const { setMaintenance } = await import("~/services/ops/maintenance.server");
  return { setMaintenance };
}
