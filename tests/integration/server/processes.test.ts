/**
 * Several processes over one database, and graceful shutdown: through HTTP
 * against real server processes.
 */
import Database from "better-sqlite3";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { signUpOverHttp, startServer } from "../../support/server";

describe("WEB_CONCURRENCY=2", () => {
  it("every process sees a write at once: no worker serves a page cached before it", async () => {
    const server = await startServer({ env: { WEB_CONCURRENCY: "2" } });
    try {
      // Warm both workers' caches (connections are spread across them).
      for (let i = 0; i < 20; i++) await fetch(`${server.origin}/microfest-case-study`, { headers: { Connection: "close" } }).then((r) => r.text());
      const db = new Database(path.join(server.dataDir, "app.db"));
      db.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('maintenance_mode', 'true', 0) ON CONFLICT(key) DO UPDATE SET value = 'true'").run();
      db.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('content_version', '1', 0) ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1").run();
      db.close();
      const statuses = new Set<number>();
      for (let i = 0; i < 20; i++) {
        const response = await fetch(`${server.origin}/microfest-case-study`, { headers: { Connection: "close" } });
        statuses.add(response.status);
        await response.text();
      }
      expect([...statuses]).toEqual([503]);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 120_000);
});

describe("SIGTERM", () => {
  it("finishes the requests in flight, exits 0 and leaves a sound database", async () => {
    const server = await startServer({ env: { LOG_LEVEL: "info" } });
    const inFlight = Array.from({ length: 30 }, (_, i) =>
      fetch(`${server.origin}/prompt-vault?q=${i}`, { headers: { Cookie: `__session=none${i}` } }).then(async (r) => ({ status: r.status, body: await r.text() })),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    const exitCode = server.stop("SIGTERM");
    const results = await Promise.allSettled(inFlight);
    expect(await exitCode).toBe(0);
    const answered = results.filter((r) => r.status === "fulfilled").map((r) => (r as PromiseFulfilledResult<{ status: number; body: string }>).value);
    // Requests that reached the server before SIGTERM were answered in full; none was cut off with an error status.
    expect(answered.length).toBeGreaterThan(0);
    for (const { status, body } of answered) {
      expect(status).toBe(200);
      expect(body).toContain("</html>");
    }
    expect(server.output()).toContain("SIGTERM: finishing in-flight requests");
    const db = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    db.close();
  }, 120_000);
});

describe("housekeeping", () => {
  it("the server prunes expired sessions and old limit rows on its own", async () => {
    const first = await startServer();
    const cookie = await signUpOverHttp(first);
    await first.stop();
    const db = new Database(path.join(first.dataDir, "app.db"));
    const longAgo = Date.now() - 2 * 24 * 60 * 60 * 1000;
    db.prepare("UPDATE sessions SET expires_at = ?").run(longAgo);
    db.prepare("INSERT INTO rate_limit_hits (bucket, created_at) VALUES ('old:bucket', ?)").run(longAgo);
    db.close();

    const again = await startServer({ dataDir: first.dataDir });
    try {
      const check = new Database(path.join(first.dataDir, "app.db"), { readonly: true });
      const counts = () => ({
        sessions: (check.prepare("SELECT count(*) AS n FROM sessions").get() as { n: number }).n,
        hits: (check.prepare("SELECT count(*) AS n FROM rate_limit_hits WHERE bucket = 'old:bucket'").get() as { n: number }).n,
      });
      expect(counts()).toEqual({ sessions: 0, hits: 0 });
      check.close();
      // The expired session no longer signs anyone in.
      expect(await (await fetch(`${again.origin}/account`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(302);
    } finally {
      await again.stop();
    }
  }, 120_000);
});
