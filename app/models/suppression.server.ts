/**
 * The suppression list: addresses no list mail goes to (a permanent SMTP
 * refusal of the mailbox, a complaint reported by the mail provider, or the
 * admin's choice). Addresses are trimmed and lower-cased, as `subscribers.email`.
 * The first reason is kept: a complaint after a bounce does not rewrite why the
 * address was first taken off, and a replayed report changes nothing.
 */
import { count, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailSuppressions, type SuppressionReason } from "~/db/schema";

/** How much of an SMTP reply or a provider's report is kept. */
const DETAIL_CHARS = 500;

export type Suppression = typeof mailSuppressions.$inferSelect;

export const normalizeAddress = (email: string) => email.trim().toLowerCase();

/** True when the address was added now; false when it was already on the list (its first reason stays). */
export function suppress(email: string, reason: SuppressionReason, detail = "", now = new Date()): boolean {
  return (
    db
      .insert(mailSuppressions)
      .values({ email: normalizeAddress(email), reason, detail: detail.slice(0, DETAIL_CHARS), createdAt: now })
      .onConflictDoNothing({ target: mailSuppressions.email })
      .run().changes > 0
  );
}

export function isSuppressed(email: string): boolean {
  return db.select({ email: mailSuppressions.email }).from(mailSuppressions).where(eq(mailSuppressions.email, normalizeAddress(email))).get() !== undefined;
}

/** `%` and `_` typed in a search are letters, not wildcards. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function matching(search: string) {
  const q = normalizeAddress(search);
  return q ? sql`${mailSuppressions.email} LIKE ${likeContaining(q)} ESCAPE '\\'` : undefined;
}

/** Newest first; `search` is part of an address. */
export function listSuppressions({ search = "", limit = 50, offset = 0 }: { search?: string; limit?: number; offset?: number } = {}): Suppression[] {
  return db
    .select()
    .from(mailSuppressions)
    .where(matching(search))
    .orderBy(desc(mailSuppressions.createdAt), desc(mailSuppressions.email))
    .limit(limit)
    .offset(offset)
    .all();
}

export function countSuppressions(search = ""): number {
  return db.select({ n: count() }).from(mailSuppressions).where(matching(search)).get()?.n ?? 0;
}

/** Takes the address off the list; false when it was not on it. */
export function liftSuppression(email: string): boolean {
  return db.delete(mailSuppressions).where(eq(mailSuppressions.email, normalizeAddress(email))).run().changes > 0;
}
