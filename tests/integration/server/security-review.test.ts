/**
 * Known attacks (open redirects, forged addresses, oversized and cross-site
 * posts, header injection and the like), each replayed as a plain HTTP
 * request against the running production server. Body limits, odd methods,
 * maintenance and Retry-After have their own files beside this one.
 */
import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heldPost, post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";

const LISTED = "boss@example.com";
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAILS: LISTED, TRUST_PROXY: "1" } });
}, 120_000);
afterAll(() => server.stop());

const adminStatus = async (target: RunningServer, cookie: string) =>
  (await fetch(`${target.origin}/admin`, { headers: { Cookie: cookie }, redirect: "manual" })).status;
/** The address verified and the password chosen through a link mailed to it (admin-address.test.ts walks the links). */
const prove = (dataDir: string, email: string) => {
  const db = new Database(path.join(dataDir, "app.db"));
  db.prepare("UPDATE users SET email_verified_at = ?, password_proven_for = email WHERE email = ?").run(Date.now(), email);
  db.close();
};

describe("admin role", () => {
  it("a sign-up with a listed address gets no admin role until the address and its password are proven", async () => {
    const cookie = await signUpOverHttp(server, LISTED);
    expect(await adminStatus(server, cookie)).toBe(403);
    prove(server.dataDir, LISTED);
    expect(await adminStatus(server, cookie)).toBe(200);
  });

  it("a squatter on an address listed later is not promoted; a proven address taken off the list is demoted", async () => {
    const first = await startServer();
    const squatter = await signUpOverHttp(first, "later@example.com");
    const owner = await signUpOverHttp(first, "owner@example.com");
    prove(first.dataDir, "owner@example.com");
    await first.stop();

    const listed = await startServer({ dataDir: first.dataDir, env: { ADMIN_EMAILS: "later@example.com,owner@example.com" } });
    expect(await adminStatus(listed, squatter)).toBe(403);
    expect(await adminStatus(listed, owner)).toBe(200);
    await listed.stop();

    const unlisted = await startServer({ dataDir: first.dataDir, env: { ADMIN_EMAILS: "later@example.com" } });
    expect(await adminStatus(unlisted, owner)).toBe(403);
    await unlisted.stop();
  }, 120_000);
});

describe("sign-in lockout", () => {
  it("20 failures from other addresses never refuse the owner's right password from theirs", async () => {
    const email = `owner-${Date.now()}@example.com`;
    await signUpOverHttp(server, email);
    for (let i = 0; i < 20; i++) {
      const from = { "X-Forwarded-For": `198.51.100.${i % 4}` };
      const response = await post(server, "/login", { email, password: `wrong-password-${i}` }, { headers: from });
      expect([401, 429]).toContain(response.status);
    }
    const owner = await post(server, "/login", { email, password: "a-long-test-password-2026" }, { headers: { "X-Forwarded-For": "203.0.113.77" } });
    expect(owner.status).toBe(302);
  }, 90_000);

  it("many failures from one address are refused with 429 and Retry-After, whatever the e-mails", async () => {
    const from = { "X-Forwarded-For": "192.0.2.200" };
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) last = await post(server, "/login", { email: `nobody${i}@example.com`, password: "wrong-password" }, { headers: from });
    // The app's own refusal: the sign-in page with SPEC's message; the server's hint stays inside.
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(last!.headers.get("X-Sign-In-Address-Limited")).toBeNull();
    expect(await last!.text()).toContain("Too many failed sign-in attempts. Please try again in 15 minutes.");
    // From then on the server refuses that address before Remix, with the wait left.
    const next = await post(server, "/login", { email: "another@example.com", password: "wrong-password" }, { headers: from });
    expect(next.status).toBe(429);
    expect(Number(next.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect(await next.text()).toContain("<h1>429 Too Many Attempts</h1>");
    // Other addresses are not affected.
    const other = await post(server, "/login", { email: "another@example.com", password: "wrong-password" }, { headers: { "X-Forwarded-For": "192.0.2.202" } });
    expect(other.status).toBe(401);
  }, 90_000);

  it("a limit on one e-mail from an address does not refuse the address's other e-mails", async () => {
    const from = { "X-Forwarded-For": "192.0.2.210" };
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) last = await post(server, "/login", { email: "one@example.com", password: `wrong-password-${i}` }, { headers: from });
    expect(last!.status).toBe(429);
    const other = await post(server, "/login", { email: "two@example.com", password: "wrong-password" }, { headers: from });
    expect(other.status).toBe(401);
  }, 90_000);
});

describe("sign-in flood", () => {
  it("one address gets one password check at a time; the rest are refused with 503 and Retry-After (held back a moment, a tarpit)", async () => {
    const from = { "X-Forwarded-For": "192.0.2.201" };
    // One sign-in past the gate and in flight (its body not yet sent): every other from the address meanwhile is refused.
    const held = await heldPost(server, "/login", { email: "flood0@example.com", password: "wrong-password" }, from);
    const refused = await Promise.all(
      Array.from({ length: 7 }, (_, i) => post(server, "/login", { email: `flood${i + 1}@example.com`, password: "wrong-password" }, { headers: from })),
    );
    expect(refused.map((r) => r.status)).toEqual(Array(7).fill(503));
    for (const response of refused) expect(response.headers.get("Retry-After")).toBe("1");
    expect(await held.finish()).toBe(401);
  });
});

describe("redirects", () => {
  it("every open-redirect payload stays on the site, and none is a 500", async () => {
    for (const returnTo of ["/.//evil.example/x", "//evil.example/x", "/\\evil.example", "https://evil.example/", "/%2F%2Fevil.example", "/ā", "/\tevil"]) {
      const response = await post(server, "/enquiry", { name: "Ann", email: "ann@example.com", message: "Testing redirects here.", returnTo }, { headers: { "X-Forwarded-For": `192.0.2.${Math.floor(Math.random() * 200)}` } });
      expect(response.status, returnTo).toBeLessThan(500);
      const location = response.headers.get("Location") ?? "";
      expect(location, returnTo).toMatch(/^\/(?![/\\])/);
    }
    const signIn = await fetch(`${server.origin}/login?redirectTo=/%C4%81`, { redirect: "manual" });
    expect(signIn.status).toBe(200);
  });
});

describe("odd bodies and defaults", () => {
  it("a broken multipart body is a 400, not a 500", async () => {
    for (const pathname of ["/login", "/signup", "/contact"]) {
      const response = await fetch(`${server.origin}${pathname}`, {
        method: "POST",
        headers: { Origin: server.origin, "Content-Type": "multipart/form-data; boundary=XYZ" },
        body: "--XYZ\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nbroken",
      });
      expect(response.status, pathname).toBe(400);
    }
  });

  it("a password of only spaces is refused", async () => {
    const response = await post(server, "/signup", { email: `spaces-${Date.now()}@example.com`, password: "        ", fullName: "Spaces" }, { headers: { "X-Forwarded-For": "192.0.2.250" } });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
  });

  it("personal pages are private, no-store", async () => {
    const cookie = await signUpOverHttp(server);
    for (const pathname of ["/account", "/", "/admin"]) {
      const response = await fetch(`${server.origin}${pathname}`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(response.headers.get("Cache-Control"), pathname).toBe("private, no-store");
    }
  });

  it("production refuses to start without PUBLIC_URL, saying what to set", () => {
    const result = spawnSync(process.execPath, ["server/index.js"], {
      env: { ...process.env, NODE_ENV: "production", PUBLIC_URL: "", PORT: "3599", DATA_DIR: server.dataDir, SESSION_SECRET: "x".repeat(40) },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain("PUBLIC_URL");
  });
});

describe("structured data", () => {
  it("a product name holding </script> cannot end the home page's JSON-LD early", async () => {
    const name = '</script><script>alert("ld")</script>&';
    const db = new Database(path.join(server.dataDir, "app.db"));
    db.prepare("INSERT INTO products (id, name, kind, price_cents, description, listed) VALUES ('ld_probe', ?, 'digital', 1999, 'Probe', 1)").run(name);
    db.prepare("UPDATE settings SET value = CAST(value AS INTEGER) + 1 WHERE key = 'content_version'").run();
    db.close();
    const html = await (await fetch(`${server.origin}/`)).text();
    expect(html).not.toContain('<script>alert("ld")</script>');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const list = blocks.find((b) => b["@type"] === "ItemList");
    expect(list.itemListElement.map((e: { item: { name: string } }) => e.item.name)).toContain(name);
  });
});
