/**
 * Affiliates (docs/decisions/214): an application an admin approved becomes a
 * row here with the application's code and a rate; it is suspended and
 * reactivated here, and linked to the account that followed the approval link.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { affiliateApplications, affiliates, referralClicks } from "~/db/schema";

export type Affiliate = typeof affiliates.$inferSelect;
export type ApplicationStatus = "new" | "active" | "suspended" | "rejected";

/** Every application, newest first, with the affiliate it became (if approved) and where it stands. */
export function listApplicationsWithAffiliates() {
  return db
    .select({ application: affiliateApplications, affiliate: affiliates })
    .from(affiliateApplications)
    .leftJoin(affiliates, eq(affiliates.applicationId, affiliateApplications.id))
    .orderBy(desc(affiliateApplications.submittedAt), desc(affiliateApplications.id))
    .all()
    .map(({ application, affiliate }) => ({ application, affiliate, status: applicationStatus(application, affiliate) }));
}

function applicationStatus(application: { rejectedAt: Date | null }, affiliate: Affiliate | null): ApplicationStatus {
  if (affiliate) return affiliate.status;
  return application.rejectedAt ? "rejected" : "new";
}

export function getApplication(id: number) {
  return db.select().from(affiliateApplications).where(eq(affiliateApplications.id, id)).get();
}

export function getAffiliate(id: string) {
  return db.select().from(affiliates).where(eq(affiliates.id, id)).get();
}

export function findAffiliateOfApplication(applicationId: number) {
  return db.select().from(affiliates).where(eq(affiliates.applicationId, applicationId)).get();
}

/** The affiliate linked to an account, active or suspended. */
export function findAffiliateOfUser(userId: string) {
  return db.select().from(affiliates).where(eq(affiliates.userId, userId)).get();
}

/** Active affiliates by name: the ones a promotion code may belong to. */
export function listActiveAffiliates() {
  return db
    .select({ id: affiliates.id, name: affiliates.name, code: affiliates.code })
    .from(affiliates)
    .where(eq(affiliates.status, "active"))
    .orderBy(asc(affiliates.name), asc(affiliates.code))
    .all();
}

export function affiliateNames(): Map<string, { name: string; code: string }> {
  return new Map(
    db
      .select({ id: affiliates.id, name: affiliates.name, code: affiliates.code })
      .from(affiliates)
      .all()
      .map((row) => [row.id, { name: row.name, code: row.code }]),
  );
}

/**
 * Makes the application an affiliate with its code (upper case) at `ratePercent`;
 * undefined when it is one already (or its code is taken). A rejected
 * application may still be approved: the admin changed their mind.
 */
export function createAffiliateFromApplication(applicationId: number, ratePercent: number, now = new Date()): Affiliate | undefined {
  const application = getApplication(applicationId);
  if (!application) return undefined;
  return db
    .insert(affiliates)
    .values({
      id: `aff_${randomUUID()}`,
      applicationId,
      code: application.affiliateCode.toUpperCase(),
      name: application.name,
      email: application.email,
      ratePercent,
      status: "active",
      approvedAt: now,
    })
    .onConflictDoNothing()
    .returning()
    .get();
}

/** Turns down a new application; false when it was approved or rejected already. */
export function rejectApplicationRow(applicationId: number, now = new Date()): boolean {
  if (findAffiliateOfApplication(applicationId)) return false;
  return (
    db
      .update(affiliateApplications)
      .set({ rejectedAt: now })
      .where(and(eq(affiliateApplications.id, applicationId), isNull(affiliateApplications.rejectedAt)))
      .run().changes > 0
  );
}

/** Suspends an active affiliate or reactivates a suspended one; false when it already was so. */
export function setAffiliateStatus(id: string, status: Affiliate["status"], now = new Date()): boolean {
  const from = status === "active" ? "suspended" : "active";
  return (
    db
      .update(affiliates)
      .set({ status, suspendedAt: status === "suspended" ? now : null })
      .where(and(eq(affiliates.id, id), eq(affiliates.status, from)))
      .run().changes > 0
  );
}

/** A new rate counts for later sales only: each commission row keeps the rate it was made with. */
export function setAffiliateRate(id: string, ratePercent: number): boolean {
  return db.update(affiliates).set({ ratePercent }).where(eq(affiliates.id, id)).run().changes > 0;
}

/** Links the account to the affiliate, once: false when either is linked to someone else already. */
export function linkAffiliateAccount(affiliateId: string, userId: string): boolean {
  const linked = findAffiliateOfUser(userId);
  if (linked) return linked.id === affiliateId;
  return (
    db
      .update(affiliates)
      .set({ userId })
      .where(and(eq(affiliates.id, affiliateId), isNull(affiliates.userId)))
      .run().changes > 0
  );
}

/**
 * Clicks on the affiliate's links on the UTC days `fromDay` to `toDay` (YYYY-MM-DD,
 * both included). A read of its own beside referral-clicks.server.ts, which writes them.
 */
export function clickCount(affiliateId: string, fromDay: string, toDay: string): number {
  const row = db
    .select({ clicks: sql<number>`coalesce(sum(${referralClicks.clicks}), 0)` })
    .from(referralClicks)
    .where(and(eq(referralClicks.affiliateId, affiliateId), gte(referralClicks.day, fromDay), lte(referralClicks.day, toDay)))
    .get();
  return Number(row?.clicks ?? 0);
}

/**
 * A deleted account's affiliate (linked to it, or applied from one of its
 * addresses) keeps its row for the ledger and payouts already made, but no
 * longer names the person, and earns nothing more.
 */
export function anonymiseAffiliatesOfAccount(userId: string, addresses: string[], now = new Date()) {
  const lower = addresses.map((address) => address.toLowerCase());
  const mine = db
    .select({ id: affiliates.id, email: affiliates.email, userId: affiliates.userId })
    .from(affiliates)
    .all()
    .filter((row) => row.userId === userId || lower.includes(row.email.toLowerCase()));
  for (const { id } of mine) {
    db.update(affiliates)
      .set({ name: "Deleted affiliate", email: `deleted-affiliate-${id}@invalid`, userId: null, status: "suspended", suspendedAt: now })
      .where(eq(affiliates.id, id))
      .run();
  }
  return mine.length;
}
