/**
 * Sending a post to subscribers, in-process down to a real SMTP server: the
 * frozen audience (confirmed, not suppressed, by segment), a post sent once,
 * the pace per minute, the re-check before queueing, and the mails
 * themselves (list headers, teaser or whole post, tagged links), and a send
 * kept with a schedule, started once the post is published.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts, mailSuppressions, newsletterRecipients, subscribers } from "~/db/schema";
import { createPost, publishDuePosts, setPostPublished } from "~/models/admin-posts.server";
import { setCustomerAccess } from "~/models/customer.server";
import type { PostInput } from "~/models/post-row.server";
import { findSendOfPost, sendProgress } from "~/models/newsletter-send.server";
import { createUserWithCustomer } from "~/models/user.server";
import { drainOutbox } from "~/services/mail/mail-worker.server";
import { ALREADY_SENT, queueDueRecipients, startSend, startSendsOnPublish } from "~/services/newsletter/send.server";
import { resetEnvForTests } from "~/utils/env.server";
import { TestSmtpServer } from "../support/smtp-server";

const smtp = new TestSmtpServer();
const HIDDEN = "The secret brine ratio is eleven to four.";
const OPEN = "Fermentation starts with clean jars.";

beforeAll(async () => {
  await smtp.start();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_UNSUBSCRIBE_TO = "leave@kitchenandkey.example";
  resetEnvForTests();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_UNSUBSCRIBE_TO;
  resetEnvForTests();
  await smtp.stop();
});

/** A published post whose opening sentence is in the teaser and whose closing one is not. */
function newPost({ premium = true, published = true } = {}) {
  const id = randomUUID();
  const slug = `brine-${id.slice(0, 8)}`;
  const filler = Array.from({ length: 12 }, (_, i) => `<p>Paragraph ${i} about salt, time and temperature in a working kitchen.</p>`).join("");
  db.insert(blogPosts)
    .values({
      id, slug, title: `Brining ${id.slice(0, 4)}`, description: "Brine", category: "article", author: "Chef",
      content: `<p>${OPEN} <a href="/resources">Our guides</a> and <a href="https://example.org/x">elsewhere</a>.</p>${filler}<p>${HIDDEN}</p>`,
      isPublished: published, isPremium: premium, publishedAt: new Date(),
    })
    .run();
  return { id, slug };
}

function subscriber(status: "pending" | "confirmed" | "unsubscribed", email = `s-${randomUUID().slice(0, 8)}@example.com`) {
  return db.insert(subscribers).values({ email, status, source: "blog", consentAt: status === "confirmed" ? new Date() : null }).returning().get();
}

function premiumSubscriber() {
  const user = createUserWithCustomer({ email: `p-${randomUUID().slice(0, 8)}@example.com`, fullName: "Member", passwordHash: "unused" });
  setCustomerAccess(user.id, true);
  return subscriber("confirmed", user.email);
}

function suppressed() {
  const row = subscriber("confirmed");
  db.insert(mailSuppressions).values({ email: row.email, reason: "bounce", detail: "550 no such user" }).run();
  return row;
}

/** Queues and sends everything of the sends started so far, as the workers would. */
async function runToEnd() {
  for (let i = 0; i < 20 && queueDueRecipients(new Date(Date.now() + i * 61_000), 1000) > 0; i++);
  await drainOutbox();
}

describe("the frozen audience", () => {
  it("holds the segment's confirmed, unsuppressed subscribers; a post is sent once", () => {
    db.run(sql`UPDATE subscribers SET status = 'unsubscribed'`);
    const premium = premiumSubscriber();
    const free = [subscriber("confirmed"), subscriber("confirmed")];
    subscriber("pending");
    subscriber("unsubscribed");
    suppressed();
    const admin = null;
    const all = newPost();
    const started = startSend(all.id, "all", admin);
    expect(started).toMatchObject({ ok: true, audience: 3 });
    const rows = db.select().from(newsletterRecipients).where(eq(newsletterRecipients.sendId, (started as { sendId: number }).sendId)).all();
    expect(rows.map((r) => [r.subscriberId, r.premium]).sort()).toEqual([[premium.id, true], [free[0]!.id, false], [free[1]!.id, false]].sort());
    expect(startSend(all.id, "free", admin)).toEqual({ ok: false, error: ALREADY_SENT, status: 409 });
    expect(startSend(newPost().id, "free", admin)).toMatchObject({ ok: true, audience: 2 });
    expect(startSend(newPost().id, "premium", admin)).toMatchObject({ ok: true, audience: 1 });
    expect(startSend(newPost({ published: false }).id, "all", admin)).toMatchObject({ ok: false, status: 400 });
    expect(db.get<{ n: number }>(sql`SELECT count(*) AS n FROM insight_events WHERE name = 'newsletter_send'`)?.n).toBe(3);
  });
});

describe("the pace and the mails", () => {
  it("queues at most the minute's pace, skips who left meanwhile, and sends each reader the right cut with list headers", async () => {
    await runToEnd();
    smtp.mails.length = 0;
    db.run(sql`UPDATE subscribers SET status = 'unsubscribed'`);
    const premium = premiumSubscriber();
    const free = subscriber("confirmed");
    const leaving = subscriber("confirmed");
    const laterSuppressed = subscriber("confirmed");
    const post = newPost();
    const started = startSend(post.id, "all", null);
    expect(started).toMatchObject({ ok: true, audience: 4 });
    db.update(subscribers).set({ status: "unsubscribed" }).where(eq(subscribers.id, leaving.id)).run();
    db.insert(mailSuppressions).values({ email: laterSuppressed.email, reason: "complaint" }).run();

    // 2 a minute: one a tick at most (a second's share, rounded up), two in the minute.
    const now = new Date();
    const send = findSendOfPost(post.id)!;
    let queuedTotal = 0;
    for (let i = 0; i < 4; i++) queuedTotal += queueDueRecipients(new Date(now.getTime() + i * 1000), 2);
    expect(queuedTotal).toBeLessThanOrEqual(2);
    for (let i = 0; i < 5; i++) queueDueRecipients(new Date(now.getTime() + 61_000 * (i + 1)), 2);
    expect(findSendOfPost(post.id)!.queuedAllAt).not.toBeNull();
    expect(sendProgress(send)).toMatchObject({ audience: 4, waiting: 0, skipped: 2, queued: 2, sent: 0 });
    await drainOutbox();
    expect(sendProgress(send)).toMatchObject({ queued: 0, sent: 2, failed: 0 });
    // A second tick after the end queues nothing again (the outbox key).
    expect(queueDueRecipients(new Date(now.getTime() + 10 * 61_000), 1000)).toBe(0);

    expect(smtp.mails.map((m) => m.envelopeTo[0]).sort()).toEqual([premium.email, free.email].sort());
    const freeMail = smtp.mailsTo(free.email)[0]!;
    const premiumMail = smtp.mailsTo(premium.email)[0]!;
    for (const mail of [freeMail, premiumMail]) {
      expect(mail.subject).toMatch(/^Brining/);
      // Unfolded: a long header goes on continuation lines.
      expect(mail.rawHeaders.replace(/\r?\n[ \t]+/g, " ")).toMatch(/List-Unsubscribe: <http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[^>]+>,\s*<mailto:leave@kitchenandkey\.example\?subject=unsubscribe>/);
      expect(mail.rawHeaders).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      expect(mail.html).toContain(OPEN);
      expect(mail.text).toContain(OPEN);
      expect(mail.html).toContain(`http://localhost:3000/resources?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=${post.slug}`);
      expect(mail.html).toContain('href="https://example.org/x"');
      expect(mail.text).toMatch(/Unsubscribe \(one click\): http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=/);
    }
    expect(freeMail.html).not.toContain(HIDDEN);
    expect(freeMail.text).not.toContain(HIDDEN);
    expect(freeMail.html).toContain("Unlock the full post");
    expect(premiumMail.html).toContain(HIDDEN);
    expect(premiumMail.text).toContain(HIDDEN);
    expect(premiumMail.html).not.toContain("Unlock the full post");
  });

  it("sends a free post whole to a free subscriber", async () => {
    await runToEnd();
    smtp.mails.length = 0;
    db.run(sql`UPDATE subscribers SET status = 'unsubscribed'`);
    const free = subscriber("confirmed");
    const post = newPost({ premium: false });
    startSend(post.id, "free", null);
    await runToEnd();
    expect(smtp.mailsTo(free.email)).toHaveLength(1);
    expect(smtp.mailsTo(free.email)[0]!.html).toContain(HIDDEN);
  });
});

describe("a send kept with a schedule", () => {
  const input = (title: string): PostInput => ({ title, description: "Later.", category: "article", isPremium: false, author: "Chef", contentHtml: `<p>${OPEN}</p>`, readingTime: 1 });
  const kept = (id: string) => db.select({ segment: blogPosts.sendOnPublish, by: blogPosts.sendOnPublishBy }).from(blogPosts).where(eq(blogPosts.id, id)).get();

  it("starts once its post is published, by its time or by hand, whoever looks and however often; cancelling the schedule drops it", () => {
    db.run(sql`UPDATE subscribers SET status = 'unsubscribed'`);
    subscriber("confirmed");
    subscriber("confirmed");
    const later = { at: new Date(Date.now() + 3_600_000) };

    // Published by its schedule: the first look starts the send, a second (another process) finds nothing left.
    const timed = createPost(input("Timed"), { source: "admin", publish: later, sendOnPublish: { segment: "all", by: null } });
    expect(kept(timed.id)).toEqual({ segment: "all", by: null });
    expect(startSendsOnPublish()).toEqual([]);
    publishDuePosts(new Date(Date.now() + 3_700_000));
    const first = startSendsOnPublish();
    expect(first).toEqual([{ postId: timed.id, result: expect.objectContaining({ ok: true, audience: 2 }) }]);
    expect(startSendsOnPublish()).toEqual([]);
    expect(kept(timed.id)).toEqual({ segment: null, by: null });
    expect(findSendOfPost(timed.id)?.segment).toBe("all");

    // Published by hand from the list: the kept send starts too.
    const byHand = createPost(input("By hand"), { source: "admin", publish: later, sendOnPublish: { segment: "free", by: null } });
    setPostPublished(byHand.id, true);
    expect(startSendsOnPublish().map(({ postId, result }) => [postId, result.ok])).toEqual([[byHand.id, true]]);
    expect(findSendOfPost(byHand.id)?.segment).toBe("free");

    // Cancelled: the schedule goes and the send with it; published later, nothing is sent.
    const cancelled = createPost(input("Cancelled"), { source: "admin", publish: later, sendOnPublish: { segment: "all", by: null } });
    setPostPublished(cancelled.id, false);
    expect(kept(cancelled.id)).toEqual({ segment: null, by: null });
    setPostPublished(cancelled.id, true);
    expect(startSendsOnPublish()).toEqual([]);
    expect(findSendOfPost(cancelled.id)).toBeUndefined();

    // Published now from the editor: nothing is kept (the editor starts that send itself).
    const now = createPost(input("Now"), { source: "admin", publish: true, sendOnPublish: { segment: "all", by: null } });
    expect(kept(now.id)).toEqual({ segment: null, by: null });
  });

  it("a post already sent is not sent again: what was kept is dropped, with the reason", () => {
    const post = createPost(input("Sent before"), { source: "admin", publish: true });
    expect(startSend(post.id, "all", null).ok).toBe(true);
    db.update(blogPosts).set({ sendOnPublish: "premium" }).where(eq(blogPosts.id, post.id)).run();
    expect(startSendsOnPublish()).toEqual([{ postId: post.id, result: { ok: false, error: ALREADY_SENT, status: 409 } }]);
    expect(kept(post.id)).toEqual({ segment: null, by: null });
  });
});
