/**
 * The rules of a promotion code, in one place for the test checkout, the
 * Stripe webhook's check and the admin's form (docs/decisions/211): whether a
 * code may be used for a product now, and what it takes off the price.
 * Pure: the caller reads the code's row and the product.
 */
import type { Currency } from "./money";

export type PromotionRule = {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  currency: Currency | null;
  /** Null: every product. */
  productIds: string[] | null;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  timesRedeemed: number;
  deactivatedAt: Date | null;
};

export type PricedProduct = { id: string; name: string; priceCents: number; currency: Currency };

/** Letters, digits and inner hyphens (an affiliate's code reads NAME-ABC123), 3 to 32 characters. */
export const CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{1,30})[A-Z0-9]$/;

/** How a typed code is compared: trimmed, upper case. */
export function normalizeCode(typed: string): string {
  return typed.trim().toUpperCase();
}

export const PROMOTION_MESSAGES = {
  empty: "Enter a promotion code.",
  unknown: "We don't recognise that code. Check the spelling and try again.",
  inactive: "This code is no longer valid.",
  expired: "This code has expired.",
  usedUp: "This code has been used as many times as it allows.",
  notApplicable: (productName: string) => `This code can't be used for ${productName}.`,
} as const;

/** Why `rule` cannot be used for `product` at `now`, or null when it can. */
export function promotionRefusal(rule: PromotionRule | undefined, product: PricedProduct, now = new Date()): string | null {
  if (!rule) return PROMOTION_MESSAGES.unknown;
  if (rule.deactivatedAt) return PROMOTION_MESSAGES.inactive;
  if (rule.expiresAt && rule.expiresAt.getTime() <= now.getTime()) return PROMOTION_MESSAGES.expired;
  if (rule.maxRedemptions !== null && rule.timesRedeemed >= rule.maxRedemptions) return PROMOTION_MESSAGES.usedUp;
  if (rule.productIds && !rule.productIds.includes(product.id)) return PROMOTION_MESSAGES.notApplicable(product.name);
  // An amount off is in one currency; Stripe applies it only to a payment in that currency.
  if (rule.amountOffCents !== null && rule.currency !== product.currency) return PROMOTION_MESSAGES.notApplicable(product.name);
  return null;
}

/** What the code takes off `listCents`: a percentage rounded to the cent, or the amount, never more than the price. */
export function discountCents(rule: Pick<PromotionRule, "percentOff" | "amountOffCents">, listCents: number): number {
  const off = rule.percentOff !== null ? Math.round((listCents * rule.percentOff) / 100) : (rule.amountOffCents ?? 0);
  return Math.max(0, Math.min(listCents, off));
}

/** "25% off" or "$10.00 off", for lists and receipts. */
export function describeOff(rule: Pick<PromotionRule, "percentOff" | "amountOffCents" | "currency">, format: (cents: number, currency: Currency) => string): string {
  if (rule.percentOff !== null) return `${rule.percentOff}% off`;
  return `${format(rule.amountOffCents ?? 0, rule.currency ?? "usd")} off`;
}
