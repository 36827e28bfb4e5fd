/**
 * Deleting an account leaves nothing of the person behind, through the
 * running production server with real mail: the forms they sent (signed in,
 * or from an address the account holds or held, in any case), every mail to
 * them or about them, their counts, and the name and address of the affiliate
 * they became; the data export lists all of it while the account exists. Only
 * the paid order and the affiliate's ledger stay, without name or address.
 */
import Database from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";
import { TestSmtpServer } from "../../support/smtp-server";

const PASSWORD = "a-long-test-password-2026"; // signUpOverHttp's
const TEAM = "team@kitchenandkey.example";

let server: RunningServer;
const smtp = new TestSmtpServer();
beforeAll(async () => {
  await smtp.start();
  server = await startServer({ seed: true, env: { SMTP_URL: smtp.url, NOTIFY_EMAILS: TEAM, TRUST_PROXY: "1" } });
}, 120_000);
afterAll(async () => {
  await server.stop();
  await smtp.stop();
});

let visitor = 0;
const from = () => ({ "X-Forwarded-For": `203.0.113.${++visitor}` });

/** Every row of every table that holds `needle`, as "table: row". */
function rowsHolding(needle: string): string[] {
  const db = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'blog_posts_fts%'").pluck().all() as string[];
    return tables.flatMap((table) =>
      (db.prepare(`SELECT * FROM "${table}"`).all() as Record<string, unknown>[])
        // Text only: the file copies' bytes (megabytes of PDF) as JSON took seconds, holding up the test's connections.
        .map((row) => JSON.stringify(Object.values(row).filter((value) => !(value instanceof Uint8Array))))
        .filter((row) => row.toLowerCase().includes(needle.toLowerCase()))
        .map((row) => `${table}: ${row.slice(0, 160)}`),
    );
  } finally {
    db.close();
  }
}

describe("deleting an account", () => {
  it("erases its forms, its mail and its counts, which the export listed; the paid order stays without the person", async () => {
    const tag = Date.now().toString(36);
    const first = `first-${tag}@example.com`;
    const current = `current-${tag}@example.com`;
    const work = `work-${tag}@example.com`;
    const name = `Anong Zq${tag}`;
    const cookie = await signUpOverHttp(server, first);

    // The account moves to another address, confirmed by the link mailed there.
    expect((await post(server, "/account", { intent: "change-email", newEmail: current, currentPassword: PASSWORD }, { cookie, headers: from() })).status).toBe(302);
    await smtp.waitForMail(current, /Confirm your new e-mail/);
    const token = /verify-email\?token=([\w-]+)/.exec(smtp.mailsTo(current).at(-1)!.text)![1]!;
    expect((await post(server, "/verify-email", { token }, { cookie, headers: from() })).status).toBe(302);

    // Signed in, an enquiry from a work address; signed out, a contact message from the old address (typed in capitals),
    // an affiliate application from the current one; a quote request; a reset asked for; a purchase.
    const sent = [
      await post(server, "/enquiry", { name, email: work, message: `Enquiry ${tag}`, returnTo: "/" }, { cookie, headers: from() }),
      await post(server, "/contact", { name, email: first.toUpperCase(), message: `Contact ${tag}` }, { headers: from() }),
      await post(server, "/affiliate", { name, email: current, about: `Affiliate ${tag}`, returnTo: "/" }, { headers: from() }),
      await post(server, "/quote", { productId: "consulting_kitchen_design", message: `Quote ${tag}`, returnTo: "/" }, { cookie, headers: from() }),
      await post(server, "/forgot-password", { email: current }, { headers: from() }),
    ];
    expect(sent.map((r) => r.status)).toEqual([302, 302, 302, 302, 303]);
    // The application is approved, and the account linked to it, as following the approval mail's link does.
    const writable = new Database(path.join(server.dataDir, "app.db"));
    writable
      .prepare(
        "INSERT INTO affiliates (id, application_id, code, name, email, user_id, rate_percent, approved_at) SELECT ?, a.id, a.affiliate_code, ?, a.email, u.id, 12, ? FROM affiliate_applications a, users u WHERE a.email = ? AND u.email = ?",
      )
      .run(`aff_${tag}`, name, Date.now(), current, current);
    writable.close();
    const checkout = await post(server, "/checkout", { productId: "digital_kitchen_playbook", returnTo: "/" }, { cookie, headers: from() });
    expect((await post(server, checkout.headers.get("Location")!, { intent: "pay" }, { cookie, headers: from() })).status).toBe(303);
    await smtp.waitForMail(work, /We received your enquiry/);
    await smtp.waitForMail(TEAM, new RegExp("New contact message"));

    const exported = await (await fetch(`${server.origin}/account/data.json`, { headers: { Cookie: cookie } })).json();
    expect(exported.enquiries).toMatchObject([{ email: work, message: `Enquiry ${tag}` }]);
    expect(exported.contactMessages).toMatchObject([{ email: first, message: `Contact ${tag}` }]);
    expect(exported.affiliateApplications).toMatchObject([{ email: current, about: `Affiliate ${tag}` }]);
    expect(exported.affiliate).toMatchObject({ name, email: current, ratePercent: 12, status: "active", commissions: [] });
    expect(exported.quoteRequests).toMatchObject([{ message: `Quote ${tag}` }]);
    const subjects = exported.mailSentToYou.map((m: { to: string; subject: string }) => `${m.to}: ${m.subject}`);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `${work}: We received your enquiry`,
        `${first}: Your Kitchen & Key e-mail address is being changed`,
        `${current}: Confirm your new e-mail address for Kitchen & Key`,
        `${current}: Reset your Kitchen & Key password`,
      ]),
    );
    expect(exported.noticesToOurTeamAboutYourMessages.length).toBeGreaterThanOrEqual(4);
    for (const needle of [first, current, work, name, tag]) expect(rowsHolding(needle), needle).not.toEqual([]);

    const deleted = await post(server, "/account", { intent: "delete-account", currentPassword: PASSWORD }, { cookie, headers: from() });
    expect(deleted.status).toBe(302);
    for (const needle of [first, current, work, name, `Enquiry ${tag}`, `Contact ${tag}`, `Affiliate ${tag}`, `Quote ${tag}`]) {
      expect(rowsHolding(needle), needle).toEqual([]);
    }
    // The paid order is kept for the accounts, without anyone's name or address; so is the affiliate, for its ledger, earning no more.
    const db = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
    expect(db.prepare("SELECT name, user_id AS userId, status FROM affiliates WHERE id = ?").get(`aff_${tag}`)).toEqual({ name: "Deleted affiliate", userId: null, status: "suspended" });
    const kept = db.prepare("SELECT o.status, o.amount_cents AS cents, u.email FROM orders o JOIN users u ON u.id = o.user_id WHERE u.deleted_at IS NOT NULL AND o.product_id = 'digital_kitchen_playbook'").all();
    db.close();
    expect(kept).toContainEqual({ status: "paid", cents: 7999, email: expect.stringMatching(/^deleted:/) });
  }, 90_000);

  it("the privacy page says what deletion erases and what is kept for the accounts, and why", async () => {
    const privacy = await (await fetch(`${server.origin}/privacy`)).text();
    expect(privacy).toContain("delete your account. Deleting it erases your name, e-mail addresses and password");
    expect(privacy).toContain("We keep your paid orders, without your name or address, because accounting and tax law require us to keep records of sales.");
  });
});
