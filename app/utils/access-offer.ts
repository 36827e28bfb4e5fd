import { formatExactPrice } from "./money";

/** The product that sells premium access (SPEC §5): gated articles, PDFs, white papers and the daily course. */
export const PREMIUM_ACCESS_PRODUCT = "hospitality-bundle";

/**
 * What a gated control sells, said next to it: the premium-access
 * product and its price from the database, one-time as docs/design.md
 * "Payments (Stripe)" decides.
 */
export function accessOfferLabel(priceCents: number): string {
  return `Premium access, ${formatExactPrice(priceCents)} one-time`;
}
