/**
 * /terms, /privacy and /refunds through the real production server: public
 * and cached like other public pages, listed in the sitemap, and edited only
 * by an admin, whose save reaches the next visitor past the page cache.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";

let server: RunningServer;
let admin = "";

beforeAll(async () => {
  server = await startServer({ env: { WHITE_PAPER_SCHEDULE: "off" } });
  const email = `legal-admin-${Date.now()}@example.com`;
  admin = await signUpOverHttp(server, email);
  const db = new Database(path.join(server.dataDir, "app.db"));
  db.prepare("UPDATE users SET role = 'admin' WHERE email = ?").run(email);
  db.close();
}, 120_000);

afterAll(() => server?.stop());

const get = (pathname: string) => fetch(`${server.origin}${pathname}`, { redirect: "manual" });
const refundsText = async () => (await get("/refunds")).text();

describe("the legal pages", () => {
  for (const [pathname, title] of [
    ["/terms", "Terms of Service"],
    ["/privacy", "Privacy Policy"],
    ["/refunds", "Refund Policy"],
  ] as const) {
    it(`${pathname} answers 200, shareable, with its title, description and date, and is served from the page cache`, async () => {
      const first = await get(pathname);
      expect(first.status).toBe(200);
      expect(first.headers.get("Cache-Control")).toMatch(/^public, .*s-maxage=\d+/);
      const html = await first.text();
      expect(html).toContain(`<title>${title} | Kitchen &amp; Key Consulting</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain(`>${title}</h1>`);
      expect(html).toMatch(/Last updated <time dateTime="\d{4}-\d{2}-\d{2}">/);
      // Visitors never see the note meant for the owner.
      expect(html).not.toContain("review it with your adviser");
      expect((await get(pathname)).headers.get("X-Page-Cache")).toBe("HIT");
    });
  }

  it("the sitemap lists all three", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    for (const pathname of ["/terms", "/privacy", "/refunds"]) expect(xml).toContain(`<loc>http://127.0.0.1${pathname}</loc>`);
  });
});

describe("the privacy page's account of counting", () => {
  /** The fixed "What we count" section as text, or null when the page has none. */
  const countingText = (html: string) => {
    const section = /<section[^>]*data-testid="counting-notice"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1];
    return section ? section.replace(/<[^>]+>/g, "").replace(/&rsquo;/g, "’").replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ") : null;
  };

  it("says what is counted, without a cookie, IP address or browser name, and for how long; an admin's text cannot remove it", async () => {
    const shown = countingText(await (await get("/privacy")).text());
    expect(shown).not.toBeNull();
    for (const words of [
      "What we count",
      "no cookie is used for counting",
      "the page’s address",
      "the site you came from",
      "campaign tags",
      "utm_source, utm_medium, utm_campaign",
      "desktop, mobile or tablet",
      "daily visitor key",
      "replaced and deleted every day",
      "We do not store your IP address or your browser’s name.",
      "kept for 13 months; after that, only daily totals are kept",
    ]) {
      expect(shown, words).toContain(words);
    }
    // The admin replaces the whole privacy text: the section stays, below it.
    expect((await post(server, "/admin/legal", { page: "privacy", intent: "save", body: "## Our short policy\r\n\r\nWe keep little." }, { cookie: admin })).status).toBe(302);
    const edited = await (await get("/privacy")).text();
    expect(edited).toContain("<h2>Our short policy</h2>");
    expect(countingText(edited)).toBe(shown);
    expect(edited.indexOf("Our short policy")).toBeLessThan(edited.indexOf('data-testid="counting-notice"'));
    expect((await post(server, "/admin/legal", { page: "privacy", intent: "restore" }, { cookie: admin })).status).toBe(302);
    // The other legal pages do not carry it.
    expect(countingText(await refundsText())).toBeNull();
  });
});

describe("editing a legal page", () => {
  it("an admin's save shows to the next visitor at once, dated today; Restore brings the default back", async () => {
    await get("/refunds");
    expect((await get("/refunds")).headers.get("X-Page-Cache")).toBe("HIT");
    const saved = await post(server, "/admin/legal", { page: "refunds", intent: "save", body: "## Our promise\r\n\r\nRefunds within **7 days**, no questions asked." }, { cookie: admin });
    expect(saved.status).toBe(302);
    const after = await get("/refunds");
    expect(after.headers.get("X-Page-Cache")).toBe("MISS");
    const html = await after.text();
    expect(html).toContain("<h2>Our promise</h2>");
    expect(html).toContain("Refunds within <strong>7 days</strong>, no questions asked.");
    expect(html).toContain(`Last updated <time dateTime="${new Date().toISOString().slice(0, 10)}">`);

    expect((await post(server, "/admin/legal", { page: "refunds", intent: "restore" }, { cookie: admin })).status).toBe(302);
    const restored = await refundsText();
    expect(restored).not.toContain("Our promise");
    expect(restored).toContain("What happens when we refund");
  });

  it("an empty text is a 400 with a clear message, and the page keeps its text", async () => {
    const before = await refundsText();
    const refused = await post(server, "/admin/legal", { page: "refunds", intent: "save", body: "  \r\n " }, { cookie: admin });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("The text of the Refund Policy is empty. Write it, or restore the default text.");
    expect(await refundsText()).toBe(before);
  });

  it("takes a text of the full 30,000 characters in any script, as the page sends it (multipart) and URL-encoded; one more is refused with the app's message", async () => {
    // Thai: three bytes a character, nine URL-encoded; both far over the 64 KiB of a public form.
    const longest = "## ข้อกำหนด\n\n" + "ก".repeat(30_000 - 13);
    expect(longest).toHaveLength(30_000);
    const multipart = new FormData();
    for (const [name, value] of Object.entries({ page: "privacy", intent: "save", body: longest })) multipart.append(name, value);
    const asSent = await fetch(`${server.origin}/admin/legal`, { method: "POST", redirect: "manual", headers: { Origin: server.origin, Cookie: admin }, body: multipart });
    expect(asSent.status).toBe(302);
    expect(await (await get("/privacy")).text()).toContain("ก".repeat(1000));

    const encoded = await post(server, "/admin/legal", { page: "privacy", intent: "save", body: longest.replace("ข้อกำหนด", "นโยบาย") }, { cookie: admin });
    expect(encoded.status).toBe(302);
    expect(await (await get("/privacy")).text()).toContain("<h2>นโยบาย</h2>");

    const over = await post(server, "/admin/legal", { page: "privacy", intent: "save", body: longest + "ก" }, { cookie: admin });
    expect(over.status).toBe(400);
    expect(await over.text()).toContain("The text of the Privacy Policy must be at most 30,000 characters.");
    expect(await post(server, "/admin/legal", { page: "privacy", intent: "restore" }, { cookie: admin })).toHaveProperty("status", 302);
  });

  it("an unknown page is a 400, not a 500", async () => {
    const refused = await post(server, "/admin/legal", { page: "cookies", intent: "save", body: "Hello" }, { cookie: admin });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose one of the legal pages.");
  });

  it("is refused to a visitor (sent to sign in), a signed-in user who is not an admin (403) and a cross-site post (403)", async () => {
    const fields = { page: "refunds", intent: "save", body: "Taken over." };
    const visitor = await post(server, "/admin/legal", fields);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Fadmin%2Flegal/);

    const user = await post(server, "/admin/legal", fields, { cookie: await signUpOverHttp(server) });
    expect(user.status).toBe(403);
    expect(await user.text()).toContain("Access Restricted");

    const crossSite = await post(server, "/admin/legal", fields, { cookie: admin, headers: { Origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);

    expect(await refundsText()).not.toContain("Taken over.");
  });
});
