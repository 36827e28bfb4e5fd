/**
 * Sending a post to subscribers (docs/decisions/222). startSend freezes the
 * audience in one transaction; the pace (queueDueRecipients, run by
 * send-worker.server.ts in every process) then hands waiting recipients to
 * the outbox, each with the key newsletter:<send>:<subscriber>, so a restart or
 * a second process never queues one twice; the outbox worker sends them.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, type NewsletterSegment } from "~/db/schema";
import { anyWaiting, closeSendIfDone, countQueuedSince, insertSendWithAudience, markRecipient, nextWaiting, postOfSend } from "~/models/newsletter-send.server";
import { recordEvent } from "~/services/insights/events.server";
import { enqueueWholeMail, mailQueued, siteUrl } from "~/services/mail/mail.server";
import { getEnv } from "~/utils/env.server";
import { unsubscribePath, unsubscribeToken } from "./links.server";
import { personalise, renderNewsletterMail, type NewsletterMailTemplate } from "./newsletter-mail.server";

export type StartSendResult = { ok: true; sendId: number; audience: number } | { ok: false; error: string; status: 400 | 404 | 409 };

export const ALREADY_SENT = "This post has already been sent to subscribers: a post is sent once.";

/** What the admin is told of a started send. */
export const sendingTo = (audience: number) => `Sending to ${audience.toLocaleString("en-US")} ${audience === 1 ? "subscriber" : "subscribers"}.`;

/** The mail's key: one per send and subscriber, whatever happens to its address. */
export const recipientKey = (sendId: number, subscriberId: number) => `newsletter:${sendId}:${subscriberId}`;

/**
 * Starts sending a published post to the segment's confirmed, unsuppressed
 * subscribers: the send and one waiting row per recipient, in one transaction.
 */
export function startSend(postId: string, segment: NewsletterSegment, adminId: string | null, now = new Date()): StartSendResult {
  const result = db.transaction(() => beginSend(postId, segment, adminId, now), { behavior: "immediate" });
  if (result.ok) sendWorkerWake?.();
  return result;
}

/** startSend's work, inside the caller's transaction. */
function beginSend(postId: string, segment: NewsletterSegment, adminId: string | null, now: Date): StartSendResult {
  const post = db.select({ isPublished: blogPosts.isPublished, slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, postId)).get();
  if (!post) return { ok: false, error: "That post does not exist.", status: 404 };
  if (!post.isPublished) return { ok: false, error: "Publish the post before sending it to subscribers.", status: 400 };
  const send = insertSendWithAudience(postId, segment, adminId, now);
  if (!send) return { ok: false, error: ALREADY_SENT, status: 409 };
  recordEvent({ name: "newsletter_send", source: `/blog/${post.slug}`, postSlug: post.slug, detail: `${segment}:${send.audience}` }, now);
  return { ok: true, sendId: send.id, audience: send.audience };
}

/**
 * Starts the sends kept with scheduled posts that are now published (by their
 * schedule or by hand), each in one transaction with clearing what was kept,
 * so however many processes look, and whenever one dies, a post is sent once.
 * Returns what each start gave, by post.
 */
export function startSendsOnPublish(now = new Date()): Array<{ postId: string; result: StartSendResult }> {
  const due = db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), isNotNull(blogPosts.sendOnPublish)))
    .all();
  const started: Array<{ postId: string; result: StartSendResult }> = [];
  for (const post of due) {
    const result = db.transaction(
      (): StartSendResult | null => {
        // Another process may have started it since the read above.
        const kept = db.select({ segment: blogPosts.sendOnPublish, by: blogPosts.sendOnPublishBy }).from(blogPosts).where(eq(blogPosts.id, post.id)).get();
        if (!kept?.segment) return null;
        db.update(blogPosts).set({ sendOnPublish: null, sendOnPublishBy: null }).where(eq(blogPosts.id, post.id)).run();
        return beginSend(post.id, kept.segment, kept.by, now);
      },
      { behavior: "immediate" },
    );
    if (result) started.push({ postId: post.id, result });
  }
  if (started.some(({ result }) => result.ok)) sendWorkerWake?.();
  return started;
}

/** How often each process hands recipients to the outbox. */
export const PACE_TICK_MS = 1000;
/** Recipients per transaction: short ones, so visitors' writes never wait long behind a send. */
const BATCH = 25;

/** What one tick of one process may queue: its share of a minute's pace (the minute's total is checked in the database). */
export function tickAllowance(perMinute: number, tickMs = PACE_TICK_MS): number {
  return Math.max(1, Math.ceil((perMinute * tickMs) / 60_000));
}

/**
 * One tick of the pace: hands waiting recipients to the outbox, at most this
 * tick's share and never more than NEWSLETTER_MAILS_PER_MINUTE in the last
 * minute over all processes (counted inside the same immediate transaction as
 * the claim). A subscriber who left or was suppressed since the send started
 * is skipped. Returns how many mails were queued.
 */
export function queueDueRecipients(now = new Date(), perMinute = getEnv().NEWSLETTER_MAILS_PER_MINUTE): number {
  if (!anyWaiting()) return 0;
  let left = tickAllowance(perMinute);
  let queued = 0;
  const templates = new Map<string, NewsletterMailTemplate | null>();
  while (left > 0) {
    const handled = db.transaction(
      () => {
        const room = Math.min(left, BATCH, perMinute - countQueuedSince(new Date(now.getTime() - 60_000)));
        if (room <= 0) return { taken: 0, queued: 0 };
        const rows = nextWaiting(room);
        let done = 0;
        for (const row of rows) {
          const template = row.reachable && row.email && row.subscriberId !== null ? templateFor(templates, row.sendId, row.premium) : null;
          if (!template || !row.email || row.subscriberId === null) {
            markRecipient(row.id, "skipped", now);
            continue;
          }
          if (!markRecipient(row.id, "queued", now)) continue;
          const url = siteUrl(unsubscribePath(unsubscribeToken({ id: row.subscriberId, email: row.email })));
          enqueueWholeMail({ key: recipientKey(row.sendId, row.subscriberId), to: row.email, unsubscribeUrl: url, ...personalise(template, url) }, { wake: false });
          done++;
        }
        for (const sendId of new Set(rows.map((r) => r.sendId))) closeSendIfDone(sendId, now);
        return { taken: rows.length, queued: done };
      },
      { behavior: "immediate" },
    );
    queued += handled.queued;
    left -= handled.taken;
    if (handled.taken < BATCH) break;
  }
  if (queued > 0) mailQueued();
  return queued;
}

/** One rendering per send and kind of reader; null when the post is gone or unpublished (its recipients are skipped). */
function templateFor(cache: Map<string, NewsletterMailTemplate | null>, sendId: number, premium: boolean): NewsletterMailTemplate | null {
  const key = `${sendId}:${premium}`;
  if (!cache.has(key)) {
    const post = postOfSend(sendId);
    cache.set(key, post?.isPublished ? renderNewsletterMail(post, premium) : null);
  }
  return cache.get(key) ?? null;
}

let sendWorkerWake: (() => void) | null = null;

/** The send worker asks to hear of a new send, so the first mails go at once. */
export function onSendStarted(listener: (() => void) | null) {
  sendWorkerWake = listener;
}
