/**
 * Starting a purchase. The payments feature replaces `checkoutUrl` with a Stripe
 * (or keyless test-mode) checkout session; until then it leads to a page that
 * says plainly that online payment is not connected yet.
 */
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import type { SessionUser } from "./auth.server";

/** A product that can be bought online (custom-quote products cannot). */
export function getPurchasableProduct(productId: string) {
  const product = db.select().from(products).where(eq(products.id, productId)).get();
  return product && !product.customQuote ? product : undefined;
}

export async function checkoutUrl(_user: SessionUser, productId: string): Promise<string> {
  return `/checkout/pending?${new URLSearchParams({ product: productId })}`;
}
