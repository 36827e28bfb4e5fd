/**
 * What the production server refuses before Remix runs, tested through HTTP:
 * cross-site posts, odd methods and content types, oversized bodies.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeModules } from "../../support/routes";
import { post, signUpAdminOverHttp, startServer, type RunningServer } from "../../support/server";
import { PATHS } from "../../../server/policy/index.js";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
}, 120_000);
afterAll(() => server.stop());

/** Every route with an action, read from app/routes/ so a new one cannot be missed. */
const ACTIONS = routeModules().filter((route) => route.hasAction);
const CROSS_SITE = "Cross-site form submissions are not allowed.";

// The only cross-site check (server/origin-check.js): the app's actions trust it.
describe("cross-site posts", () => {
  it("finds the site's actions", () => {
    expect(ACTIONS.map((route) => route.url)).toEqual(expect.arrayContaining(["/contact", "/login", "/signup", "/logout", "/checkout", "/admin?index", "/admin/inbox", "/quote", "/webhooks/stripe"]));
    expect(ACTIONS.length).toBeGreaterThanOrEqual(20);
  });

  it("answers 403 with a page on every action, even for a signed-in admin, never Remix's empty 500", async () => {
    const admin = await signUpAdminOverHttp(server);
    // But one: a mail provider's one-click unsubscribe (RFC 8058), tested in newsletter-subscribe.test.ts.
    const checked = ACTIONS.filter((route) => route.url !== PATHS.oneClickUnsubscribe);
    expect(checked.length).toBe(ACTIONS.length - 1);
    for (const url of [...checked.map((route) => route.url), "/no-such-page"]) {
      const response = await post(server, url, { intent: "save", name: "x" }, { cookie: admin, headers: { Origin: "https://evil.example" } });
      expect(response.status, url).toBe(403);
      expect(await response.text()).toContain(CROSS_SITE);
    }
  });

  it("lets the same post from the site itself reach every action", async () => {
    for (const { url } of ACTIONS) {
      const response = await post(server, url, { intent: "save", name: "x" });
      expect(response.status, url).not.toBe(403);
      expect(await response.text(), url).not.toContain(CROSS_SITE);
    }
  });

  it("makes no account from a sign-up sent by another site", async () => {
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
  it("answers a 60,000-field post with 413 at once, while /healthz is served", async () => {
    const body = Array.from({ length: 60_000 }, (_, i) => `f${i}=x`).join("&");
    const [response, health] = await Promise.all([
      fetch(`${server.origin}/login`, { method: "POST", headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" }, body }),
      fetch(`${server.origin}/healthz`),
    ]);
    expect(response.status).toBe(413);
    expect(health.status).toBe(200);
    // "At once" counted in bytes, not timed: the same post with none of its body sent is answered
    // all the same, so the refusal neither reads nor parses a byte of it (a 60,000-field sign-in
    // took 8 s in the parse). Were the body needed, nothing would come until the request timeout's 408.
    // (`npm run bench:forms` prints how long the 413 takes.)
    const refused = await answerWithoutBody("/login", Buffer.byteLength(body));
    expect(refused).toMatchObject({ status: 413, connection: "close" });
    expect(refused.text).toContain("This form is too large to send.");
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

/**
 * A form post that declares `contentLength` bytes and sends only its headers, never its body:
 * what the server answers without any of it.
 */
async function answerWithoutBody(pathname: string, contentLength: number) {
  const { request } = await import("node:http");
  return new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
    const req = request(`${server.origin}${pathname}`, {
      method: "POST",
      headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(contentLength) },
    });
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text });
        req.destroy();
      });
    });
    req.on("error", reject);
    req.flushHeaders(); // the request line and headers go; no write(), no end(): not a byte of body
  });
}

function rssKb(running: RunningServer): number {
  const status = fs.readFileSync(`/proc/${running.process.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}
