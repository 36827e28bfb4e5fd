/**
 * Fulfilment: the one function that gives a buyer what they paid for, called
 * by the Stripe webhook, the success return and the test-mode Pay button.
 * Idempotent, so the order in which those arrive, and how often, never matters.
 */
import { endPaidOrder, recordPayment, UnknownOrder, type PaymentRefs } from "~/models/fulfilment.server";
import { findOrderByPaymentIntent, findOrdersBySubscription } from "~/models/order.server";

export { UnknownOrder };

/** Marks the order paid and grants what it bought; true only for the call that did it. */
export function fulfilCheckout(orderId: string, refs: PaymentRefs = {}): boolean {
  const fulfilled = recordPayment(orderId, refs);
  if (fulfilled) console.info(`Order ${orderId} fulfilled`);
  return fulfilled;
}

/** A full refund of the order's payment takes back what it gave (access only if nothing else paid remains). */
export function revokeRefunded(paymentIntentId: string): boolean {
  const order = findOrderByPaymentIntent(paymentIntentId);
  return order ? endPaidOrder(order.id, "refunded") : false;
}

/** A subscription that ended takes back what its order gave. */
export function endSubscription(subscriptionId: string): boolean {
  return findOrdersBySubscription(subscriptionId).some((order) => endPaidOrder(order.id, "paid"));
}
