/**
 * What a Stripe Checkout Session means for our order, read the same way by
 * the webhook (stripe-webhook.server.ts) and by the buyer's return from
 * Stripe (checkout-return.server.ts): which order it pays for, whether it
 * really pays for it, and the fulfilment when it does.
 * https://docs.stripe.com/checkout/fulfillment
 */
import { getOrder, getOrderForMail } from "~/models/order.server";
import { buyerHoldsProductOf, paymentRefusal } from "~/models/paid-orders.server";
import { getProduct } from "~/models/product.server";
import { enqueueMail } from "~/services/mail/mail.server";
import { refusedPaymentMail } from "~/services/mail/mail-messages.server";
import { fulfilCheckout } from "./fulfilment.server";
import { discountOfSession } from "~/services/promotions/promotions.server";
import { getEnv } from "~/utils/env.server";
import { getStripe, type Stripe } from "./stripe.server";

export type Session = Stripe.Checkout.Session;

export type SessionOutcome = "fulfilled" | "already-fulfilled" | "refused" | "ignored" | "mismatch";

export function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "id" in value && typeof value.id === "string") return value.id;
  return null;
}

function text(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

/** Our order for a Checkout Session: its metadata, or client_reference_id. Null for sessions not made by this site. */
export function orderIdOf(session: Session): string | null {
  // Read defensively: a field of another type is treated as missing, never passed to the database.
  const metadata: unknown = session.metadata;
  const fromMetadata = metadata && typeof metadata === "object" && "orderId" in metadata ? text(metadata.orderId) : null;
  const id = fromMetadata ?? text(session.client_reference_id);
  return id && getOrder(id) ? id : null;
}

/**
 * Why a session cannot pay for our order, or null when it can: it must be in
 * the order's currency, for at least its list price less the discount of the
 * one promotion code Stripe applied, if that code is ours and is for this
 * product (a 100% code is "no_payment_required", amount 0), of its kind (a
 * subscription for a recurring product), and from the mode of our key (a
 * test-mode payment never buys on a live site). A signed event with another
 * order's id, or a discount we did not allow, must not buy it for less.
 */
function mismatch(session: Session, orderId: string): string | null {
  const order = getOrder(orderId)!;
  const live = getEnv().STRIPE_SECRET_KEY?.startsWith("sk_live_") ?? false;
  if (Boolean(session.livemode) !== live) return `livemode ${session.livemode}, expected ${live}`;
  const recurring = Boolean(getProduct(order.productId)?.billingInterval);
  if (session.mode !== (recurring ? "subscription" : "payment")) return `mode ${session.mode}, expected ${recurring ? "subscription" : "payment"}`;
  if (session.currency?.toLowerCase() !== order.currency) return `currency ${session.currency}, expected ${order.currency}`;
  const discount = discountOfSession(session, order);
  if ("refused" in discount) return discount.refused;
  if ((session.amount_total ?? 0) < discount.leastCents) return `amount ${session.amount_total}, expected ${discount.leastCents}`;
  return null;
}

/** Paid sessions fulfil; "no_payment_required" too (a 100% coupon). Unpaid ones wait for async_payment_succeeded. */
export function fulfilPaidSession(session: Session): SessionOutcome {
  const orderId = orderIdOf(session);
  if (!orderId) return "ignored";
  if (session.payment_status === "unpaid") return "ignored";
  const wrong = mismatch(session, orderId);
  if (wrong) {
    // Answered as handled (Stripe would only send it again); the order stays as it was, for an admin to look at.
    console.error(`Order ${orderId} not fulfilled: checkout session ${session.id} does not match it (${wrong}).`);
    return "mismatch";
  }
  const discount = discountOfSession(session, getOrder(orderId)!);
  const fulfilled = fulfilCheckout(orderId, {
    sessionId: session.id,
    paymentIntentId: idOf(session.payment_intent),
    subscriptionId: idOf(session.subscription),
    discount: "paid" in discount ? discount.paid : null,
  });
  if (fulfilled) return "fulfilled";
  return getOrder(orderId)?.status === "paid" ? "already-fulfilled" : "refused";
}

/** Gives the money back when a paid session is for an order we will not fulfil (ended, or for something the buyer holds). */
export async function giveBackIfRefused(session: Session) {
  const orderId = orderIdOf(session);
  if (!orderId || session.payment_status !== "paid" || mismatch(session, orderId) || !paymentRefusal(orderId)) return;
  const stripe = await getStripe();
  if (stripe) await giveBackRefusedPayment(stripe, session, orderId);
}

/**
 * Gives back money Stripe took for an order we will not fulfil: a one-time
 * payment is refunded; a subscription is cancelled and its first payment
 * refunded. Once per session, however often it is asked (idempotency keys).
 * Throws when Stripe cannot be reached: the caller answers so Stripe tries again.
 */
async function giveBackRefusedPayment(stripe: Stripe, session: Session, orderId: string) {
  const subscription = idOf(session.subscription);
  let paymentIntent = idOf(session.payment_intent);
  if (subscription) {
    await stripe.subscriptions.cancel(subscription, {}, { idempotencyKey: `refused-subscription:${session.id}` }).catch((error: { code?: string }) => {
      if (error.code !== "resource_missing") throw error;
    });
    const invoice = idOf(session.invoice);
    const payments = invoice ? await stripe.invoicePayments.list({ invoice, limit: 1 }) : null;
    paymentIntent = idOf(payments?.data[0]?.payment.payment_intent);
  }
  if (!paymentIntent) return;
  await stripe.refunds
    .create({ payment_intent: paymentIntent, reason: "duplicate", metadata: { orderId } }, { idempotencyKey: `refused-payment:${session.id}` })
    .catch((error: { code?: string }) => {
      // Given back already (a replayed event, or the buyer's return came first).
      if (error.code !== "charge_already_refunded") throw error;
    });
  console.warn(`Order ${orderId}: payment ${paymentIntent} refunded, the order was not payable (checkout session ${session.id}).`);
  tellBuyerRefunded(session, orderId);
}

/** The buyer hears once per session that its payment came back, and why (the outbox drops a repeat of the key). */
function tellBuyerRefunded(session: Session, orderId: string) {
  const order = getOrderForMail(orderId);
  // A deleted account has no address to write to (its placeholder is none).
  if (!order || order.accountDeletedAt) return;
  const refund = { amountCents: session.amount_total ?? order.amountCents, heldAlready: buyerHoldsProductOf(orderId) };
  enqueueMail({ event: `refused-payment:${session.id}`, to: order.email, content: refusedPaymentMail(order, refund), userId: order.userId });
}
