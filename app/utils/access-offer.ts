import { formatExactPrice } from "./money";

/**
 * What a gated control sells, said next to it (issue 10): the premium-access
 * product and its price from the database, one-time as docs/design.md
 * "Payments (Stripe)" decides.
 */
export function accessOfferLabel(priceCents: number): string {
  return `Premium access, ${formatExactPrice(priceCents)} one-time`;
}
