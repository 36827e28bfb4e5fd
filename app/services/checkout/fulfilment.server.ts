/**
 * Fulfilment: the one function that gives a buyer what they paid for, called
 * by the Stripe webhook, the success return and the test-mode Pay button.
 * Idempotent, so the order in which those arrive, and how often, never matters.
 * The receipt (or refund notice) is stored in the same transaction, keyed by
 * the order: however often fulfilment runs, one mail.
 */
import { cancelCoveredOrders, endSubscribedOrder, recordPayment, recordRefundBeforePayment, refundPaidOrder, UnknownOrder, wasRefundedBeforePayment, type PaymentRefs } from "~/models/paid-orders.server";
import { findOrderByPaymentIntent, findOrdersBySubscription, getOrderForMail } from "~/models/order.server";
import { inTransaction } from "~/models/transaction.server";
import { attributeSale } from "~/services/affiliates/attribution.server";
import { recordCommission, reverseCommission } from "~/services/affiliates/commissions.server";
import { dropStampedCopies } from "~/services/files/stamped-copies.server";
import { enqueueMail } from "~/services/mail/mail.server";
import { recordPurchase } from "~/services/insights/funnel.server";
import { receiptMail, refundMail } from "~/services/mail/mail-messages.server";
import { expireAfterCommit } from "./session-expiry.server";

export { UnknownOrder };

function mailAboutOrder(orderId: string, kind: "receipt" | "refund") {
  const order = getOrderForMail(orderId);
  // A deleted account has no address to write to (its placeholder is none).
  if (!order || order.accountDeletedAt) return;
  enqueueMail({ event: `${kind}:${orderId}`, to: order.email, content: kind === "receipt" ? receiptMail(order) : refundMail(order), userId: order.userId });
}

/**
 * Marks the order paid, grants what it bought, settles which affiliate (if
 * any) the sale belongs to and queues the receipt; true
 * only for the call that did it. A payment whose full refund arrived first
 * (events come in any order) is recorded and at once ended as refunded: the
 * refund wins. The buyer's other pending orders for what they now hold end
 * canceled, and their Checkout Sessions are expired at Stripe after the
 * commit (this transaction never waits on the network).
 */
export function fulfilCheckout(orderId: string, refs: PaymentRefs = {}): boolean {
  let covered: ReturnType<typeof cancelCoveredOrders> = [];
  const fulfilled = inTransaction(() => {
    if (!recordPayment(orderId, refs)) return false;
    // The affiliate the sale belongs to, now that the promotion code that paid it is known.
    attributeSale(orderId);
    // The affiliate who sold order `orderId` earns on it, once (docs/decisions/214).
    recordCommission(orderId);
    const payment = refs.paymentIntentId ?? refs.subscriptionId;
    if (payment && wasRefundedBeforePayment(payment)) {
      refundPaidOrder(orderId);
      reverseCommission(orderId);
      mailAboutOrder(orderId, "refund");
      return false;
    }
    covered = cancelCoveredOrders(orderId);
    mailAboutOrder(orderId, "receipt");
    // Counted with the order it pays, by the one call that marked it paid.
    recordPurchase(orderId);
    return true;
  });
  if (fulfilled) console.info(`Order ${orderId} fulfilled${covered.length ? `; covered and canceled: ${covered.map((o) => o.id).join(", ")}` : ""}`);
  expireAfterCommit(covered);
  return fulfilled;
}

/**
 * A full refund of the order's payment takes back what it gave (access only if
 * nothing else paid remains) and its affiliate's commission, and says so. A refund that comes before any
 * order has its payment is kept for the completion that follows.
 */
export function revokeRefunded(paymentIntentId: string): boolean {
  const order = findOrderByPaymentIntent(paymentIntentId);
  return refundOrders(order ? [order] : [], paymentIntentId);
}

/** The same for a full refund of a subscription's payment; one seen before the subscription's order is kept too. */
export function revokeRefundedSubscription(subscriptionId: string): boolean {
  return refundOrders(findOrdersBySubscription(subscriptionId), subscriptionId);
}

function refundOrders(paid: { id: string; userId: string }[], payment: string): boolean {
  if (paid.length === 0) {
    recordRefundBeforePayment(payment);
    return false;
  }
  return inTransaction(() =>
    paid.some((order) => {
      const ended = refundPaidOrder(order.id);
      if (ended) reverseCommission(order.id);
      if (ended) mailAboutOrder(order.id, "refund");
      // Its buyer's stamped copies are of no more use to anyone.
      if (ended) dropStampedCopies(order.userId, order.id);
      return ended;
    }),
  );
}

/** A subscription that ended takes back what its order gave. */
export function endSubscription(subscriptionId: string): boolean {
  return findOrdersBySubscription(subscriptionId).some((order) => endSubscribedOrder(order.id));
}
