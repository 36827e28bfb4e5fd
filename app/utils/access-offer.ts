import { formatExactPrice, formatPrice, type Currency } from "./money";

/** The product that sells premium access (SPEC §5): gated articles, PDFs, white papers and the daily course. */
export const PREMIUM_ACCESS_PRODUCT = "hospitality-bundle";
/** The same access paid monthly: the subscription white paper (docs/spec-notes.md#one-offer-for-premium-papers-spec-3-9). */
export const MONTHLY_ACCESS_PRODUCT = "wp_operator_briefing_subscription";

/**
 * How a premium post's unlock panel says which post a click came from: a
 * `from=<slug>` parameter on its links, a `from` field on its forms. The
 * server counts the click once and goes on without it (services/insights/funnel.server.ts).
 * Here, beside what the panel sells, so the panel's script needs no module more.
 */
export const UNLOCK_FROM = "from";

/**
 * What a gated control sells, said next to it: the premium-access
 * product and its price from the database, one-time as docs/design.md
 * "Payments (Stripe)" decides.
 */
export function accessOfferLabel(priceCents: number): string {
  return `Premium access, ${formatExactPrice(priceCents)} one-time`;
}

/** A way to buy premium access, with its price as the database holds it. */
export type AccessPlan = {
  productId: string;
  name: string;
  priceCents: number;
  currency: Currency;
  billingInterval: string | null;
};

/** "$49.99 one-time" or "$19.99/month". */
export function planPrice(plan: AccessPlan): { amount: string; term: string } {
  const amount = formatPrice(plan.priceCents, plan.currency);
  return plan.billingInterval ? { amount, term: `/${plan.billingInterval}` } : { amount, term: " one-time" };
}
