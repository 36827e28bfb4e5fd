/**
 * Where a buyer comes back to after checkout: the post they were reading when
 * they bought, so they read on where they stopped. Only a post's own
 * path is kept; a purchase started anywhere else returns to /resources, as
 * docs/design.md "Payments (Stripe)" has it.
 * docs/spec-notes.md#back-to-the-post-after-checkout-spec-4
 */
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from "./slug";

const BLOG = "/blog/";

/** The post path in `value` (its query and hash dropped), or null. */
export function postReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith(BLOG)) return null;
  const slug = value.slice(BLOG.length).split(/[?#]/, 1)[0] ?? "";
  return slug.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(slug) ? `${BLOG}${slug}` : null;
}

/**
 * `path` carrying the post to come back to as `next`, when there is one. Appended
 * as text: Stripe's `{CHECKOUT_SESSION_ID}` placeholder must stay as written.
 */
export function withReturnPost(path: string, post: string | null): string {
  return post ? `${path}${path.includes("?") ? "&" : "?"}next=${encodeURIComponent(post)}` : path;
}
