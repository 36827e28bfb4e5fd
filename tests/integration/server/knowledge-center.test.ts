/**
 * The Knowledge Center through the running production server: premium posts
 * never leave the server whole for a reader without access (page, loader data,
 * feed, search), and every gated file reaches exactly the readers it should.
 * The server shares this test's data folder, so posts are written with the
 * app's own model functions (which keep the search index and cache in sync).
 */
import { eq } from "drizzle-orm";
import { parseDocument, DomUtils } from "htmlparser2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, customers, users } from "~/db/schema";
import { createPost, type PostInput } from "~/models/admin-posts.server";
import { seedOwnDatabase } from "../../support/own-database";
import { signUpOverHttp, startServer, type RunningServer } from "../../support/server";

let server: RunningServer;
const visible = Array.from({ length: 30 }, (_, i) => `openword${String(i + 1).padStart(2, "0")}`);
const hidden = Array.from({ length: 70 }, (_, i) => `vaultword${String(i + 1).padStart(2, "0")}`);
const SLUG = "premium-leak-fixture";
const HIDDEN = /vaultword/i;

const premiumBody =
  `<p>${visible.slice(0, 20).join(" ")}</p>` +
  `<blockquote><p><strong>${visible.slice(20).join(" ")} <em>${hidden.slice(0, 10).join(" ")}</em></strong></p></blockquote>` +
  `<ul><li>${hidden.slice(10, 40).join(" ")}</li></ul><p>${hidden.slice(40).join(" ")}</p>`;

/** Publishes a fixture post through the editor's write API, dated `at` (the lists and ranking read the date). */
function publish({ content, ...post }: Omit<PostInput, "contentHtml" | "readingTime"> & { content: string }, at: Date) {
  const { id } = createPost({ ...post, contentHtml: content, readingTime: 1 }, { source: "admin", publish: true });
  db.update(blogPosts).set({ publishedAt: at }).where(eq(blogPosts.id, id)).run();
  return id;
}

beforeAll(async () => {
  const dataDir = await seedOwnDatabase();
  publish(
    {
      title: "Premium fixture for leak tests",
      slug: SLUG,
      description: "A premium post whose hidden part must never leave the server.",
      content: premiumBody,
      category: "research",
      isPremium: true,
      author: "Test Author",
    },
    new Date("2030-01-02T00:00:00Z"),
  );
  publish(
    { title: "Zanzibarite in the title", slug: "title-match", description: "Ranking fixture.", content: "<p>Short body.</p>", category: "article", isPremium: false, author: "A" },
    new Date("2020-01-01T00:00:00Z"),
  );
  publish(
    {
      title: "Body match only",
      slug: "body-match",
      description: "Ranking fixture.",
      content: `<p>${"zanzibarite appears here again and again. ".repeat(10)}</p>`,
      category: "article",
      isPremium: false,
      author: "B",
    },
    new Date("2020-01-02T00:00:00Z"),
  );
  server = await startServer({ dataDir });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const get = (pathname: string, cookie?: string) =>
  fetch(`${server.origin}${pathname}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

function grantAccess(email: string) {
  const user = db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()!;
  db.update(customers).set({ hasAccess: true }).where(eq(customers.userId, user.id)).run();
}

async function newAccount(withAccess: boolean) {
  const email = `kc-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const cookie = await signUpOverHttp(server, email);
  if (withAccess) grantAccess(email);
  return cookie;
}

/** The page, its single-fetch data and the old ?_data form: everything a browser could ask for. */
type Read = { status: number; text: string };
async function everyResponse(cookie?: string): Promise<[Read, Read, Read]> {
  const read = async (r: Response) => ({ status: r.status, text: await r.text() });
  const [page, data, legacy] = await Promise.all([
    get(`/blog/${SLUG}`, cookie),
    get(`/blog/${SLUG}.data`, cookie),
    get(`/blog/${SLUG}?_data=${encodeURIComponent("routes/blog.$slug")}`, cookie),
  ]);
  return [await read(page), await read(data), await read(legacy)];
}

describe("a premium post", () => {
  it("reaches a visitor as the first 30% of its words, in the page and in the loader data", async () => {
    const [page, data, legacy] = await everyResponse();
    expect(page.status).toBe(200);
    for (const { text } of [page, data, legacy]) expect(text).not.toMatch(HIDDEN);
    for (const word of visible) expect(page.text).toContain(word);
    expect(page.text).toContain("openword30...");
    expect(page.text).toContain("Unlock Premium Content");
    expect(page.text).toContain('"isAccessibleForFree":false');
    expect(page.text).toMatch(/<meta property="og:description" content="A premium post whose hidden part/);
  });

  it("reaches a signed-in user without access as the teaser only", async () => {
    const cookie = await newAccount(false);
    const responses = await everyResponse(cookie);
    expect(responses[0].status).toBe(200);
    for (const { text } of responses) expect(text).not.toMatch(HIDDEN);
    expect(responses[0].text).toContain("Unlock Premium Content");
  });

  it("reaches a user with access whole, and visitors still get the teaser afterwards", async () => {
    const cookie = await newAccount(true);
    const [page, data] = await everyResponse(cookie);
    for (const word of hidden) expect(page.text).toContain(word);
    expect(data.text).toContain("vaultword70");
    expect(page.text).not.toContain("Unlock Premium Content");
    const [visitor] = await everyResponse();
    expect(visitor.text).not.toMatch(HIDDEN);
  });

  it("an unknown or unpublished slug goes to /blog with 'Post not found'", async () => {
    for (const slug of ["no-such-post", "ozone-water-produce-sanitation-evidence"]) {
      const response = await get(`/blog/${slug}`);
      expect(response.status).toBe(302);
      expect(new URL(response.headers.get("Location")!, server.origin).pathname).toBe("/blog");
      const toast = response.headers.getSetCookie().find((c) => c.startsWith("toast="))!.split(";")[0]!;
      const blog = await (await get("/blog", toast)).text();
      expect(blog).toContain("Post not found");
      expect(blog).toContain("The article you&#x27;re looking for doesn&#x27;t exist or has been removed.");
    }
  });
});

describe("the RSS feed", () => {
  it("is RSS 2.0 with the newest 20 posts, a premium post by its teaser only", async () => {
    const response = await get("/blog/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml).not.toMatch(HIDDEN);
    const doc = parseDocument(xml, { xmlMode: true });
    const rss = DomUtils.findOne((el) => el.name === "rss", doc.children)!;
    expect(rss.attribs.version).toBe("2.0");
    const channel = DomUtils.findOne((el) => el.name === "channel", rss.children)!;
    for (const required of ["title", "link", "description"]) {
      expect(DomUtils.findOne((el) => el.name === required && el.parent === channel, channel.children)).toBeTruthy();
    }
    const items = DomUtils.findAll((el) => el.name === "item", channel.children);
    expect(items.length).toBeGreaterThan(3);
    expect(items.length).toBeLessThanOrEqual(20);
    for (const item of items) {
      for (const required of ["title", "link", "guid", "pubDate"]) expect(DomUtils.findOne((el) => el.name === required, item.children)).toBeTruthy();
      expect(new Date(DomUtils.textContent(DomUtils.findOne((el) => el.name === "pubDate", item.children)!)).toString()).not.toBe("Invalid Date");
    }
    const first = DomUtils.textContent(DomUtils.findOne((el) => el.name === "link", items[0]!.children)!);
    expect(first).toBe(`http://127.0.0.1/blog/${SLUG}`);
    expect(xml).toContain("openword30...");
  });

  it("is linked from /blog", async () => {
    expect(await (await get("/blog")).text()).toContain('<link rel="alternate" type="application/rss+xml" title="Knowledge Center" href="/blog/rss.xml"/>');
  });
});

describe("search", () => {
  const hits = (html: string) => (html.match(/data-testid="search-hit"/g) ?? []).length;

  it("never finds a word of a premium post's hidden part, for anyone", async () => {
    const withAccess = await newAccount(true);
    for (const cookie of [undefined, withAccess]) {
      const html = await (await get("/blog?q=vaultword42", cookie)).text();
      expect(hits(html)).toBe(0);
      expect(html).toContain("No posts found");
    }
    expect(hits(await (await get("/blog?q=openword05")).text())).toBe(1);
  });

  it("offers the closest word for a misspelt one, never a word of a premium post's hidden part", async () => {
    const shown = await (await get("/blog?q=openwrd05")).text();
    expect(shown).toContain("Did you mean");
    expect(shown).toContain('href="/blog?q=openword05"');
    const withAccess = await newAccount(true);
    for (const cookie of [undefined, withAccess]) {
      const html = await (await get("/blog?q=vaultwrd42", cookie)).text();
      expect(html).toContain("No posts found");
      expect(html).not.toContain("Did you mean");
      expect(html).not.toMatch(HIDDEN);
    }
  });

  it("ranks a title match first and highlights the match", async () => {
    const html = await (await get("/blog?q=zanzibarite")).text();
    expect(hits(html)).toBe(2);
    const titles = [...html.matchAll(/data-testid="search-hit".*?<h3[^>]*>(.*?)<\/h3>/g)].map((m) => m[1]!);
    expect(titles[0]).toMatch(/<mark[^>]*>Zanzibarite<\/mark>/);
    expect(titles[1]).toContain("Body match only");
  });

  it("combines with a category", async () => {
    expect(hits(await (await get("/blog?q=zanzibarite&category=research")).text())).toBe(0);
    expect(hits(await (await get("/blog?q=zanzibarite&category=article")).text())).toBe(2);
  });

  it("answers odd input without an error", async () => {
    for (const q of ['"', "*", "NEAR(a b)", "a AND OR NOT", "title:x", "^", "'; DROP TABLE blog_posts; --", "x".repeat(10 * 1024), "é ".repeat(1000)]) {
      const response = await get(`/blog?q=${encodeURIComponent(q)}`);
      expect(response.status, q.slice(0, 20)).toBe(200);
    }
  });
});

describe("the blog list", () => {
  const cards = (html: string) => (html.match(/data-testid="post-card"/g) ?? []).length;

  it("shows six posts a page; a bad page is page 1, a page past the end the last page", async () => {
    const first = await (await get("/blog")).text();
    expect(cards(first)).toBe(6);
    expect(first).toContain("Featured photolog");
    const second = await (await get("/blog?page=2")).text();
    expect(second).not.toContain("Featured photolog");
    for (const bad of ["abc", "-1", "0", "1.5", "99999999999"]) {
      const response = await get(`/blog?page=${bad}`);
      expect(response.status).toBe(200);
      expect(cards(await response.text())).toBe(6);
    }
    const past = await (await get("/blog?page=500")).text();
    expect(past).toMatch(/aria-current="page"[^>]*>\d+<\/a><\/li><li><span[^>]*aria-disabled="true">Next/);
  });

  it("filters by category, and White Papers shows the library", async () => {
    const research = await (await get("/blog?category=research")).text();
    expect(research).not.toContain("Featured photolog");
    expect(cards(research)).toBeGreaterThan(0);
    expect(research.match(/<span>(Article|Case Study|White Paper)<\/span>/g)).toBeNull();
    const library = await (await get("/blog?category=white-paper")).text();
    expect(library).toContain('data-testid="white-paper-card"');
  });
});

describe("the page cache", () => {
  it("serves /blog from the cache until a post is published, then the new list", async () => {
    await get("/blog?category=article");
    const cached = await get("/blog?category=article");
    expect(cached.headers.get("X-Page-Cache")).toBe("HIT");
    publish(
      { title: "Freshly published for the cache test", slug: "cache-fixture", description: "New.", content: "<p>New.</p>", category: "article", isPremium: false, author: "C" },
      new Date("2031-01-01T00:00:00Z"),
    );
    const fresh = await get("/blog?category=article");
    expect(fresh.headers.get("X-Page-Cache")).toBe("MISS");
    expect(await fresh.text()).toContain("Freshly published for the cache test");
  });
});

describe("links", () => {
  it("every page in the sitemap and every header and footer link answers 200", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(fromSitemap).toContain("/blog");
    expect(fromSitemap).toContain("/white-papers");
    expect(fromSitemap).toContain(`/blog/${SLUG}`);
    const page = await (await get("/blog")).text();
    const shell = [...page.matchAll(/<(?:header|footer)[\s\S]*?<\/(?:header|footer)>/g)].map((m) => m[0]).join("");
    const fromShell = [...shell.matchAll(/href="(\/[^"#]*)/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
    expect(fromShell.length).toBeGreaterThan(10);
    for (const pathname of new Set([...fromSitemap, ...fromShell])) {
      expect((await get(pathname)).status, pathname).toBe(200);
    }
  });
});

describe("the white-paper library", () => {
  it("has tabs; Free shows only free items", async () => {
    const free = await (await get("/white-papers?tab=free")).text();
    expect(free).toContain("The Future of AI in Hospitality");
    expect(free).not.toContain("The Revenue Management Playbook");
    const premium = await (await get("/white-papers?tab=premium")).text();
    expect(premium).toContain("The Revenue Management Playbook");
    expect(premium).toContain("The Monthly Operator Briefing");
    expect(premium).not.toContain("The Future of AI in Hospitality");
    // White-paper posts appear in the library too.
    expect(premium).toContain("Building a Fermentation Programme in a Commercial Kitchen");
  });
});
