/**
 * Starting a purchase. The payments feature replaces `checkoutUrl` with a Stripe
 * (or keyless test-mode) checkout session; until then it leads to a page that
 * says plainly that online payment is not connected yet.
 */
import type { SessionUser } from "./auth.server";

export async function checkoutUrl(_user: SessionUser, productId: string): Promise<string> {
  return `/checkout/pending?${new URLSearchParams({ product: productId })}`;
}
