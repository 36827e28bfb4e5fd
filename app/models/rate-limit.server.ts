import { and, count, desc, eq, gte, inArray, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { rateLimitHits } from "~/db/schema";

export function countHits(bucket: string, since: Date): number {
  return (
    db
      .select({ n: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, bucket), gte(rateLimitHits.createdAt, since)))
      .get()?.n ?? 0
  );
}

export function oldestHitSince(bucket: string, since: Date): Date | undefined {
  return db
    .select({ at: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gte(rateLimitHits.createdAt, since)))
    .orderBy(rateLimitHits.createdAt)
    .limit(1)
    .get()?.at;
}

export function recordHit(bucket: string, at = new Date()) {
  db.insert(rateLimitHits).values({ bucket, createdAt: at }).run();
}

/** Takes back the newest hit of `bucket`, if any. */
export function removeNewestHit(bucket: string) {
  const newest = db.select({ id: rateLimitHits.id }).from(rateLimitHits).where(eq(rateLimitHits.bucket, bucket)).orderBy(desc(rateLimitHits.id)).limit(1).get();
  if (newest) db.delete(rateLimitHits).where(eq(rateLimitHits.id, newest.id)).run();
}

export function clearHits(bucket: string) {
  db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket)).run();
}

/** Drops hits older than `before` (older than any window we use), so the table stays small; returns how many. */
export function pruneHits(before: Date): number {
  return db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, before)).run().changes;
}

/** Forgets the counts kept under these buckets (those that name a deleted account's address). */
export function deleteHits(buckets: string[]): number {
  return buckets.length === 0 ? 0 : db.delete(rateLimitHits).where(inArray(rateLimitHits.bucket, buckets)).run().changes;
}
