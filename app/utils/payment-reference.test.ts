import { describe, expect, it } from "vitest";
import { paymentReference } from "./payment-reference";

const order = { id: "ord_1", mode: "stripe" as const, stripePaymentIntentId: null, stripeSubscriptionId: null, stripeSessionId: null };

describe("paymentReference", () => {
  it("names a test-mode order as a test, by its order id", () => {
    expect(paymentReference({ ...order, mode: "test", stripeSessionId: "cs_ignored" })).toEqual({ kind: "Order number (test mode, no payment taken)", value: "ord_1" });
  });

  it("prefers Stripe's payment, then the subscription, then the Checkout session", () => {
    const all = { ...order, stripePaymentIntentId: "pi_1", stripeSubscriptionId: "sub_1", stripeSessionId: "cs_1" };
    expect(paymentReference(all).value).toBe("pi_1");
    expect(paymentReference({ ...all, stripePaymentIntentId: null }).value).toBe("sub_1");
    expect(paymentReference({ ...all, stripePaymentIntentId: null, stripeSubscriptionId: null })).toEqual({ kind: "Stripe Checkout session", value: "cs_1" });
  });

  it("falls back to the order id when Stripe gave nothing", () => {
    expect(paymentReference(order)).toEqual({ kind: "Order number", value: "ord_1" });
  });
});
