/**
 * What an affiliate earns on a sale, and how a refund or dispute takes it back
 * (docs/decisions/214). Fulfilment calls these inside its own transaction, so
 * a paid order and its commission are stored together or not at all.
 */
import { commissionFacts, insertSaleCommission, takeBackCommission, type TakenBack } from "~/models/commissions.server";
import { findOrderByPaymentIntent, findOrdersBySubscription } from "~/models/order.server";
import type { Currency } from "~/utils/money";
import { getEnv } from "~/utils/env.server";
import { AFFILIATE_TERMS } from "../../../server/policy/index.js";

const DAY_MS = 86_400_000;

/** Days after payment before a commission is approved: AFFILIATE_REFUND_WINDOW_DAYS, else the terms' 30. */
export function refundWindowDays(): number {
  return getEnv().AFFILIATE_REFUND_WINDOW_DAYS;
}

/** The smallest balance a month pays, in the currency's minor unit: AFFILIATE_MINIMUM_PAYOUT_CENTS for dollars. */
export function minimumPayoutCents(currency: Currency): number {
  return currency === "usd" ? getEnv().AFFILIATE_MINIMUM_PAYOUT_CENTS : AFFILIATE_TERMS.minimumPayout[currency];
}

/** rate × what was paid, to the cent. */
export function commissionOn(baseCents: number, ratePercent: number): number {
  return Math.round((baseCents * ratePercent) / 100);
}

/**
 * The paid order's commission, once: at its affiliate's rate now, on what the
 * order actually paid, approved when the refund window after the payment has
 * passed. An order without an affiliate, or whose affiliate is suspended,
 * earns nothing. True only for the call that wrote it.
 */
export function recordCommission(orderId: string): boolean {
  const facts = commissionFacts(orderId);
  if (!facts || facts.status !== "paid" || !facts.paidAt || facts.affiliateStatus !== "active") return false;
  return insertSaleCommission({
    affiliateId: facts.affiliateId,
    orderId,
    baseCents: facts.amountCents,
    ratePercent: facts.ratePercent,
    amountCents: commissionOn(facts.amountCents, facts.ratePercent),
    currency: facts.currency,
    availableAt: new Date(facts.paidAt.getTime() + refundWindowDays() * DAY_MS),
    createdAt: facts.paidAt,
  });
}

/**
 * The order was refunded or disputed: its commission is reversed, or, paid out
 * already, taken off the affiliate's next statement.
 */
export function reverseCommission(orderId: string): TakenBack {
  const outcome = takeBackCommission(orderId, new Date());
  if (outcome) console.info(`Commission of order ${orderId} ${outcome === "reversed" ? "reversed" : "taken back on the next statement"}`);
  return outcome;
}

/**
 * Stripe opened a dispute over a payment: the commission on the order it paid
 * (a one-time order by its payment intent, else the subscription's) is taken
 * back as for a refund. The buyer's access is not touched. True when a
 * commission was taken back.
 */
export function reverseDisputedCommission(paymentIntentId: string, subscriptionId: string | null): boolean {
  const order = findOrderByPaymentIntent(paymentIntentId);
  const disputed = order ? [order] : subscriptionId ? findOrdersBySubscription(subscriptionId) : [];
  return disputed.map((o) => reverseCommission(o.id)).some(Boolean);
}
