/**
 * Starting a purchase: one pending order, then a Stripe Checkout Session built
 * from our own price (price_data), or, without a Stripe key, the local
 * test-mode checkout page. docs/decisions/123-stripe-checkout-and-test-mode.md
 */
import { LEGAL_PAGES } from "~/content/legal-pages";
import { createOrReusePendingOrder, ownsProduct, setOrderSession, type Order } from "~/models/order.server";
import { getProduct, getPurchasableProduct } from "~/models/product.server";
import { hasLivePromotionCodes } from "~/models/promotion-code.server";
import { postReturnPath, withReturnPost } from "~/utils/checkout-return-path";
import { getEnv } from "~/utils/env.server";
import type { SessionUser } from "~/services/auth/auth.server";
import { linkAttribution } from "~/services/affiliates/attribution.server";
import { recordCheckoutStart } from "~/services/insights/funnel.server";
import { ensureStripeProduct } from "./stripe-products.server";
import { getStripe, type Stripe } from "./stripe.server";

/** A second buy of the same product this soon is the same purchase (a double click, a resent form). */
export const REUSE_PENDING_ORDER_MS = 10_000;

/** SPEC §8: a checkout that could not start. Nothing but the pending order was written. */
export class CheckoutFailure extends Error {}

export const CHECKOUT_SUCCESS_PATH = "/resources?success=true&session_id={CHECKOUT_SESSION_ID}";
export const CHECKOUT_CANCELED_PATH = "/resources?canceled=true";

/**
 * Where the buyer goes to pay for `productId`; `returnTo`, the page the purchase
 * started on, is where they come back to when it is a post. A new order
 * carries the affiliate of the request's referral cookie, and its
 * checkout_start names `fromPost`, the premium post whose unlock panel it
 * came from (checked by the caller). Throws CheckoutFailure when no address came back.
 */
export async function checkoutUrl(request: Request, user: SessionUser, productId: string, returnTo?: string, fromPost: string | null = null): Promise<string> {
  const product = getPurchasableProduct(productId);
  if (!product) throw new CheckoutFailure(`Product ${productId} cannot be bought online`);
  const stripe = await getStripe();
  const { order } = createOrReusePendingOrder(
    {
      userId: user.id,
      productId: product.id,
      amountCents: product.priceCents,
      currency: product.currency,
      mode: stripe ? "stripe" : "test",
      ...(await linkAttribution(request, user)),
    },
    REUSE_PENDING_ORDER_MS,
  );
  const post = postReturnPath(returnTo);
  const source = returnTo ? new URL(returnTo, "http://x").pathname : "";
  if (!stripe) {
    recordCheckoutStart(order, fromPost, source);
    return withReturnPost(testCheckoutPath(order.id), post);
  }
  const session = await createSession(stripe, user, order, product, post);
  if (!session.url) throw new CheckoutFailure("No checkout URL returned");
  setOrderSession(order.id, session.id);
  recordCheckoutStart(order, fromPost, source);
  return session.url;
}

/**
 * What a buyer already holds is not sold to them again (two tabs, an old checkout page): premium
 * access, or its monthly form, while they have access; any other product they own, except a
 * consulting session, which may be booked again. Returns where to send them and what to say.
 */
export function alreadyHeld(product: { id: string; name: string; kind: string }, userId: string, hasAccess: boolean) {
  if ((product.kind === "access" || product.kind === "white-paper") && hasAccess) {
    return { to: "/resources", toast: { message: "You already have premium access", description: "Premium articles, PDFs, white papers and the course are yours: nothing more to pay." } };
  }
  if (product.kind !== "consulting" && ownsProduct(userId, product.id)) {
    return { to: "/account", toast: { message: `You already own ${product.name}`, description: "What it gave you is in your account: nothing more to pay." } };
  }
  return null;
}

export function testCheckoutPath(orderId: string) {
  return `/checkout/test/${encodeURIComponent(orderId)}`;
}

type Product = NonNullable<ReturnType<typeof getProduct>>;

/** Beside Stripe's Pay button, as on the test checkout; Stripe renders Markdown links there. */
function checkoutAgreement(base: string) {
  const { terms, refunds } = LEGAL_PAGES;
  return `By paying you agree to our [${terms.title}](${base}${terms.path}). Refunds: see our [${refunds.title}](${base}${refunds.path}).`;
}

/**
 * The idempotency key is the order id: a retried or repeated request for the
 * same order gets the same session back from Stripe, never a second one. A
 * later session for the same order (its first one expired) names what it
 * follows in `after`, so it gets a key of its own, still one per attempt.
 * The line item names the product's Stripe Product, so a promotion code for
 * other products is refused on Stripe's page (docs/decisions/211); Stripe's
 * code box is shown while the shop has a code that can be used.
 */
export async function createSession(stripe: Stripe, user: SessionUser, order: Order, product: Product, post: string | null, after?: string) {
  const base = getEnv().PUBLIC_URL;
  const recurring = product.billingInterval ? { recurring: { interval: product.billingInterval } } : {};
  const metadata = { orderId: order.id, userId: user.id, productId: product.id, ...(order.affiliateId ? { affiliateId: order.affiliateId } : {}) };
  try {
    const stripeProduct = await ensureStripeProduct(stripe, product);
    return await stripe.checkout.sessions.create(
      {
        mode: product.billingInterval ? "subscription" : "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency,
              // The list price: a pending order carries no discount in Stripe mode; Stripe applies the code.
              unit_amount: order.amountCents + (order.discountCents ?? 0),
              product: stripeProduct,
              ...recurring,
            },
          },
        ],
        ...(hasLivePromotionCodes() ? { allow_promotion_codes: true } : {}),
        customer_email: user.email,
        client_reference_id: order.id,
        metadata,
        ...(product.billingInterval ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
        custom_text: { submit: { message: checkoutAgreement(base) } },
        success_url: `${base}${withReturnPost(CHECKOUT_SUCCESS_PATH, post)}`,
        cancel_url: `${base}${withReturnPost(CHECKOUT_CANCELED_PATH, post)}`,
      },
      { idempotencyKey: after ? `checkout-${order.id}:after:${after}` : `checkout-${order.id}` },
    );
  } catch (error) {
    console.error("Stripe checkout session failed", error);
    throw new CheckoutFailure("Stripe did not create a checkout session");
  }
}
