/**
 * The owner's dashboard and its CSVs through the running production server,
 * from raw page views and events written here into its database: every figure
 * the page and the CSVs show is compared with what this test counts itself,
 * with its own SQL over page_views, insight_events, referral_clicks and
 * commissions (never through the app's queries). The previous period, a
 * custom range, a range that cannot be read, 12 months per month, a day older
 * than the 13 months of raw rows that only the daily sums still hold, the
 * funnel's sort, and who may see it.
 */
import type Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAffiliate } from "../../support/affiliates";
import { signUpAdminOverHttp, signUpOverHttp } from "../../support/server";
import { withServerDatabase } from "../../support/stripe-server";
import { startServerAt, type ClockedServer } from "../../support/test-clock";

const NOW = "2026-06-15T12:00:00Z";
/** The default range (the last 30 days) and the 30 before it. */
const RANGE = { from: "2026-05-17", to: "2026-06-15" };
const PREVIOUS = { from: "2026-04-17", to: "2026-05-16" };
/** Older than 13 months on NOW: no raw rows kept, only the daily sums. */
const OLD_DAY = "2025-01-10";

let server: ClockedServer;
let admin = "";
let customer = "";
let premium: { slug: string; title: string }[] = [];
const GONE_SLUG = "a-post-since-deleted";

const DAY_MS = 86_400_000;
const dayPlus = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Deterministic spread of raw rows over both periods. */
function seed(db: Database.Database) {
  premium = db.prepare("SELECT slug, title FROM blog_posts WHERE is_premium = 1 AND is_published = 1 ORDER BY slug LIMIT 2").all() as typeof premium;
  if (premium.length < 2) throw new Error("the seed has no two premium posts");
  const view = db.prepare(
    "INSERT INTO page_views (at, day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, visitor, teaser_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const paths = ["/", "/blog", "/pricing", `/blog/${premium[0]!.slug}`, `/blog/${premium[1]!.slug}`, "/blog?category=ai&page=2"];
  const referrers = ["", "www.google.com", "news.example", ""];
  const devices = ["desktop", "mobile", "tablet", "mobile"];
  // 75 days back from NOW: both periods, and a few days before the previous one.
  for (let back = 0; back < 75; back++) {
    const day = dayPlus("2026-06-15", -back);
    const visitors = 1 + (back % 4);
    for (let v = 0; v < visitors; v++) {
      const views = 1 + ((back + v) % 3);
      for (let n = 0; n < views; n++) {
        const path = paths[(back + v + n) % paths.length]!;
        const teaser = path === `/blog/${premium[0]!.slug}` ? premium[0]!.slug : path === `/blog/${premium[1]!.slug}` && v % 2 === 0 ? premium[1]!.slug : null;
        const campaign = (back + v) % 5 === 0 ? ["newsletter", "email", "june-digest"] : (back + v) % 7 === 0 ? ["=HYPERLINK(\"http://evil\")", "social", "x"] : ["", "", ""];
        view.run(Date.parse(`${day}T10:00:00Z`) + n, day, path, referrers[(v + n) % referrers.length], ...campaign, devices[(back + v) % devices.length], `v${back}-${v}`, teaser);
      }
    }
  }
  // The same visitor key on two days is two day-visitors (the key changes every day in real life).
  view.run(Date.parse("2026-06-14T11:00:00Z"), "2026-06-14", "/", "", "", "", "", "desktop", "same-key", null);
  view.run(Date.parse("2026-06-15T11:00:00Z"), "2026-06-15", "/", "", "", "", "", "desktop", "same-key", null);
  // A teaser of a post that has since been deleted.
  view.run(Date.parse("2026-06-10T11:00:00Z"), "2026-06-10", `/blog/${GONE_SLUG}`, "", "", "", "", "mobile", "gone-1", GONE_SLUG);

  const event = db.prepare("INSERT INTO insight_events (at, day, name, source, post_slug, product_id, amount_cents, currency, detail) VALUES (?, ?, ?, ?, ?, ?, ?, ?, '')");
  const on = (day: string, name: string, source: string, post: string | null, product: string | null = null, cents: number | null = null, currency: string | null = null) =>
    event.run(Date.parse(`${day}T12:00:00Z`), day, name, source, post, product, cents, currency);
  const [a, b] = [premium[0]!.slug, premium[1]!.slug];
  // The funnel: post a in both periods, post b in the current one, the deleted post with an unlock.
  for (const day of ["2026-06-01", "2026-06-02", "2026-06-14", "2026-05-20"]) on(day, "unlock_click", `/blog/${a}`, a);
  for (const day of ["2026-06-02", "2026-06-14"]) on(day, "checkout_start", `/blog/${a}`, a, "hospitality-bundle");
  on("2026-06-14", "purchase", `/blog/${a}`, a, "hospitality-bundle", 4999, "usd");
  on("2026-06-03", "unlock_click", `/blog/${b}`, b);
  on("2026-06-03", "checkout_start", `/blog/${b}`, b, "hospitality-bundle");
  on("2026-06-11", "unlock_click", `/blog/${GONE_SLUG}`, GONE_SLUG);
  on("2026-05-01", "unlock_click", `/blog/${a}`, a);
  on("2026-05-01", "purchase", `/blog/${a}`, a, "hospitality-bundle", 4999, "usd");
  // Purchases without a post, in two currencies, and in the previous period.
  on("2026-05-25", "purchase", "/", null, "digital_kitchen_playbook", 7999, "usd");
  on("2026-06-15", "purchase", "/fermentation-guidebook", null, "fermentation_guidebook", 79000, "thb");
  on("2026-06-15", "purchase", "/", null, "digital_kitchen_playbook", 7999, "usd");
  on("2026-04-20", "purchase", "/", null, "digital_kitchen_playbook", 7999, "usd");
  // Leads of every form, from their pages.
  on("2026-06-05", "enquiry", "/", null);
  on("2026-06-06", "enquiry", "/", null);
  on("2026-06-06", "enquiry", "/kitchen-design-services", null);
  on("2026-06-07", "contact", "/contact", null);
  on("2026-06-08", "quote", "/pricing", null);
  on("2026-06-09", "affiliate_application", "/affiliate", null);
  on("2026-04-25", "contact", "/contact", null);
  // A confirmed subscriber, from the form at the end of a post.
  on("2026-06-10", "newsletter_confirm", "post", null);
  // Not leads (a subscriber is one once confirmed).
  on("2026-06-10", "newsletter_signup", "post", null);
  on("2026-06-09", "signup", "/", null);
  on("2026-06-09", "download", "/resources", null);

  // The old day: only its sums are left.
  const daily = db.prepare("INSERT INTO insight_daily (day, dimension, value, views, visitors) VALUES (?, ?, ?, ?, ?)");
  daily.run(OLD_DAY, "site", "", 40, 17);
  daily.run(OLD_DAY, "path", "/old-landing-page", 40, 17);
  daily.run(OLD_DAY, "referrer", "", 40, 17);
  daily.run(OLD_DAY, "device", "desktop", 40, 17);

  // Referral clicks and commissions.
  const affiliate = insertAffiliate(db);
  const click = db.prepare("INSERT INTO referral_clicks (affiliate_id, day, landing_path, referrer_host, clicks) VALUES (?, ?, ?, ?, ?)");
  click.run(affiliate.id, "2026-06-01", "/", "", 4);
  click.run(affiliate.id, "2026-06-12", "/pricing", "blog.example", 3);
  click.run(affiliate.id, "2026-05-02", "/", "", 5);
  const buyer = (db.prepare("SELECT id FROM users ORDER BY created_at LIMIT 1").get() as { id: string }).id;
  const order = db.prepare("INSERT INTO orders (id, user_id, product_id, amount_cents, currency, status, mode, created_at, paid_at, affiliate_id, affiliate_source) VALUES (?, ?, 'digital_kitchen_playbook', 7999, 'usd', 'paid', 'test', ?, ?, ?, 'link')");
  const commission = db.prepare(
    "INSERT INTO commissions (id, affiliate_id, order_id, kind, base_cents, rate_percent, amount_cents, currency, available_at, reversed_at, payout_id, created_at) VALUES (?, ?, ?, 'commission', 7999, 10, ?, 'usd', ?, ?, NULL, ?)",
  );
  const sale = (id: string, at: string, cents: number, reversed = false) => {
    order.run(`ord_ins_${id}`, buyer, Date.parse(at), Date.parse(at), affiliate.id);
    commission.run(`com_ins_${id}`, affiliate.id, `ord_ins_${id}`, cents, Date.parse(at) + 30 * DAY_MS, reversed ? Date.parse(at) + DAY_MS : null, Date.parse(at));
  };
  sale("1", "2026-06-02T09:00:00Z", 800);
  sale("2", "2026-06-13T09:00:00Z", 800);
  sale("3", "2026-06-04T09:00:00Z", 800, true); // refunded: earns nothing
  sale("4", "2026-05-03T09:00:00Z", 800);
}

beforeAll(async () => {
  server = await startServerAt(NOW, { seed: true, env: { INSIGHTS_FLUSH_MS: "100" } });
  customer = await signUpOverHttp(server);
  admin = await signUpAdminOverHttp(server);
  withServerDatabase(server, seed);
}, 180_000);
afterAll(() => server?.stop());

// ─── What the test counts itself ──────────────────────────────────────────────

type Range = { from: string; to: string };
const q = <T>(sql: string, ...args: unknown[]) => withServerDatabase(server, (db) => db.prepare(sql).all(...args) as T[]);
const one = (sql: string, ...args: unknown[]) => Number(Object.values(q<Record<string, number>>(sql, ...args)[0] ?? { n: 0 })[0] ?? 0);

function expected({ from, to }: Range) {
  const between = "day BETWEEN ? AND ?";
  const leads = "('enquiry', 'contact', 'quote', 'affiliate_application', 'newsletter_confirm')";
  return {
    views: one(`SELECT count(*) FROM page_views WHERE ${between}`, from, to),
    visitors: one(`SELECT count(*) FROM (SELECT DISTINCT day, visitor FROM page_views WHERE ${between})`, from, to),
    purchases: one(`SELECT count(*) FROM insight_events WHERE name = 'purchase' AND ${between}`, from, to),
    usd: one(`SELECT coalesce(sum(amount_cents), 0) FROM insight_events WHERE name = 'purchase' AND currency = 'usd' AND ${between}`, from, to),
    thb: one(`SELECT coalesce(sum(amount_cents), 0) FROM insight_events WHERE name = 'purchase' AND currency = 'thb' AND ${between}`, from, to),
    leads: one(`SELECT count(*) FROM insight_events WHERE name IN ${leads} AND ${between}`, from, to),
    clicks: one(`SELECT coalesce(sum(clicks), 0) FROM referral_clicks WHERE ${between}`, from, to),
    commissions: one(
      "SELECT coalesce(sum(amount_cents), 0) FROM commissions WHERE reversed_at IS NULL AND created_at >= ? AND created_at < ?",
      Date.parse(`${from}T00:00:00Z`),
      Date.parse(`${to}T00:00:00Z`) + DAY_MS,
    ),
  };
}

/** What the page writes for a change against the period before. */
function change(now: number, before: number) {
  if (now === before) return "no change";
  if (before === 0) return "new";
  const percent = Math.round(((now - before) / before) * 100);
  return `${percent > 0 ? "+" : "−"}${Math.abs(percent)}%`;
}

const usd = (cents: number) => `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const thb = (cents: number) => `THB\u00a0${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const int = (n: number) => n.toLocaleString("en-US");

// ─── Reading the page ─────────────────────────────────────────────────────────

async function page(query = "", cookie = admin) {
  const response = await fetch(`${server.origin}/admin/insights${query}`, { headers: { Cookie: cookie }, redirect: "manual" });
  const html = await response.text();
  expect(response.status, html.slice(0, 300)).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  return html;
}

const text = (html: string) => html.replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, "").replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").trim();

function figure(html: string, key: string) {
  const start = html.indexOf(`data-figure="${key}"`);
  if (start < 0) return null;
  const block = html.slice(start, html.indexOf("</div>", start));
  return {
    value: text(/data-value[^>]*>([\s\S]*?)<\/dd>/.exec(block)?.[1] ?? ""),
    change: text(/data-change[^>]*>([\s\S]*?)<span class="sr-only">/.exec(block)?.[1] ?? "").replace(/^[▲▼] /, ""),
  };
}

/** A section of the page, from its heading's id to its end. */
function section(html: string, id: string) {
  const start = html.indexOf(`id="${id}"`);
  if (start < 0) throw new Error(`no section ${id}`);
  return html.slice(start, html.indexOf("</section>", start));
}

/** Each row of a table: its cells' text. */
function rows(html: string, attribute = "data-row") {
  return [...html.matchAll(new RegExp(`<tr[^>]*${attribute}="([^"]*)"[^>]*>([\\s\\S]*?)</tr>`, "g"))].map(([, key, row]) => ({
    key: key!.replace(/&amp;/g, "&").replace(/&quot;/g, '"'),
    cells: [...row!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((m) => text(m[1]!)),
  }));
}

async function csv(query: string, cookie = admin) {
  const response = await fetch(`${server.origin}/admin/insights.csv?${query}`, { headers: { Cookie: cookie }, redirect: "manual" });
  const body = await response.text();
  return { response, body, rows: parseCsv(body) };
}

function parseCsv(body: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") row.push(cell), (cell = "");
    else if (c === "\r" && body[i + 1] === "\n") row.push(cell), out.push(row), (row = []), (cell = ""), i++;
    else cell += c;
  }
  return out;
}

// ─── The tests ────────────────────────────────────────────────────────────────

describe("the default range: the last 30 days against the 30 before", () => {
  let html = "";
  beforeAll(async () => {
    html = await page();
  });

  it("names the range and the period it is compared with", () => {
    expect(text(/data-range[^>]*>([\s\S]*?)<\/p>/.exec(html)![1]!)).toBe("Last 30 days: 17 May 2026 – 15 Jun 2026 (UTC), compared against 17 Apr 2026 – 16 May 2026.");
    expect(html).not.toContain("data-range-error");
  });

  it("shows every headline figure as counted from the raw rows, with its change in %", () => {
    const now = expected(RANGE);
    const before = expected(PREVIOUS);
    expect(now.views).toBeGreaterThan(before.views * 0.5);
    expect(figure(html, "visitors")).toEqual({ value: int(now.visitors), change: change(now.visitors, before.visitors) });
    expect(figure(html, "views")).toEqual({ value: int(now.views), change: change(now.views, before.views) });
    expect(figure(html, "revenue-usd")).toEqual({ value: usd(now.usd), change: change(now.usd, before.usd) });
    expect(figure(html, "revenue-thb")).toEqual({ value: thb(now.thb), change: "new" });
    expect(figure(html, "purchases")).toEqual({ value: int(now.purchases), change: change(now.purchases, before.purchases) });
    expect(figure(html, "leads")).toEqual({ value: int(now.leads), change: change(now.leads, before.leads) });
    expect(figure(html, "referral-clicks")).toEqual({ value: int(now.clicks), change: change(now.clicks, before.clicks) });
    expect(figure(html, "commissions-usd")).toEqual({ value: usd(now.commissions), change: change(now.commissions, before.commissions) });
    // Figures this test can name without SQL, so the SQL above is not trusted blindly.
    expect(now.usd).toBe(4999 + 7999 + 7999);
    expect(now.leads).toBe(7);
    expect(now.clicks).toBe(7);
    expect(now.commissions).toBe(1600);
  });

  it("draws the visits per day as an SVG named with its unit, with the same figures in its table", () => {
    const traffic = section(html, "traffic");
    expect(traffic).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="chart-traffic-title"/);
    expect(traffic).toContain("<title id=\"chart-traffic-title\">Page views and visitors per day, last 30 days</title>");
    expect(traffic).toContain(">Views and visitors per day</text>");
    const table = rows(traffic);
    expect(table).toHaveLength(30);
    const perDay = new Map(q<{ day: string; views: number; visitors: number }>(
      "SELECT day, count(*) AS views, count(DISTINCT visitor) AS visitors FROM page_views WHERE day BETWEEN ? AND ? GROUP BY day", RANGE.from, RANGE.to,
    ).map((d) => [d.day, d]));
    for (const row of table) expect(row.cells.slice(1), row.key).toEqual([int(perDay.get(row.key)?.views ?? 0), int(perDay.get(row.key)?.visitors ?? 0)]);
    // The line has a point per day.
    expect((/<path d="(M[^"]*)"/.exec(traffic)![1]!.match(/[ML]/g) ?? []).length).toBe(30);
  });

  it("draws revenue per day in each currency, the axis in US$ and THB", () => {
    const revenue = section(html, "revenue-usd");
    expect(revenue).toContain(">US$ per day</text>");
    expect(section(html, "revenue-thb")).toContain(">THB per day</text>");
    const june14 = rows(revenue).find((r) => r.key === "2026-06-14")!;
    expect(june14.cells).toEqual(["14 Jun 2026", "1", usd(4999)]);
    expect(rows(revenue).filter((r) => r.cells[1] !== "0")).toHaveLength(3);
  });

  it("lists pages, referrers (none as Direct / none), campaigns and devices with their views and day-visitors", () => {
    const counted = (column: string) =>
      q<{ value: string; views: number; visitors: number }>(
        `SELECT ${column} AS value, count(*) AS views, count(DISTINCT day || visitor) AS visitors FROM page_views WHERE day BETWEEN ? AND ? GROUP BY 1`,
        RANGE.from,
        RANGE.to,
      );
    const check = (id: string, column: string, rename = (v: string) => v) => {
      const shown = rows(section(html, id)).map((r) => [r.cells[0], r.cells[1], r.cells[2]]);
      const want = counted(column).map((c) => [rename(c.value), int(c.views), int(c.visitors)]);
      expect(shown.slice().sort()).toEqual(want.slice().sort());
      expect(shown.map((r) => Number(r[1]!.replace(/,/g, "")))).toEqual(shown.map((r) => Number(r[1]!.replace(/,/g, ""))).sort((x, y) => y - x));
    };
    check("pages", "path");
    check("referrers", "referrer_host", (v) => (v === "" ? "Direct / none" : v));
    check("devices", "device");
    const campaigns = rows(section(html, "campaigns")).map((r) => r.cells[0]);
    expect(campaigns.sort()).toEqual(["newsletter / email / june-digest", '=HYPERLINK("http://evil") / social / x'].sort());
  });

  it("sums revenue by product, named, per currency", () => {
    const names = q<{ id: string; name: string }>("SELECT id, name FROM products WHERE id IN ('fermentation_guidebook', 'digital_kitchen_playbook', 'hospitality-bundle')");
    const byId = Object.fromEntries(names.map((n) => [n.id, n.name]));
    expect(Object.keys(byId)).toHaveLength(3);
    // Most revenue first (amounts in minor units: 79,000 satang is THB 790).
    expect(rows(section(html, "products")).map((r) => r.cells)).toEqual([
      [byId.fermentation_guidebook, "1", thb(79000)],
      [byId.digital_kitchen_playbook, "2", usd(15998)],
      [byId["hospitality-bundle"], "1", usd(4999)],
    ]);
  });

  it("counts leads by form and the page they were sent from", () => {
    const shown = rows(section(html, "leads")).map((r) => r.cells);
    const labels: Record<string, string> = { enquiry: "Enquiry", contact: "Contact", quote: "Custom quote", affiliate_application: "Affiliate application", newsletter_confirm: "Newsletter subscription" };
    const want = q<{ name: string; source: string; n: number }>(
      "SELECT name, source, count(*) AS n FROM insight_events WHERE name IN ('enquiry', 'contact', 'quote', 'affiliate_application', 'newsletter_confirm') AND day BETWEEN ? AND ? GROUP BY 1, 2",
      RANGE.from,
      RANGE.to,
    ).map((l) => [labels[l.name], l.source, String(l.n)]);
    expect(shown.slice().sort()).toEqual(want.sort());
    expect(shown[0]).toEqual(["Enquiry", "/", "2"]);
  });

  it("shows the premium funnel per post: teaser visitors → unlocks → checkouts → purchases, with rates and drop-off", () => {
    const funnel = rows(section(html, "funnel"), "data-funnel");
    const steps = (slug: string) => ({
      teaser: one("SELECT count(*) FROM (SELECT DISTINCT day, visitor FROM page_views WHERE teaser_of = ? AND day BETWEEN ? AND ?)", slug, RANGE.from, RANGE.to),
      unlocks: one("SELECT count(*) FROM insight_events WHERE name = 'unlock_click' AND post_slug = ? AND day BETWEEN ? AND ?", slug, RANGE.from, RANGE.to),
      checkouts: one("SELECT count(*) FROM insight_events WHERE name = 'checkout_start' AND post_slug = ? AND day BETWEEN ? AND ?", slug, RANGE.from, RANGE.to),
      purchases: one("SELECT count(*) FROM insight_events WHERE name = 'purchase' AND post_slug = ? AND day BETWEEN ? AND ?", slug, RANGE.from, RANGE.to),
    });
    const pct = (part: number, whole: number) => (whole === 0 ? "–" : `${part / whole < 0.1 && part > 0 ? ((part / whole) * 100).toFixed(1).replace(/\.0$/, "") : Math.round((part / whole) * 100)}%`);
    for (const [slug, title] of [...premium.map((p) => [p.slug, p.title] as const), [GONE_SLUG, GONE_SLUG] as const]) {
      const s = steps(slug);
      const row = funnel.find((r) => r.key === slug);
      expect(row, slug).toBeDefined();
      const dropped = (before: number, after: number) => (before > after ? ` −${before - after} dropped` : "");
      expect(row!.cells.map((c) => c.replace(/−/g, " −").replace(/\s+/g, " ").trim()), slug).toEqual([
        title === slug ? slug : `${title}${slug}`,
        int(s.teaser),
        `${s.unlocks}${dropped(s.teaser, s.unlocks)}`.trim(),
        pct(s.unlocks, s.teaser),
        `${s.checkouts}${dropped(s.unlocks, s.checkouts)}`.trim(),
        pct(s.checkouts, s.unlocks),
        `${s.purchases}${dropped(s.checkouts, s.purchases)}`.trim(),
        pct(s.purchases, s.checkouts),
        pct(s.purchases, s.teaser),
      ]);
    }
    expect(steps(premium[0]!.slug)).toMatchObject({ unlocks: 4, checkouts: 2, purchases: 1 });
    // Most teaser visitors first.
    const teasers = funnel.map((r) => Number(r.cells[1]!.replace(/,/g, "")));
    expect(teasers).toEqual(teasers.slice().sort((x, y) => y - x));
  });
});

describe("the funnel sorted by its headings' links", () => {
  it("by purchases, ascending and descending, by post, and the links say what comes next", async () => {
    const order = (html: string) => rows(section(html, "funnel"), "data-funnel").map((r) => r.key);
    const asc = order(await page("?range=30d&sort=purchases&dir=asc"));
    const desc = order(await page("?range=30d&sort=purchases&dir=desc"));
    expect(asc[asc.length - 1]).toBe(premium[0]!.slug);
    expect(desc[0]).toBe(premium[0]!.slug);
    const byPost = await page("?range=30d&sort=post");
    const titles = rows(section(byPost, "funnel"), "data-funnel").map((r) => r.cells[0]!);
    expect(titles).toEqual(titles.slice().sort((x, y) => x.localeCompare(y)));
    expect(section(byPost, "funnel")).toContain('aria-sort="ascending"');
    expect(section(byPost, "funnel")).toContain('href="/admin/insights?range=30d&amp;sort=post&amp;dir=desc#funnel"');
    // An unknown column is the default order, not an error.
    expect(order(await page("?sort=nonsense&dir=up"))).toEqual(order(await page()));
  });
});

describe("other ranges", () => {
  it("a custom range is counted and compared with the days just before it", async () => {
    const html = await page("?range=custom&from=2026-05-01&to=2026-05-10");
    const now = expected({ from: "2026-05-01", to: "2026-05-10" });
    const before = expected({ from: "2026-04-21", to: "2026-04-30" });
    expect(text(/data-range[^>]*>([\s\S]*?)<\/p>/.exec(html)![1]!)).toBe("Custom: 1 May 2026 – 10 May 2026 (UTC), compared against 21 Apr 2026 – 30 Apr 2026.");
    expect(figure(html, "visitors")).toEqual({ value: int(now.visitors), change: change(now.visitors, before.visitors) });
    expect(figure(html, "views")).toEqual({ value: int(now.views), change: change(now.views, before.views) });
    expect(figure(html, "revenue-usd")).toEqual({ value: usd(4999), change: change(4999, before.usd) });
    expect(figure(html, "leads")).toEqual({ value: "0", change: change(0, before.leads) });
    expect(figure(html, "referral-clicks")).toEqual({ value: "5", change: "new" });
    expect(figure(html, "commissions-usd")).toEqual({ value: usd(800), change: "new" });
    expect(rows(section(html, "traffic"))).toHaveLength(10);
    // From and To without a range are a custom range too.
    expect(figure(await page("?from=2026-05-01&to=2026-05-10"), "views")).toEqual(figure(html, "views"));
  });

  it("the last 7 days", async () => {
    const html = await page("?range=7d");
    const now = expected({ from: "2026-06-09", to: "2026-06-15" });
    const before = expected({ from: "2026-06-02", to: "2026-06-08" });
    expect(figure(html, "views")).toEqual({ value: int(now.views), change: change(now.views, before.views) });
    expect(figure(html, "visitors")).toEqual({ value: int(now.visitors), change: change(now.visitors, before.visitors) });
  });

  it("12 months are charted per month, a month's visitors being the sum of its days'", async () => {
    const html = await page("?range=12m");
    expect(html).toContain(">Views and visitors per month</text>");
    const months = rows(section(html, "traffic"));
    expect(months.map((m) => m.key)).toEqual(["2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06"]);
    for (const month of months) {
      const views = one("SELECT count(*) FROM page_views WHERE substr(day, 1, 7) = ? AND day <= '2026-06-15'", month.key);
      const visitors = one("SELECT count(*) FROM (SELECT DISTINCT day, visitor FROM page_views WHERE substr(day, 1, 7) = ?)", month.key);
      expect(month.cells.slice(1), month.key).toEqual([int(views), int(visitors)]);
    }
    expect(months.find((m) => m.key === "2026-06")!.cells[0]).toBe("Jun 2026");
  });

  it("a day older than the 13 months of raw rows still shows from its daily sums", async () => {
    expect(one("SELECT count(*) FROM page_views WHERE day = ?", OLD_DAY)).toBe(0);
    const html = await page("?range=custom&from=2025-01-01&to=2025-01-31");
    expect(figure(html, "views")!.value).toBe("40");
    expect(figure(html, "visitors")!.value).toBe("17");
    expect(rows(section(html, "pages")).map((r) => r.cells)).toEqual([["/old-landing-page", "40", "17"]]);
    expect(rows(section(html, "referrers")).map((r) => r.cells)).toEqual([["Direct / none", "40", "17"]]);
    expect(rows(section(html, "traffic")).find((r) => r.key === OLD_DAY)!.cells).toEqual(["10 Jan 2025", "40", "17"]);
    // Looking at it did not sum the day again from rows that are gone.
    expect(one("SELECT views FROM insight_daily WHERE day = ? AND dimension = 'site'", OLD_DAY)).toBe(40);
  });

  it.each([
    ["?range=custom&from=2026-13-45&to=2026-06-01", "Enter both days as dates, such as 2026-11-01. Showing the last 30 days instead."],
    ["?range=custom&from=2026-06-10&to=2026-06-01", "The first day must be on or before the last day. Showing the last 30 days instead."],
    ["?range=custom&from=2001-01-01&to=2026-06-01", "Choose a range of at most ten years. Showing the last 30 days instead."],
    ["?range=forever", "Choose a range from the list. Showing the last 30 days instead."],
    ["?from=yesterday", "Enter both days as dates, such as 2026-11-01. Showing the last 30 days instead."],
  ])("a range that cannot be read (%s) is named, and the last 30 days shown (200)", async (query, message) => {
    const html = await page(query);
    expect(text(/data-range-error[^>]*>([\s\S]*?)<\/p>/.exec(html)![1]!)).toBe(message);
    expect(figure(html, "views")!.value).toBe(int(expected(RANGE).views));
    const csvAnswer = await csv(`${query.slice(1)}&table=pages`);
    expect(csvAnswer.response.status).toBe(400);
    expect(csvAnswer.body).toBe(message.replace(" Showing the last 30 days instead.", ""));
  });
});

describe("the CSVs", () => {
  const range = "range=30d";

  it("every table is an attachment with a header and every row, computed independently", async () => {
    const want = expected(RANGE);
    const checks: Record<string, (rows: string[][]) => void> = {
      summary: (r) => {
        expect(r[0]).toEqual(["figure", "this_period", "previous_period", "change_percent"]);
        const byKey = Object.fromEntries(r.slice(1).map((row) => [row[0], row]));
        expect(byKey.views![1]).toBe(String(want.views));
        expect(byKey.visitors![1]).toBe(String(want.visitors));
        expect(byKey["revenue-usd"]![1]).toBe((want.usd / 100).toFixed(2));
        expect(byKey["revenue-thb"]![1]).toBe((want.thb / 100).toFixed(2));
        expect(byKey["commissions-usd"]![1]).toBe((want.commissions / 100).toFixed(2));
        const before = expected(PREVIOUS);
        expect(byKey["referral-clicks"]!.slice(1)).toEqual([String(want.clicks), String(before.clicks), (((want.clicks - before.clicks) / before.clicks) * 100).toFixed(2)]);
        expect(byKey.views![3]).toBe((((want.views - before.views) / before.views) * 100).toFixed(2));
        expect(byKey["revenue-thb"]![3]).toBe("");
      },
      traffic: (r) => {
        expect(r[0]).toEqual(["day", "views", "visitors"]);
        expect(r).toHaveLength(31);
        expect(r.slice(1).reduce((sum, row) => sum + Number(row[1]), 0)).toBe(want.views);
        expect(r.slice(1).reduce((sum, row) => sum + Number(row[2]), 0)).toBe(want.visitors);
      },
      pages: (r) => {
        expect(r[0]).toEqual(["path", "views", "visitors"]);
        const counted = q<{ path: string; n: number }>("SELECT path, count(*) AS n FROM page_views WHERE day BETWEEN ? AND ? GROUP BY path", RANGE.from, RANGE.to);
        expect(r.slice(1).map((row) => [row[0], row[1]]).sort()).toEqual(counted.map((c) => [c.path, String(c.n)]).sort());
      },
      referrers: (r) => expect(r.slice(1).map((row) => row[0])).toContain("Direct / none"),
      campaigns: (r) => {
        // A cell a spreadsheet would run as a formula is written as text.
        expect(r.slice(1).map((row) => row[0]).sort()).toEqual(["newsletter / email / june-digest", "'=HYPERLINK(\"http://evil\") / social / x"].sort());
      },
      devices: (r) => expect(r.slice(1).reduce((sum, row) => sum + Number(row[1]), 0)).toBe(want.views),
      revenue: (r) => {
        expect(r[0]).toEqual(["day", "currency", "purchases", "amount"]);
        expect(r.filter((row) => row[1] === "usd").reduce((sum, row) => sum + Math.round(Number(row[3]) * 100), 0)).toBe(want.usd);
        expect(r.filter((row) => row[1] === "thb").reduce((sum, row) => sum + Math.round(Number(row[3]) * 100), 0)).toBe(want.thb);
      },
      products: (r) => expect(r.slice(1).map((row) => [row[0], row[2], row[3], row[4]])).toEqual([
        ["fermentation_guidebook", "thb", "1", "790.00"],
        ["digital_kitchen_playbook", "usd", "2", "159.98"],
        ["hospitality-bundle", "usd", "1", "49.99"],
      ]),
      leads: (r) => expect(r.slice(1).reduce((sum, row) => sum + Number(row[2]), 0)).toBe(want.leads),
      funnel: (r) => {
        expect(r[0]![0]).toBe("post_slug");
        const a = r.find((row) => row[0] === premium[0]!.slug)!;
        expect([a[3], a[5], a[7]]).toEqual(["4", "2", "1"]);
        expect(a[6]).toBe("50.00");
      },
    };
    for (const [table, check] of Object.entries(checks)) {
      const { response, body, rows: parsed } = await csv(`${range}&table=${table}`);
      expect(response.status, table).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="insights-${table}-${RANGE.from}-to-${RANGE.to}.csv"`);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      if (table === "campaigns") expect(body).toContain(`"'=HYPERLINK(""http://evil"") / social / x"`);
      check(parsed);
    }
  });

  it("follows the funnel's sort and an unknown table is refused", async () => {
    const { rows: sorted } = await csv(`${range}&table=funnel&sort=purchases&dir=desc`);
    expect(sorted[1]![0]).toBe(premium[0]!.slug);
    const { response, body } = await csv(`${range}&table=everything`);
    expect(response.status).toBe(400);
    expect(body).toMatch(/^Name a table: summary, traffic, pages/);
  });
});

describe("the overview and who may look", () => {
  it("/admin shows the last 7 days against the 7 before, with the way to the dashboard", async () => {
    const response = await fetch(`${server.origin}/admin`, { headers: { Cookie: admin } });
    const html = await response.text();
    const week = html.slice(html.indexOf("data-week-insights"), html.indexOf("</section>", html.indexOf("data-week-insights")));
    const now = expected({ from: "2026-06-09", to: "2026-06-15" });
    const before = expected({ from: "2026-06-02", to: "2026-06-08" });
    expect(figure(week, "visitors")).toEqual({ value: int(now.visitors), change: change(now.visitors, before.visitors) });
    expect(figure(week, "views")).toEqual({ value: int(now.views), change: change(now.views, before.views) });
    expect(figure(week, "revenue-usd")).toEqual({ value: usd(now.usd), change: change(now.usd, before.usd) });
    expect(figure(week, "leads")).toEqual({ value: int(now.leads), change: change(now.leads, before.leads) });
    expect(week).toContain('href="/admin/insights?range=7d"');
    expect(html).toMatch(/<a[^>]*href="\/admin\/insights"[^>]*>Insights<\/a>/);
  });

  it("a customer gets 403 and a visitor is sent to sign in, for the page and the CSV", async () => {
    for (const path of ["/admin/insights", "/admin/insights.csv?table=pages"]) {
      const signedIn = await fetch(`${server.origin}${path}`, { headers: { Cookie: customer }, redirect: "manual" });
      expect(signedIn.status, path).toBe(403);
      expect(await signedIn.text()).not.toContain("Premium funnel");
      const visitor = await fetch(`${server.origin}${path}`, { redirect: "manual" });
      expect([302, 303]).toContain(visitor.status);
      expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    }
  });

  it("a view counted by the server reaches the dashboard at once (the process's batch is written first)", async () => {
    const before = expected(RANGE).views;
    const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36" };
    expect((await fetch(`${server.origin}/pricing`, { headers: browser })).status).toBe(200);
    const html = await page();
    expect(expected(RANGE).views).toBe(before + 1);
    expect(figure(html, "views")!.value).toBe(int(before + 1));
  });
});
