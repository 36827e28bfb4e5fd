/**
 * What a stored post row holds, made from what a writer gives: the one place a
 * post's body is sanitised and its fields normalised before they are stored,
 * for the editor and the generator (admin-posts.server.ts) and the seed alike.
 * No database here, so the seed can use it on its own connection.
 */
import type { BlogCategory } from "~/db/schema";
import { sanitizeStoredHtml } from "~/utils/sanitize.server";

export type PostSource = "seed" | "ai" | "admin";

export type PostInput = {
  title: string;
  /** Blank: made from the title (and numbered when taken). */
  slug?: string;
  description: string;
  category: BlogCategory;
  isPremium: boolean;
  author: string;
  authorTitle?: string;
  imageUrl?: string | null;
  /** HTML; sanitised before it is stored. */
  contentHtml: string;
  /** The Markdown `contentHtml` was rendered from; without it the post's body is HTML (docs/decisions/206). */
  bodyMarkdown?: string | null;
  /** For the page's head and the feed; blank: the description. */
  metaDescription?: string | null;
  /** An image on this site for share cards and the feed; blank: the post's image. */
  socialImageUrl?: string | null;
  readingTime: number;
  attachmentUrl?: string | null;
  attachmentName?: string | null;
};

export function storedPostFields(input: PostInput) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    isPremium: input.isPremium,
    author: input.author,
    authorTitle: input.authorTitle ?? "",
    imageUrl: input.imageUrl || null,
    content: sanitizeStoredHtml(input.contentHtml),
    bodyMarkdown: input.bodyMarkdown ?? null,
    bodyFormat: input.bodyMarkdown == null ? ("html" as const) : ("markdown" as const),
    metaDescription: input.metaDescription || null,
    socialImageUrl: input.socialImageUrl || null,
    readingTime: Math.max(1, Math.round(input.readingTime)),
    attachmentUrl: input.attachmentUrl || null,
    attachmentName: input.attachmentUrl ? input.attachmentName || null : null,
  };
}
