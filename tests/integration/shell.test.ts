import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { assertSiteOpen, setMaintenance } from "~/services/maintenance.server";
import { resetEnvForTests } from "~/utils/env.server";
import { loader as healthz } from "~/routes/healthz";
import { loader as notFound } from "~/routes/$";

const args = (path: string) => ({ request: new Request(`http://localhost:3000${path}`), params: {}, context: {} });

async function thrown(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    return error as { init?: ResponseInit; data?: unknown };
  }
  return undefined;
}

describe("maintenance mode", () => {
  it("is off by default", async () => {
    expect(await thrown(() => assertSiteOpen(new Request("http://localhost/"), { isAdmin: false }))).toBeUndefined();
  });

  it("answers 503 with Retry-After for pages when the settings row is on, but keeps sign-in open", async () => {
    setMaintenance(true);
    const error = await thrown(() => assertSiteOpen(new Request("http://localhost/blog"), { isAdmin: false }));
    expect(error?.init?.status).toBe(503);
    expect(new Headers(error?.init?.headers).get("Retry-After")).toBe("3600");
    expect(await thrown(() => assertSiteOpen(new Request("http://localhost/login"), { isAdmin: false }))).toBeUndefined();
    expect(await thrown(() => assertSiteOpen(new Request("http://localhost/admin/inbox"), { isAdmin: false }))).toBeDefined();
    expect(await thrown(() => assertSiteOpen(new Request("http://localhost/admin/inbox"), { isAdmin: true }))).toBeUndefined();
    setMaintenance(false);
    expect(await thrown(() => assertSiteOpen(new Request("http://localhost/blog"), { isAdmin: false }))).toBeUndefined();
  });

  it("is on when MAINTENANCE_MODE=1", async () => {
    process.env.MAINTENANCE_MODE = "1";
    resetEnvForTests();
    try {
      const error = await thrown(() => assertSiteOpen(new Request("http://localhost/"), { isAdmin: false }));
      expect(error?.init?.status).toBe(503);
    } finally {
      delete process.env.MAINTENANCE_MODE;
      resetEnvForTests();
    }
  });
});

describe("catch-all route", () => {
  it("answers 404 and logs the missing path", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const result = (await notFound(args("/no/such/page?x=1"))) as { init?: ResponseInit };
    expect(result.init?.status).toBe(404);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("/no/such/page?x=1"));
    warn.mockRestore();
  });
});

describe("/healthz", () => {
  it("answers 200 after a database round trip", async () => {
    const response = await healthz(args("/healthz"));
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/^OK\n/);
    for (const check of ["database read: ok", "database write: ok", "free space: ok", "mail queue: ok"]) expect(body).toContain(check);
  });

  it("answers 503 when a mail has waited to be sent longer than the limit, and names the check", async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    db.insert(mailOutbox)
      .values({ key: `stuck:${Date.now()}`, recipient: "x@example.com", subject: "s", textBody: "t", htmlBody: "h", createdAt: twoHoursAgo })
      .run();
    const response = await healthz(args("/healthz"));
    expect(response.status).toBe(503);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toMatch(/^UNHEALTHY\n[\s\S]*mail queue: FAILING \(oldest waiting mail queued 1\d\d min ago/);
    db.delete(mailOutbox).where(eq(mailOutbox.recipient, "x@example.com")).run();
  });

  it("answers 503 when the database is unusable", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    db.$client.close();
    const response = await healthz(args("/healthz"));
    expect(response.status).toBe(503);
    error.mockRestore();
  });
});
