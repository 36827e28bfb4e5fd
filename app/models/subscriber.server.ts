/**
 * Newsletter subscribers: one row per address (lower-cased), with where and
 * when consent was given. Only `confirmed` rows ever receive the newsletter;
 * the services in services/newsletter/ decide when a row changes.
 * /account shows the subscription: migration 0023's triggers move the account
 * version on every write to this table (docs/decisions/194), whoever writes.
 */
import { eq, inArray, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { subscribers } from "~/db/schema";

export type Subscriber = typeof subscribers.$inferSelect;

export function getSubscriber(id: number): Subscriber | undefined {
  return db.select().from(subscribers).where(eq(subscribers.id, id)).get();
}

export function findSubscriberByEmail(email: string): Subscriber | undefined {
  return db.select().from(subscribers).where(eq(subscribers.email, email.trim().toLowerCase())).get();
}

/**
 * The subscription of an account: the row it made from /account, else the row of its
 * current address (made from a public form, before or after signing up).
 */
export function findSubscriberOfAccount(userId: string, email: string): Subscriber | undefined {
  const rows = db
    .select()
    .from(subscribers)
    .where(or(eq(subscribers.userId, userId), eq(subscribers.email, email.toLowerCase())))
    .all();
  return rows.find((row) => row.userId === userId) ?? rows[0];
}

export function insertPendingSubscriber(values: { email: string; name: string | null; source: string; userId?: string | null }, now = new Date()): Subscriber {
  return db
    .insert(subscribers)
    .values({ email: values.email.toLowerCase(), name: values.name, source: values.source, userId: values.userId ?? null, status: "pending", createdAt: now })
    .returning()
    .get();
}

/** A new request from a form for a pending row: the latest form and name count; the status waits for the link. */
export function noteSubscribeRequest(id: number, values: { name: string | null; source: string }) {
  const set = values.name ? { name: values.name, source: values.source } : { source: values.source };
  db.update(subscribers).set(set).where(eq(subscribers.id, id)).run();
}

/** Consent given now: by the confirmation link, the account's click, or the unsubscribe page's "Subscribe again". */
export function markConfirmed(id: number, now: Date, change: { source?: string; userId?: string } = {}) {
  db.update(subscribers)
    .set({ status: "confirmed", consentAt: now, unsubscribedAt: null, ...change })
    .where(eq(subscribers.id, id))
    .run();
}

export function markUnsubscribed(id: number, now: Date) {
  db.update(subscribers).set({ status: "unsubscribed", unsubscribedAt: now }).where(eq(subscribers.id, id)).run();
}

/** Links a row of the account's address to the account, so deleting the account deletes it. */
export function linkSubscriberToAccount(id: number, userId: string) {
  db.update(subscribers).set({ userId }).where(eq(subscribers.id, id)).run();
}

/** Every row of an account: made from /account, or of one of its addresses. */
export function deleteSubscribersOfAccount(userId: string, addresses: string[]): number {
  const lower = addresses.map((address) => address.toLowerCase());
  const match = lower.length ? or(eq(subscribers.userId, userId), inArray(subscribers.email, lower)) : eq(subscribers.userId, userId);
  return db.delete(subscribers).where(match).run().changes;
}
