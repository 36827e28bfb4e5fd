/**
 * Sending a post to subscribers through the running production server and a
 * local SMTP server: the admin publishes with "Send to subscribers", exactly
 * the confirmed, unsuppressed subscribers get one mail each with both
 * unsubscribe headers, a free reader the teaser and a premium one the whole
 * post; a kill -9 in the middle of a 500-mail send, then a restart, still
 * gets every subscriber their mail, none a second different one; and two
 * processes queue each recipient once.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, post, signUpAdminOverHttp, signUpOverHttp, startServer, type RunningServer } from "../../support/server";
import { TestSmtpServer, type ReceivedMail } from "../../support/smtp-server";

const HIDDEN = "The walk-in holds at two degrees when the door seal is replaced every spring.";
const OPEN = "Cold rooms fail quietly.";
const body = [OPEN, ...Array.from({ length: 14 }, (_, i) => `Paragraph ${i}: shelving, airflow and the order in which a kitchen loads its stock.`), HIDDEN].join("\n\n");

const openDb = (server: RunningServer) => {
  const db = new Database(path.join(server.dataDir, "app.db"));
  db.pragma("busy_timeout = 5000");
  return db;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unfolded = (mail: ReceivedMail) => mail.rawHeaders.replace(/\r?\n[ \t]+/g, " ");

function addSubscriber(db: Database.Database, email: string, status: "pending" | "confirmed") {
  db.prepare("INSERT INTO subscribers (email, status, source, consent_at) VALUES (?, ?, 'blog', ?)").run(email, status, status === "confirmed" ? Date.now() : null);
}

async function startWithMail(smtp: TestSmtpServer, env: Record<string, string>, dataDir?: string) {
  const port = await freePort();
  return startServer({ env: { SMTP_URL: smtp.url, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env }, ...(dataDir ? { dataDir } : {}) });
}

describe("publishing with Send to subscribers", () => {
  const smtp = new TestSmtpServer();
  let server: RunningServer;
  let admin: string;

  beforeAll(async () => {
    await smtp.start();
    server = await startWithMail(smtp, { NEWSLETTER_MAILS_PER_MINUTE: "600", MAIL_UNSUBSCRIBE_TO: "unsubscribe@kitchenandkey.example" });
    admin = await signUpAdminOverHttp(server);
  });

  afterAll(async () => {
    await server?.stop();
    await smtp.stop();
  });

  it("mails the 3 confirmed subscribers, not the pending or the suppressed one: teaser for free, whole for premium", async () => {
    const db = openDb(server);
    // The premium reader: an account with access, subscribed with its address.
    const member = `member-${Date.now()}@example.com`;
    const memberCookie = await signUpOverHttp(server, member);
    expect(memberCookie).toMatch(/^__session=/);
    db.prepare("UPDATE customers SET has_access = 1 WHERE user_id = (SELECT id FROM users WHERE email = ?)").run(member);
    addSubscriber(db, member, "confirmed");
    addSubscriber(db, "free-one@example.com", "confirmed");
    addSubscriber(db, "free-two@example.com", "confirmed");
    addSubscriber(db, "pending@example.com", "pending");
    addSubscriber(db, "bounced@example.com", "confirmed");
    db.prepare("INSERT INTO mail_suppressions (email, reason, detail) VALUES ('bounced@example.com', 'bounce', '550 5.1.1 no such user')").run();

    const fields = {
      intent: "save", title: "Cold rooms that last", description: "Walk-in care.", category: "article", author: "Team", body,
      isPremium: "on", publish: "now", sendToSubscribers: "on", newsletterSegment: "all",
    };
    const saved = await post(server, "/admin/posts/new", fields, { cookie: admin });
    expect(saved.status).toBe(302);
    const editor = saved.headers.get("location")!;
    const postId = editor.split("/").pop()!;

    await Promise.all([member, "free-one@example.com", "free-two@example.com"].map((to) => smtp.waitForMail(to, /Cold rooms that last/)));
    await sleep(1500);
    const sent = () => smtp.mails.filter((m) => m.subject === "Cold rooms that last");
    expect(sent().map((m) => m.envelopeTo[0]).sort()).toEqual([member, "free-one@example.com", "free-two@example.com"].sort());

    for (const mail of sent()) {
      expect(unfolded(mail)).toMatch(new RegExp(`List-Unsubscribe: <${server.origin.replace(/[.:/]/g, "\\$&")}/newsletter/unsubscribe\\?token=[\\w.-]+>, <mailto:unsubscribe@kitchenandkey\\.example\\?subject=unsubscribe>`));
      expect(mail.rawHeaders).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      expect(mail.html).toContain(OPEN);
      expect(mail.text).toContain(OPEN);
      expect(mail.html).toContain("utm_source=newsletter");
    }
    for (const free of ["free-one@example.com", "free-two@example.com"]) {
      const mail = sent().find((m) => m.envelopeTo[0] === free)!;
      expect(mail.html).not.toContain(HIDDEN);
      expect(mail.text).not.toContain(HIDDEN);
      expect(mail.html).toContain("Unlock the full post");
    }
    const whole = sent().find((m) => m.envelopeTo[0] === member)!;
    expect(whole.html).toContain(HIDDEN);
    expect(whole.text).toContain(HIDDEN);
    expect(whole.html).not.toContain("Unlock the full post");

    // The post's page shows the send, finished.
    for (let i = 0; i < 50; i++) {
      const page = await (await fetch(`${server.origin}${editor}`, { headers: { Cookie: admin } })).text();
      if (page.includes("Finished.")) {
        expect(page).toMatch(/data-testid="newsletter-sent">3</);
        expect(page).toMatch(/data-testid="newsletter-audience">3</);
        break;
      }
      expect(i).toBeLessThan(49);
      await sleep(200);
    }

    // A post is sent once: a second send is refused with a message, and nothing more goes out.
    const again = await post(server, `/admin/posts/${postId}/send`, { newsletterSegment: "all" }, { cookie: admin });
    expect(again.status).toBe(302);
    const page = await (await fetch(`${server.origin}${editor}`, { headers: { Cookie: again.headers.getSetCookie().map((c) => c.split(";")[0]).concat(admin).join("; ") } })).text();
    expect(page).toContain("already been sent");
    const badSegment = await post(server, `/admin/posts/${postId}/send`, { newsletterSegment: "everyone" }, { cookie: admin });
    expect(badSegment.status, await badSegment.clone().text()).toBe(400);
    await sleep(1000);
    expect(sent()).toHaveLength(3);
    expect(db.prepare("SELECT count(*) AS n FROM newsletter_sends").get()).toEqual({ n: 1 });
    db.close();
  });

  it("refuses to send a draft, and keeps what was typed", async () => {
    const fields = {
      intent: "save", title: "Later post", description: "Later.", category: "article", author: "Team", body: "Soon.",
      publish: "draft", sendToSubscribers: "on", newsletterSegment: "free",
    };
    const refused = await post(server, "/admin/posts/new", fields, { cookie: admin });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Sending goes out when the post is published: choose Publish now or a time to publish it");
    expect(html).toContain('value="Later post"');
  });

  it("keeps the send with a schedule and starts it when the post publishes itself; unscheduling drops it", async () => {
    const db = openDb(server);
    const title = `Scheduled letter ${Date.now()}`;
    const fields = {
      intent: "save", title, description: "Later.", category: "article", author: "Team", body: OPEN,
      publish: "schedule", publishAt: `${new Date().getUTCFullYear() + 1}-01-15T09:00`, sendToSubscribers: "on", newsletterSegment: "free",
    };
    const saved = await post(server, "/admin/posts/new", fields, { cookie: admin });
    expect(saved.status, await saved.clone().text()).toBe(302);
    const editor = saved.headers.get("location")!;
    const postId = editor.split("/").pop()!;
    const adminId = (db.prepare("SELECT id FROM users WHERE role = 'admin' ORDER BY created_at DESC LIMIT 1").get() as { id: string }).id;
    expect(db.prepare("SELECT is_published, send_on_publish, send_on_publish_by FROM blog_posts WHERE id = ?").get(postId)).toEqual({ is_published: 0, send_on_publish: "free", send_on_publish_by: adminId });
    const page = await (await fetch(`${server.origin}${editor}`, { headers: { Cookie: admin } })).text();
    expect(page).toContain("It goes to Free subscribers (premium posts as a teaser) when it is published.");
    expect(page).toMatch(/name="sendToSubscribers"[^>]*checked=""/);

    // Saved again as a draft, the send is dropped with the schedule; scheduled again, it is kept again.
    expect((await post(server, editor, { ...fields, publish: "draft", sendToSubscribers: "" }, { cookie: admin })).status).toBe(302);
    expect(db.prepare("SELECT send_on_publish FROM blog_posts WHERE id = ?").get(postId)).toEqual({ send_on_publish: null });
    expect((await post(server, editor, fields, { cookie: admin })).status).toBe(302);
    expect(db.prepare("SELECT send_on_publish FROM blog_posts WHERE id = ?").get(postId)).toEqual({ send_on_publish: "free" });

    // Its time comes: the server publishes it and sends it to the free subscribers, once.
    db.prepare("UPDATE blog_posts SET publish_at = ? WHERE id = ?").run(Date.now() - 1000, postId);
    await Promise.all(["free-one@example.com", "free-two@example.com"].map((to) => smtp.waitForMail(to, new RegExp(title))));
    await sleep(1500);
    expect(smtp.mails.filter((m) => m.subject === title).map((m) => m.envelopeTo[0]).sort()).toEqual(["free-one@example.com", "free-two@example.com"]);
    expect(db.prepare("SELECT is_published, send_on_publish FROM blog_posts WHERE id = ?").get(postId)).toEqual({ is_published: 1, send_on_publish: null });
    expect(db.prepare("SELECT segment, audience, started_by FROM newsletter_sends WHERE post_id = ?").get(postId)).toEqual({ segment: "free", audience: 2, started_by: adminId });
    db.close();
  });
});

describe("kill -9 during a send of 500 mails", () => {
  const smtp = new TestSmtpServer();
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop();
    await smtp.stop();
  });

  it("after a restart every confirmed subscriber has the mail, one each; only the one in flight at the kill may come twice, as the same message", async () => {
    await smtp.start();
    // A fast pace, and a short lease so the mail in flight at the kill is retried soon after the restart.
    const env = { NEWSLETTER_MAILS_PER_MINUTE: "1200", MAIL_LEASE_SECONDS: "3" };
    server = await startWithMail(smtp, env);
    const admin = await signUpAdminOverHttp(server);
    const db = openDb(server);
    const addresses = Array.from({ length: 500 }, (_, i) => `reader-${i}@example.com`);
    db.transaction(() => addresses.forEach((a) => addSubscriber(db, a, "confirmed")))();
    const saved = await post(server, "/admin/posts/new", { intent: "save", title: "Five hundred readers", description: "d", category: "article", author: "Team", body, publish: "now" }, { cookie: admin });
    const postId = saved.headers.get("location")!.split("/").pop()!;
    const started = await post(server, `/admin/posts/${postId}/send`, { newsletterSegment: "all" }, { cookie: admin });
    expect(started.status).toBe(302);

    const list = () => smtp.mails.filter((m) => m.subject === "Five hundred readers");
    while (list().length < 40) await sleep(10);
    const dataDir = server.dataDir;
    await server.stop("SIGKILL");
    const atKill = list().length;
    const state = db.prepare("SELECT status, count(*) AS n FROM newsletter_recipients GROUP BY status").all() as Array<{ status: string; n: number }>;
    // Killed mid-way: some recipients still waiting for the pace, some mails not yet sent.
    expect(state.find((s) => s.status === "waiting")?.n ?? 0).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(500);

    server = await startWithMail(smtp, env, dataDir);
    for (let i = 0; i < 600 && new Set(list().map((m) => m.envelopeTo[0])).size < 500; i++) await sleep(100);
    await sleep(4000); // past the lease: a copy of the mail in flight at the kill would be here by now

    const byRecipient = new Map<string, ReceivedMail[]>();
    for (const mail of list()) byRecipient.set(mail.envelopeTo[0]!, [...(byRecipient.get(mail.envelopeTo[0]!) ?? []), mail]);
    expect([...byRecipient.keys()].sort()).toEqual([...addresses].sort());
    const copies = [...byRecipient.values()].filter((mails) => mails.length > 1);
    // No subscriber got two different mails; the one mail in flight at the kill may have been
    // accepted before its "sent" was written, and then goes again with the same Message-ID (docs/decisions/160).
    for (const mails of byRecipient.values()) expect(new Set(mails.map((m) => m.parsed.messageId)).size).toBe(1);
    expect(copies.length, `recipients with a second copy: ${copies.map((m) => m[0]!.envelopeTo[0]).join(", ")}`).toBeLessThanOrEqual(1);
    expect(db.prepare("SELECT status, count(*) AS n FROM newsletter_recipients GROUP BY status").all()).toEqual([{ status: "queued", n: 500 }]);
    expect(db.prepare("SELECT count(*) AS n FROM mail_outbox WHERE key LIKE 'newsletter:%' AND status = 'sent'").get()).toEqual({ n: 500 });
    console.info(`kill -9 after ${atKill} of 500 mails; duplicates (same Message-ID): ${copies.length}`);
    db.close();
  }, 120_000);
});

describe("two server processes (WEB_CONCURRENCY=2)", () => {
  const smtp = new TestSmtpServer();
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.stop();
    await smtp.stop();
  });

  it("hand each recipient to the outbox once, each at its tick's share of the pace", async () => {
    await smtp.start();
    // 600 a minute: each process's tick takes a second's share (10), the minute's total is counted over both.
    server = await startWithMail(smtp, { WEB_CONCURRENCY: "2", NEWSLETTER_MAILS_PER_MINUTE: "600" });
    const admin = await signUpAdminOverHttp(server);
    const db = openDb(server);
    const addresses = Array.from({ length: 150 }, (_, i) => `pair-${i}@example.com`);
    db.transaction(() => addresses.forEach((a) => addSubscriber(db, a, "confirmed")))();
    const saved = await post(server, "/admin/posts/new", { intent: "save", title: "Two processes", description: "d", category: "article", author: "Team", body, publish: "now" }, { cookie: admin });
    const postId = saved.headers.get("location")!.split("/").pop()!;
    expect((await post(server, `/admin/posts/${postId}/send`, { newsletterSegment: "all" }, { cookie: admin })).status).toBe(302);
    const list = () => smtp.mails.filter((m) => m.subject === "Two processes");
    await sleep(3000);
    // Unpaced, the outbox would have sent all 150 in about a second; paced, at most 10 a tick in each process.
    expect(list().length).toBeLessThanOrEqual(2 * 4 * 10);
    for (let i = 0; i < 300 && list().length < 150; i++) await sleep(100);
    await sleep(1500);
    expect(list().map((m) => m.envelopeTo[0]).sort()).toEqual([...addresses].sort());
    db.close();
  }, 90_000);
});
