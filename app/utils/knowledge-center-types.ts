/**
 * What the Knowledge Center's server code hands its pages: one definition,
 * read by the loaders' modules and the components alike.
 */

/** One entry of the white-paper library (app/services/white-papers/white-paper-library.server.ts). */
export type LibraryItem = {
  id: string;
  title: string;
  description: string;
  imageUrl: string | null;
  /** SPEC §3: free, premium or subscription (a premium post counts as premium). */
  access: "free" | "premium" | "subscription";
  priceCents: number | null;
  billingInterval: "month" | "year" | null;
  fileSize: number | null;
  publishedAt: string;
  /** A file download (built-in papers); `allowed` is SPEC §4's rule for this reader. */
  download: { href: string; productId: string | null; allowed: boolean } | null;
  /** A post to read (white-paper posts). */
  readHref: string | null;
};

/** One search result (app/models/search-index.server.ts). */
export type SearchHit = {
  kind: "post" | "paper";
  ref: string;
  /** Title and snippet carry HIGHLIGHT_START/END marks around matched words (app/utils/search-query.ts). */
  title: string;
  snippet: string;
  slug: string | null;
  category: string | null;
  isPremium: boolean;
  publishedAt: number | null;
};
