/** The server's small rules, one by one (the HTTP behaviour is in tests/integration/server/). */
import { readdirSync } from "node:fs";
import { extname } from "node:path";
import { describe, expect, it } from "vitest";
import { countFields } from "./body-limit.js";
import { clientAddress } from "./client-address.js";
import { readConfig } from "./policy/settings.js";
import { compileMemberPage, fillMemberPage, placeholdersFor } from "./member-page-template.js";
import { isCrossSite } from "./origin-check.js";
import { MAX_VARIANTS_PER_PATH, PageCache, cacheKey, pickEncoding, sharedSeconds } from "./page-cache.js";
import { isOddTarget, routePath } from "./paths.js";
import { referralLink, referrerHost } from "./referral-links.js";
import { renderQueue } from "./render-queue.js";
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

describe("readConfig", () => {
  it("cuts off a stalled request after 30 s unless REQUEST_TIMEOUT_SECONDS says otherwise", () => {
    expect(readConfig({}).requestTimeoutMs).toBe(30_000);
    expect(readConfig({ REQUEST_TIMEOUT_SECONDS: "4" }).requestTimeoutMs).toBe(4_000);
  });

  it("reads PORT and PUBLIC_URL for the server and the app alike, refusing what is not a port or a web address", () => {
    expect(readConfig({ PORT: "4000" })).toMatchObject({ port: 4000, publicUrl: "http://localhost:4000" });
    expect(readConfig({ PUBLIC_URL: " https://www.example.com/ " }).publicUrl).toBe("https://www.example.com");
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readConfig({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => readConfig({ PUBLIC_URL: "www.example.com" })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ PUBLIC_URL: "javascript:alert(1)" })).toThrow(/PUBLIC_URL/);
  });
});

describe("countFields", () => {
  it("counts urlencoded and multipart fields in one pass", () => {
    expect(countFields(Buffer.from("a=1&b=2&c=3"), "application/x-www-form-urlencoded")).toBe(3);
    expect(countFields(Buffer.from(""), "application/x-www-form-urlencoded")).toBe(0);
    const multipart = "--XYZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--XYZ\r\nContent-Disposition: form-data; name=\"b\"\r\n\r\n2\r\n--XYZ--\r\n";
    expect(countFields(Buffer.from(multipart), "multipart/form-data; boundary=XYZ")).toBe(2);
  });
  it("stays linear on 60,000 fields: one pass over the bytes", () => {
    // Counted, not timed (`npm run bench:forms` prints the time): every search for "&" starts where
    // the last one stopped, so the searches together look at each byte of the body once.
    const body = Buffer.from(Array.from({ length: 60_000 }, (_, i) => `f${i}=x`).join("&"));
    const searches = { count: 0, looked: 0, restarts: 0 };
    const indexOf = Buffer.prototype.indexOf;
    let next = 0;
    Buffer.prototype.indexOf = function (this: Buffer, ...args: Parameters<Buffer["indexOf"]>) {
      const found = indexOf.apply(this, args);
      if (this === body) {
        const from = Number(args[1] ?? 0);
        if (from !== next) searches.restarts++;
        next = found === -1 ? body.length : found + 1;
        searches.count++;
        searches.looked += next - from;
      }
      return found;
    };
    let fields = 0;
    try {
      fields = countFields(body, "application/x-www-form-urlencoded");
    } finally {
      Buffer.prototype.indexOf = indexOf;
    }
    expect(fields).toBe(60_000);
    // One search per "&" and the one that finds no more; none goes back; every byte looked at once.
    expect(searches).toEqual({ count: 60_000, looked: body.length, restarts: 0 });
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
  const page = (body: string, seconds = 60) => ({ seconds, status: 200, headers: new Headers(), body: Buffer.from(body), scriptSources: [] });

  it("keys anonymous GETs by path and sorted known parameters; anything else bypasses", () => {
    expect(cacheKey(req({}, "", { originalUrl: "/prompt-vault?role=b&department=Kitchen+Systems" }))).toBe("/prompt-vault?department=Kitchen+Systems&role=b");
    expect(cacheKey(req({}, "", { originalUrl: "/?utm_source=x" }))).toBeNull();
    expect(cacheKey(req({}, "", { originalUrl: "/blog?q=anything" }))).toBeNull();
    expect(cacheKey(req({}, "", { method: "POST" }))).toBeNull();
    expect(cacheKey(req({}, "", { originalUrl: "//" }))).toBe("//");
  });
  it("never answers from the cache a request whose cookies might hold a session or a flash, however spelled", () => {
    for (const cookie of ["__session=abc", "__session =abc", "__session\t=abc", "a=1; __session=abc", "theme=dark; toast=xyz", "toast =x", "a=b, __session=c"]) {
      expect(cacheKey(req({ cookie }))).toBeNull();
    }
    expect(cacheKey(req({ cookie: "theme=dark" }))).toBe("/");
  });
  it("stores only what was declared public with a shared age, as a 200 without cookies", () => {
    const declared = { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=300" };
    expect(sharedSeconds(new Response("x", { headers: declared }))).toBe(60);
    expect(sharedSeconds(new Response("x"))).toBe(0);
    expect(sharedSeconds(new Response("x", { status: 404, headers: declared }))).toBe(0);
    expect(sharedSeconds(new Response("x", { headers: { ...declared, "Set-Cookie": "a=b" } }))).toBe(0);
    expect(sharedSeconds(new Response("x", { headers: { "Cache-Control": "private, no-store" } }))).toBe(0);
    expect(sharedSeconds(new Response("x", { headers: { "Cache-Control": "no-cache" } }))).toBe(0);
  });
  it("never stores an empty body", () => {
    const cache = new PageCache({ maxBytes: 200_000 });
    expect(cache.set("/", "1", page(""))).toBeUndefined();
    expect(cache.size).toBe(0);
  });
  it("expires an entry after its declared age", async () => {
    const cache = new PageCache({ maxBytes: 200_000 });
    cache.set("/", "1", page("x", 0.05));
    expect(cache.get("/", "1")).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(cache.get("/", "1")).toBeUndefined();
  });
  it("keeps at most MAX_VARIANTS_PER_PATH query variants of one path, and the bare path always", () => {
    const cache = new PageCache({ maxBytes: 10_000_000 });
    for (let i = 0; i < MAX_VARIANTS_PER_PATH + 10; i++) cache.set(`/blog?category=${i}`, "1", page(`x${i}`));
    expect(cache.variantsOf("/blog?category=x")).toBe(MAX_VARIANTS_PER_PATH);
    expect(cache.get(`/blog?category=${MAX_VARIANTS_PER_PATH + 1}`, "1")).toBeUndefined();
    expect(cache.set("/blog", "1", page("bare"))).toBeDefined();
    expect(cache.set("/prompt-vault?role=x", "1", page("other path"))).toBeDefined();
    cache.set("/blog?category=0", "2", page("replaced"));
    expect(cache.variantsOf("/blog?category=0")).toBe(MAX_VARIANTS_PER_PATH);
  });
  it("never holds more than its byte cap, however many keys arrive", () => {
    const cache = new PageCache({ maxBytes: 200_000 });
    for (let i = 0; i < 500; i++) {
      cache.set(`/p${i}?page=${i}`, "1", page("x".repeat(5_000) + i));
      expect(cache.bytes).toBeLessThanOrEqual(200_000);
    }
    expect(cache.size).toBeGreaterThan(0);
  });
  it("drops an entry rendered under an older content version", () => {
    const cache = new PageCache({ maxBytes: 1_000_000 });
    cache.set("/", "1", page("old"));
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

describe("paths", () => {
  const at = (path: string) => routePath({ path } as never);
  it("reads a path as Remix's router does: any case, a trailing slash, escapes, .data", () => {
    for (const path of ["/login", "/LOGIN", "/login/", "/Login//", "/log%69n", "/login.data", "/login/.data"]) expect(at(path)).toBe("/login");
    expect(at("/")).toBe("/");
    expect(at("/%E0%A4%A")).toBe("/%e0%a4%a");
  });
  it("finds request targets that are not plain paths", () => {
    for (const target of ["//", "///", "/\\", "//:99999/", "/\\evil.example", "*", "/a\\b?x=1"]) expect(isOddTarget(target)).toBe(true);
    for (const target of ["/", "/blog?q=a\\b", "/blog/x//y"]) expect(isOddTarget(target)).toBe(false);
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

describe("member pages", () => {
  const fields = { email: "a&b@example.com", fullName: `Zoë "Q" <b>` };
  const data = (value: string) => `<script nonce="N0">window.__remixContext.streamController.enqueue("[\\"${value}\\"]");</script>`;

  it("fill each place with the reader's field, escaped for where it stands, and the new nonce", () => {
    const marks = placeholdersFor(fields);
    const page = compileMemberPage(`<p title="${marks.fullName}">${marks.email}</p>${data(marks.fullName)}`, marks, "N0")!;
    const { body } = fillMemberPage(page, fields, "N1");
    expect(body.toString()).toBe(
      '<p title="Zoë &quot;Q&quot; &lt;b&gt;">a&amp;b@example.com</p>' +
        '<script nonce="N1">window.__remixContext.streamController.enqueue("[\\"Zoë \\\\\\"Q\\\\\\" \\u003cb\\u003e\\"]");</script>',
    );
  });

  it("are refused where a placeholder stands in a script whose escaping is not known, or is cut in two", () => {
    const marks = placeholdersFor(fields);
    expect(compileMemberPage(`<script>var name = "${marks.fullName}";</script>`, marks, "N0")).toBeNull();
    expect(compileMemberPage(`<p>${marks.email.slice(0, -3)}</p><p>${marks.email.slice(-3)}</p>`, marks, "N0")).toBeNull();
    expect(compileMemberPage(`<p>${marks.email}</p>`, marks, "N0")).not.toBeNull();
  });
});

describe("renderQueue", () => {
  it("runs at most its number at once, the rest in the order they came, and goes on after a failure", async () => {
    const inTurn = renderQueue(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const work = (n: number) => async () => {
      started.push(n);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (n === 1) throw new Error("render failed");
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => inTurn(work(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "failed"))).toEqual(["failed", 2, 3, 4, 5, 6]);
  });
});

describe("public files", () => {
  it("each has an extension, as the server's static middleware expects of them (server/app.js)", () => {
    const files = readdirSync("public", { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(5);
    expect(files.filter((file) => !extname(file.name)).map((file) => file.name)).toEqual([]);
  });
});

describe("referralLink", () => {
  it("takes the code out of any page's query, keeping the other parameters as they were sent", () => {
    expect(referralLink("/blog?category=research&ref=ANNA-7K2Q9X&utm_source=a%20b+c")).toEqual({
      code: "ANNA-7K2Q9X",
      location: "/blog?category=research&utm_source=a%20b+c",
      landingPath: "/blog",
    });
    expect(referralLink("/?ref=anna-7k2q9x")).toEqual({ code: "anna-7k2q9x", location: "/", landingPath: "/" });
    expect(referralLink("/pricing?r%65f=X1&ref=X2&tab=a")).toEqual({ code: "X1", location: "/pricing?tab=a", landingPath: "/pricing" });
    expect(referralLink("/pricing?ref=")).toEqual({ code: "", location: "/pricing", landingPath: "/pricing" });
  });

  it("reads the short form /r/CODE as the home page", () => {
    expect(referralLink("/r/ANNA-7K2Q9X")).toEqual({ code: "ANNA-7K2Q9X", location: "/", landingPath: "/" });
    expect(referralLink("/r/anna%2D1/?utm_source=x")).toEqual({ code: "anna-1", location: "/?utm_source=x", landingPath: "/" });
  });

  it("is none for other targets: no ref, a parameter that only starts with it, the app's own data requests, a longer /r/ path", () => {
    for (const target of ["/", "/blog?category=research", "/?referrer=x", "/?reference=1", "/blog.data?ref=X", "/r/X.data", "/r/", "/r/a/b", "/account/r/X"]) {
      expect(referralLink(target), target).toBeNull();
    }
  });
});

describe("referrerHost", () => {
  it("is the Referer's host in lower case, or empty", () => {
    expect(referrerHost("https://News.Example.com:8443/post?id=1")).toBe("news.example.com");
    expect(referrerHost(undefined)).toBe("");
    expect(referrerHost("not a url")).toBe("");
    expect(referrerHost("android-app://com.example")).toBe("");
  });
});
