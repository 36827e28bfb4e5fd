/**
 * What identifies an order's payment on its receipt and in the data export:
 * Stripe's payment (what Stripe's dashboard and a bank statement lead to), or
 * for the keyless test mode the order itself, said to be a test.
 */
export type PaymentFacts = {
  id: string;
  mode: "stripe" | "test";
  stripePaymentIntentId: string | null;
  stripeSubscriptionId: string | null;
  stripeSessionId: string | null;
};

/** `value` is what to quote; `kind` says what it is. */
export type PaymentReference = { kind: string; value: string };

export function paymentReference(order: PaymentFacts): PaymentReference {
  if (order.mode === "test") return { kind: "Order number (test mode, no payment taken)", value: order.id };
  if (order.stripePaymentIntentId) return { kind: "Stripe payment", value: order.stripePaymentIntentId };
  if (order.stripeSubscriptionId) return { kind: "Stripe subscription", value: order.stripeSubscriptionId };
  if (order.stripeSessionId) return { kind: "Stripe Checkout session", value: order.stripeSessionId };
  return { kind: "Order number", value: order.id };
}
