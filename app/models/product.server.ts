import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { products } from "~/db/schema";
import { MONTHLY_ACCESS_PRODUCT, PREMIUM_ACCESS_PRODUCT, type AccessPlan } from "~/utils/access-offer";

const catalogueColumns = {
  id: products.id,
  name: products.name,
  kind: products.kind,
  priceCents: products.priceCents,
  currency: products.currency,
  description: products.description,
  features: products.features,
  targetAudience: products.targetAudience,
  ctaText: products.ctaText,
  isFeatured: products.isFeatured,
  customQuote: products.customQuote,
  includes: products.includes,
};

export type CatalogueProduct = Awaited<ReturnType<typeof listCatalogue>>[number];

/** Listed, and not withdrawn by a release (docs/decisions/202). */
const onSale = () => and(eq(products.listed, true), isNull(products.withdrawnAt));

/** The products listed in the home page catalogue (the 11 of SPEC §3 and the bundle), in display order. */
export function listCatalogue() {
  return db.select(catalogueColumns).from(products).where(onSale()).orderBy(asc(products.sortOrder), asc(products.id)).all();
}

/** Id, name and price of the given products, e.g. a bundle's contents. */
export function getProductPrices(ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name, priceCents: products.priceCents })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .all();
}

const ACCESS_PLAN_IDS = [PREMIUM_ACCESS_PRODUCT, MONTHLY_ACCESS_PRODUCT];

/** The ways to buy premium access that are on sale: one-time first, then monthly. */
export function getAccessPlans(): AccessPlan[] {
  const rows = db
    .select({ productId: products.id, name: products.name, priceCents: products.priceCents, currency: products.currency, billingInterval: products.billingInterval })
    .from(products)
    .where(and(inArray(products.id, ACCESS_PLAN_IDS), isNull(products.withdrawnAt), eq(products.customQuote, false)))
    .all();
  return ACCESS_PLAN_IDS.flatMap((id) => rows.filter((row) => row.productId === id));
}

export function getProduct(id: string) {
  return db.select().from(products).where(eq(products.id, id)).get();
}

/** A listed product that is sold by custom quote, or undefined. */
export function getQuotableProduct(id: string) {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, id), eq(products.customQuote, true), onSale()))
    .get();
}

/** A product that can be bought online (custom-quote products cannot, nor one a release withdrew). */
export function getPurchasableProduct(id: string) {
  const product = getProduct(id);
  return product && !product.customQuote && !product.withdrawnAt ? product : undefined;
}

/** Why `id` cannot be bought online, for the buyer. */
export function purchaseRefusal(id: string) {
  return getProduct(id)?.withdrawnAt ? "This product is no longer for sale." : "This product can't be bought online.";
}

/** The listed custom-quote products, for the quote form's product choice. */
export function listQuotableProducts() {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.customQuote, true), onSale()))
    .orderBy(asc(products.sortOrder), asc(products.id))
    .all();
}
