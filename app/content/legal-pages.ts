/**
 * The three legal pages: their addresses, fixed titles and search
 * descriptions. Their text is the admin's (settings rows) or, until an admin
 * saves one, the default in legal-defaults.server.ts.
 */
import { LEGAL_TEXT_CHARS } from "../../server/policy/index.js";

export const LEGAL_SLUGS = ["terms", "privacy", "refunds"] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/** About 5,000 words: far more than a legal page needs (the policy's limit, which the server's form limit makes room for). */
export const MAX_LEGAL_TEXT = LEGAL_TEXT_CHARS;

export type LegalPageInfo = { slug: LegalSlug; path: string; title: string; description: string };

export const LEGAL_PAGES: Record<LegalSlug, LegalPageInfo> = {
  terms: {
    slug: "terms",
    path: "/terms",
    title: "Terms of Service",
    description: "The terms for using the Kitchen & Key Consulting site and buying premium access, digital products and consulting from it.",
  },
  privacy: {
    slug: "privacy",
    path: "/privacy",
    title: "Privacy Policy",
    description: "What Kitchen & Key Consulting stores about you, why, for how long, who else handles it, and the one cookie that keeps you signed in.",
  },
  refunds: {
    slug: "refunds",
    path: "/refunds",
    title: "Refund Policy",
    description: "When Kitchen & Key Consulting refunds premium access, digital products, the monthly briefing and consulting, and how to ask.",
  },
};
