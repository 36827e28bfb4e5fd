/**
 * Which affiliate a sale is attributed to (docs/decisions/214): the affiliate
 * rows attribution reads and the order's `affiliate_id` / `affiliate_source`.
 * Only an active affiliate's code attributes anything.
 */
import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { affiliates, orders, promotionCodes, users, type AFFILIATE_SOURCES } from "~/db/schema";

export type AttributingAffiliate = { id: string; code: string; email: string; userId: string | null };
export type AffiliateSource = (typeof AFFILIATE_SOURCES)[number];

const affiliateColumns = { id: affiliates.id, code: affiliates.code, email: affiliates.email, userId: affiliates.userId };

/** The active affiliate whose code this is, in any case; undefined for an unknown or suspended one. */
export function findActiveAffiliateByCode(code: string): AttributingAffiliate | undefined {
  return db
    .select(affiliateColumns)
    .from(affiliates)
    .where(and(sql`upper(${affiliates.code}) = ${code.toUpperCase()}`, eq(affiliates.status, "active")))
    .get();
}

export function findActiveAffiliate(id: string): AttributingAffiliate | undefined {
  return db
    .select(affiliateColumns)
    .from(affiliates)
    .where(and(eq(affiliates.id, id), eq(affiliates.status, "active")))
    .get();
}

/** What attribution at payment reads of an order: its buyer, its promotion code's affiliate, and what it carries now. */
export function orderForAttribution(orderId: string) {
  return db
    .select({
      id: orders.id,
      buyerId: orders.userId,
      buyerEmail: users.email,
      affiliateId: orders.affiliateId,
      affiliateSource: orders.affiliateSource,
      codeAffiliateId: promotionCodes.affiliateId,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(promotionCodes, eq(promotionCodes.id, orders.promotionCodeId))
    .where(eq(orders.id, orderId))
    .get();
}

/** Sets (or, with null, clears) the order's affiliate and where it came from. */
export function setOrderAffiliate(orderId: string, affiliate: { id: string; source: AffiliateSource } | null) {
  db.update(orders)
    .set({ affiliateId: affiliate?.id ?? null, affiliateSource: affiliate?.source ?? null })
    .where(eq(orders.id, orderId))
    .run();
}
