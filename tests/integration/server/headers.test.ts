/**
 * Security headers and client addresses, through HTTP: the CSP on every kind
 * of response, a nonce never shared, and X-Forwarded-For trusted only when told.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";

let server: RunningServer;
let proxied: RunningServer;
beforeAll(async () => {
  [server, proxied] = await Promise.all([startServer(), startServer({ env: { TRUST_PROXY: "1" } })]);
}, 120_000);
afterAll(() => Promise.all([server.stop(), proxied.stop()]));

const csp = (response: Response) => response.headers.get("Content-Security-Policy") ?? "";
const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

describe("Content-Security-Policy", () => {
  it("is on HTML, data, static, build and error responses alike", async () => {
    const html = await fetch(`${server.origin}/`).then((r) => r.text());
    const script = /src="(\/build\/[^"]+\.js)"/.exec(html)?.[1] ?? /href="(\/build\/[^"]+\.js)"/.exec(html)![1];
    for (const pathname of ["/", "/prompt-vault.data", "/favicon.svg", script, "/no-such-page", "/healthz", "/robots.txt"]) {
      const response = await fetch(`${server.origin}${pathname}`);
      const policy = csp(response);
      expect(policy, pathname).toContain("object-src 'none'");
      expect(policy, pathname).toContain("base-uri 'none'");
      expect(policy, pathname).toContain("frame-ancestors 'none'");
      expect(policy, pathname).toMatch(/form-action 'self'/);
      expect(response.headers.get("X-Content-Type-Options"), pathname).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy"), pathname).toBeTruthy();
      expect(response.headers.get("Permissions-Policy"), pathname).toBeTruthy();
    }
  });

  it("gives every rendered page its own nonce, the one its inline scripts carry", async () => {
    const cookie = await signUpOverHttp(server);
    const [a, b] = await Promise.all([fetch(`${server.origin}/`, { headers: { Cookie: cookie } }), fetch(`${server.origin}/`, { headers: { Cookie: cookie } })]);
    const [nonceA, nonceB] = [nonceOf(csp(a)), nonceOf(csp(b))];
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
    const html = await a.text();
    const scriptNonces = new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]));
    expect([...scriptNonces]).toEqual([nonceA]);
  });

  it("allows a cached page's inline scripts by hash, with no nonce left to share", async () => {
    await fetch(`${server.origin}/microfest-case-study`);
    const cached = await fetch(`${server.origin}/microfest-case-study`);
    expect(cached.headers.get("X-Page-Cache")).toBe("HIT");
    const policy = csp(cached);
    expect(policy).not.toContain("nonce-");
    const html = await cached.text();
    expect(html).not.toMatch(/ nonce="/);
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/application\/(ld\+)?json/.test(attrs!));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , body] of inline) {
      expect(policy).toContain(`'sha256-${createHash("sha256").update(body!).digest("base64")}'`);
    }
  });
});

describe("client address", () => {
  const fields = (i: number) => ({ name: "Limit Test", email: `limit${i}@example.com`, message: "Checking the per-address limit." });

  it("with TRUST_PROXY=0, a forged X-Forwarded-For does not escape the per-address limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await post(server, "/contact", fields(i), { headers: { "X-Forwarded-For": `198.51.100.${i}` } });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 302)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("with TRUST_PROXY=1, the address the proxy forwarded is the client", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await post(proxied, "/contact", fields(i), { headers: { "X-Forwarded-For": "203.0.113.9" } })).status).toBe(302);
    }
    const limited = await post(proxied, "/contact", fields(11), { headers: { "X-Forwarded-For": "203.0.113.9" } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another forwarded address is another client; a client-set hop before the proxy's is ignored.
    expect((await post(proxied, "/contact", fields(12), { headers: { "X-Forwarded-For": "203.0.113.10" } })).status).toBe(302);
    expect((await post(proxied, "/contact", fields(13), { headers: { "X-Forwarded-For": "1.2.3.4, 203.0.113.9" } })).status).toBe(429);
  });
});
