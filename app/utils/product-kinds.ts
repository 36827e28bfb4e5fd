/**
 * What the shop sells, as the catalogue and its pages know it. The database
 * schema stores these values; components and helpers import them from here,
 * never from the schema.
 */
export const PRODUCT_KINDS = ["digital", "chef-app", "consulting", "bundle", "access", "course", "white-paper"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export type ProductFeature = { text: string };
