/** The server's small rules, one by one (the HTTP behaviour is in tests/integration/server/). */
import { describe, expect, it } from "vitest";
import { countFields } from "./body-limit.js";
import { clientAddress } from "./client-address.js";
import { isCrossSite } from "./origin-check.js";
import { PageCache, cacheKey, isShareable, pickEncoding } from "./page-cache.js";
import { contentSecurityPolicy, shareablePage } from "./security-headers.js";

const req = (headers: Record<string, string>, remoteAddress = "127.0.0.1", extra: Record<string, unknown> = {}) =>
  ({ headers, socket: { remoteAddress }, method: "GET", originalUrl: "/", ...extra }) as never;

describe("clientAddress", () => {
  it("is the socket address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress(req({ "x-forwarded-for": "6.6.6.6" }, "::ffff:10.0.0.9"), 0)).toBe("10.0.0.9");
  });
  it("is the Nth hop from the end with N trusted proxies", () => {
    const forwarded = req({ "x-forwarded-for": "6.6.6.6, 203.0.113.5, 10.0.0.2" }, "10.0.0.1");
    expect(clientAddress(forwarded, 1)).toBe("10.0.0.2");
    expect(clientAddress(forwarded, 2)).toBe("203.0.113.5");
    expect(clientAddress(req({}, "10.0.0.1"), 1)).toBe("10.0.0.1");
  });
});

describe("countFields", () => {
  it("counts urlencoded and multipart fields in one pass", () => {
    expect(countFields(Buffer.from("a=1&b=2&c=3"), "application/x-www-form-urlencoded")).toBe(3);
    expect(countFields(Buffer.from(""), "application/x-www-form-urlencoded")).toBe(0);
    const multipart = "--XYZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--XYZ\r\nContent-Disposition: form-data; name=\"b\"\r\n\r\n2\r\n--XYZ--\r\n";
    expect(countFields(Buffer.from(multipart), "multipart/form-data; boundary=XYZ")).toBe(2);
  });
  it("stays linear on 60,000 fields", () => {
    const body = Buffer.from(Array.from({ length: 60_000 }, (_, i) => `f${i}=x`).join("&"));
    const started = performance.now();
    expect(countFields(body, "application/x-www-form-urlencoded")).toBe(60_000);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe("isCrossSite", () => {
  const options = { publicHost: "example.com", trustProxy: 0 };
  it("accepts the public host and the Host the request was sent to", () => {
    expect(isCrossSite(req({ origin: "https://example.com", host: "127.0.0.1:3000" }), options)).toBe(false);
    expect(isCrossSite(req({ origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }), options)).toBe(false);
  });
  it("refuses other origins, opaque ones and cross-site fetches without Origin", () => {
    expect(isCrossSite(req({ origin: "https://evil.example", host: "example.com" }), options)).toBe(true);
    expect(isCrossSite(req({ origin: "null", host: "example.com" }), options)).toBe(true);
    expect(isCrossSite(req({ "sec-fetch-site": "cross-site" }), options)).toBe(true);
    expect(isCrossSite(req({}), options)).toBe(false);
  });
  it("reads X-Forwarded-Host only behind a trusted proxy", () => {
    const forged = req({ origin: "https://evil.example", host: "example.com", "x-forwarded-host": "evil.example" });
    expect(isCrossSite(forged, options)).toBe(true);
    expect(isCrossSite(forged, { ...options, trustProxy: 1 })).toBe(false);
  });
});

describe("page cache rule", () => {
  it("keys anonymous GETs by path and sorted known parameters; anything else bypasses", () => {
    expect(cacheKey(req({}, "", { originalUrl: "/prompt-vault?q=a&department=Kitchen+Systems" }))).toBe("/prompt-vault?department=Kitchen+Systems&q=a");
    expect(cacheKey(req({}, "", { originalUrl: "/?utm_source=x" }))).toBeNull();
    expect(cacheKey(req({ cookie: "__session=abc" }))).toBeNull();
    expect(cacheKey(req({ cookie: "theme=dark; toast=xyz" }))).toBeNull();
    expect(cacheKey(req({}, "", { method: "POST" }))).toBeNull();
  });
  it("shares only plain 200s without cookies or private caching", () => {
    expect(isShareable(new Response("x"))).toBe(true);
    expect(isShareable(new Response("x", { status: 404 }))).toBe(false);
    expect(isShareable(new Response("x", { headers: { "Set-Cookie": "a=b" } }))).toBe(false);
    expect(isShareable(new Response("x", { headers: { "Cache-Control": "private, no-store" } }))).toBe(false);
  });
  it("never holds more than its byte cap, however many keys arrive", () => {
    const cache = new PageCache({ maxBytes: 200_000 });
    for (let i = 0; i < 500; i++) {
      cache.set(`/?q=${Math.random()}`, "1", { status: 200, headers: new Headers(), body: Buffer.from("x".repeat(5_000) + i), scriptSources: [] });
      expect(cache.bytes).toBeLessThanOrEqual(200_000);
    }
    expect(cache.size).toBeGreaterThan(0);
  });
  it("drops an entry rendered under an older content version", () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    cache.set("/", "1", { status: 200, headers: new Headers(), body: Buffer.from("old"), scriptSources: [] });
    expect((cache.get("/", "1") as { body: Buffer } | undefined)?.body.toString()).toBe("old");
    expect(cache.get("/", "2")).toBeUndefined();
    expect(cache.size).toBe(0);
  });
  it("picks brotli, then gzip, then identity", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding(undefined)).toBe("identity");
  });
});

describe("CSP for shared pages", () => {
  it("removes nonces and allows exactly the inline scripts by hash, not data blocks", () => {
    const { html, scriptSources } = shareablePage('<script nonce="abc">one()</script><script type="application/ld+json">{}</script><script nonce="abc" src="/x.js"></script><script nonce="abc">two()</script>');
    expect(html).not.toContain("nonce");
    expect(scriptSources).toHaveLength(2);
    const policy = contentSecurityPolicy(scriptSources);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/);
  });
});
