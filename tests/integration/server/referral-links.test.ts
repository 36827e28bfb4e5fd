/**
 * Referral links through the running production server, in test mode (no
 * Stripe key): `?ref=CODE` and `/r/CODE` redirect to the clean page and set
 * the signed referral cookie for an active affiliate's code only; the click
 * is counted with nothing about the visitor; the cookie leaves the page cache
 * shared; and a test-mode purchase made with it is the affiliate's.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { orders, promotionCodes, users } from "~/db/schema";
import { insertAffiliate, readReferralCookie, referralSetCookie, signedReferral, type TestAffiliate } from "../../support/affiliates";
import { seedOwnDatabase } from "../../support/own-database";
import { post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";

const SECRET = "referral-links-test-secret-long-enough-0123456789";
const DAY_MS = 86_400_000;

let server: RunningServer;
let secure: RunningServer;

beforeAll(async () => {
  const dataDir = await seedOwnDatabase();
  server = await startServer({ dataDir, env: { SESSION_SECRET: SECRET } });
  // The same database behind an https PUBLIC_URL (a proxy holds TLS): the cookie is Secure.
  secure = await startServer({ dataDir, env: { SESSION_SECRET: SECRET, PUBLIC_URL: "https://127.0.0.1" } });
}, 120_000);
afterAll(async () => {
  await server.stop();
  await secure.stop();
});

const affiliate = (options: Parameters<typeof insertAffiliate>[1] = {}) => insertAffiliate(db.$client, options);
const get = (pathname: string, headers: Record<string, string> = {}, target = server) =>
  fetch(`${target.origin}${pathname}`, { headers, redirect: "manual" });
const clicksOf = (affiliateId: string) => db.$client.prepare("SELECT * FROM referral_clicks WHERE affiliate_id = ? ORDER BY landing_path, referrer_host").all(affiliateId);
const today = () => new Date().toISOString().slice(0, 10);

function expectCleanRedirect(response: Response, location: string) {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(location);
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
}

describe("a referral link", () => {
  let anna: TestAffiliate;
  beforeAll(() => {
    anna = affiliate();
  });

  it("redirects to the same page without ref, keeping the other parameters, and sets the signed cookie with its attributes", async () => {
    const before = Date.now();
    const response = await get(`/blog?category=research&ref=${anna.code.toLowerCase()}&utm_source=news%20letter`);
    expectCleanRedirect(response, "/blog?category=research&utm_source=news%20letter");
    const cookie = referralSetCookie(response)!;
    expect(cookie).toBeDefined();
    const attributes = cookie.split(";").slice(1).map((a) => a.trim().toLowerCase());
    expect(attributes.sort()).toEqual(["httponly", "max-age=2592000", "path=/", "samesite=lax"]);
    // The code as the affiliate has it, and when the link was followed.
    const held = (await readReferralCookie(SECRET, cookie)) as { code: string; at: number };
    expect(held.code).toBe(anna.code);
    expect(held.at).toBeGreaterThanOrEqual(before - 1000);
    expect(held.at).toBeLessThanOrEqual(Date.now() + 1000);
    // Nothing but the code and the time.
    expect(Object.keys(held).sort()).toEqual(["at", "code"]);
    // The page it lands on is the ordinary page.
    expect((await get(response.headers.get("Location")!)).status).toBe(200);
  });

  it("is Secure when PUBLIC_URL is https", async () => {
    const response = await get(`/pricing?ref=${anna.code}`, {}, secure);
    expectCleanRedirect(response, "/pricing");
    expect(referralSetCookie(response)!.split(";").map((a) => a.trim())).toContain("Secure");
  });

  it("in its short form /r/CODE lands on the home page, with the same cookie", async () => {
    const response = await get(`/r/${anna.code}`);
    expectCleanRedirect(response, "/");
    expect(await readReferralCookie(SECRET, referralSetCookie(response)!)).toMatchObject({ code: anna.code });
    expectCleanRedirect(await get(`/r/${anna.code}?utm_source=card`), "/?utm_source=card");
  });

  it("never leaves the site: the Location is a path, whatever the Host", async () => {
    const response = await get(`/r/${anna.code}`, { Host: "evil.example" });
    expectCleanRedirect(response, "/");
    expect((await get(`/?ref=${anna.code}`, { "X-Forwarded-Host": "evil.example" })).headers.get("Location")).toBe("/");
    // `//host` targets never reach it (paths.js answers 400).
    expect((await get(`//evil.example/?ref=${anna.code}`)).status).toBe(400);
  });

  it("with an unknown, malformed or suspended affiliate's code: the same redirect, no cookie, nothing counted", async () => {
    const suspended = affiliate({ status: "suspended" });
    for (const code of ["NOBODY-000000", suspended.code, "<script>", "", "x".repeat(200)]) {
      for (const link of [`/pricing?ref=${encodeURIComponent(code)}&tab=a`, `/r/${encodeURIComponent(code || "-")}`]) {
        const response = await get(link);
        expectCleanRedirect(response, link.startsWith("/r/") ? "/" : "/pricing?tab=a");
        expect(referralSetCookie(response), link).toBeUndefined();
      }
    }
    expect(clicksOf(suspended.id)).toEqual([]);
    expect((await get("/pricing?tab=a")).status).toBe(200);
  });

  it("the latest valid link wins: a second affiliate's link replaces the first's cookie; an unknown code leaves it", async () => {
    const first = affiliate();
    const second = affiliate();
    const firstCookie = referralSetCookie(await get(`/?ref=${first.code}`))!.split(";")[0]!;
    const replaced = referralSetCookie(await get(`/blog?ref=${second.code}`, { Cookie: firstCookie }))!;
    expect(await readReferralCookie(SECRET, replaced)).toMatchObject({ code: second.code });
    expect(referralSetCookie(await get("/?ref=NOBODY-111111", { Cookie: firstCookie }))).toBeUndefined();
  });

  it("a .data request (the running app's own navigation) is left to the app", async () => {
    const response = await get(`/pricing.data?ref=${anna.code}`);
    expect(response.status).not.toBe(302);
    expect(referralSetCookie(response)).toBeUndefined();
  });
});

describe("clicks", () => {
  it("are counted per UTC day, landing path and referrer host, and nothing else is stored", async () => {
    const maria = affiliate();
    await get(`/blog?ref=${maria.code}&page=2`, { Referer: "https://News.Example.com/story?id=7" });
    await get(`/blog?ref=${maria.code}`, { Referer: "https://news.example.com/other" });
    await get(`/r/${maria.code}`);
    await get(`/r/${maria.code}`, { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" });
    await fetch(`${server.origin}/r/${maria.code}`, { method: "HEAD", redirect: "manual" });
    // Every column of every row: the counter's key and its count, no address, no browser.
    expect(clicksOf(maria.id)).toEqual([
      { affiliate_id: maria.id, day: today(), landing_path: "/", referrer_host: "", clicks: 1 },
      { affiliate_id: maria.id, day: today(), landing_path: "/blog", referrer_host: "news.example.com", clicks: 2 },
    ]);
    const columns = db.$client.prepare("SELECT name FROM pragma_table_info('referral_clicks')").all();
    expect(columns.map((c) => (c as { name: string }).name).sort()).toEqual(["affiliate_id", "clicks", "day", "landing_path", "referrer_host"]);
  });
});

describe("the page cache with the referral cookie", () => {
  it("serves a visitor carrying it the shared pages (X-Page-Cache: HIT), never a personal one", async () => {
    const cookie = await signedReferral(SECRET, { code: "ANY-CODE01", at: Date.now() });
    for (const pathname of ["/guest-experience", "/blog", "/blog?category=research"]) {
      await get(pathname);
      for (const headers of [{ Cookie: cookie }, { Cookie: `theme=dark; ${cookie}` }]) {
        const response = await get(pathname, headers);
        expect(response.status).toBe(200);
        expect(response.headers.get("X-Page-Cache"), pathname).toBe("HIT");
        expect(response.headers.get("Cache-Control")).toMatch(/^public, /);
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    }
  });
});

describe("the privacy page", () => {
  it("names the referral cookie, what it holds and its 30 days, while it is on its default text", async () => {
    const text = (await (await get("/privacy")).text()).replace(/<[^>]+>/g, "");
    expect(text).toContain("affiliate_ref");
    expect(text).toMatch(/holds the partner's code and the time you followed the link, nothing about you/);
    // The row's last cell: how long it lasts.
    const row = text.slice(text.indexOf("affiliate_ref"), text.indexOf("None of these cookies"));
    expect(row.trim()).toMatch(/30 days$/);
  });
});

describe("attribution in test mode", () => {
  const signUp = async () => {
    db.$client.prepare("DELETE FROM rate_limit_hits WHERE bucket LIKE 'signup:%'").run();
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    return { email, session: await signUpOverHttp(server, email) };
  };
  const orderRow = (id: string) => db.select({ affiliateId: orders.affiliateId, source: orders.affiliateSource, status: orders.status, mode: orders.mode }).from(orders).where(eq(orders.id, id)).get();
  const checkout = async (cookie: string, productId = "digital_kitchen_playbook") => {
    const response = await post(server, "/checkout", { productId, returnTo: "/" }, { cookie });
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    expect(location).toMatch(/^\/checkout\/test\//);
    return { location, orderId: decodeURIComponent(location.split("/").pop()!.split("?")[0]!) };
  };

  it("a buyer who followed the link buys in test mode: the order is the affiliate's, from the link, and stays so when paid", async () => {
    const lena = affiliate();
    const link = referralSetCookie(await get(`/?ref=${lena.code}`))!.split(";")[0]!;
    const { session } = await signUp();
    const { location, orderId } = await checkout(`${session}; ${link}`);
    expect(orderRow(orderId)).toEqual({ affiliateId: lena.id, source: "link", status: "pending", mode: "test" });
    const paid = await post(server, location, { intent: "pay" }, { cookie: `${session}; ${link}` });
    expect(paid.status).toBe(303);
    expect(orderRow(orderId)).toEqual({ affiliateId: lena.id, source: "link", status: "paid", mode: "test" });
  });

  it("signing up from the buy button carries the link to the order", async () => {
    const omar = affiliate();
    const link = referralSetCookie(await get(`/r/${omar.code}`))!.split(";")[0]!;
    db.$client.prepare("DELETE FROM rate_limit_hits WHERE bucket LIKE 'signup:%'").run();
    const email = `signup-${randomUUID().slice(0, 8)}@example.com`;
    const response = await post(server, "/signup", { email, password: "a-long-test-password-2026", fullName: "New Buyer", intent: "checkout:nutri_sync", redirectTo: "/" }, { cookie: link });
    expect(response.status).toBe(303);
    const orderId = decodeURIComponent(response.headers.get("Location")!.split("/").pop()!.split("?")[0]!);
    expect(orderRow(orderId)).toMatchObject({ affiliateId: omar.id, source: "link" });
  });

  it("a cookie older than 30 days, a forged one, or a suspended affiliate's attributes nothing", async () => {
    const kim = affiliate();
    const { session } = await signUp();
    const old = await signedReferral(SECRET, { code: kim.code, at: Date.now() - 31 * DAY_MS });
    const forged = await signedReferral("another-secret-that-is-long-enough-0123456789", { code: kim.code, at: Date.now() });
    const suspended = affiliate({ status: "suspended" });
    const ofSuspended = await signedReferral(SECRET, { code: suspended.code, at: Date.now() });
    for (const [what, cookie] of [["31 days old", old], ["forged", forged], ["suspended", ofSuspended]] as const) {
      const { orderId } = await checkout(`${session}; ${cookie}`, what === "forged" ? "nutri_sync" : what === "suspended" ? "meal_capture" : "digital_kitchen_playbook");
      expect(orderRow(orderId), what).toMatchObject({ affiliateId: null, source: null });
    }
    // 29 days old still counts.
    const { session: other } = await signUp();
    const recent = await signedReferral(SECRET, { code: kim.code, at: Date.now() - 29 * DAY_MS });
    expect(orderRow((await checkout(`${other}; ${recent}`)).orderId)).toMatchObject({ affiliateId: kim.id, source: "link" });
  });

  it("an affiliate suspended between checkout and payment earns nothing from the link", async () => {
    const ivo = affiliate();
    const { session } = await signUp();
    const link = await signedReferral(SECRET, { code: ivo.code, at: Date.now() });
    const { location, orderId } = await checkout(`${session}; ${link}`);
    expect(orderRow(orderId)).toMatchObject({ affiliateId: ivo.id });
    db.$client.prepare("UPDATE affiliates SET status = 'suspended', suspended_at = ? WHERE id = ?").run(Date.now(), ivo.id);
    await post(server, location, { intent: "pay" }, { cookie: session });
    expect(orderRow(orderId)).toMatchObject({ status: "paid", affiliateId: null, source: null });
  });

  it("self-referral is refused without a word: the affiliate's own account, or their address in another case", async () => {
    const byAccount = await signUp();
    const userId = db.select({ id: users.id }).from(users).where(eq(users.email, byAccount.email)).get()!.id;
    const own = affiliate({ userId, email: `elsewhere-${randomUUID().slice(0, 6)}@example.com` });
    const byEmail = await signUp();
    const sameAddress = affiliate({ email: byEmail.email.toUpperCase() });
    for (const [buyer, aff] of [[byAccount, own], [byEmail, sameAddress]] as const) {
      const link = referralSetCookie(await get(`/?ref=${aff.code}`))!.split(";")[0]!;
      const { location, orderId } = await checkout(`${buyer.session}; ${link}`);
      expect((await post(server, location, { intent: "pay" }, { cookie: buyer.session })).status).toBe(303);
      expect(orderRow(orderId)).toMatchObject({ status: "paid", affiliateId: null, source: null });
    }
  });

  it("a test-mode promotion code that belongs to an affiliate attributes the order to them without any click, over a link", async () => {
    const owner = affiliate();
    const linked = affiliate();
    const code = `AFF${randomUUID().slice(0, 6).toUpperCase()}`;
    db.insert(promotionCodes).values({ id: `promo_${randomUUID()}`, code, percentOff: 20, affiliateId: owner.id }).run();
    for (const withLink of [false, true]) {
      const { session } = await signUp();
      const link = withLink ? `; ${await signedReferral(SECRET, { code: linked.code, at: Date.now() })}` : "";
      const { location, orderId } = await checkout(`${session}${link}`);
      expect((await post(server, location, { intent: "apply-code", code: code.toLowerCase() }, { cookie: session })).status).toBe(303);
      expect((await post(server, location, { intent: "pay" }, { cookie: session })).status).toBe(303);
      expect(orderRow(orderId)).toMatchObject({ status: "paid", affiliateId: owner.id, source: "code" });
    }
    expect(clicksOf(owner.id)).toEqual([]);
  });
});
