/**
 * The white-paper library (SPEC §2 "White papers page", §4 download rule): the
 * built-in papers and every published white-paper post (the AI generator's
 * too), as one list the page filters by tab.
 */
import type { WhitePaperTab } from "~/content/blog";
import { listWhitePaperPosts } from "~/models/blog-post.server";
import { listFeaturedWhitePapers, listWhitePapers } from "~/models/white-paper.server";
import type { LibraryItem } from "~/utils/knowledge-center-types";
import type { Access } from "./auth.server";

export type { LibraryItem };

/** Items of the tab, newest first. */
export function whitePaperLibrary(tab: WhitePaperTab, access: Access): LibraryItem[] {
  const papers: LibraryItem[] = listWhitePapers().map((p) => ({
    id: p.id,
    title: p.title,
    description: p.description,
    imageUrl: p.imageUrl,
    access: p.category,
    priceCents: p.category === "free" ? null : p.priceCents,
    billingInterval: p.billingInterval,
    fileSize: p.fileSize,
    publishedAt: p.publishedAt.toISOString(),
    download: { href: `/downloads/${p.fileName}`, productId: p.productId, allowed: p.category === "free" || access.hasAccess },
    readHref: null,
  }));
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
