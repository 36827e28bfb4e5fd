/**
 * An admin refunds a paid order. Whatever the mode, the order's outcome comes
 * through the path a refund made in Stripe's dashboard takes: Stripe's
 * `charge.refunded` event, handled once by receiveStripeEvent (the webhook's
 * own function) (docs/decisions/205). With a Stripe key the refund is asked of
 * Stripe's Refunds API, the order is marked "refund requested", and it changes
 * when Stripe's event arrives; in the keyless test mode the same event is made
 * here and handed to the same function at once.
 */
import { getOrderForRefund, markRefundRequested, testPaymentIntentOf } from "~/models/admin-orders.server";
import { refundRefusal } from "~/utils/order-state";
import { receiveStripeEvent } from "~/services/checkout/stripe-webhook.server";
import { getStripe, type Stripe } from "~/services/checkout/stripe.server";

export class RefundRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export type RefundOutcome = "requested" | "refunded";

export async function refundOrder(orderId: string): Promise<RefundOutcome> {
  const order = getOrderForRefund(orderId);
  if (!order) throw new RefundRefused("No such order.", 404);
  const refused = refundRefusal({ ...order, subscription: Boolean(order.billingInterval || order.stripeSubscriptionId) });
  if (refused) throw new RefundRefused(refused, 409);
  if (order.mode === "test") return refundInTestMode(order.id);

  const stripe = await getStripe();
  if (!stripe) throw new RefundRefused("Stripe is not configured on this server, so a paid order cannot be refunded from here.", 503);
  if (!order.stripePaymentIntentId) throw new RefundRefused("This order has no Stripe payment to refund. Refund it in Stripe's dashboard.", 409);
  try {
    // The key makes a second press (or a retry after a lost answer) the same refund, not another.
    await stripe.refunds.create(
      { payment_intent: order.stripePaymentIntentId, reason: "requested_by_customer", metadata: { orderId: order.id } },
      { idempotencyKey: `admin-refund:${order.id}` },
    );
  } catch (error) {
    const stripeError = error as { code?: string; message?: string };
    if (stripeError.code === "charge_already_refunded") {
      // Refunded in Stripe's dashboard meanwhile: its event ends the order, as for any refund.
      markRefundRequested(order.id);
      throw new RefundRefused("Stripe has refunded this payment already: the order shows as refunded when Stripe's confirmation arrives.", 409);
    }
    console.error(`Refund of order ${order.id} failed at Stripe`, error);
    throw new RefundRefused(`Stripe did not refund the payment: ${stripeError.message ?? "it could not be reached"}. Nothing was changed; try again.`, 502);
  }
  markRefundRequested(order.id);
  return "requested";
}

/** Stripe's `charge.refunded` for the order's (stand-in) payment, as the webhook would receive it. */
async function refundInTestMode(orderId: string): Promise<RefundOutcome> {
  const paymentIntent = testPaymentIntentOf(orderId);
  const event = {
    id: `evt_test_refund_${orderId}`,
    object: "event",
    type: "charge.refunded",
    livemode: false,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: `ch_test_${orderId}`, object: "charge", refunded: true, payment_intent: paymentIntent } },
  } as unknown as Stripe.Event;
  const handled = await receiveStripeEvent(event);
  if (handled.replay || handled.result !== "revoked") throw new RefundRefused("This order was refunded already.", 409);
  return "refunded";
}
