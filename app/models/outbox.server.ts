/**
 * The mail outbox table: storing a mail with its cause, and the worker's
 * atomic claim on the next one due. A claim is one UPDATE … RETURNING, so of
 * several processes (WEB_CONCURRENCY) exactly one gets a given mail.
 */
import { and, desc, eq, gte, inArray, like, lte, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import type { MailStatus } from "~/utils/mail-statuses";

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type NewMail = Pick<typeof mailOutbox.$inferInsert, "key" | "recipient" | "replyTo" | "subject" | "textBody" | "htmlBody" | "sensitive" | "userId" | "unsubscribeUrl">;

/** Mails to `recipient` whose key matches `keyPattern` (SQL LIKE), stored since `since`. */
export function countMailsTo(recipient: string, keyPattern: string, since: Date): number {
  const row = db
    .select({ n: sql<number>`count(*)` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), like(mailOutbox.key, keyPattern), gte(mailOutbox.createdAt, since)))
    .get();
  return row?.n ?? 0;
}

/** Stores the mail unless one with its key exists; true when stored. Call inside the cause's transaction. */
export function insertMail(mail: NewMail): boolean {
  return db.insert(mailOutbox).values(mail).onConflictDoNothing({ target: mailOutbox.key }).run().changes > 0;
}

/**
 * Claims the oldest due mail for `leaseMs`: a queued one whose time has come,
 * or one left 'sending' by a worker whose lease ran out (it crashed).
 */
export function claimNextMail(now: Date, leaseMs: number): OutboxMail | undefined {
  const due = or(
    and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, now)),
    and(eq(mailOutbox.status, "sending"), lte(mailOutbox.leaseUntil, now)),
  );
  const next = db.select({ id: mailOutbox.id }).from(mailOutbox).where(due).orderBy(mailOutbox.nextAttemptAt, mailOutbox.id).limit(1);
  return db
    .update(mailOutbox)
    .set({ status: "sending", leaseUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(inArray(mailOutbox.id, next), due))
    .returning()
    .get();
}

const REMOVED = "(Removed once delivered: it held a single-use link.)";

/** A claimed mail's outcome. Sensitive bodies are blanked: the link must not outlive its delivery. */
export function finishMail(mail: OutboxMail, status: Extract<MailStatus, "sent" | "logged">, now: Date) {
  db.update(mailOutbox)
    .set({
      status,
      sentAt: now,
      leaseUntil: null,
      lastError: null,
      ...(mail.sensitive ? { textBody: REMOVED, htmlBody: `<p>${REMOVED}</p>` } : {}),
    })
    .where(eq(mailOutbox.id, mail.id))
    .run();
}

/** A failed attempt: back in the queue at `retryAt`, or failed for good when `retryAt` is null. */
export function failMail(id: number, error: string, retryAt: Date | null) {
  db.update(mailOutbox)
    .set(
      retryAt
        ? { status: "queued", nextAttemptAt: retryAt, leaseUntil: null, lastError: error }
        : { status: "failed", leaseUntil: null, lastError: error },
    )
    .where(eq(mailOutbox.id, id))
    .run();
}

/** An admin's retry of a failed mail: queued again, due now, with a fresh count. False when it was not failed. */
export function requeueFailedMail(id: number, now = new Date()): boolean {
  return (
    db
      .update(mailOutbox)
      .set({ status: "queued", attempts: 0, nextAttemptAt: now, leaseUntil: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
      .run().changes > 0
  );
}

/** The outbox for /admin/outbox, newest first (no bodies: they may hold links). */
export function listOutbox(status?: MailStatus, limit = 200) {
  return db
    .select({
      id: mailOutbox.id,
      key: mailOutbox.key,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(status ? eq(mailOutbox.status, status) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
    .all();
}

/** How many mails are in each status. */
export function countOutbox(): Record<MailStatus, number> {
  const counts: Record<MailStatus, number> = { queued: 0, sending: 0, sent: 0, failed: 0, logged: 0 };
  const rows = db.select({ status: mailOutbox.status, n: sql<number>`count(*)` }).from(mailOutbox).groupBy(mailOutbox.status).all();
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** One stored mail, body included (the admin's mail page). */
export function getMail(id: number) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).get();
}

export function getMailByKey(key: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.key, key)).get();
}

/** Deletes sent and logged mail older than `before` (the outbox is a queue with a short history); returns how many. */
export function pruneDeliveredMail(before: Date): number {
  return db
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ["sent", "logged"]), lte(mailOutbox.createdAt, before)))
    .run().changes;
}

/** What was mailed to the address, newest first: subject, status and dates only (bodies may hold links). */
/**
 * An account's mail: stored for it (user_id), or to or Reply-To one of its
 * addresses (lower case), which also finds mail stored before user_id was kept.
 */
function mailOfAccount(userId: string, addresses: string[]) {
  return or(eq(mailOutbox.userId, userId), inArray(sql`lower(${mailOutbox.recipient})`, addresses), inArray(sql`lower(${mailOutbox.replyTo})`, addresses));
}

export function listMailOfAccount(userId: string, addresses: string[]) {
  return db
    .select({ to: mailOutbox.recipient, replyTo: mailOutbox.replyTo, subject: mailOutbox.subject, status: mailOutbox.status, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(mailOfAccount(userId, addresses))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .all();
}

/** Deletes the account's mail (a deleted account's); returns how many. */
export function deleteMailOfAccount(userId: string, addresses: string[]): number {
  return db.delete(mailOutbox).where(mailOfAccount(userId, addresses)).run().changes;
}
