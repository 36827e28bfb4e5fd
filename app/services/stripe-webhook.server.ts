/**
 * What each Stripe event does to our orders. Called by routes/webhooks.stripe.ts
 * after the signature was checked, inside the transaction that stores the
 * event id (so a replay changes nothing).
 * https://docs.stripe.com/checkout/fulfillment
 */
import { findOrderByPaymentIntent, getOrder, markOrderUnpaid } from "~/models/order.server";
import { getProduct } from "~/models/product.server";
import { endSubscription, fulfilCheckout, revokeRefunded, revokeRefundedSubscription } from "./fulfilment.server";
import { getStripe, type Stripe } from "./stripe.server";

export type EventOutcome = "fulfilled" | "already-fulfilled" | "marked" | "revoked" | "ignored" | "mismatch";

type Session = Stripe.Checkout.Session;

function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "id" in value && typeof value.id === "string") return value.id;
  return null;
}

function text(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

/** Our order for a Checkout Session: its metadata, or client_reference_id. Null for sessions not made by this site. */
function orderIdOf(session: Session): string | null {
  // Read defensively: a field of another type is treated as missing, never passed to the database.
  const metadata: unknown = session.metadata;
  const fromMetadata = metadata && typeof metadata === "object" && "orderId" in metadata ? text(metadata.orderId) : null;
  const id = fromMetadata ?? text(session.client_reference_id);
  return id && getOrder(id) ? id : null;
}

/**
 * Why a session cannot pay for our order, or null when it can: it must be in
 * the order's currency, for at least its amount (a 100% coupon is
 * "no_payment_required"), and of its kind (a subscription for a recurring
 * product). A signed event with another order's
 * id must not buy it for less.
 */
function mismatch(session: Session, orderId: string): string | null {
  const order = getOrder(orderId)!;
  const recurring = Boolean(getProduct(order.productId)?.billingInterval);
  if (session.mode !== (recurring ? "subscription" : "payment")) return `mode ${session.mode}, expected ${recurring ? "subscription" : "payment"}`;
  if (session.currency?.toLowerCase() !== order.currency) return `currency ${session.currency}, expected ${order.currency}`;
  if (session.payment_status !== "no_payment_required" && (session.amount_total ?? 0) < order.amountCents) {
    return `amount ${session.amount_total}, expected ${order.amountCents}`;
  }
  return null;
}

/** Paid sessions fulfil; "no_payment_required" too (a 100% coupon). Unpaid ones wait for async_payment_succeeded. */
export function fulfilIfPaid(session: Session): EventOutcome {
  const orderId = orderIdOf(session);
  if (!orderId) return "ignored";
  if (session.payment_status === "unpaid") return "ignored";
  const wrong = mismatch(session, orderId);
  if (wrong) {
    // Answered as handled (Stripe would only send it again); the order stays as it was, for an admin to look at.
    console.error(`Order ${orderId} not fulfilled: checkout session ${session.id} does not match it (${wrong}).`);
    return "mismatch";
  }
  const fulfilled = fulfilCheckout(orderId, {
    sessionId: session.id,
    paymentIntentId: idOf(session.payment_intent),
    subscriptionId: idOf(session.subscription),
  });
  return fulfilled ? "fulfilled" : "already-fulfilled";
}

function markUnpaid(session: Session, status: "failed" | "canceled"): EventOutcome {
  const orderId = orderIdOf(session);
  return orderId && markOrderUnpaid(orderId, status) ? "marked" : "ignored";
}

/** What an event needs from Stripe's API, looked up before the event's transaction (which cannot wait on the network). */
export type EventContext = { refundedSubscription: string | null };

/**
 * A charge names only its payment intent. A one-time order stores it; a
 * subscription's payments belong to its invoices, so for a full refund that
 * matches no order we ask Stripe which subscription the payment was for.
 * Throws when Stripe cannot be reached (the webhook answers 503 and Stripe sends the event again).
 */
export async function eventContext(event: Stripe.Event): Promise<EventContext> {
  const none = { refundedSubscription: null };
  if (event.type !== "charge.refunded" || !event.data.object.refunded) return none;
  const paymentIntent = idOf(event.data.object.payment_intent);
  const stripe = getStripe();
  if (!paymentIntent || !stripe || findOrderByPaymentIntent(paymentIntent)) return none;
  const payments = await stripe.invoicePayments.list({
    payment: { type: "payment_intent", payment_intent: paymentIntent },
    limit: 1,
    expand: ["data.invoice"],
  });
  const invoice: unknown = payments.data[0]?.invoice;
  if (!invoice || typeof invoice !== "object" || !("parent" in invoice)) return none;
  const parent = (invoice as Stripe.Invoice).parent;
  return { refundedSubscription: idOf(parent?.subscription_details?.subscription) };
}

export function handleStripeEvent(event: Stripe.Event, context: EventContext = { refundedSubscription: null }): EventOutcome {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return fulfilIfPaid(event.data.object);
    case "checkout.session.async_payment_failed":
      return markUnpaid(event.data.object, "failed");
    case "checkout.session.expired":
      return markUnpaid(event.data.object, "canceled");
    case "charge.refunded": {
      // A partial refund leaves the purchase in place; only a full one takes it back.
      const charge = event.data.object;
      const paymentIntent = idOf(charge.payment_intent);
      if (!charge.refunded || !paymentIntent) return "ignored";
      const revoked = context.refundedSubscription ? revokeRefundedSubscription(context.refundedSubscription) : revokeRefunded(paymentIntent);
      return revoked ? "revoked" : "ignored";
    }
    case "customer.subscription.deleted": {
      const subscriptionId = idOf(event.data.object);
      return subscriptionId && endSubscription(subscriptionId) ? "revoked" : "ignored";
    }
    default:
      return "ignored";
  }
}
