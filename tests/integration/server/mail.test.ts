/**
 * Mail through the real production server: its outbox worker sends to a local
 * SMTP server (smtp-server) as soon as the request's transaction commits.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";
import { TestSmtpServer, linkIn } from "../../support/smtp-server";

const TEAM = "team@kitchenandkey.example";
const smtp = new TestSmtpServer();
let server: RunningServer;
let unconfigured: RunningServer;

beforeAll(async () => {
  await smtp.start();
  [server, unconfigured] = await Promise.all([
    startServer({ env: { SMTP_URL: smtp.url, NOTIFY_EMAILS: TEAM, PUBLIC_URL: "https://www.kitchenandkey.example" } }),
    startServer(),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([server.stop(), unconfigured.stop()]);
  await smtp.stop();
});

const unique = (name: string) => `${name}-${Date.now()}${Math.random().toString(36).slice(2, 6)}@guest.example`;

describe("mail from the production server", () => {
  it("an enquiry is acknowledged and mailed to NOTIFY_EMAILS with Reply-To the sender; a header in the name goes nowhere", async () => {
    const sender = unique("eve");
    const response = await post(server, "/enquiry", { name: "Eve\r\nBcc: x@evil.example", email: sender, message: "A kitchen refit.", returnTo: "/" });
    expect(response.status).toBe(302);
    const confirmation = await smtp.waitForMail(sender, /We received your enquiry/);
    expect(confirmation.text).toContain("within 24 hours");
    const notice = smtp.mailsTo(TEAM).find((m) => m.text.includes(sender)) ?? (await smtp.waitForMail(TEAM, /New enquiry/));
    expect(notice.replyTo).toEqual([sender]);
    expect(notice.rawHeaders).not.toMatch(/evil/i);
    expect(smtp.mails.some((m) => m.envelopeTo.some((to) => to.includes("evil")))).toBe(false);
  });

  it("forgot password answers known and unknown e-mails alike, and mails a link built from PUBLIC_URL only to the known one", async () => {
    const email = unique("known").toLowerCase();
    await signUpOverHttp(server, email);
    const stranger = unique("stranger");
    const [known, unknown] = [await post(server, "/forgot-password", { email }), await post(server, "/forgot-password", { email: stranger })];
    for (const response of [known, unknown]) {
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/forgot-password?sent=1");
    }
    const link = linkIn(await smtp.waitForMail(email, /Reset your/), "/reset-password");
    expect(link.origin).toBe("https://www.kitchenandkey.example");
    expect(smtp.mailsTo(stranger)).toHaveLength(0);
    // The link opens the form on this server.
    const page = await fetch(`${server.origin}${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Choose a new password");
  });

  it("a cross-site post to /forgot-password is refused and sends nothing", async () => {
    const email = unique("csrf").toLowerCase();
    await signUpOverHttp(server, email);
    const response = await post(server, "/forgot-password", { email }, { headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
    // A mail is queued in the same transaction as its cause: refused, nothing is queued to send later.
    const db = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
    try {
      const subjects = (db.prepare("SELECT subject FROM mail_outbox WHERE recipient = ?").all(email) as { subject: string }[]).map((row) => row.subject);
      expect(subjects.length, "the sign-up's own mail is there").toBeGreaterThan(0);
      expect(subjects.filter((subject) => /Reset your/.test(subject))).toEqual([]);
    } finally {
      db.close();
    }
    expect(smtp.mailsTo(email).filter((m) => /Reset your/.test(m.subject))).toHaveLength(0);
  });

  it("without SMTP_URL, says so at start-up and writes the mail with its link to the log", async () => {
    await unconfigured.waitForOutput("WARNING: SMTP_URL is not set");
    await unconfigured.waitForOutput("WARNING: NOTIFY_EMAILS and ADMIN_EMAILS are empty");
    expect(server.output()).not.toContain("WARNING: SMTP_URL");
    const email = unique("local").toLowerCase();
    await signUpOverHttp(unconfigured, email);
    expect((await post(unconfigured, "/forgot-password", { email })).status).toBe(303);
    for (let i = 0; i < 100 && !/reset-password\?token=/.test(unconfigured.output()); i++) await new Promise((r) => setTimeout(r, 100));
    expect(unconfigured.output()).toMatch(new RegExp(`To: ${email.replace(/[.+]/g, "\\$&")}[\\s\\S]*http://127\\.0\\.0\\.1/reset-password\\?token=`));
  });
});

describe("WEB_CONCURRENCY=2", () => {
  it("both processes run the outbox worker, and each mail is sent by one of them, once", async () => {
    const multi = await startServer({ env: { WEB_CONCURRENCY: "2", SMTP_URL: smtp.url, NOTIFY_EMAILS: TEAM } });
    try {
      // Mails already waiting when both workers poll: they race for each one.
      await signUpOverHttp(multi); // the database exists and is migrated
      const db = new Database(path.join(multi.dataDir, "app.db"));
      const insert = db.prepare("INSERT INTO mail_outbox (key, recipient, subject, text_body, html_body) VALUES (?, ?, 'Race', 'Race', '<p>Race</p>')");
      const recipients = Array.from({ length: 30 }, (_, i) => `race-${i}-${Date.now()}@multi.example`);
      db.transaction(() => recipients.forEach((to, i) => insert.run(`race:${i}:${to}`, to)))();
      // And enquiries over fresh connections, spread across the two processes.
      const senders = Array.from({ length: 6 }, () => unique("multi"));
      for (const email of senders) {
        const response = await post(multi, "/enquiry", { name: "Multi", email, message: "Two processes.", returnTo: "/" }, { headers: { Connection: "close" } });
        expect(response.status).toBe(302);
      }
      for (const to of [...recipients, ...senders]) await smtp.waitForMail(to);
      // Then another drain in each process: an enquiry wakes the worker of the process that took
      // it, and fresh connections alternate between the two. A drain takes every due mail, oldest
      // first, so once these have come, both workers have passed over the others again.
      const late = Array.from({ length: 4 }, () => unique("late"));
      for (const email of late) {
        const response = await post(multi, "/enquiry", { name: "Late", email, message: "After the race.", returnTo: "/" }, { headers: { Connection: "close" } });
        expect(response.status).toBe(302);
      }
      for (const to of late) await smtp.waitForMail(to);
      for (const to of [...recipients, ...senders, ...late]) expect(smtp.mailsTo(to), to).toHaveLength(1);
      const statuses = db.prepare("SELECT status, count(*) AS n FROM mail_outbox WHERE key LIKE 'race:%' GROUP BY status").all();
      expect(statuses).toEqual([{ status: "sent", n: 30 }]);
      db.close();
    } finally {
      expect(await multi.stop()).toBe(0);
    }
  }, 120_000);
});
