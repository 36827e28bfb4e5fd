/**
 * The white-paper library (SPEC §2 "White papers page", §4 download rule): the
 * built-in papers and every published white-paper post (the AI generator's
 * too), as one list the page filters by tab.
 */
import type { WhitePaperTab } from "~/content/blog";
import { PREMIUM_ACCESS_PRODUCT } from "~/utils/access-offer";
import { listWhitePaperPosts } from "~/models/blog-post.server";
import { getProduct } from "~/models/product.server";
import { listFeaturedWhitePapers, listWhitePapers } from "~/models/white-paper.server";
import type { LibraryItem } from "~/utils/knowledge-center-types";
import type { Access } from "~/services/auth/auth.server";

export type { LibraryItem };

type Paper = ReturnType<typeof listWhitePapers>[number];
type Offer = Pick<LibraryItem, "priceCents" | "billingInterval"> & { productId: string | null };
const NO_OFFER: Offer = { productId: null, priceCents: null, billingInterval: null };

/**
 * What unlocks a paper (docs/spec-notes.md#one-offer-for-premium-papers-spec-3-9): nothing
 * when free, its monthly plan, or else premium access.
 */
function offerFor(paper: Paper, premiumAccess: ReturnType<typeof getProduct>): Offer {
  if (paper.category === "free") return NO_OFFER;
  if (paper.category === "subscription" && paper.productId) {
    return { productId: paper.productId, priceCents: paper.priceCents, billingInterval: paper.billingInterval };
  }
  return premiumAccess ? { productId: premiumAccess.id, priceCents: premiumAccess.priceCents, billingInterval: null } : NO_OFFER;
}

/** Items of the tab, newest first. */
export function whitePaperLibrary(tab: WhitePaperTab, access: Access): LibraryItem[] {
  const premiumAccess = getProduct(PREMIUM_ACCESS_PRODUCT);
  const papers: LibraryItem[] = listWhitePapers().map((p) => {
    const offer = offerFor(p, premiumAccess);
    return {
      id: p.id,
      title: p.title,
      description: p.description,
      imageUrl: p.imageUrl,
      access: p.category,
      priceCents: offer.priceCents,
      billingInterval: offer.billingInterval,
      fileSize: p.fileSize,
      publishedAt: p.publishedAt.toISOString(),
      download: { href: `/downloads/${p.fileName}`, productId: offer.productId, allowed: p.category === "free" || access.hasAccess },
      readHref: null,
    };
  });
  const posts: LibraryItem[] = listWhitePaperPosts().map((p) => ({
    id: p.id,
    title: p.title,
    description: p.description,
    imageUrl: p.imageUrl,
    access: p.isPremium ? "premium" : "free",
    priceCents: null,
    billingInterval: null,
    fileSize: null,
    publishedAt: (p.publishedAt ?? new Date(0)).toISOString(),
    download: null,
    readHref: `/blog/${p.slug}`,
  }));
  return [...papers, ...posts]
    .filter((item) => tab === "all" || (tab === "free" ? item.access === "free" : item.access !== "free"))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

const NEW_FOR_MS = 60 * 24 * 60 * 60 * 1000;

/** SPEC §3's featured white-paper sidebar items. */
export function featuredWhitePapers(now = Date.now()) {
  return listFeaturedWhitePapers().map((p) => ({
    id: p.id,
    title: p.title,
    description: p.description,
    href: "/white-papers",
    isNew: now - p.publishedAt.getTime() < NEW_FOR_MS,
    imageUrl: p.imageUrl,
  }));
}
