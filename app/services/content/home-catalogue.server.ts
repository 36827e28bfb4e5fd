/**
 * What the home page shows of the catalogue. Here rather than in the route so
 * the home page's browser code refers to no server module shared with other
 * routes (each such stand-in is a request of its own).
 */
import { PREMIUM_ACCESS_PRODUCT } from "~/utils/access-offer";
import type { BundleView, ProductView } from "~/utils/catalogue";
import { getProduct, getProductPrices, listCatalogue, type CatalogueProduct } from "~/models/product.server";
import { productFileNames } from "~/models/download.server";
import { heldProducts } from "~/services/auth/auth.server";
import { bundleListPriceCents, type OwnedProducts } from "~/utils/catalogue";

/**
 * The home page's catalogue: products, the bundle with its list price, the
 * featured item, the access price; and, for a reader who holds some of them,
 * where each one's "Owned · Download" leads (docs/decisions/213). A reader who
 * holds none gets the very data a visitor does.
 */
export async function homeCatalogue(request: Request) {
  const held = await heldProducts(request);
  const catalogue = listCatalogue();
  const owned = ownedOnCards(held, catalogue);
  return owned ? { ...shopCatalogue(catalogue), owned } : shopCatalogue(catalogue);
}

/** Its file for a product that has one; otherwise the account page, which lists the order. */
function ownedOnCards(held: string[], catalogue: CatalogueProduct[]): OwnedProducts | null {
  const listed = new Set(catalogue.map((p) => p.id));
  const shown = held.filter((id) => listed.has(id));
  if (shown.length === 0) return null;
  const files = productFileNames(shown);
  return Object.fromEntries(shown.map((id) => [id, files.get(id) ? `/downloads/${files.get(id)}` : "/account"]));
}

function shopCatalogue(catalogue: CatalogueProduct[]) {
  const products = catalogue.filter((p) => p.kind !== "bundle").map(toView);
  const bundleRow = catalogue.find((p) => p.kind === "bundle");
  const bundle: BundleView | null = bundleRow
    ? { ...toView(bundleRow), listPriceCents: bundleListPriceCents(bundleRow.includes ?? [], getProductPrices(bundleRow.includes ?? [])) }
    : null;
  const featured = products.find((p) => p.isFeatured);
  return {
    products,
    bundle,
    featured: featured ? { id: featured.id, name: featured.name, priceCents: featured.priceCents } : null,
    accessPriceCents: getProduct(PREMIUM_ACCESS_PRODUCT)?.priceCents ?? null,
  };
}

function toView(p: CatalogueProduct): ProductView {
  return {
    id: p.id,
    name: p.name,
    kind: p.kind,
    priceCents: p.priceCents,
    description: p.description,
    features: p.features,
    targetAudience: p.targetAudience,
    ctaText: p.ctaText,
    isFeatured: p.isFeatured,
    customQuote: p.customQuote,
  };
}
