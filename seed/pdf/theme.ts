/**
 * The fixed house style every seed PDF shares: brand names, the edition date
 * (fixed so that rebuilding a document never changes its bytes), A4 page
 * geometry and margins, the colour palette for vector drawing, and body text
 * size and leading. Nothing here depends on a spec.
 */
import { rgb } from "pdf-lib";
import { SITE } from "../../app/content/site";

// Fixed so that rebuilding a document never changes its bytes.
export const DOCUMENT_DATE = new Date(Date.UTC(2026, 10, 2, 8, 0, 0));
export const YEAR = DOCUMENT_DATE.getUTCFullYear();
export const EDITION = `Edition ${YEAR}`;
export const BRAND = SITE.name;
export const BRAND_MARK = "K&K";
export const BRAND_TAGLINE = "Restaurants \u00b7 Hotels \u00b7 Kitchens";

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
export const MARGIN_X = 62;
const MARGIN_TOP = 76;
export const MARGIN_BOTTOM = 68;
export const CONTENT_W = PAGE_W - 2 * MARGIN_X;
export const CONTENT_TOP = PAGE_H - MARGIN_TOP;

export const INK = rgb(0.13, 0.14, 0.15);
export const MUTED = rgb(0.42, 0.43, 0.44);
export const BRAND_DARK = rgb(0.07, 0.25, 0.24);
export const BRAND_TINT = rgb(0.9, 0.94, 0.93);
export const ACCENT = rgb(0.78, 0.49, 0.24);
export const ACCENT_TINT = rgb(0.985, 0.955, 0.92);
export const PAPER = rgb(0.985, 0.972, 0.945);
export const RULE = rgb(0.82, 0.83, 0.82);
export const WHITE = rgb(1, 1, 1);

export const BODY_SIZE = 10.5;
export const BODY_LEADING = 15;
