/**
 * Affiliate approval through the running production server: the admin
 * approves an application at a rate (the applicant's mail carries a signed
 * link), rejects, suspends, reactivates and re-rates; a bad rate is refused
 * with its message; only an admin can do any of it. Following the mailed
 * link links the applicant's account (and verifies the address) whether they
 * were signed in, signed out or signed in as someone else first. A promotion
 * code may belong to an active affiliate.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, signUpAdminOverHttp, signUpOverHttp, startServer, type RunningServer } from "../../support/server";
import { TestSmtpServer } from "../../support/smtp-server";
import { forgetSignUps, withServerDatabase } from "../../support/stripe-server";

const RATE_MESSAGE = "Enter the rate as a whole percent from 1 to 50.";
const smtp = new TestSmtpServer();
let server: RunningServer;
let admin = "";

beforeAll(async () => {
  await smtp.start();
  server = await startServer({ env: { SMTP_URL: smtp.url } });
  admin = await signUpAdminOverHttp(server);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await smtp.stop();
});

const row = <T>(sql: string, ...params: unknown[]) => withServerDatabase(server, (db) => db.prepare(sql).get(...params) as T);
let applications = 0;

/** An application as the public form stores it: a fresh address and code. */
function application(name = "Anna Baker") {
  const n = ++applications;
  const email = `applicant-${n}-${Date.now()}@example.com`;
  const code = `ANNA-${String(n).padStart(2, "0")}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const id = withServerDatabase(server, (db) =>
    Number(db.prepare("INSERT INTO affiliate_applications (name, email, about, affiliate_code, website) VALUES (?, ?, 'I write about hotel kitchens.', ?, 'https://anna.example')").run(name, email, code).lastInsertRowid),
  );
  return { id, email, code };
}

const decide = (fields: Record<string, string>, cookie = admin) => post(server, "/admin/affiliates?index", fields, { cookie });
const affiliateOf = (applicationId: number) =>
  row<{ id: string; code: string; rate: number; status: string; userId: string | null; email: string } | undefined>(
    "SELECT id, code, rate_percent AS rate, status, user_id AS userId, email FROM affiliates WHERE application_id = ?",
    applicationId,
  );
const page = (path: string, cookie?: string) => fetch(`${server.origin}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

async function approve(applicationId: number, rate = "12") {
  const response = await decide({ intent: "approve", applicationId: String(applicationId), ratePercent: rate });
  expect(response.status, await response.clone().text()).toBe(302);
  expect(response.headers.get("Location")).toBe("/admin/affiliates");
  return affiliateOf(applicationId)!;
}

/** The dashboard link of the approval mail to `to`, as a site path. */
async function mailedLink(to: string) {
  const mail = await smtp.waitForMail(to, /affiliate application is approved/);
  const url = /(http\S+\/affiliate\/join\?token=[A-Za-z0-9._%-]+)/.exec(mail.text)?.[1];
  if (!url) throw new Error(`no link in: ${mail.text}`);
  const link = new URL(url);
  return { path: `${link.pathname}${link.search}`, token: link.searchParams.get("token")!, text: mail.text };
}

async function signUpAs(email: string) {
  forgetSignUps(server);
  return signUpOverHttp(server, email);
}

describe("approving", () => {
  it("at 12% makes the affiliate with the application's code and mails a link that links the applicant's account", async () => {
    const applied = application();
    const affiliate = await approve(applied.id, "12");
    expect(affiliate).toMatchObject({ code: applied.code, rate: 12, status: "active", userId: null, email: applied.email });
    const outbox = row<{ n: number }>("SELECT count(*) AS n FROM mail_outbox WHERE key = ?", `affiliate-approved:${affiliate.id}:${applied.email}`);
    expect(outbox.n).toBe(1);
    const link = await mailedLink(applied.email);
    expect(link.text).toContain(applied.code);
    expect(link.text).toContain("12%");

    // Signed out: sign in or sign up with the applied address, then back here.
    const signedOut = await page(link.path);
    expect(signedOut.status).toBe(200);
    const html = await signedOut.text();
    const back = new URLSearchParams({ email: applied.email, redirectTo: link.path });
    expect(html).toContain(`/login?${back}`.replace(/&/g, "&amp;"));
    expect(html).toContain(`/signup?${back}`.replace(/&/g, "&amp;"));

    // Signed in as someone else: told so, nothing linked.
    const other = await signUpAs(`other-${Date.now()}@example.com`);
    const wrong = await page(link.path, other);
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain("This link is for another address");
    expect((await post(server, "/affiliate/join", { token: link.token }, { cookie: other })).status).toBe(403);
    expect(affiliateOf(applied.id)!.userId).toBeNull();
    // "Sign out and continue" comes back to the link; sign-out never leaves the site.
    const signOut = await post(server, "/logout", { redirectTo: link.path }, { cookie: other });
    expect(signOut.headers.get("Location")).toBe(link.path);
    const away = await post(server, "/logout", { redirectTo: "https://evil.example/" }, { cookie: await signUpAs(`away-${Date.now()}@example.com`) });
    expect(away.headers.get("Location")).toBe("/");

    // With the applied address: one button links the account and verifies the address.
    const own = await signUpAs(applied.email);
    const ready = await page(link.path, own);
    expect(ready.status).toBe(200);
    expect(await ready.text()).toContain("Link your affiliate account");
    const linked = await post(server, "/affiliate/join", { token: link.token }, { cookie: own });
    expect(linked.status).toBe(302);
    expect(linked.headers.get("Location")).toBe("/account/affiliate");
    const user = row<{ id: string; verified: number | null }>("SELECT id, email_verified_at AS verified FROM users WHERE email = ?", applied.email);
    expect(affiliateOf(applied.id)!.userId).toBe(user.id);
    expect(user.verified).not.toBeNull();

    // The link again goes straight to the dashboard; the account page points there.
    const again = await page(link.path, own);
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/account/affiliate");
    const dashboard = await page("/account/affiliate", own);
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get("Cache-Control")).toBe("private, no-store");
    const dashboardHtml = await dashboard.text();
    expect(dashboardHtml).toContain(`http://127.0.0.1/r/${applied.code}`);
    expect(dashboardHtml).toContain(`http://127.0.0.1/?ref=${applied.code}`);
    expect(await (await page("/account", own)).text()).toContain('href="/account/affiliate"');
  });

  it("a second time is refused, and a link whose token was changed no longer works", async () => {
    const applied = application();
    await approve(applied.id);
    const twice = await decide({ intent: "approve", applicationId: String(applied.id), ratePercent: "15" });
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain("approved already");
    expect(affiliateOf(applied.id)!.rate).toBe(12);
    const link = await mailedLink(applied.email);
    const forged = `${link.token.slice(0, -2)}${link.token.endsWith("AA") ? "BB" : "AA"}`;
    expect((await page(`/affiliate/join?token=${forged}`)).status).toBe(410);
    expect((await page("/affiliate/join?token=nonsense")).status).toBe(410);
  });

  it("with the applicant signed out first: signing up with the address comes back to the link", async () => {
    const applied = application();
    await approve(applied.id);
    const link = await mailedLink(applied.email);
    forgetSignUps(server);
    const signUp = await post(server, "/signup", { email: applied.email, password: "a-long-test-password-2026", fullName: "Anna Baker", redirectTo: link.path });
    expect(signUp.status).toBe(302);
    expect(signUp.headers.get("Location")).toBe(link.path);
    const cookie = signUp.headers.getSetCookie().find((c) => c.startsWith("__session="))!.split(";")[0]!;
    expect((await post(server, "/affiliate/join", { token: link.token }, { cookie })).headers.get("Location")).toBe("/account/affiliate");
  });

  it.each(["0", "51", "12.5", "ten", "", "-3"])("refuses the rate %j with its message and makes no affiliate", async (rate) => {
    const applied = application();
    const response = await decide({ intent: "approve", applicationId: String(applied.id), ratePercent: rate });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(RATE_MESSAGE);
    expect(affiliateOf(applied.id)).toBeUndefined();
  });

  it("of an application that does not exist is a 404", async () => {
    const response = await decide({ intent: "approve", applicationId: "999999", ratePercent: "10" });
    expect(response.status).toBe(404);
  });
});

describe("rejecting, suspending, reactivating and re-rating", () => {
  it("rejects a new application once; it makes no affiliate and is listed as rejected", async () => {
    const applied = application("Rex Rejected");
    const response = await decide({ intent: "reject", applicationId: String(applied.id) });
    expect(response.status).toBe(302);
    expect(row<{ at: number | null }>("SELECT rejected_at AS at FROM affiliate_applications WHERE id = ?", applied.id).at).not.toBeNull();
    expect(affiliateOf(applied.id)).toBeUndefined();
    expect((await decide({ intent: "reject", applicationId: String(applied.id) })).status).toBe(409);
    const html = await (await page("/admin/affiliates", admin)).text();
    const card = html.slice(html.indexOf(`data-application="${applied.code}"`));
    expect(card.slice(0, 400)).toContain("Rejected");
  });

  it("suspends and reactivates an affiliate, whose dashboard says its link no longer earns meanwhile", async () => {
    const applied = application();
    const affiliate = await approve(applied.id);
    const link = await mailedLink(applied.email);
    const own = await signUpAs(applied.email);
    await post(server, "/affiliate/join", { token: link.token }, { cookie: own });

    expect((await decide({ intent: "suspend", affiliateId: affiliate.id })).status).toBe(302);
    expect(affiliateOf(applied.id)!.status).toBe("suspended");
    expect((await decide({ intent: "suspend", affiliateId: affiliate.id })).status).toBe(409);
    const suspended = await (await page("/account/affiliate", own)).text();
    expect(suspended).toContain("Your affiliate account is suspended");
    expect(suspended).toContain("no longer earn");

    expect((await decide({ intent: "reactivate", affiliateId: affiliate.id })).status).toBe(302);
    expect(affiliateOf(applied.id)!.status).toBe("active");
    expect(await (await page("/account/affiliate", own)).text()).not.toContain("Your affiliate account is suspended");
  });

  it("changes the rate within 1-50 only", async () => {
    const applied = application();
    const affiliate = await approve(applied.id, "10");
    expect((await decide({ intent: "rate", affiliateId: affiliate.id, ratePercent: "20" })).status).toBe(302);
    expect(affiliateOf(applied.id)!.rate).toBe(20);
    const refused = await decide({ intent: "rate", affiliateId: affiliate.id, ratePercent: "60" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(RATE_MESSAGE);
    expect(affiliateOf(applied.id)!.rate).toBe(20);
    expect((await decide({ intent: "suspend", affiliateId: "aff_nobody" })).status).toBe(404);
  });
});

describe("only an admin", () => {
  it("approves: a customer gets 403 and a visitor is sent to sign in, and nothing changes", async () => {
    const applied = application();
    const customer = await signUpAs(`customer-${Date.now()}@example.com`);
    const fields = { intent: "approve", applicationId: String(applied.id), ratePercent: "12" };
    const asCustomer = await decide(fields, customer);
    expect(asCustomer.status).toBe(403);
    expect(await asCustomer.text()).not.toContain(applied.email);
    const asVisitor = await post(server, "/admin/affiliates?index", fields);
    expect(asVisitor.status).toBe(302);
    expect(asVisitor.headers.get("Location")).toMatch(/^\/login/);
    expect(affiliateOf(applied.id)).toBeUndefined();
    const list = await page("/admin/affiliates", customer);
    expect(list.status).toBe(403);
    expect(await list.text()).not.toContain(applied.email);
  });

  it("a signed-in account that is no affiliate's gets a page on how to apply, not an error", async () => {
    const customer = await signUpAs(`plain-${Date.now()}@example.com`);
    const response = await page("/account/affiliate", customer);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("not an affiliate yet");
    expect(html).toContain('href="/affiliate"');
    expect((await page("/account/affiliate.csv", customer)).status).toBe(404);
    expect((await page("/account/affiliate")).headers.get("Location")).toMatch(/^\/login\?redirectTo=%2Faccount%2Faffiliate/);
  });
});

describe("a promotion code", () => {
  it("may belong to an active affiliate, which the list names; a suspended or unknown one is refused", async () => {
    const applied = application("Paula Promo");
    const affiliate = await approve(applied.id);
    const form = await (await page("/admin/promotions", admin)).text();
    expect(form).toContain(`value="${affiliate.id}"`);
    const code = `PAULA${Date.now().toString(36).toUpperCase().slice(-5)}`;
    const created = await post(server, "/admin/promotions", { intent: "create", code, percentOff: "10", appliesTo: "all", affiliateId: affiliate.id }, { cookie: admin });
    expect(created.status, await created.clone().text()).toBe(302);
    expect(row<{ id: string }>("SELECT affiliate_id AS id FROM promotion_codes WHERE code = ?", code).id).toBe(affiliate.id);
    const list = await (await page("/admin/promotions", admin)).text();
    const line = list.slice(list.indexOf(`data-code="${code}"`));
    expect(line.slice(0, 1500)).toContain("Paula Promo");

    await decide({ intent: "suspend", affiliateId: affiliate.id });
    for (const affiliateId of [affiliate.id, "aff_nobody"]) {
      const refused = await post(server, "/admin/promotions", { intent: "create", code: `${code}X`, percentOff: "10", appliesTo: "all", affiliateId }, { cookie: admin });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("Choose an active affiliate from the list, or none.");
    }
    const none = `NOAFF${Date.now().toString(36).toUpperCase().slice(-5)}`;
    expect((await post(server, "/admin/promotions", { intent: "create", code: none, percentOff: "5", appliesTo: "all" }, { cookie: admin })).status).toBe(302);
    expect(row<{ id: string | null }>("SELECT affiliate_id AS id FROM promotion_codes WHERE code = ?", none).id).toBeNull();
  });
});
