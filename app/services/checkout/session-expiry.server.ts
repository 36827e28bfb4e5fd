/**
 * Ending Checkout Sessions that must not be paid any more: the one a buyer
 * cancels from /account, and those a fulfilment covered (the same thing bought
 * in another tab). https://docs.stripe.com/api/checkout/sessions/expire
 */
import { getOrder } from "~/models/order.server";
import { getStripe, type Stripe } from "./stripe.server";

/**
 * Expires the session and returns it as it now is: expired, or complete when
 * it was paid meanwhile (Stripe answers an error for a session that is no
 * longer open; the session itself then says which). Null for a session Stripe
 * does not know, which cannot be paid either. Throws when Stripe cannot be reached.
 */
export async function expireSession(stripe: Stripe, sessionId: string): Promise<Stripe.Checkout.Session | null> {
  try {
    return await stripe.checkout.sessions.expire(sessionId);
  } catch (error) {
    if (!isInvalidRequest(error)) throw error;
  }
  try {
    return await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isInvalidRequest(error) && (error as { code?: string }).code === "resource_missing") return null;
    throw error;
  }
}

function isInvalidRequest(error: unknown) {
  return typeof error === "object" && error !== null && "type" in error && error.type === "StripeInvalidRequestError";
}

/**
 * Expires at Stripe the sessions of orders a fulfilment canceled, once the
 * transaction that canceled them has committed: better-sqlite3's transactions
 * are synchronous, so work set for the next turn of the event loop runs after
 * the outermost one (the webhook's) ended. Only orders still canceled then are
 * touched, so a transaction that rolled back expires nothing. Best effort: a
 * session that is paid anyway has its payment refunded when it arrives
 * (checkout-session.server.ts giveBackIfRefused).
 */
export function expireAfterCommit(covered: { id: string; stripeSessionId: string | null }[]) {
  const sessions = covered.filter((order) => order.stripeSessionId);
  if (sessions.length === 0) return;
  setImmediate(() => {
    void expireCanceled(sessions.map((order) => order.id)).catch((error) => console.error("Could not expire covered checkout sessions", error));
  });
}

async function expireCanceled(orderIds: string[]) {
  const stripe = await getStripe();
  if (!stripe) return;
  for (const orderId of orderIds) {
    const order = getOrder(orderId);
    if (order?.status !== "canceled" || !order.stripeSessionId) continue;
    try {
      const session = await expireSession(stripe, order.stripeSessionId);
      if (session?.status === "complete") console.warn(`Order ${orderId}: checkout session ${order.stripeSessionId} was paid before it could be expired; its payment is refunded when it arrives.`);
      else console.info(`Order ${orderId}: checkout session ${order.stripeSessionId} expired, its purchase was covered by another order.`);
    } catch (error) {
      console.error(`Order ${orderId}: could not expire checkout session ${order.stripeSessionId}`, error);
    }
  }
}
