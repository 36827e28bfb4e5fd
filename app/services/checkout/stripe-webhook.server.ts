/**
 * What each Stripe event does to our orders. Called by routes/webhooks.stripe.ts
 * after the signature was checked, inside the transaction that stores the
 * event id (so a replay changes nothing).
 * https://docs.stripe.com/checkout/fulfillment
 */
import { findOrderByPaymentIntent, markOrderUnpaid } from "~/models/order.server";
import { handleEventOnce } from "~/models/webhook-event.server";
import { fulfilPaidSession, giveBackIfRefused, idOf, orderIdOf, type Session, type SessionOutcome } from "./checkout-session.server";
import { endSubscription, revokeRefunded, revokeRefundedSubscription } from "./fulfilment.server";
import { reverseDisputedCommission } from "~/services/affiliates/commissions.server";
import { getStripe, type Stripe } from "./stripe.server";
import { recordStripeSubscription } from "./subscriptions.server";

export type EventOutcome = SessionOutcome | "marked" | "revoked";

function markUnpaid(session: Session, status: "failed" | "canceled"): EventOutcome {
  const orderId = orderIdOf(session);
  return orderId && markOrderUnpaid(orderId, status) ? "marked" : "ignored";
}

/**
 * What an event needs from Stripe's API, looked up before the event's transaction (which cannot wait on the network):
 * the subscription a refunded or disputed payment was for, or a subscription as Stripe has it now.
 */
export type EventContext = { chargedSubscription: string | null; subscription?: Stripe.Subscription };

/**
 * A charge (and a dispute) names only its payment intent. A one-time order stores it; a
 * subscription's payments belong to its invoices, so for a full refund or a dispute that
 * matches no order we ask Stripe which subscription the payment was for.
 * A paid session for an order we will not fulfil has its money given back here,
 * before the event is recorded (fulfilPaidSession then records nothing).
 * A subscription's event is read from the subscription Stripe has now.
 * Throws when Stripe cannot be reached (the webhook answers 503 and Stripe sends the event again).
 */
export async function eventContext(event: Stripe.Event): Promise<EventContext> {
  const none = { chargedSubscription: null };
  if (event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded") {
    await giveBackIfRefused(event.data.object);
    return none;
  }
  if (event.type === "customer.subscription.created" || event.type === "customer.subscription.updated") {
    // The subscription as it is now, not as the event saw it: events arrive in any order.
    const stripe = await getStripe();
    const id = idOf(event.data.object);
    return stripe && id ? { ...none, subscription: await stripe.subscriptions.retrieve(id) } : none;
  }
  const paymentIntent =
    event.type === "charge.refunded" && event.data.object.refunded
      ? idOf(event.data.object.payment_intent)
      : event.type === "charge.dispute.created"
        ? idOf(event.data.object.payment_intent)
        : null;
  if (!paymentIntent) return none;
  const stripe = await getStripe();
  if (!stripe || findOrderByPaymentIntent(paymentIntent)) return none;
  const payments = await stripe.invoicePayments.list({
    payment: { type: "payment_intent", payment_intent: paymentIntent },
    limit: 1,
    expand: ["data.invoice"],
  });
  const invoice: unknown = payments.data[0]?.invoice;
  if (!invoice || typeof invoice !== "object" || !("parent" in invoice)) return none;
  const parent = (invoice as Stripe.Invoice).parent;
  return { chargedSubscription: idOf(parent?.subscription_details?.subscription) };
}

export function handleStripeEvent(event: Stripe.Event, context: EventContext = { chargedSubscription: null }): EventOutcome {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return fulfilPaidSession(event.data.object);
    case "checkout.session.async_payment_failed":
      return markUnpaid(event.data.object, "failed");
    case "checkout.session.expired":
      return markUnpaid(event.data.object, "canceled");
    case "charge.refunded": {
      // A partial refund leaves the purchase in place; only a full one takes it back.
      const charge = event.data.object;
      const paymentIntent = idOf(charge.payment_intent);
      if (!charge.refunded || !paymentIntent) return "ignored";
      const revoked = context.chargedSubscription ? revokeRefundedSubscription(context.chargedSubscription) : revokeRefunded(paymentIntent);
      return revoked ? "revoked" : "ignored";
    }
    case "charge.dispute.created": {
      // The buyer keeps what they bought while Stripe decides the dispute; the affiliate's commission on it goes (docs/decisions/214).
      const paymentIntent = idOf(event.data.object.payment_intent);
      if (!paymentIntent) return "ignored";
      return reverseDisputedCommission(paymentIntent, context.chargedSubscription) ? "marked" : "ignored";
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
      return context.subscription && recordStripeSubscription(context.subscription) ? "marked" : "ignored";
    case "customer.subscription.deleted": {
      const subscriptionId = idOf(event.data.object);
      return subscriptionId && endSubscription(subscriptionId) ? "revoked" : "ignored";
    }
    default:
      return "ignored";
  }
}

/** Stripe's API could not be asked what the event needs: nothing was recorded, so Stripe's retry can run it. */
export class StripeUnreachable extends Error {}

/**
 * A verified event, handled once: what the webhook does with each delivery,
 * and what an admin's refund in the keyless test mode hands in for the event
 * Stripe would have sent (services/orders/order-refund.server.ts), so both end an
 * order the same way.
 */
export async function receiveStripeEvent(event: Stripe.Event) {
  let context: EventContext;
  try {
    context = await eventContext(event);
  } catch (error) {
    throw new StripeUnreachable(`Stripe's API could not be asked about ${event.id}`, { cause: error });
  }
  return handleEventOnce(event.id, event.type, () => handleStripeEvent(event, context));
}
