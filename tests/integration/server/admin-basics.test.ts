/**
 * The admin's daily basics through the real production server: the warning
 * when leads are not mailed, the inbox's service labels and reply link, and a
 * stored mail opened from the outbox (a single-use link never shown).
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, signUpAdminOverHttp, signUpOverHttp, startServer, type RunningServer } from "../../support/server";
import { TestSmtpServer } from "../../support/smtp-server";

const TEAM = "team@kitchenandkey.example";
const smtp = new TestSmtpServer();
let mailing: RunningServer;
let silent: RunningServer;
let admin = "";

beforeAll(async () => {
  await smtp.start();
  [mailing, silent] = await Promise.all([
    startServer({ env: { SMTP_URL: smtp.url, NOTIFY_EMAILS: TEAM } }),
    startServer({ env: { SMTP_URL: "", NOTIFY_EMAILS: "", ADMIN_EMAILS: "" } }),
  ]);
  admin = await signUpAdminOverHttp(mailing);
}, 120_000);

afterAll(async () => {
  await Promise.all([mailing?.stop(), silent?.stop()]);
  await smtp.stop();
});

const get = (server: RunningServer, pathname: string, cookie?: string) =>
  fetch(`${server.origin}${pathname}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });

function outboxRow(server: RunningServer, where: string, ...params: string[]) {
  const db = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
  try {
    return db.prepare(`SELECT id, status, sensitive FROM mail_outbox WHERE ${where} ORDER BY id DESC LIMIT 1`).get(...params) as
      | { id: number; status: string; sensitive: number }
      | undefined;
  } finally {
    db.close();
  }
}

describe("leads that are not mailed", () => {
  it("with no notification address and no SMTP_URL, the dashboard and the inbox say so", async () => {
    const silentAdmin = await signUpAdminOverHttp(silent);
    for (const pathname of ["/admin", "/admin/inbox"]) {
      const html = await (await get(silent, pathname, silentAdmin)).text();
      expect(html, pathname).toContain("New leads are not e-mailed to anyone.");
      expect(html, pathname).toContain("No mail is being sent.");
    }
  });

  it("with both set, no warning", async () => {
    for (const pathname of ["/admin", "/admin/inbox"]) {
      const html = await (await get(mailing, pathname, admin)).text();
      expect(html, pathname).not.toContain('data-testid="mail-setup-warning"');
    }
  });
});

describe("the inbox", () => {
  it("shows the services as the form named them, and a reply link to the sender", async () => {
    const sender = `ana-${Date.now()}@guest.example`;
    const sent = await post(mailing, "/enquiry", { name: "Ana Lee", email: sender, message: "Our kitchen needs a new line.", selectedServices: "kitchenDesign", returnTo: "/" });
    expect(sent.status).toBe(302);
    const html = await (await get(mailing, "/admin/inbox?kind=enquiry", admin)).text();
    expect(html).toContain("Services: Kitchen Design");
    expect(html).not.toContain("kitchenDesign");
    expect(html).toContain(`href="mailto:${sender}?subject=Your%20enquiry%20to%20Kitchen%20%26%20Key%20Consulting"`);
  });
});

describe("the outbox opens a mail", () => {
  it("shows a sent mail's headers and text as sent", async () => {
    const sender = `ben-${Date.now()}@guest.example`;
    await post(mailing, "/contact", { name: "Ben Ortiz", email: sender, message: "Do you work with hotel bars?" });
    await smtp.waitForMail(TEAM, /./);
    let row = outboxRow(mailing, "recipient = ? AND reply_to = ?", TEAM, sender);
    for (let i = 0; i < 100 && row?.status !== "sent"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = outboxRow(mailing, "recipient = ? AND reply_to = ?", TEAM, sender);
    }
    expect(row?.status).toBe("sent");
    const list = await (await get(mailing, "/admin/outbox", admin)).text();
    expect(list).toContain(`href="/admin/outbox/${row!.id}"`);
    const response = await get(mailing, `/admin/outbox/${row!.id}`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const html = await response.text();
    expect(html).toContain(TEAM);
    expect(html).toContain("Reply-To");
    expect(html).toContain(sender);
    expect(html).toContain("Do you work with hotel bars?");
  });

  it("never shows a single-use link", async () => {
    const email = `reset-${Date.now()}@example.com`;
    await signUpOverHttp(mailing, email);
    expect((await post(mailing, "/forgot-password", { email })).headers.get("Location")).toBe("/forgot-password?sent=1");
    const mail = await smtp.waitForMail(email, /reset/i);
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const row = outboxRow(mailing, "recipient = ? AND sensitive = 1", email)!;
    const html = await (await get(mailing, `/admin/outbox/${row.id}`, admin)).text();
    expect(html).not.toContain(token!);
    expect(html).not.toContain("reset-password?token=");
  });

  it("is for admins only, and an unknown mail is 404", async () => {
    const row = outboxRow(mailing, "1 = 1")!;
    const user = await signUpOverHttp(mailing);
    expect((await get(mailing, `/admin/outbox/${row.id}`, user)).status).toBe(403);
    expect((await get(mailing, `/admin/outbox/${row.id}`)).status).toBe(302);
    expect((await get(mailing, "/admin/outbox/99999999", admin)).status).toBe(404);
    expect((await get(mailing, "/admin/outbox/not-a-number", admin)).status).toBe(404);
  });
});
