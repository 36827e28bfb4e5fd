/**
 * The three legal pages: their addresses, fixed titles and search
 * descriptions. Their text is the admin's (settings rows) or, until an admin
 * saves one, the default in legal-defaults.server.ts.
 */
export const LEGAL_SLUGS = ["terms", "privacy", "refunds"] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/** About 5,000 words: far more than a legal page needs, and well inside the 64 KiB form limit. */
export const MAX_LEGAL_TEXT = 30_000;

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
