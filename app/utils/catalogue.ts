/**
 * The product catalogue's pure rules (SPEC §2 products section, §5, §9): which
 * tab is selected, which products a tab shows, and a bundle's list price.
 */
import type { ProductFeature, ProductKind } from "~/utils/product-kinds";

export const PRODUCT_TABS = [
  { id: "all", label: "All Products" },
  { id: "digital", label: "Digital Resources" },
  { id: "chef-apps", label: "Chef Apps" },
  { id: "consulting", label: "Consulting" },
] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number]["id"];

const TAB_IDS: ReadonlySet<string> = new Set(PRODUCT_TABS.map((t) => t.id));

/** The id of a product's card on the home page, so a link can land on it. */
export function productAnchor(id: string) {
  return `product-${id}`;
}

/** SPEC §5: a tab value is accepted only if it is one of the four; anything else means all. */
export function parseProductTab(value: string | null | undefined): ProductTab {
  return value && TAB_IDS.has(value) ? (value as ProductTab) : "all";
}

/**
 * The tab named by SPEC's legacy hash form, `#products?tab=chef-apps`, or null
 * when the hash does not carry a valid one (so the URL's own tab stays).
 */
export function tabFromLegacyHash(hash: string): ProductTab | null {
  const match = /^#?products\?(.*)$/.exec(hash);
  if (!match) return null;
  const value = new URLSearchParams(match[1]).get("tab");
  return value && TAB_IDS.has(value) ? (value as ProductTab) : null;
}

const KINDS_BY_TAB: Record<ProductTab, readonly ProductKind[]> = {
  all: ["digital", "chef-app", "consulting", "bundle"],
  digital: ["digital", "bundle"],
  "chef-apps": ["chef-app"],
  consulting: ["consulting"],
};

export function productsForTab<T extends { kind: ProductKind }>(products: readonly T[], tab: ProductTab): T[] {
  const kinds = KINDS_BY_TAB[tab];
  return products.filter((p) => kinds.includes(p.kind));
}

/**
 * A bundle's struck-through price: the sum of the products it includes, as
 * stored (SPEC §9: 409.96 for the Efficiency Package). Throws if one is missing,
 * so a broken bundle never shows a wrong saving.
 */
export function bundleListPriceCents(
  includes: readonly string[],
  products: readonly { id: string; priceCents: number }[],
): number {
  return includes.reduce((sum, id) => {
    const product = products.find((p) => p.id === id);
    if (!product) throw new Error(`Bundle includes unknown product ${id}`);
    return sum + product.priceCents;
  }, 0);
}

/** The catalogue products the reader holds, each with where "Owned · Download" leads (a file, or /account). */
export type OwnedProducts = Record<string, string>;

/** A catalogue product as the home page shows it (from the route's loader). */
export type ProductView = {
  id: string;
  name: string;
  kind: ProductKind;
  priceCents: number;
  description: string;
  features: ProductFeature[];
  targetAudience: string;
  ctaText: string;
  isFeatured: boolean;
  customQuote: boolean;
};

/** The bundle, with the struck-through price summed from its products. */
export type BundleView = ProductView & { listPriceCents: number };

/** SPEC §9: the bundle's saving badge is a fixed figure (docs/spec-notes.md#bundle-saving-badge-spec-9). */
export const BUNDLE_SAVING_BADGE = "SAVE $150";
