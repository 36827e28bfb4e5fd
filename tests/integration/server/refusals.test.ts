/**
 * What the production server refuses before Remix runs, tested through HTTP:
 * cross-site posts, odd methods and content types, oversized bodies.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, startServer, type RunningServer } from "../../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();}, 120_000);
afterAll(() => server.stop());

/** Every route that has an action, as the URL it answers. */
function actionPaths(): string[] {
  const dir = path.resolve("app/routes");
  return fs
    .readdirSync(dir)
    .filter((file) => /function action\b/.test(fs.readFileSync(path.join(dir, file), "utf8")))
    .map((file) => file.replace(/\.tsx?$/, ""))
    .filter((route) => route !== "$")
    .map((route) => "/" + route.replace(/\._index$/, "").replace(/_?\./g, "/").replace(/\[|\]/g, ""));
}

describe("cross-site posts", () => {
  it("finds the site's actions", () => {
    expect(actionPaths()).toEqual(expect.arrayContaining(["/contact", "/login", "/signup", "/admin", "/admin/inbox", "/quote"]));
  });

  it("answers 403 with a page on every action, never Remix's empty 500", async () => {
    for (const pathname of [...actionPaths(), "/no-such-page"]) {
      const response = await post(server, pathname, { name: "x" }, { headers: { Origin: "https://evil.example" } });
      expect(response.status, pathname).toBe(403);
      expect(await response.text()).toContain("Cross-site form submissions are not allowed.");
    }
  });

  it("refuses an opaque origin and a cross-site Sec-Fetch-Site without Origin", async () => {
    expect((await post(server, "/contact", {}, { headers: { Origin: "null" } })).status).toBe(403);
    const response = await fetch(`${server.origin}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "cross-site" },
      body: "name=x",
    });
    expect(response.status).toBe(403);
  });

  it("lets a same-site post through even when a proxy rewrote Host (nginx's default proxy_pass)", async () => {
    const response = await post(server, "/contact", { name: "Ann", email: "ann@example.com", message: "Through a proxy that rewrote Host." }, { headers: { Host: "upstream:8080" } });
    expect(response.status).toBe(302);
  });
});

describe("methods and content types", () => {
  it("answers PUT, PATCH and DELETE with 405 and Allow, and stores nothing", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await fetch(`${server.origin}/contact`, { method, headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" }, body: "name=a&email=a%40b.co&message=hello+there" });
      expect(response.status, method).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
    }
  });

  it("answers TRACE with 405", async () => {
    const { request } = await import("node:http");
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${server.origin}/`, { method: "TRACE" }, (res) => resolve(res.statusCode ?? 0));
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(405);
  });

  it("answers a JSON body with 415, not 500", async () => {
    for (const pathname of ["/login", "/signup", "/quote", "/contact", "/admin"]) {
      const response = await fetch(`${server.origin}${pathname}`, { method: "POST", headers: { Origin: server.origin, "Content-Type": "application/json" }, body: "{}" });
      expect(response.status, pathname).toBe(415);
    }
  });

  it("answers a POST to a page without an action with 405 and Allow", async () => {
    const response = await post(server, "/microfest-case-study", { a: "b" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBeTruthy();
  });
});

describe("body limits", () => {
  it("answers a 60,000-field post with 413 at once, while /healthz stays fast", async () => {
    const body = Array.from({ length: 60_000 }, (_, i) => `f${i}=x`).join("&");
    const started = performance.now();
    const [response, health] = await Promise.all([
      fetch(`${server.origin}/login`, { method: "POST", headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" }, body }),
      fetch(`${server.origin}/healthz`),
    ]);
    expect(response.status).toBe(413);
    expect(health.status).toBe(200);
    // Refused before parsing: far under the 8 s a parsed 60,000-field sign-in took, even on a busy machine.
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it("refuses a few hundred fields that fit in 64 KiB", async () => {
    const body = Array.from({ length: 400 }, (_, i) => `f${i}=`).join("&");
    const response = await fetch(`${server.origin}/signup`, { method: "POST", headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" }, body });
    expect(response.status).toBe(413);
  });

  it("answers a 200 MB chunked post with 413 without reading it (memory stays flat)", async () => {
    const before = rssKb(server);
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(97);
    const stream = new ReadableStream({
      pull(controller) {
        if (sent >= 200) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${server.origin}/contact`, {
      method: "POST",
      headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half", // Node's fetch needs this for a streamed body
    } as RequestInit).catch((error: Error) => error);
    // The server answers 413 and closes; the client may see the answer or a reset while still sending.
    if (response instanceof Response) expect(response.status).toBe(413);
    expect(sent).toBeLessThan(200);
    expect(rssKb(server) - before).toBeLessThan(50 * 1024);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  });
});

function rssKb(running: RunningServer): number {
  const status = fs.readFileSync(`/proc/${running.process.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}
