import { describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import { assertSiteOpen, isMaintenanceOn, setMaintenance } from "~/services/ops/maintenance.server";
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
  it("lets a request through that the server in front did not close", async () => {
    setMaintenance(true);
    try {
      expect(await thrown(() => assertSiteOpen({}))).toBeUndefined();
      expect(await thrown(() => assertSiteOpen(undefined))).toBeUndefined();
    } finally {
      setMaintenance(false);
    }
  });

  it("answers a closed request with 503, Retry-After and the support address for the page", async () => {
    const error = await thrown(() => assertSiteOpen({ closedForMaintenance: true }));
    expect(error?.init?.status).toBe(503);
    expect(new Headers(error?.init?.headers).get("Retry-After")).toBe("3600");
    expect(error?.data).toMatchObject({ maintenance: true, supportEmail: expect.stringContaining("@") });
  });

  it("is on with the settings row or MAINTENANCE_MODE=1", async () => {
    expect(isMaintenanceOn()).toBe(false);
    setMaintenance(true);
    expect(isMaintenanceOn()).toBe(true);
    setMaintenance(false);
    process.env.MAINTENANCE_MODE = "1";
    resetEnvForTests();
    try {
      expect(isMaintenanceOn()).toBe(true);
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
