/**
 * The newsletter's subscribers as the admin sees them (/admin/subscribers):
 * counts by status, the list's size week by week, search, the CSV's rows, and
 * adding imported addresses. Signing up, confirming and leaving are the
 * subscribe forms' (they own their rules); this module never changes a
 * subscriber that exists.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailSuppressions, subscribers, SUBSCRIBER_STATUSES, type SubscriberStatus, type SuppressionReason } from "~/db/schema";
import { countSuppressions, likeContaining, normalizeAddress } from "./suppression.server";

export type SubscriberRow = typeof subscribers.$inferSelect;
export type SubscriberCounts = Record<SubscriberStatus | "suppressed", number>;

export function subscriberCounts(): SubscriberCounts {
  const counts: SubscriberCounts = { pending: 0, confirmed: 0, unsubscribed: 0, suppressed: countSuppressions() };
  for (const row of db.select({ status: subscribers.status, n: count() }).from(subscribers).groupBy(subscribers.status).all()) counts[row.status] = row.n;
  return counts;
}

export type SubscriberFilter = { search: string; status: SubscriberStatus | null };

/** Part of the address or of the name; `%` and `_` are letters. */
function matching({ search, status }: SubscriberFilter): SQL | undefined {
  const parts: SQL[] = [];
  const q = search.trim().toLowerCase();
  if (q) {
    const pattern = likeContaining(q);
    parts.push(sql`(${subscribers.email} LIKE ${pattern} ESCAPE '\\' OR lower(coalesce(${subscribers.name}, '')) LIKE ${pattern} ESCAPE '\\')`);
  }
  if (status) parts.push(eq(subscribers.status, status));
  return parts.length ? and(...parts) : undefined;
}

/** Newest first, each with the reason its address is suppressed (no newsletter reaches it whatever its status), or null. */
export function listSubscribers(filter: SubscriberFilter, limit: number, offset: number): (SubscriberRow & { suppressed: SuppressionReason | null })[] {
  return db
    .select({ subscriber: subscribers, suppressed: mailSuppressions.reason })
    .from(subscribers)
    .leftJoin(mailSuppressions, eq(mailSuppressions.email, subscribers.email))
    .where(matching(filter))
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(limit)
    .offset(offset)
    .all()
    .map((row) => ({ ...row.subscriber, suppressed: row.suppressed }));
}

export function countSubscribers(filter: SubscriberFilter): number {
  return db.select({ n: count() }).from(subscribers).where(matching(filter)).get()?.n ?? 0;
}

/** Every subscriber matching, oldest first (the CSV), read in one pass. */
export function allSubscribers(filter: SubscriberFilter): SubscriberRow[] {
  return db.select().from(subscribers).where(matching(filter)).orderBy(subscribers.createdAt, subscribers.id).all();
}

export function isSubscriberStatus(value: string | null): value is SubscriberStatus {
  return (SUBSCRIBER_STATUSES as readonly string[]).includes(value ?? "");
}

/**
 * Counted on the list at instant `t`: consent given by then, and not left
 * since that consent (an earlier unsubscribe, before a resubscription, does not count).
 */
function onListAt(t: Date): SQL {
  return and(
    isNotNull(subscribers.consentAt),
    lt(subscribers.consentAt, t),
    or(sql`${subscribers.unsubscribedAt} IS NULL`, gte(subscribers.unsubscribedAt, t), lt(subscribers.unsubscribedAt, subscribers.consentAt)),
  )!;
}

/** How many were on the list at `t`. */
export function listSizeAt(t: Date): number {
  return db.select({ n: count() }).from(subscribers).where(onListAt(t)).get()?.n ?? 0;
}

/** Who joined (consent) and who left (unsubscribed after consenting) in [from, to), for each of `buckets` equal buckets of `bucketMs`. */
export function joinsAndLeaves(from: Date, bucketMs: number, buckets: number): { joined: number[]; left: number[] } {
  const to = new Date(from.getTime() + bucketMs * buckets);
  const joined = Array<number>(buckets).fill(0);
  const left = Array<number>(buckets).fill(0);
  const bucketOf = (column: typeof subscribers.consentAt | typeof subscribers.unsubscribedAt) => sql<number>`cast((${column} - ${from.getTime()}) / ${bucketMs} as integer)`;
  const joins = db
    .select({ bucket: bucketOf(subscribers.consentAt), n: count() })
    .from(subscribers)
    .where(and(gte(subscribers.consentAt, from), lt(subscribers.consentAt, to)))
    .groupBy(sql`1`)
    .all();
  const leaves = db
    .select({ bucket: bucketOf(subscribers.unsubscribedAt), n: count() })
    .from(subscribers)
    .where(and(gte(subscribers.unsubscribedAt, from), lt(subscribers.unsubscribedAt, to), isNotNull(subscribers.consentAt), gte(subscribers.unsubscribedAt, subscribers.consentAt)))
    .groupBy(sql`1`)
    .all();
  for (const { bucket, n } of joins) joined[bucket] = (joined[bucket] ?? 0) + n;
  for (const { bucket, n } of leaves) left[bucket] = (left[bucket] ?? 0) + n;
  return { joined, left };
}

export type ImportedSubscriber = { email: string; name: string | null };
export type KnownAddress = { status: SubscriberStatus | "suppressed" };

/** What the list already knows of each address: its subscriber's status, or that it is suppressed (which wins). */
export function knownAddresses(emails: string[]): Map<string, KnownAddress> {
  const known = new Map<string, KnownAddress>();
  // In slices: SQLite takes at most 32,766 parameters per statement.
  for (let i = 0; i < emails.length; i += 500) {
    const slice = emails.slice(i, i + 500).map(normalizeAddress);
    for (const row of db.select({ email: subscribers.email, status: subscribers.status }).from(subscribers).where(inArray(subscribers.email, slice)).all()) known.set(row.email, { status: row.status });
    for (const row of db.select({ email: mailSuppressions.email }).from(mailSuppressions).where(inArray(mailSuppressions.email, slice)).all()) known.set(row.email, { status: "suppressed" });
  }
  return known;
}

/**
 * A new subscriber from an import: confirmed with the admin's record of where
 * consent was given, or pending. Null when the address exists (another
 * admin's import, or a form, got there first): it is left as it is.
 */
export function insertImported(subscriber: ImportedSubscriber, consent: { note: string; at: Date } | null, now: Date): { id: number } | null {
  return (
    db
      .insert(subscribers)
      .values({
        email: normalizeAddress(subscriber.email),
        name: subscriber.name,
        status: consent ? "confirmed" : "pending",
        source: "import",
        consentAt: consent?.at ?? null,
        consentNote: consent?.note ?? "",
        createdAt: now,
      })
      .onConflictDoNothing({ target: subscribers.email })
      .returning({ id: subscribers.id })
      .get() ?? null
  );
}
