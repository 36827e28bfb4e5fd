/**
 * The premium funnel's events (docs/decisions/220): an unlock click names the
 * premium post whose panel it came from; the checkout it leads to, straight
 * away or after signing up or in, carries the post as its checkout_start; the
 * purchase that pays that order takes the post from it. A post is named only
 * when it is a published premium post: anything else counts nothing.
 */
import { findPublishedPost } from "~/models/blog-post.server";
import { checkoutStartPost, hasInsightEvent } from "~/models/insight-events.server";
import { getOrder, type Order } from "~/models/order.server";
import { inTransaction } from "~/models/transaction.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from "~/utils/slug";
import { UNLOCK_FROM } from "~/utils/access-offer";
import { isRobot } from "../../../server/policy/user-agents.js";
import { recordEvent } from "./events.server";

/** `value` when it names a published premium post, else null. */
export function premiumPostSlug(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(value)) return null;
  const post = findPublishedPost(value);
  return post?.isPremium ? post.slug : null;
}

/** One click on a premium post's unlock panel (its slug checked by premiumPostSlug). */
export function recordUnlockClick(slug: string) {
  recordEvent({ name: "unlock_click", source: `/blog/${slug}`, postSlug: slug });
}

/**
 * A GET that an unlock panel's link led to (`?from=<slug>`): the click is
 * counted here, once, and the reader is sent on to the same address without
 * `from`, so a reload, a revalidation or a link kept from it counts nothing.
 * Null when the address has no `from`. Robots, HEAD and prefetches are sent on uncounted.
 */
export function followUnlockLink(request: Request): string | null {
  const url = new URL(request.url);
  if (!url.searchParams.has(UNLOCK_FROM)) return null;
  const slug = premiumPostSlug(url.searchParams.get(UNLOCK_FROM));
  if (slug && isPersonsGet(request)) recordUnlockClick(slug);
  url.searchParams.delete(UNLOCK_FROM);
  return safeRedirect(`${url.pathname}${url.search}`, "/");
}

function isPersonsGet(request: Request) {
  if (request.method !== "GET" || isRobot(request.headers.get("user-agent") ?? "")) return false;
  const purpose = `${request.headers.get("sec-purpose") ?? ""} ${request.headers.get("purpose") ?? ""}`;
  return !/prefetch|prerender|preview/i.test(purpose);
}

/**
 * A new checkout for `order`: counted once per order (a double click reuses
 * the order and counts nothing more), with the premium post it came from.
 */
export function recordCheckoutStart(order: Order, fromPost: string | null, source = "") {
  inTransaction(() => {
    if (hasInsightEvent("checkout_start", order.id)) return;
    recordEvent({
      name: "checkout_start",
      source: fromPost ? `/blog/${fromPost}` : source,
      postSlug: fromPost,
      productId: order.productId,
      amountCents: order.amountCents,
      currency: order.currency,
      detail: order.id,
    });
  });
}

/**
 * The purchase of a paid order, with what was paid and the post its checkout
 * started from. Called by fulfilment inside its transaction, only by the call
 * that marked the order paid: one purchase per order, however often it is fulfilled.
 */
export function recordPurchase(orderId: string) {
  const order = getOrder(orderId);
  if (!order) return;
  const fromPost = checkoutStartPost(orderId);
  recordEvent({
    name: "purchase",
    source: fromPost ? `/blog/${fromPost}` : "",
    postSlug: fromPost,
    productId: order.productId,
    amountCents: order.amountCents,
    currency: order.currency,
    detail: order.id,
  });
}
