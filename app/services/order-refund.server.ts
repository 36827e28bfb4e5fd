/**
 * An admin refunds a paid order. Whatever the mode, the order's outcome comes
 * through the path a refund made in Stripe's dashboard takes: Stripe's
 * `charge.refunded` event, handled once (routes/webhooks.stripe.ts). With a
 * Stripe key the refund is asked of Stripe's Refunds API and the order changes
 * when Stripe's event arrives; in the keyless test mode the same event is made
 * here and handed to the same handler at once.
 */
import { getOrderForRefund, testPaymentIntentOf } from "~/models/admin-orders.server";
import { handleEventOnce } from "~/models/webhook-event.server";
import { handleStripeEvent } from "./stripe-webhook.server";
import { getStripe, type Stripe } from "./stripe.server";

export class RefundRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type RefundOutcome = "requested" | "refunded";

function refusal(order: NonNullable<ReturnType<typeof getOrderForRefund>>): RefundRefused | null {
  if (order.status === "refunded") return new RefundRefused("This order was refunded already.", 409);
  if (order.status !== "paid") return new RefundRefused("Only a paid order can be refunded: this one was never paid.", 409);
  if (order.endedAt) return new RefundRefused("This order has ended already: nothing it gave is left to take back.", 409);
  if (order.billingInterval || order.stripeSubscriptionId) {
    return new RefundRefused("A subscription is refunded in Stripe's dashboard: cancel it there and refund the payment you choose.", 409);
  }
  return null;
}

export async function refundOrder(orderId: string): Promise<RefundOutcome> {
  const order = getOrderForRefund(orderId);
  if (!order) throw new RefundRefused("No such order.", 404);
  const refused = refusal(order);
  if (refused) throw refused;
  if (order.mode === "test") return refundInTestMode(order.id);

  const stripe = await getStripe();
  if (!stripe) throw new RefundRefused("Stripe is not configured on this server, so a paid order cannot be refunded from here.", 503);
  if (!order.stripePaymentIntentId) throw new RefundRefused("This order has no Stripe payment to refund. Refund it in Stripe's dashboard.", 409);
  try {
    await stripe.refunds.create(
      { payment_intent: order.stripePaymentIntentId, reason: "requested_by_customer", metadata: { orderId: order.id } },
      { idempotencyKey: `admin-refund:${order.id}` },
    );
  } catch (error) {
    const stripeError = error as { code?: string; message?: string; statusCode?: number };
    if (stripeError.code === "charge_already_refunded") throw new RefundRefused("Stripe has refunded this payment already; the order changes when Stripe's event arrives.", 409);
    console.error(`Refund of order ${order.id} failed at Stripe`, error);
    throw new RefundRefused(`Stripe did not refund the payment: ${stripeError.message ?? "it could not be reached"}. Nothing was changed; try again.`, 502);
  }
  return "requested";
}

function refundInTestMode(orderId: string): RefundOutcome {
  const paymentIntent = testPaymentIntentOf(orderId);
  const event = {
    id: `evt_test_refund_${orderId}`,
    object: "event",
    type: "charge.refunded",
    livemode: false,
    data: { object: { id: `ch_test_${orderId}`, object: "charge", refunded: true, payment_intent: paymentIntent } },
  } as unknown as Stripe.Event;
  const handled = handleEventOnce(event.id, event.type, () => handleStripeEvent(event));
  if (handled.replay || handled.result !== "revoked") throw new RefundRefused("This order was refunded already.", 409);
  return "refunded";
}
