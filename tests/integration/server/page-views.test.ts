/**
 * Counting page views through the running production server (docs/decisions/218):
 * who counts, who does not, what a view keeps, and that nothing kept could name
 * a visitor. Requests come from distinct loopback addresses (127.0.0.x), as
 * distinct visitors would, without any forwarded-for header.
 */
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpAdminOverHttp, startServer, type RunningServer } from "../../support/server";
import { startServerAt, type ClockedServer } from "../../support/test-clock";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1";
const FLUSH = { INSIGHTS_FLUSH_MS: "100" };

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request from `from` (a loopback address), with exactly the headers given. */
function request(origin: string, target: string, options: { from?: string; method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const url = new URL(target, origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: options.method ?? "GET", localAddress: options.from ?? "127.0.0.1", headers: options.headers ?? {}, agent: false },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

type ViewRow = { day: string; path: string; referrer_host: string; utm_source: string; utm_medium: string; utm_campaign: string; device: string; visitor: string; teaser_of: string | null };

function openDb(server: RunningServer) {
  return new Database(path.join(server.dataDir, "app.db"), { readonly: true });
}

function views(server: RunningServer): ViewRow[] {
  const db = openDb(server);
  try {
    return db.prepare("SELECT day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor, teaser_of FROM page_views ORDER BY id").all() as ViewRow[];
  } finally {
    db.close();
  }
}

/** Waits until the server has written `count` views, or one `until` finds (it writes its batch every 100 ms here). */
async function viewsOnceWritten(server: RunningServer, count: number, until: (row: ViewRow) => boolean = () => true): Promise<ViewRow[]> {
  for (const started = Date.now(); Date.now() - started < 10_000; ) {
    const rows = views(server);
    if (rows.length >= count && rows.some(until)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return views(server);
}

/** A real view after `requests`: once it is written, every view counted before it is too. */
async function countedAmong(server: RunningServer, requests: () => Promise<unknown>): Promise<ViewRow[]> {
  const before = views(server).length;
  await requests();
  const marker = `/contact?utm_campaign=marker-${before}`;
  await request(server.origin, marker, { headers: { "User-Agent": CHROME } });
  const rows = await viewsOnceWritten(server, before + 1, (row) => row.utm_campaign === `marker-${before}`);
  const at = rows.findIndex((row) => row.utm_campaign === `marker-${before}`);
  expect(at, "the marker view was written").toBeGreaterThanOrEqual(0);
  expect(rows.slice(at + 1), "nothing after the marker").toEqual([]);
  return rows.slice(before, at);
}

describe("counting page views", () => {
  let server: RunningServer;
  let premiumSlug: string;

  beforeAll(async () => {
    server = await startServer({ seed: true, env: FLUSH });
    const db = openDb(server);
    premiumSlug = (db.prepare("SELECT slug FROM blog_posts WHERE is_premium = 1 AND published_at IS NOT NULL ORDER BY slug LIMIT 1").get() as { slug: string }).slug;
    db.close();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("counts 3 visitors (each their own address and browser) viewing 5 pages as 3 visitors and 5 views", async () => {
    const counted = await countedAmong(server, async () => {
      await request(server.origin, "/", { from: "127.0.0.21", headers: { "User-Agent": CHROME } });
      await request(server.origin, "/blog", { from: "127.0.0.21", headers: { "User-Agent": CHROME } });
      await request(server.origin, "/case-studies", { from: "127.0.0.22", headers: { "User-Agent": IPHONE } });
      await request(server.origin, "/prompt-vault", { from: "127.0.0.22", headers: { "User-Agent": IPHONE } });
      await request(server.origin, "/pricing", { from: "127.0.0.23", headers: { "User-Agent": IPAD } });
    });
    expect(counted.map((row) => row.path)).toEqual(["/", "/blog", "/case-studies", "/prompt-vault", "/pricing"]);
    expect(new Set(counted.map((row) => row.visitor)).size).toBe(3);
    expect(counted.map((row) => row.device)).toEqual(["desktop", "desktop", "mobile", "mobile", "tablet"]);
    // The same address with another browser is another visitor; the same browser at another address too.
    const more = await countedAmong(server, async () => {
      await request(server.origin, "/", { from: "127.0.0.21", headers: { "User-Agent": IPHONE } });
      await request(server.origin, "/", { from: "127.0.0.24", headers: { "User-Agent": CHROME } });
      await request(server.origin, "/", { from: "127.0.0.21", headers: { "User-Agent": CHROME } });
    });
    const first = counted[0]!.visitor;
    expect(more.map((row) => row.visitor === first)).toEqual([false, false, true]);
  });

  it("does not count robots, scripts, HEAD, prefetches, redirects, missing pages, files, posts, the admin's pages or a page naming an order", async () => {
    const counted = await countedAmong(server, async () => {
      for (const agent of ["Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "curl/8.5.0", "python-requests/2.31", ""]) {
        await request(server.origin, "/blog", { headers: agent ? { "User-Agent": agent } : {} });
      }
      expect((await request(server.origin, "/blog", { method: "HEAD", headers: { "User-Agent": CHROME } })).status).toBe(200);
      await request(server.origin, "/blog", { headers: { "User-Agent": CHROME, "Sec-Purpose": "prefetch" } });
      await request(server.origin, "/blog", { headers: { "User-Agent": CHROME, "Sec-Purpose": "prefetch;prerender" } });
      await request(server.origin, "/blog", { headers: { "User-Agent": CHROME, Purpose: "prefetch" } });
      const sent = await request(server.origin, "/contact", { method: "POST", headers: { "User-Agent": CHROME, Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" } });
      expect(sent.status).toBeGreaterThanOrEqual(400);
      expect((await request(server.origin, "/no-such-page", { headers: { "User-Agent": CHROME } })).status).toBe(404);
      expect((await request(server.origin, "/account", { headers: { "User-Agent": CHROME } })).status).toBe(302);
      const admin = await signUpAdminOverHttp(server);
      for (const page of ["/admin", "/admin/insights", "/ADMIN/", "/admin/insights.data"]) {
        expect((await request(server.origin, page, { headers: { "User-Agent": CHROME, Cookie: admin, Referer: `${server.origin}/` } })).status, page).toBe(200);
      }
      // A page whose address names a buyer's order: the test checkout of an order of the admin's own.
      const order = await request(server.origin, "/checkout", { method: "POST", headers: { "User-Agent": CHROME, Cookie: admin, Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" }, body: "productId=hospitality-bundle" });
      const checkout = String(order.headers.location);
      expect(checkout).toMatch(/^\/checkout\/test\/ord_/);
      expect((await request(server.origin, checkout, { headers: { "User-Agent": CHROME, Cookie: admin } })).status).toBe(200);
      expect((await request(server.origin, "/robots.txt", { headers: { "User-Agent": CHROME } })).status).toBe(200);
      expect((await request(server.origin, "/blog/rss.xml", { headers: { "User-Agent": CHROME } })).status).toBe(200);
    });
    expect(counted).toEqual([]);
  });

  it("counts a page the page cache answers, and a browser's conditional GET of it", async () => {
    const counted = await countedAmong(server, async () => {
      const first = await request(server.origin, "/case-studies", { headers: { "User-Agent": CHROME } });
      const second = await request(server.origin, "/case-studies", { headers: { "User-Agent": CHROME } });
      expect(second.headers["x-page-cache"]).toBe("HIT");
      const again = await request(server.origin, "/case-studies", { headers: { "User-Agent": CHROME, "If-None-Match": String(first.headers.etag) } });
      expect(again.status).toBe(304);
    });
    expect(counted.map((row) => row.path)).toEqual(["/case-studies", "/case-studies", "/case-studies"]);
  });

  it("keeps the path with only its category and page, another site's host, the campaign tags, and marks a premium teaser", async () => {
    const counted = await countedAmong(server, async () => {
      await request(server.origin, "/blog?category=research&page=2&q=secret+words&email=a%40b.example", {
        headers: { "User-Agent": CHROME, Referer: "https://www.google.com/search?q=kitchen" },
      });
      await request(server.origin, "/pricing?utm_source=Newsletter&utm_medium=email&utm_campaign=Spring-2027", { headers: { "User-Agent": CHROME, Referer: `${server.origin}/blog` } });
      const teaser = await request(server.origin, `/blog/${premiumSlug}`, { headers: { "User-Agent": CHROME } });
      // The mark is for the counting alone: it never leaves the server.
      expect(teaser.headers["x-insight-teaser"]).toBeUndefined();
      const cached = await request(server.origin, `/blog/${premiumSlug}`, { headers: { "User-Agent": CHROME } });
      expect(cached.headers["x-page-cache"]).toBe("HIT");
      expect(cached.headers["x-insight-teaser"]).toBeUndefined();
      // Nor to what is not counted.
      for (const head of [{ method: "HEAD", headers: { "User-Agent": CHROME } }, { headers: { "User-Agent": "Googlebot/2.1" } }]) {
        const answer = await request(server.origin, `/blog/${premiumSlug}`, head);
        expect(answer.status).toBe(200);
        expect(answer.headers["x-insight-teaser"]).toBeUndefined();
      }
    });
    expect(counted.map(({ path, referrer_host, utm_source, utm_medium, utm_campaign, teaser_of }) => ({ path, referrer_host, utm_source, utm_medium, utm_campaign, teaser_of }))).toEqual([
      { path: "/blog?category=research&page=2", referrer_host: "google.com", utm_source: "", utm_medium: "", utm_campaign: "", teaser_of: null },
      // Our own site is no referrer.
      { path: "/pricing", referrer_host: "", utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring-2027", teaser_of: null },
      { path: `/blog/${premiumSlug}`, referrer_host: "", utm_source: "", utm_medium: "", utm_campaign: "", teaser_of: premiumSlug },
      { path: `/blog/${premiumSlug}`, referrer_host: "", utm_source: "", utm_medium: "", utm_campaign: "", teaser_of: premiumSlug },
    ]);
  });

  it("counts the running app's navigation to another page, not a page reloading its own data", async () => {
    const counted = await countedAmong(server, async () => {
      const navigation = await request(server.origin, `/blog/${premiumSlug}.data`, { headers: { "User-Agent": CHROME, Referer: `${server.origin}/blog` } });
      expect(navigation.status).toBe(200);
      await request(server.origin, "/_root.data", { headers: { "User-Agent": CHROME, Referer: `${server.origin}/blog` } });
      // After a form on /blog: the same page's data again.
      await request(server.origin, "/blog.data", { headers: { "User-Agent": CHROME, Referer: `${server.origin}/blog` } });
      // A fetcher's load of one route, and a prefetch of the next page.
      await request(server.origin, "/blog.data?_routes=routes%2Fblog._index", { headers: { "User-Agent": CHROME, Referer: `${server.origin}/blog` } });
      await request(server.origin, "/pricing.data", { headers: { "User-Agent": CHROME, Referer: `${server.origin}/blog`, "Sec-Purpose": "prefetch" } });
    });
    expect(counted.map((row) => [row.path, row.teaser_of])).toEqual([
      [`/blog/${premiumSlug}`, premiumSlug],
      ["/", null],
    ]);
  });

  it("stores no address, browser name, query or cookie in any column of any counting table, and sets no cookie", async () => {
    const agent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Quokka/9.9";
    const answer = await request(server.origin, "/blog?q=private-words", { from: "127.0.0.29", headers: { "User-Agent": agent, Cookie: "a =b", Referer: "https://mail.example/inbox/alice@example.com" } });
    expect(answer.headers["set-cookie"]).toBeUndefined();
    await viewsOnceWritten(server, views(server).length);
    await countedAmong(server, async () => {});
    const db = openDb(server);
    try {
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND (name LIKE 'insight%' OR name = 'page_views')").all() as { name: string }[]).map((t) => t.name);
      expect(tables.sort()).toEqual(["insight_daily", "insight_event_daily", "insight_events", "insight_rollups", "insight_salts", "page_views"]);
      let cells = 0;
      for (const table of tables) {
        for (const row of db.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[]) {
          for (const value of Object.values(row)) {
            cells++;
            const text = Buffer.isBuffer(value) ? value.toString("latin1") : String(value);
            for (const secret of ["127.0.0", "Quokka", "Mozilla", "Chrome", "private-words", "alice", "inbox", "a =b"]) expect(text, `${table}: ${text}`).not.toContain(secret);
          }
        }
      }
      expect(cells).toBeGreaterThan(0);
      const columns = (db.prepare("SELECT name FROM pragma_table_info('page_views')").all() as { name: string }[]).map((c) => c.name);
      expect(columns).toEqual(["id", "at", "day", "path", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "device", "visitor", "teaser_of"]);
    } finally {
      db.close();
    }
  });

  it("writes the views it holds when it is stopped", async () => {
    const slow = await startServer({ seed: true, env: { INSIGHTS_FLUSH_MS: "60000" } });
    try {
      for (const page of ["/", "/blog", "/pricing"]) await request(slow.origin, page, { headers: { "User-Agent": CHROME } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(views(slow)).toEqual([]);
      expect(await slow.stop("SIGTERM")).toBe(0);
      expect(views(slow).map((row) => row.path)).toEqual(["/", "/blog", "/pricing"]);
    } finally {
      await slow.stop();
    }
  }, 60_000);
});

describe("a visitor on another day", () => {
  let server: ClockedServer;
  afterAll(async () => {
    await server?.stop();
  });

  it("counts again, with a key that cannot be linked to the day before, whose secret is gone", async () => {
    server = await startServerAt("2031-03-10T22:00:00Z", { seed: true, env: FLUSH });
    const visit = () => request(server.origin, "/blog", { from: "127.0.0.31", headers: { "User-Agent": CHROME } });
    await visit();
    await visit();
    await viewsOnceWritten(server, 2);
    await server.setClock("2031-03-11T09:00:00Z");
    await visit();
    const rows = await viewsOnceWritten(server, 3);
    expect(rows.map((row) => row.day)).toEqual(["2031-03-10", "2031-03-10", "2031-03-11"]);
    expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
    expect(rows[2]!.visitor).not.toBe(rows[0]!.visitor);
    const db = openDb(server);
    try {
      expect(db.prepare("SELECT day FROM insight_salts").all()).toEqual([{ day: "2031-03-11" }]);
    } finally {
      db.close();
    }
  }, 60_000);
});
