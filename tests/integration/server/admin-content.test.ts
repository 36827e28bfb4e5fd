/**
 * Admin writes through the real production server, its page cache and its
 * processes: a setting, the maintenance switch and a published white paper
 * each reach the next anonymous visitor, a draft does not; the weekly run
 * started by two processes writes once.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_SETTING_DEFAULTS } from "~/content/site-setting-defaults";
import { weeklySlotPassed } from "~/utils/iso-week";
import { FAKE_ANTHROPIC_KEY, FakeAnthropic } from "../../support/fake-anthropic";
import { post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";

const fake = new FakeAnthropic();
let server: RunningServer;
let admin = "";

function aiEnv() {
  return { ANTHROPIC_API_KEY: FAKE_ANTHROPIC_KEY, ANTHROPIC_BASE_URL: fake.origin, ANTHROPIC_TIMEOUT_MS: "8000", ANTHROPIC_MAX_RETRIES: "0" };
}

function sql(dataDir: string) {
  const db = new Database(path.join(dataDir, "app.db"));
  db.pragma("busy_timeout = 5000");
  return db;
}

async function makeAdmin(target: RunningServer) {
  const email = `admin-${Date.now()}@example.com`;
  const cookie = await signUpOverHttp(target, email);
  const db = sql(target.dataDir);
  db.prepare("UPDATE users SET role = 'admin' WHERE email = ?").run(email);
  db.close();
  return cookie;
}

beforeAll(async () => {
  await fake.start();
  server = await startServer({ env: { ...aiEnv(), WHITE_PAPER_SCHEDULE: "off" } });
  admin = await makeAdmin(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await fake.stop();
});

const get = (pathname: string, cookie?: string) => fetch(`${server.origin}${pathname}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

async function cachedHome() {
  await get("/");
  const second = await get("/");
  expect(second.headers.get("X-Page-Cache")).toBe("HIT");
  return second.text();
}

describe("site settings", () => {
  it("a new contact phone shows on the home page for the next visitor, past the page cache", async () => {
    expect(await cachedHome()).toContain(SITE_SETTING_DEFAULTS.contactPhone);
    const saved = await post(server, "/admin/settings", { ...SITE_SETTING_DEFAULTS, contactPhone: "+66 2 555 0199" }, { cookie: admin });
    expect(saved.status).toBe(302);
    const after = await get("/");
    expect(after.headers.get("X-Page-Cache")).toBe("MISS");
    const html = await after.text();
    expect(html).toContain("+66 2 555 0199");
    expect(html).toContain('href="tel:+6625550199"');
    expect(html).toContain('"telephone":"+66 2 555 0199"'); // the home page's structured data too
    expect(html).not.toContain(SITE_SETTING_DEFAULTS.contactPhone);
  });

  it("refuses a bad value with 400, and the site keeps the old one", async () => {
    const refused = await post(server, "/admin/settings", { ...SITE_SETTING_DEFAULTS, contactPhone: "call us!", freeGuideUrl: "javascript:alert(1)" }, { cookie: admin });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Phone: use digits, spaces, +, -, ( ) and dots only.");
    expect(html).toContain("Free fermentation guide link: enter a full https:// address.");
    expect(await (await get("/")).text()).not.toContain("call us!");
  });

  it("is for admins only", async () => {
    const user = await signUpOverHttp(server);
    const response = await post(server, "/admin/settings", { ...SITE_SETTING_DEFAULTS, contactPhone: "+1 000 000 0000" }, { cookie: user });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("Access Restricted");
  });
});

describe("the maintenance switch", () => {
  it("takes a visitor's / to 503 at once and back, while the admin keeps the site", async () => {
    await cachedHome();
    expect((await post(server, "/admin?index", { maintenance: "on" }, { cookie: admin })).status).toBe(302);
    try {
      const during = await get("/");
      expect(during.status).toBe(503);
      expect(await during.text()).toContain("Down for Maintenance");
      const adminView = await get("/", admin);
      expect(adminView.status).toBe(200);
      expect(await adminView.text()).toContain("Maintenance mode is on: visitors see the maintenance page.");
    } finally {
      expect((await post(server, "/admin?index", { maintenance: "off" }, { cookie: admin })).status).toBe(302);
    }
    const after = await get("/");
    expect(after.status).toBe(200);
  });
});

describe("generating a white paper", () => {
  it("holds it as a draft for review by default: visitors do not get it, the dashboard lists it", async () => {
    await get("/sitemap.xml");
    const response = await post(server, "/admin/white-papers", { topic: "Ozone laundry in resorts" }, { cookie: admin });
    expect(response.status).toBe(302);
    expect(await (await get("/sitemap.xml")).text()).not.toContain("white-paper-ozone-laundry-in-resorts");
    // SPEC §8: an unknown post sends the visitor to the Knowledge Center with "Post not found".
    expect((await get("/blog/white-paper-ozone-laundry-in-resorts")).headers.get("Location")).toBe("/blog");
    const dashboard = await (await get("/admin", admin)).text();
    expect(dashboard).toContain("Drafts waiting");
    expect(dashboard).toContain("White Paper: Ozone laundry in resorts");
  });

  it("publishes it for the next visitor once the admin chose 'Publish at once': the sitemap (cached before) lists it", async () => {
    await get("/sitemap.xml");
    expect(await (await get("/sitemap.xml")).text()).not.toContain("white-paper-ozone-laundry-in-spas");
    expect((await post(server, "/admin/white-papers", { form: "release", release: "publish" }, { cookie: admin })).status).toBe(302);
    try {
      const response = await post(server, "/admin/white-papers", { topic: "Ozone laundry in spas" }, { cookie: admin });
      expect(response.status).toBe(302);
      expect(await (await get("/sitemap.xml")).text()).toContain("/blog/white-paper-ozone-laundry-in-spas</loc>");
    } finally {
      await post(server, "/admin/white-papers", { form: "release", release: "review" }, { cookie: admin });
    }
  });

  it("shows 'Generation Failed' and stores nothing when the AI service errs", async () => {
    const response = await post(server, "/admin/white-papers", { topic: "Linen costs [api-error]" }, { cookie: admin });
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain("Generation Failed");
    expect(html).toContain('value="Linen costs [api-error]"');
    const db = sql(server.dataDir);
    expect(db.prepare("SELECT count(*) AS n FROM blog_posts WHERE title LIKE '%Linen costs%'").get()).toEqual({ n: 0 });
    db.close();
  });
});

describe("the admin post editor", () => {
  it("takes an article far larger than the 64 KiB form limit, which still holds elsewhere", async () => {
    const body = "A paragraph about kitchen workflow and the pass. ".repeat(3000); // ~150 KB
    const fields = { intent: "save", title: "A long field guide", description: "Long.", category: "article", author: "Team", body, publish: "on" };
    const saved = await post(server, "/admin/posts/new", fields, { cookie: admin });
    expect(saved.status).toBe(302);
    const contact = await post(server, "/contact", { name: "x", email: "x@example.com", message: body });
    expect(contact.status).toBe(413);
  });
});

describe("the weekly schedule in two processes", () => {
  it("writes this week's paper once when both processes start after the slot", async () => {
    // A zone where this week's Monday 02:00 has passed (anything but Monday 00:00–02:00 there).
    const zone = ["UTC", "Pacific/Kiritimati", "America/Los_Angeles"].find((z) => weeklySlotPassed(new Date(), z, 2))!;
    fake.mode = "slow";
    fake.slowMs = 1000;
    const calls = fake.calls.length;
    const pair = await startServer({ env: { ...aiEnv(), WEB_CONCURRENCY: "2", WHITE_PAPER_TIME_ZONE: zone } });
    try {
      const db = sql(pair.dataDir);
      let run: { status: string } | undefined;
      for (let i = 0; i < 300 && run?.status !== "succeeded"; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        run = db.prepare("SELECT status FROM generation_runs").get() as { status: string } | undefined;
      }
      expect(run?.status).toBe("succeeded");
      // Both processes have decided: one wrote the paper, the other found the week taken.
      for (let i = 0; i < 300 && !/already written or being written/.test(pair.output()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(pair.output()).toMatch(/Weekly white paper for \S+: ".*" (published|held)/);
      expect(pair.output()).toMatch(/Weekly white paper for \S+: already written or being written/);
      expect(db.prepare("SELECT count(*) AS n FROM blog_posts WHERE source = 'ai'").get()).toEqual({ n: 1 });
      expect(db.prepare("SELECT count(*) AS n FROM generation_runs").get()).toEqual({ n: 1 });
      db.close();
      expect(fake.calls.length - calls).toBe(1);
    } finally {
      fake.mode = "ok";
      await pair.stop();
    }
  }, 120_000);
});
