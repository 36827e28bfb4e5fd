/**
 * Promotion codes (docs/decisions/211): the admin makes them (and, with a
 * Stripe key, the Stripe coupon and promotion code behind each); the test
 * checkout applies them to an order; the webhook checks the code Stripe
 * applied. The rules themselves are in utils/promotion-rules.ts.
 */
import { affiliateNames, getAffiliate } from "~/models/affiliates.server";
import type { Order } from "~/models/order.server";
import { getProduct, getPurchasableProduct } from "~/models/product.server";
import {
  deactivatePromotionCode,
  findPromotionCode,
  findPromotionCodeByStripeId,
  getPromotionCode,
  insertPromotionCode,
  listPromotionCodes,
  newPromotionCodeId,
  setPendingOrderDiscount,
  type PromotionCode,
} from "~/models/promotion-code.server";
import type { PaidDiscount } from "~/models/paid-orders.server";
import { formatExactPrice, type Currency } from "~/utils/money";
import { CODE_PATTERN, describeOff, discountCents, normalizeCode, PROMOTION_MESSAGES, promotionRefusal, type PricedProduct } from "~/utils/promotion-rules";
import { ensureStripeProduct } from "~/services/checkout/stripe-products.server";
import { getStripe, type Stripe } from "~/services/checkout/stripe.server";

export const PROMOTION_FORM_MESSAGES = {
  codeFormat: "Use 3 to 32 letters or digits; a hyphen may join them (SPRING25, ANNA-7K2Q9X).",
  duplicate: (code: string) => `The code ${code} exists already (codes are the same in upper and lower case).`,
  bothOff: "Enter a percentage or an amount off, not both.",
  noOff: "Enter a percentage or an amount off.",
  percent: "The percentage must be a whole number from 1 to 100.",
  amount: "Enter the amount off as a number such as 10 or 9.50.",
  noProducts: "Choose at least one product, or All products.",
  unknownProduct: "Choose products from the list.",
  currency: (currency: string) => `An amount off is in one currency: every product chosen must be priced in ${currency.toUpperCase()}.`,
  expiry: "Enter an expiry date of today or later.",
  maxRedemptions: "Maximum redemptions must be a whole number from 1 to 1,000,000.",
  affiliate: "Choose an active affiliate from the list, or none.",
  stripe: (why: string) => `Stripe did not accept the code, so nothing was saved: ${why}`,
} as const;

export type PromotionInput = {
  code: string;
  percentOff?: string;
  amountOff?: string;
  currency: Currency;
  appliesTo: "all" | "some";
  productIds: string[];
  expiresOn?: string;
  maxRedemptions?: string;
  /** The affiliate the code belongs to (docs/decisions/214): a paid order that used it is theirs. */
  affiliateId?: string;
};

type Checked = {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  currency: Currency | null;
  products: { id: string; name: string; description: string }[] | null;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  affiliateId: string | null;
};

/** The form's rules between fields; one message per field, or the values to store. */
function checkInput(input: PromotionInput, now: Date): { errors: Record<string, string> } | { values: Checked } {
  const errors: Record<string, string> = {};
  const code = normalizeCode(input.code);
  if (!CODE_PATTERN.test(code)) errors.code = PROMOTION_FORM_MESSAGES.codeFormat;
  else if (findPromotionCode(code)) errors.code = PROMOTION_FORM_MESSAGES.duplicate(code);

  let percentOff: number | null = null;
  let amountOffCents: number | null = null;
  if (input.percentOff && input.amountOff) errors.percentOff = PROMOTION_FORM_MESSAGES.bothOff;
  else if (!input.percentOff && !input.amountOff) errors.percentOff = PROMOTION_FORM_MESSAGES.noOff;
  else if (input.percentOff) {
    percentOff = /^\d{1,3}$/.test(input.percentOff) ? Number(input.percentOff) : NaN;
    if (!(percentOff >= 1 && percentOff <= 100)) errors.percentOff = PROMOTION_FORM_MESSAGES.percent;
  } else if (input.amountOff) {
    amountOffCents = /^\d{1,7}(\.\d{1,2})?$/.test(input.amountOff) ? Math.round(Number(input.amountOff) * 100) : NaN;
    if (!(amountOffCents > 0)) errors.amountOff = PROMOTION_FORM_MESSAGES.amount;
  }

  let products: Checked["products"] = null;
  if (input.appliesTo === "some") {
    const chosen = [...new Set(input.productIds)].map((id) => getPurchasableProduct(id));
    if (chosen.length === 0) errors.productIds = PROMOTION_FORM_MESSAGES.noProducts;
    else if (chosen.some((p) => !p)) errors.productIds = PROMOTION_FORM_MESSAGES.unknownProduct;
    else {
      products = chosen.map((p) => ({ id: p!.id, name: p!.name, description: p!.description }));
      if (amountOffCents !== null && chosen.some((p) => p!.currency !== input.currency)) errors.productIds = PROMOTION_FORM_MESSAGES.currency(input.currency);
    }
  }

  let expiresAt: Date | null = null;
  if (input.expiresOn) {
    const [y, m, d] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.expiresOn)?.slice(1).map(Number) ?? [];
    // The code ends with the chosen day (UTC): usable through it, not after.
    const end = y ? new Date(Date.UTC(y, m! - 1, d! + 1)) : null;
    const real = end && new Date(Date.UTC(y!, m! - 1, d!)).getUTCDate() === d;
    if (!end || !real || end.getTime() <= now.getTime() || end.getTime() > now.getTime() + 5 * 365 * 86_400_000) errors.expiresOn = PROMOTION_FORM_MESSAGES.expiry;
    else expiresAt = end;
  }

  let maxRedemptions: number | null = null;
  if (input.maxRedemptions) {
    maxRedemptions = /^\d{1,7}$/.test(input.maxRedemptions) ? Number(input.maxRedemptions) : NaN;
    if (!(maxRedemptions >= 1 && maxRedemptions <= 1_000_000)) errors.maxRedemptions = PROMOTION_FORM_MESSAGES.maxRedemptions;
  }

  let affiliateId: string | null = null;
  if (input.affiliateId) {
    if (getAffiliate(input.affiliateId)?.status !== "active") errors.affiliateId = PROMOTION_FORM_MESSAGES.affiliate;
    else affiliateId = input.affiliateId;
  }

  if (Object.keys(errors).length > 0) return { errors };
  return { values: { code, percentOff, amountOffCents, currency: amountOffCents !== null ? input.currency : null, products, expiresAt, maxRedemptions, affiliateId } };
}

/**
 * The Stripe coupon (its discount, once per checkout, for the products chosen)
 * and the promotion code buyers type (its expiry and limit). Keyed by our id,
 * so a retried create makes nothing twice.
 */
async function createAtStripe(stripe: Stripe, id: string, values: Checked) {
  const products = values.products ? await Promise.all(values.products.map((p) => ensureStripeProduct(stripe, p))) : null;
  const coupon = await stripe.coupons.create(
    {
      ...(values.percentOff !== null ? { percent_off: values.percentOff } : { amount_off: values.amountOffCents!, currency: values.currency! }),
      duration: "once",
      name: values.code,
      ...(products ? { applies_to: { products } } : {}),
      metadata: { promotionId: id },
    },
    { idempotencyKey: `coupon-${id}` },
  );
  const promotion = await stripe.promotionCodes.create(
    {
      promotion: { type: "coupon", coupon: coupon.id },
      code: values.code,
      ...(values.expiresAt ? { expires_at: Math.floor(values.expiresAt.getTime() / 1000) } : {}),
      ...(values.maxRedemptions !== null ? { max_redemptions: values.maxRedemptions } : {}),
      metadata: { promotionId: id },
    },
    { idempotencyKey: `promotion-code-${id}` },
  );
  return { stripeCouponId: coupon.id, stripePromotionCodeId: promotion.id };
}

export async function createPromotion(input: PromotionInput, now = new Date()): Promise<{ ok: true; code: string } | { ok: false; fieldErrors: Record<string, string> }> {
  const checked = checkInput(input, now);
  if ("errors" in checked) return { ok: false, fieldErrors: checked.errors };
  const { values } = checked;
  const id = newPromotionCodeId();
  const stripe = await getStripe();
  let stripeIds = { stripeCouponId: null as string | null, stripePromotionCodeId: null as string | null };
  if (stripe) {
    try {
      stripeIds = await createAtStripe(stripe, id, values);
    } catch (error) {
      console.error(`Stripe refused promotion code ${values.code}`, error);
      const why = (error as { message?: string }).message ?? "it could not be reached.";
      return { ok: false, fieldErrors: { code: PROMOTION_FORM_MESSAGES.stripe(why) } };
    }
  }
  const stored = insertPromotionCode(id, {
    code: values.code,
    percentOff: values.percentOff,
    amountOffCents: values.amountOffCents,
    currency: values.currency,
    productIds: values.products?.map((p) => p.id) ?? null,
    expiresAt: values.expiresAt,
    maxRedemptions: values.maxRedemptions,
    affiliateId: values.affiliateId,
    ...stripeIds,
  });
  if (!stored) return { ok: false, fieldErrors: { code: PROMOTION_FORM_MESSAGES.duplicate(values.code) } };
  return { ok: true, code: values.code };
}

/** Ends a code here and, with a key, at Stripe first (a code Stripe still takes would be a discount we refuse). */
export async function deactivatePromotion(id: string): Promise<{ ok: true; code: string } | { ok: false; error: string }> {
  const code = getPromotionCode(id);
  if (!code) return { ok: false, error: "No such code." };
  const stripe = await getStripe();
  if (stripe && code.stripePromotionCodeId) {
    try {
      await stripe.promotionCodes.update(code.stripePromotionCodeId, { active: false });
    } catch (error) {
      console.error(`Stripe could not deactivate promotion code ${code.code}`, error);
      return { ok: false, error: `Stripe could not be reached, so ${code.code} is still active. Try again.` };
    }
  }
  deactivatePromotionCode(id);
  return { ok: true, code: code.code };
}

/** The admin's list: each code with what it takes off, where, until when, and how often it was used. */
export function promotionsForAdmin(now = new Date()) {
  const affiliates = affiliateNames();
  return listPromotionCodes().map((code) => ({
    id: code.id,
    code: code.code,
    off: describeOff(code, formatExactPrice),
    products: code.productIds ? code.productIds.map((id) => getProduct(id)?.name ?? id).join(", ") : "All products",
    expiresAt: code.expiresAt?.toISOString() ?? null,
    redemptions: code.maxRedemptions !== null ? `${code.timesRedeemed} of ${code.maxRedemptions}` : String(code.timesRedeemed),
    status: statusOf(code, now),
    atStripe: Boolean(code.stripePromotionCodeId),
    affiliate: code.affiliateId ? (affiliates.get(code.affiliateId) ?? { name: "Unknown affiliate", code: code.affiliateId }) : null,
  }));
}

function statusOf(code: PromotionCode, now: Date) {
  if (code.deactivatedAt) return "Deactivated";
  if (code.expiresAt && code.expiresAt.getTime() <= now.getTime()) return "Expired";
  if (code.maxRedemptions !== null && code.timesRedeemed >= code.maxRedemptions) return "Used up";
  return "Active";
}

function pricedProductOf(order: Pick<Order, "productId">): PricedProduct {
  const product = getProduct(order.productId);
  return product
    ? { id: product.id, name: product.name, priceCents: product.priceCents, currency: product.currency }
    : { id: order.productId, name: order.productId, priceCents: 0, currency: "usd" };
}

const listCentsOf = (order: Pick<Order, "amountCents" | "discountCents">) => order.amountCents + (order.discountCents ?? 0);

/** The test checkout's Apply: the code goes on the pending order and re-prices it, or the reason it cannot. */
export function applyCodeToOrder(order: Order, typed: string | undefined, now = new Date()): { ok: true } | { ok: false; error: string } {
  const code = normalizeCode(typed ?? "");
  if (!code) return { ok: false, error: PROMOTION_MESSAGES.empty };
  const rule = findPromotionCode(code);
  const refusal = promotionRefusal(rule, pricedProductOf(order), now);
  if (refusal || !rule) return { ok: false, error: refusal ?? PROMOTION_MESSAGES.unknown };
  const list = listCentsOf(order);
  setPendingOrderDiscount(order.id, list, { id: rule.id, code: rule.code, discountCents: discountCents(rule, list) });
  return { ok: true };
}

export function removeCodeFromOrder(order: Order) {
  setPendingOrderDiscount(order.id, listCentsOf(order), null);
}

/**
 * At the test checkout's Pay: why the order's code can no longer be used
 * (expired, used up or deactivated since it was applied), with the code taken
 * off so the page shows the full price; null when it still can (or there is none).
 */
export function codeRefusalAtPayment(order: Order, now = new Date()): string | null {
  if (!order.promotionCodeId) return null;
  const refusal = promotionRefusal(getPromotionCode(order.promotionCodeId), pricedProductOf(order), now);
  if (refusal) removeCodeFromOrder(order);
  return refusal;
}

function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "id" in value && typeof value.id === "string") return value.id;
  return null;
}

type SessionDiscounts = { discounts?: { coupon?: unknown; promotion_code?: unknown }[] | null; amount_total?: number | null };

/**
 * What a Checkout Session's discount means for our order: the least amount it
 * may charge (the list price less the discount of the one promotion code
 * Stripe applied, when that code is ours and for this product) and the
 * discount to record; or why the discount was not one we allowed. Expiry and
 * limits are not asked again here: Stripe enforced them when the buyer paid.
 */
export function discountOfSession(session: SessionDiscounts, order: Order): { leastCents: number; paid: PaidDiscount | null } | { refused: string } {
  const list = listCentsOf(order);
  const discounts = session.discounts ?? [];
  if (discounts.length === 0) return { leastCents: list, paid: null };
  if (discounts.length > 1) return { refused: `${discounts.length} discounts, at most one allowed` };
  const stripeId = idOf(discounts[0]!.promotion_code);
  if (!stripeId) return { refused: "a coupon without one of our promotion codes" };
  const rule = findPromotionCodeByStripeId(stripeId);
  if (!rule) return { refused: `promotion code ${stripeId} is not one of ours` };
  const product = pricedProductOf(order);
  const refusal = promotionRefusal({ ...rule, deactivatedAt: null, expiresAt: null, maxRedemptions: null }, product);
  if (refusal) return { refused: `promotion code ${rule.code} is not for ${product.id}` };
  const charged = Math.min(list, session.amount_total ?? 0);
  return { leastCents: list - discountCents(rule, list), paid: { promotionCodeId: rule.id, code: rule.code, discountCents: list - charged } };
}
