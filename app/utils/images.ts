/**
 * The site's own images. The Content-Security-Policy lets a page show images
 * from this site only (`img-src 'self'`), so a post's image and the images in
 * its body are paths under /images/: files in public/images, and the images
 * admins upload, which are named by the SHA-256 of their bytes and have a
 * copy at most CARD_WIDTH pixels wide for cards and pages.
 */

/** Widest copy a card, the post page's header or a post's body needs (the body column is 48rem). */
export const CARD_WIDTH = 1200;

/** A path, no query, no "..": each folder and the name are plain words. */
const OWN_IMAGE = /^\/images\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:png|jpe?g|webp|gif|svg|avif)$/;
const UPLOADED = /^\/images\/([a-f0-9]{64})\.(png|jpg|webp)$/;

export function isOwnImage(src: string): boolean {
  return OWN_IMAGE.test(src);
}

/** The copy to show on a card or a page: an upload's narrower copy; any other image as it is. */
export function cardImage(src: string): string {
  const uploaded = UPLOADED.exec(src);
  return uploaded ? `/images/${uploaded[1]}-w${CARD_WIDTH}.${uploaded[2]}` : src;
}

/** Markdown that shows `path` with `alt`: brackets would end the alt text early, so they go. */
export function imageMarkdown(path: string, alt: string): string {
  const text = alt.replace(/[[\]\\]/g, "").replace(/\s+/g, " ").trim() || "Describe the image";
  return `![${text}](${path})`;
}
