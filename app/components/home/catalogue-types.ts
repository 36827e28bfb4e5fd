import type { ProductFeature, ProductKind } from "~/utils/product-kinds";

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
