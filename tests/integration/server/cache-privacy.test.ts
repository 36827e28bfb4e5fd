/**
 * Attacks on the page cache, replayed through
 * the running production server: the app declares what may be shared, the
 * cache never guesses from the raw Cookie header, and a HEAD never blanks a
 * page. The randomized version is cache-fuzz.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerOnOwnDatabase } from "../../support/own-database";
import { productionEnv, type RunningServer } from "../../support/server";
import { signedReferral } from "../../support/affiliates";
import { hiddenPhraseOfPremiumPost, newReader, rawRequest, respell } from "../../support/cache-probes";

let server: RunningServer;

beforeAll(async () => {
  server = await startServerOnOwnDatabase();
}, 120_000);
afterAll(() => server.stop());

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${server.origin}${pathname}`, { headers, redirect: "manual" });

describe("a page rendered for a session is never shared", () => {
  it("a premium reader whose cookie has a space or a tab before '=' gets a private page, and visitors never get the full post", async () => {
    const { slug, phrase } = hiddenPhraseOfPremiumPost();
    const reader = await newReader(server, { premium: true });
    for (const cookie of [respell(reader.cookie, " ="), respell(reader.cookie, "\t=")]) {
      for (const pathname of [`/blog/${slug}`, `/blog/${slug}.data`]) {
        const mine = await get(pathname, { Cookie: cookie });
        expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
        expect(await mine.text()).toContain(phrase); // Remix read the session: the full post
        for (const visitor of [await get(pathname), await get(pathname)]) {
          const text = await visitor.text();
          expect(text).not.toContain(phrase);
          expect(text).not.toContain(reader.email);
        }
      }
    }
  });

  it("a free account's e-mail and name never reach a visitor through /blog?category=…", async () => {
    const reader = await newReader(server, { premium: false, fullName: "Nadia Quietname" });
    const pathname = "/blog?category=research";
    const mine = await get(pathname, { Cookie: respell(reader.cookie, "\t=") });
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await mine.text()).toContain(reader.email);
    for (let i = 0; i < 2; i++) {
      const text = await (await get(pathname)).text();
      expect(text).not.toContain(reader.email);
      expect(text).not.toContain("Nadia Quietname");
    }
  });

  it("several Cookie headers, one of them the session, are private too", async () => {
    const reader = await newReader(server, { premium: false });
    const response = await rawRequest(server, "GET", "/white-papers", [["Cookie", "theme=dark"], ["Cookie", reader.cookie]]);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.body).toContain(reader.email);
    expect(await (await get("/white-papers")).text()).not.toContain(reader.email);
  });
});

describe("the app declares what may be shared", () => {
  it("a page whose route declares nothing is private to the browser and never stored", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await get("/contact");
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("X-Page-Cache")).toBeNull();
    }
  });

  it("a page made per request (today's referral code) is not stored", async () => {
    for (const pathname of ["/ozone-water-systems", "/aiden-showcase"]) {
      for (let i = 0; i < 2; i++) {
        const response = await get(pathname);
        expect(response.status).toBe(200);
        expect(response.headers.get("Cache-Control")).not.toMatch(/public/);
        expect(response.headers.get("X-Page-Cache")).toBeNull();
      }
    }
  });

  it("a declared page is kept only as long as it says (s-maxage)", async () => {
    await get("/guest-experience");
    const hit = await get("/guest-experience");
    expect(hit.headers.get("X-Page-Cache")).toBe("HIT");
    expect(hit.headers.get("Cache-Control")).toMatch(/^public, .*s-maxage=60\b/);
  });
});

describe("HEAD", () => {
  it("never blanks a page: a HEAD first, then GETs of the page and its data get the whole body", async () => {
    for (const pathname of ["/sustainable-solutions", "/revenue-optimization.data"]) {
      const head = await fetch(`${server.origin}${pathname}`, { method: "HEAD" });
      expect(head.status).toBe(200);
      for (let i = 0; i < 2; i++) {
        const response = await get(pathname);
        expect(response.status).toBe(200);
        expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(500);
      }
    }
  });

  it("is answered from a stored GET with the GET's headers and no body", async () => {
    const full = await get("/kitchen-design-services", { "Accept-Encoding": "identity" });
    const length = (await full.arrayBuffer()).byteLength;
    const head = await rawRequest(server, "HEAD", "/kitchen-design-services", [["Accept-Encoding", "identity"]]);
    expect(head.status).toBe(200);
    expect(head.headers["x-page-cache"]).toBe("HIT");
    expect(Number(head.headers["content-length"])).toBe(length);
    expect(head.body).toBe("");
  });
});

describe("one path cannot fill the cache", () => {
  it("new variants of a path past its share are served but not stored, and other pages stay cached", async () => {
    await get("/fermentation-guidebook");
    const stored: (string | null)[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await get(`/?tab=probe-${i}-${Math.random().toString(36).slice(2)}`);
      expect(response.status).toBe(200);
      stored.push(response.headers.get("X-Page-Cache"));
    }
    expect(stored.slice(-10)).toEqual(Array(10).fill(null));
    expect((await get("/fermentation-guidebook")).headers.get("X-Page-Cache")).toBe("HIT");
    // 40 uncached renders of the home page: a few seconds on a quiet machine, up to 20 s on a busy one.
  }, 90_000);

  it("free-text parameters (a search) are never stored", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await get("/blog?q=kitchen");
      expect(response.status).toBe(200);
      expect(response.headers.get("X-Page-Cache")).toBeNull();
    }
  });
});

describe("the referral cookie", () => {
  const referral = () => signedReferral(productionEnv("").SESSION_SECRET!, { code: "ANNA-7K2Q9X", at: Date.now() });

  it("makes no visitor a reader: with it, a visitor gets the stored shared page and never the full premium post", async () => {
    const { slug, phrase } = hiddenPhraseOfPremiumPost();
    const cookie = await referral();
    for (const pathname of [`/blog/${slug}`, `/blog/${slug}.data`, "/white-papers"]) {
      await get(pathname);
      for (const spelled of [cookie, `theme=dark; ${cookie}`, respell(cookie, " =")]) {
        const response = await get(pathname, { Cookie: spelled });
        expect(response.headers.get("X-Page-Cache"), `${pathname} with ${spelled}`).toBe("HIT");
        expect(await response.text()).not.toContain(phrase);
      }
    }
  });

  it("beside a session, however it is spelled, the page is the reader's own: private, and never given to a visitor", async () => {
    const { slug, phrase } = hiddenPhraseOfPremiumPost();
    const reader = await newReader(server, { premium: true, fullName: "Referred Reader" });
    const cookie = await referral();
    for (const headers of [[["Cookie", `${cookie}; ${reader.cookie}`]], [["Cookie", cookie], ["Cookie", respell(reader.cookie, "\t=")]]] as [string, string][][]) {
      const mine = await rawRequest(server, "GET", `/blog/${slug}`, headers);
      expect(mine.headers["cache-control"]).toBe("private, no-store");
      expect(mine.body).toContain(phrase);
      expect(mine.body).toContain(reader.email);
      for (const visitor of [[], [["Cookie", cookie]]] as [string, string][][]) {
        const seen = await rawRequest(server, "GET", `/blog/${slug}`, visitor);
        expect(seen.body).not.toContain(phrase);
        expect(seen.body).not.toContain(reader.email);
      }
    }
  });
});
