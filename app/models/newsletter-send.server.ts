/**
 * The newsletter's sends and their frozen audiences (newsletter_sends,
 * newsletter_recipients). Written in SQL: the audience is one INSERT … SELECT,
 * so 10,000 subscribers are frozen in one statement, and the pace's claim is a
 * conditional UPDATE, so of several processes exactly one takes a recipient.
 * Suppressed addresses are read from mail_suppressions directly.
 */
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import type { NewsletterSegment } from "~/db/schema";

/** The subscriber's address or account has premium access now (the rule of getAccess: customers.has_access). */
const PREMIUM = sql`(EXISTS (SELECT 1 FROM customers c WHERE c.user_id = s.user_id AND c.has_access = 1)
  OR EXISTS (SELECT 1 FROM users u JOIN customers c ON c.user_id = u.id WHERE u.email = s.email AND c.has_access = 1))`;

/** Confirmed and not on the suppression list: who may be sent a list mail now. */
const REACHABLE = sql`s.status = 'confirmed' AND NOT EXISTS (SELECT 1 FROM mail_suppressions m WHERE m.email = s.email)`;

const SEGMENT_FILTER: Record<NewsletterSegment, ReturnType<typeof sql>> = {
  all: sql`1`,
  free: sql`NOT ${PREMIUM}`,
  premium: PREMIUM,
};

export type SendRow = { id: number; postId: string; segment: NewsletterSegment; audience: number; startedAt: Date; queuedAllAt: Date | null };

export function findSendOfPost(postId: string): SendRow | undefined {
  const row = db.get<{ id: number; post_id: string; segment: NewsletterSegment; audience: number; created_at: number; queued_all_at: number | null } | undefined>(
    sql`SELECT id, post_id, segment, audience, created_at, queued_all_at FROM newsletter_sends WHERE post_id = ${postId}`,
  );
  return row
    ? { id: row.id, postId: row.post_id, segment: row.segment, audience: row.audience, startedAt: new Date(row.created_at), queuedAllAt: row.queued_all_at === null ? null : new Date(row.queued_all_at) }
    : undefined;
}

/**
 * Inserts the send and its audience; call inside a transaction. Returns the
 * send's id and audience, or null when the post already has a send.
 */
export function insertSendWithAudience(postId: string, segment: NewsletterSegment, startedBy: string | null, now: Date): { id: number; audience: number } | null {
  const send = db.get<{ id: number } | undefined>(sql`
    INSERT INTO newsletter_sends (post_id, segment, audience, started_by, created_at) VALUES (${postId}, ${segment}, 0, ${startedBy}, ${now.getTime()})
    ON CONFLICT (post_id) DO NOTHING RETURNING id`);
  if (!send) return null;
  const audience = db.run(sql`
    INSERT INTO newsletter_recipients (send_id, subscriber_id, premium, status)
    SELECT ${send.id}, s.id, ${PREMIUM}, 'waiting' FROM subscribers s
    WHERE ${REACHABLE} AND ${SEGMENT_FILTER[segment]} ORDER BY s.id`).changes;
  db.run(sql`UPDATE newsletter_sends SET audience = ${audience}, queued_all_at = ${audience === 0 ? now.getTime() : null} WHERE id = ${send.id}`);
  return { id: send.id, audience };
}

/** Recipients handed to the outbox since `since`, over every send still going or finished since then (the pace's window). */
export function countQueuedSince(since: Date): number {
  return (
    db.get<{ n: number }>(sql`
      SELECT count(*) AS n FROM newsletter_recipients
      WHERE status = 'queued' AND queued_at > ${since.getTime()}
        AND send_id IN (SELECT id FROM newsletter_sends WHERE queued_all_at IS NULL OR queued_all_at > ${since.getTime()})`)?.n ?? 0
  );
}

/** Whether any recipient waits (an indexed read: the pace takes no write lock when there is nothing to do). */
export function anyWaiting(): boolean {
  return db.get(sql`SELECT 1 AS one FROM newsletter_recipients WHERE status = 'waiting' LIMIT 1`) !== undefined;
}

export type WaitingRecipient = { id: number; sendId: number; subscriberId: number | null; premium: boolean; email: string | null; reachable: boolean };

/** The next waiting recipients, oldest send first, with whether each may still be mailed. */
export function nextWaiting(limit: number): WaitingRecipient[] {
  return db
    .all<{ id: number; send_id: number; subscriber_id: number | null; premium: number; email: string | null; reachable: number | null }>(sql`
      SELECT r.id, r.send_id, r.subscriber_id, r.premium, s.email, (${REACHABLE}) AS reachable
      FROM newsletter_recipients r LEFT JOIN subscribers s ON s.id = r.subscriber_id
      WHERE r.status = 'waiting' ORDER BY r.send_id, r.id LIMIT ${limit}`)
    .map((r) => ({ id: r.id, sendId: r.send_id, subscriberId: r.subscriber_id, premium: r.premium === 1, email: r.email, reachable: r.reachable === 1 }));
}

/** The post a send is of, as the mail needs it. */
export function postOfSend(sendId: number) {
  const post = db.get<{ title: string; slug: string; content: string; is_premium: number; image_url: string | null; is_published: number } | undefined>(sql`
    SELECT p.title, p.slug, p.content, p.is_premium, p.image_url, p.is_published FROM newsletter_sends n JOIN blog_posts p ON p.id = n.post_id WHERE n.id = ${sendId}`);
  return post
    ? { title: post.title, slug: post.slug, content: post.content, isPremium: post.is_premium === 1, imageUrl: post.image_url, isPublished: post.is_published === 1 }
    : undefined;
}

/** Moves a waiting recipient on; false when another process already did (the claim). */
export function markRecipient(id: number, status: "queued" | "skipped", now: Date): boolean {
  return db.run(sql`UPDATE newsletter_recipients SET status = ${status}, queued_at = ${now.getTime()} WHERE id = ${id} AND status = 'waiting'`).changes > 0;
}

/** Marks the send fully handed over once no recipient waits. */
export function closeSendIfDone(sendId: number, now: Date) {
  db.run(sql`UPDATE newsletter_sends SET queued_all_at = ${now.getTime()}
    WHERE id = ${sendId} AND queued_all_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM newsletter_recipients WHERE send_id = ${sendId} AND status = 'waiting')`);
}

export type SendProgress = { audience: number; waiting: number; skipped: number; queued: number; sent: number; failed: number };

/**
 * Where each recipient stands: still waiting for the pace, skipped, or in the
 * outbox (found by its key): waiting to go, sent or failed. A queued recipient
 * whose mail is no longer in the outbox was delivered (delivered mail is
 * pruned) or its subscriber deleted: counted as sent.
 */
export function sendProgress(send: { id: number; audience: number }): SendProgress {
  const row = db.get<Omit<SendProgress, "audience"> | undefined>(sql`
    SELECT
      coalesce(sum(r.status = 'waiting'), 0) AS waiting,
      coalesce(sum(r.status = 'skipped'), 0) AS skipped,
      coalesce(sum(r.status = 'queued' AND o.status IN ('queued', 'sending')), 0) AS queued,
      coalesce(sum(r.status = 'queued' AND (o.status IS NULL OR o.status IN ('sent', 'logged'))), 0) AS sent,
      coalesce(sum(r.status = 'queued' AND o.status = 'failed'), 0) AS failed
    FROM newsletter_recipients r
    LEFT JOIN mail_outbox o ON o.key = 'newsletter:' || r.send_id || ':' || r.subscriber_id
    WHERE r.send_id = ${send.id}`);
  return { audience: send.audience, ...(row ?? { waiting: 0, skipped: 0, queued: 0, sent: 0, failed: 0 }) };
}
