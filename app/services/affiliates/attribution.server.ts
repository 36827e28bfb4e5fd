/**
 * Attribution of a sale to an affiliate (docs/decisions/214, 217). Checkout
 * copies the referral cookie's affiliate onto the new order ('link');
 * fulfilment gives the order to the affiliate whose promotion code paid it
 * ('code'), over a link: the buyer typed it. Only an active affiliate counts,
 * and never for their own purchase (their account, or their address in any
 * case): that is refused without a word.
 */
import {
  findActiveAffiliate,
  orderForAttribution,
  setOrderAffiliate,
  type AffiliateSource,
  type AttributingAffiliate,
} from "~/models/order-attribution.server";
import { referringAffiliate } from "./referral.server";

type Buyer = { id: string; email: string };

export function isOwnSale(affiliate: Pick<AttributingAffiliate, "userId" | "email">, buyer: Buyer): boolean {
  return affiliate.userId === buyer.id || affiliate.email.trim().toLowerCase() === buyer.email.trim().toLowerCase();
}

/** The order's attribution from the request's referral cookie, for a new order; null when there is none to give. */
export async function linkAttribution(request: Request, buyer: Buyer): Promise<{ affiliateId: string; affiliateSource: AffiliateSource } | null> {
  const affiliate = await referringAffiliate(request);
  if (!affiliate || isOwnSale(affiliate, buyer)) return null;
  return { affiliateId: affiliate.id, affiliateSource: "link" };
}

/**
 * At payment, inside fulfilment's transaction: an active affiliate's
 * promotion code takes the order; a link whose affiliate was suspended since
 * checkout opened attributes nothing.
 */
export function attributeSale(orderId: string): void {
  const order = orderForAttribution(orderId);
  if (!order) return;
  const buyer = { id: order.buyerId, email: order.buyerEmail };
  const byCode = order.codeAffiliateId ? findActiveAffiliate(order.codeAffiliateId) : undefined;
  if (byCode && !isOwnSale(byCode, buyer)) {
    setOrderAffiliate(orderId, { id: byCode.id, source: "code" });
    return;
  }
  if (!order.affiliateId) return;
  const byLink = findActiveAffiliate(order.affiliateId);
  if (!byLink || isOwnSale(byLink, buyer)) setOrderAffiliate(orderId, null);
}
