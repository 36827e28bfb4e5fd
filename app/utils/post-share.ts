/**
 * What a post says of itself outside its page: the description in search
 * results, share cards and the feed, and the image a share card and a feed
 * reader show. An admin may set both; blank, the post's own are used.
 */
import { cardImage, isOwnImage } from "./images";

/** Longest meta description: search engines cut a snippet at about this length. */
export const META_DESCRIPTION_MAX = 160;

/** Share cards (Facebook, LinkedIn, X) show PNG, JPEG and WebP; not SVG, which the seeded posts' images are. */
const SHAREABLE = /\.(png|jpe?g|webp)$/i;
const IMAGE_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp" };

export function isShareableImage(src: string): boolean {
  return isOwnImage(src) && SHAREABLE.test(src);
}

export function shareDescription(post: { metaDescription: string | null; description: string }): string {
  return post.metaDescription?.trim() || post.description;
}

/** The path of the image to share the post with (an upload's card-width copy), or null: the site's own card. */
export function shareImage(post: { socialImageUrl: string | null; imageUrl: string | null }): string | null {
  const chosen = [post.socialImageUrl, post.imageUrl].find((src): src is string => Boolean(src && isShareableImage(src)));
  return chosen ? cardImage(chosen) : null;
}

/** The MIME type of a shareable image, by its name. */
export function imageType(src: string): string {
  return IMAGE_TYPES[SHAREABLE.exec(src)?.[1]?.toLowerCase() ?? ""] ?? "image/png";
}
