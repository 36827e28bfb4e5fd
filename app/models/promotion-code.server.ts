/** Promotion codes and the discount an order carries (docs/decisions/211). */
import { and, asc, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { db } from "~/db/client.server";
import { orders, products, promotionCodes } from "~/db/schema";

export type PromotionCode = typeof promotionCodes.$inferSelect;
export type NewPromotionCode = Pick<
  PromotionCode,
  "code" | "percentOff" | "amountOffCents" | "currency" | "productIds" | "expiresAt" | "maxRedemptions" | "stripeCouponId" | "stripePromotionCodeId"
> &
  Partial<Pick<PromotionCode, "affiliateId">>;

export function newPromotionCodeId() {
  return `promo_${randomUUID()}`;
}

/** Stores a code; false when the code is taken already (two admins at once: the unique index decides). */
export function insertPromotionCode(id: string, values: NewPromotionCode): boolean {
  return db.insert(promotionCodes).values({ id, ...values }).onConflictDoNothing({ target: promotionCodes.code }).run().changes > 0;
}

export function listPromotionCodes() {
  return db.select().from(promotionCodes).orderBy(desc(promotionCodes.createdAt)).all();
}

/** `code` already normalised (upper case). */
export function findPromotionCode(code: string) {
  return db.select().from(promotionCodes).where(eq(promotionCodes.code, code)).get();
}

export function getPromotionCode(id: string) {
  return db.select().from(promotionCodes).where(eq(promotionCodes.id, id)).get();
}

export function findPromotionCodeByStripeId(stripePromotionCodeId: string) {
  return db.select().from(promotionCodes).where(eq(promotionCodes.stripePromotionCodeId, stripePromotionCodeId)).get();
}

export function deactivatePromotionCode(id: string): boolean {
  return db.update(promotionCodes).set({ deactivatedAt: new Date() }).where(and(eq(promotionCodes.id, id), isNull(promotionCodes.deactivatedAt))).run().changes > 0;
}

/**
 * Puts a code on a pending test-mode order, or takes it off (`code` null): the
 * order's amount becomes its list price less the discount. Only while pending.
 */
export function setPendingOrderDiscount(orderId: string, listCents: number, code: { id: string; code: string; discountCents: number } | null): boolean {
  return (
    db
      .update(orders)
      .set(
        code
          ? { promotionCodeId: code.id, promotionCode: code.code, discountCents: code.discountCents, amountCents: listCents - code.discountCents }
          : { promotionCodeId: null, promotionCode: null, discountCents: null, amountCents: listCents },
      )
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
      .run().changes > 0
  );
}

/**
 * Counts one paid order against the code. `withinLimit`: only while it has
 * redemptions left (a test-mode payment: false means refuse); a Stripe payment
 * was taken already under Stripe's own limit, so it is counted regardless.
 * Called inside fulfilment's transaction.
 */
export function redeemPromotionCode(id: string, withinLimit: boolean): boolean {
  const left = or(isNull(promotionCodes.maxRedemptions), lt(promotionCodes.timesRedeemed, promotionCodes.maxRedemptions));
  return (
    db
      .update(promotionCodes)
      .set({ timesRedeemed: sql`${promotionCodes.timesRedeemed} + 1` })
      .where(withinLimit ? and(eq(promotionCodes.id, id), left) : eq(promotionCodes.id, id))
      .run().changes > 0
  );
}

/** Whether any code could still be used (not deactivated, not expired): Stripe's page shows its code box only then. */
export function hasLivePromotionCodes(now = new Date()): boolean {
  return Boolean(
    db
      .select({ id: promotionCodes.id })
      .from(promotionCodes)
      .where(and(isNull(promotionCodes.deactivatedAt), or(isNull(promotionCodes.expiresAt), gt(promotionCodes.expiresAt, now))))
      .get(),
  );
}

/** What a code can be for: every product sold online (not custom quotes, not withdrawn), by name. */
export function listProductsForPromotions() {
  return db
    .select({ id: products.id, name: products.name, priceCents: products.priceCents, currency: products.currency, billingInterval: products.billingInterval })
    .from(products)
    .where(and(eq(products.customQuote, false), isNull(products.withdrawnAt)))
    .orderBy(asc(products.name))
    .all();
}
