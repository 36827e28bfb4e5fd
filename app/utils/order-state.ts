/**
 * What an order is now, in one word, from its stored status and dates: a paid
 * order whose subscription ended keeps status 'paid' (it was paid for) with
 * ended_at set, and is "ended". The same rule for the customer's account, the
 * admin's orders page, its filter and its CSV.
 */
export const ORDER_STATES = ["pending", "paid", "ended", "refunded", "failed", "canceled"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

type StoredOrder = { status: string; endedAt: Date | string | null };

export function orderState(order: StoredOrder): OrderState {
  if (order.status === "paid" && order.endedAt) return "ended";
  return ORDER_STATES.find((state) => state === order.status) ?? "pending";
}

/** The admin's words for each state (the filter's options and the table's status). */
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  pending: "Pending",
  paid: "Paid",
  ended: "Ended (subscription over)",
  refunded: "Refunded",
  failed: "Payment failed",
  canceled: "Canceled",
};

type RefundFacts = StoredOrder & { refundRequestedAt: Date | string | null; subscription: boolean };

/**
 * Why the admin cannot refund this order here, or null when they can. One rule
 * for the page (whether it offers Refund) and the action (which refuses).
 * A subscription is refunded in Stripe's dashboard (docs/spec-notes.md).
 */
export function refundRefusal(order: RefundFacts): string | null {
  const state = orderState(order);
  if (state === "refunded") return "This order was refunded already.";
  if (state === "ended") return "This order has ended already: nothing it gave is left to take back.";
  if (state !== "paid") return "Only a paid order can be refunded: this one was never paid.";
  if (order.subscription) return "A subscription is refunded in Stripe's dashboard: cancel it there and refund the payment you choose. Its order ends when Stripe tells the site.";
  if (order.refundRequestedAt) return "A refund of this order was asked of Stripe already: the order shows as refunded when Stripe confirms it.";
  return null;
}
