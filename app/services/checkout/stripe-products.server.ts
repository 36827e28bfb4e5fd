/**
 * Each product we sell is also a Stripe Product, with an id made from ours
 * (`shop_<product id>`), so a Stripe coupon can name the products it applies to
 * (`applies_to.products` takes Stripe Product ids only) and Stripe's own
 * checkout page refuses a code on any other product (docs/decisions/211).
 * Made when first needed; once per process after that.
 */
import type { Stripe } from "./stripe.server";

type Sold = { id: string; name: string; description: string };

const made = new Set<string>();

export function stripeProductId(productId: string) {
  return `shop_${productId}`;
}

/** Creates the product at Stripe, or brings its name and description up to date when it exists. */
export async function ensureStripeProduct(stripe: Stripe, product: Sold): Promise<string> {
  const id = stripeProductId(product.id);
  if (made.has(id)) return id;
  const fields = { name: product.name, description: product.description.slice(0, 500) || undefined };
  try {
    await stripe.products.create({ id, ...fields });
  } catch (error) {
    if ((error as { code?: string }).code !== "resource_already_exists") throw error;
    await stripe.products.update(id, fields);
  }
  made.add(id);
  return id;
}
