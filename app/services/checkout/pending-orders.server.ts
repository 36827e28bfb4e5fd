/**
 * A customer's unfinished order on /account: "Complete payment" sends them
 * back to its checkout (the same Stripe session while it is open, else a new
 * one for the same product and price, or the test-mode page), and "Cancel
 * order" ends it (its Stripe session expired first, so it cannot be paid later).
 * Only the customer's own pending order; anything else is refused and unchanged.
 */
import { redirect } from "@remix-run/node";
import { getOrder, markOrderUnpaid, setOrderSession, type Order } from "~/models/order.server";
import { getProduct, getPurchasableProduct } from "~/models/product.server";
import type { SessionUser } from "~/services/auth/auth.server";
import { redirectWithError, redirectWithInfo, redirectWithSuccess } from "~/services/requests/toast.server";
import { CHECKOUT_ERROR } from "~/utils/checkout-messages";
import { alreadyHeld, CheckoutFailure, createSession, testCheckoutPath } from "./checkout.server";
import { fulfilPaidSession, giveBackIfRefused, type Session } from "./checkout-session.server";
import { expireAfterCommit, expireSession } from "./session-expiry.server";
import { getStripe, type Stripe } from "./stripe.server";

/** A refusal shown beside the order: nothing was changed. */
export class OrderRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const ACCOUNT = "/account";

export const ORDER_MESSAGES = {
  notFound: "We could not find that order in your account.",
  paidAlready: "This order has been paid already: there is nothing more to pay.",
  endedCannotPay: "This order was canceled, so it can no longer be paid. Start a new purchase from the product if you still want it.",
  paidCannotCancel: "This order has been paid, so it cannot be canceled here. See our Refund Policy if you want your money back.",
  canceledAlready: "This order was canceled already.",
  withdrawn: "This product is no longer for sale, so this order cannot be paid. You can cancel it.",
  otherMode: "This order was started with another way of paying than this site uses now, so it cannot be paid. Cancel it and start a new purchase from the product.",
  unreachable: "We could not reach our payment provider, so the order is unchanged. Please try again in a moment.",
} as const;

export const ORDER_TOASTS = {
  canceled: (product: string) => ({ message: "Order canceled", description: `Your order for ${product} is canceled. Nothing was charged.` }),
  paidMeanwhile: { message: "Payment received", description: "This order was paid before you asked: what it gives you is in your account." },
  processing: { message: "Payment processing", description: "Your payment for this order is being confirmed. Your purchase unlocks as soon as it completes." },
  refunded: { message: "Payment refunded", description: "A payment for this order came through, but you already have what it sells, so we refunded it in full and e-mailed you." },
} as const;

/** The user's own order, still pending; otherwise why not, for what they tried. */
function ownPendingOrder(userId: string, orderId: string, trying: "complete" | "cancel"): Order {
  const order = getOrder(orderId);
  if (!order || order.userId !== userId) throw new OrderRefusal(ORDER_MESSAGES.notFound, 404);
  if (order.status === "pending") return order;
  const paid = order.status === "paid" || order.status === "refunded";
  if (trying === "complete") throw new OrderRefusal(paid ? ORDER_MESSAGES.paidAlready : ORDER_MESSAGES.endedCannotPay, 409);
  throw new OrderRefusal(paid ? ORDER_MESSAGES.paidCannotCancel : ORDER_MESSAGES.canceledAlready, 409);
}

async function retrieveSession(stripe: Stripe, sessionId: string) {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if ((error as { code?: string }).code === "resource_missing") return null;
    console.error(`Could not read checkout session ${sessionId}`, error);
    throw new OrderRefusal(ORDER_MESSAGES.unreachable, 503);
  }
}

/** The session was paid after all: fulfilled here, as the buyer's return from Stripe would. */
async function paidMeanwhile(session: Session, orderId: string) {
  try {
    await giveBackIfRefused(session);
  } catch (error) {
    console.error(`Order ${orderId}: could not give back a refused payment yet`, error);
  }
  fulfilPaidSession(session);
  const status = getOrder(orderId)?.status;
  if (status === "paid") return redirectWithSuccess(ACCOUNT, ORDER_TOASTS.paidMeanwhile);
  // Refused (the buyer held it already): its money was given back above.
  if (status === "canceled" && session.payment_status === "paid") return redirectWithInfo(ACCOUNT, ORDER_TOASTS.refunded);
  return redirectWithInfo(ACCOUNT, ORDER_TOASTS.processing);
}

/** "Complete payment": a 303 to where the order can be paid, or a notice when it need not be. */
export async function completePendingOrder(user: SessionUser, orderId: string, hasAccess: boolean): Promise<Response> {
  const order = ownPendingOrder(user.id, orderId, "complete");
  const product = getPurchasableProduct(order.productId);
  if (!product) throw new OrderRefusal(ORDER_MESSAGES.withdrawn, 409);
  const held = alreadyHeld(product, user.id, hasAccess);
  if (held) {
    // Never payable now (fulfilment would refuse it): it ends here, its session with it.
    if (markOrderUnpaid(order.id, "canceled")) expireAfterCommit([order]);
    return redirectWithInfo(held.to, held.toast);
  }
  const stripe = await getStripe();
  if ((stripe ? "stripe" : "test") !== order.mode) throw new OrderRefusal(ORDER_MESSAGES.otherMode, 409);
  if (!stripe) return redirect(testCheckoutPath(order.id), 303);
  if (order.stripeSessionId) {
    const session = await retrieveSession(stripe, order.stripeSessionId);
    if (session?.status === "open" && session.url) return redirect(session.url, 303);
    if (session?.status === "complete") return paidMeanwhile(session, order.id);
  }
  try {
    const session = await createSession(stripe, user, order, product, null, order.stripeSessionId ?? "none");
    if (!session.url) throw new CheckoutFailure("No checkout URL returned");
    setOrderSession(order.id, session.id);
    return redirect(session.url, 303);
  } catch (error) {
    if (!(error instanceof CheckoutFailure)) throw error;
    console.error(`Order ${order.id}: no new checkout session: ${error.message}`);
    return redirectWithError(ACCOUNT, CHECKOUT_ERROR);
  }
}

/** "Cancel order": the Stripe session expired, then the order canceled; a session paid meanwhile is fulfilled instead. */
export async function cancelPendingOrder(user: SessionUser, orderId: string): Promise<Response> {
  const order = ownPendingOrder(user.id, orderId, "cancel");
  const stripe = order.stripeSessionId ? await getStripe() : null;
  if (stripe && order.stripeSessionId) {
    let session: Session | null;
    try {
      session = await expireSession(stripe, order.stripeSessionId);
    } catch (error) {
      console.error(`Order ${order.id}: could not expire checkout session ${order.stripeSessionId}`, error);
      throw new OrderRefusal(ORDER_MESSAGES.unreachable, 503);
    }
    if (session?.status === "complete") return paidMeanwhile(session, order.id);
  }
  // Ended another way while we asked Stripe (its webhook paid it): the refusal says how it is now.
  if (!markOrderUnpaid(order.id, "canceled")) ownPendingOrder(user.id, orderId, "cancel");
  return redirectWithSuccess(ACCOUNT, ORDER_TOASTS.canceled(getProduct(order.productId)?.name ?? "this product"));
}
