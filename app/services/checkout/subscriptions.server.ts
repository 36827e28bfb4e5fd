/**
 * A subscriber's own controls (docs/decisions/209): cancel at the end of the
 * paid period, resume before it, update the card. With a Stripe key the
 * subscription is Stripe's: our buttons ask Stripe's API, the card is updated
 * in Stripe's Customer Portal, and what Stripe answers (or later sends by
 * webhook) is recorded. In test mode the same buttons act on the local rows.
 */
import { getOrderForMail } from "~/models/order.server";
import {
  lapsedTestSubscriptions,
  latestSubscriptionOf,
  recordSubscriptionState,
  renewTestSubscription,
  runningSubscription,
  type SubscriptionRow,
  type SubscriptionState,
} from "~/models/subscription.server";
import { endSubscribedOrder } from "~/models/paid-orders.server";
import { findOrdersBySubscription } from "~/models/order.server";
import { inTransaction } from "~/models/transaction.server";
import { enqueueMail } from "~/services/mail/mail.server";
import { subscriptionCanceledMail } from "~/services/mail/mail-messages.server";
import { periodEnd } from "~/utils/billing-period";
import { getEnv } from "~/utils/env.server";
import { endSubscription } from "./fulfilment.server";
import { getStripe, type Stripe } from "./stripe.server";

/** A button that could not do its work; its message is shown on the page, nothing changed. */
export class SubscriptionRefusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const NOT_YOURS = "We could not find that subscription in your account. It may have ended already: reload the page to see it as it is now.";
const STRIPE_DOWN = "We could not reach our payment provider, so nothing changed. Please try again in a minute.";

export type SubscriptionView = {
  orderId: string;
  productName: string;
  amountCents: number;
  currency: SubscriptionRow["currency"];
  interval: "month" | "year";
  testMode: boolean;
  /** Ended: its access is over. */
  endedAt: Date | null;
  periodEndsAt: Date | null;
  cancelsAtPeriodEnd: boolean;
};

/** What /account shows of the customer's latest subscription; a lapsed test-mode one is ended or renewed first. */
export function subscriptionOf(userId: string, now = new Date()): SubscriptionView | null {
  settleTestSubscriptions(now, userId);
  const row = latestSubscriptionOf(userId);
  if (!row || !row.billingInterval) return null;
  return {
    orderId: row.orderId,
    productName: row.productName,
    amountCents: row.amountCents,
    currency: row.currency,
    interval: row.billingInterval,
    testMode: row.mode === "test",
    endedAt: row.endedAt,
    periodEndsAt: row.periodEndsAt,
    cancelsAtPeriodEnd: Boolean(row.cancelsAtPeriodEnd),
  };
}

/** "Cancel subscription": it ends when the paid period does; access stays until then. Returns the period's end. */
export async function cancelSubscription(userId: string, orderId: string): Promise<Date | null> {
  return setCanceling(userId, orderId, true);
}

/** "Resume subscription": it renews again at the period's end. */
export async function resumeSubscription(userId: string, orderId: string): Promise<Date | null> {
  return setCanceling(userId, orderId, false);
}

async function setCanceling(userId: string, orderId: string, cancel: boolean): Promise<Date | null> {
  const row = runningSubscription(userId, orderId);
  if (!row) throw new SubscriptionRefusal(NOT_YOURS, 404);
  if (row.mode === "test") {
    settleTestSubscriptions(new Date(), userId);
    const settled = runningSubscription(userId, orderId);
    if (!settled) throw new SubscriptionRefusal("This subscription has already ended, so there is nothing to change.", 409);
    record(orderId, { periodEndsAt: settled.periodEndsAt, cancelsAtPeriodEnd: cancel });
    return settled.periodEndsAt;
  }
  const stripe = await stripeFor(row);
  let subscription: Stripe.Subscription;
  try {
    subscription = await stripe.subscriptions.update(row.stripeSubscriptionId!, { cancel_at_period_end: cancel });
  } catch (error) {
    if ((error as { code?: string }).code === "resource_missing") {
      // Stripe has no such subscription running: it ended, and its access with it.
      endSubscription(row.stripeSubscriptionId!);
      throw new SubscriptionRefusal("This subscription has already ended, so there is nothing to change.", 409);
    }
    console.error("Stripe subscription update failed", error);
    throw new SubscriptionRefusal(STRIPE_DOWN, 503);
  }
  recordStripeSubscription(subscription);
  return stateOf(subscription).periodEndsAt;
}

/** "Update card": Stripe's Customer Portal for this subscription's customer, coming back to /account. */
export async function cardUpdateUrl(userId: string, orderId: string): Promise<string> {
  const row = runningSubscription(userId, orderId);
  if (!row) throw new SubscriptionRefusal(NOT_YOURS, 404);
  if (row.mode === "test") throw new SubscriptionRefusal("Test mode: there is no card to update, as no card is charged.", 409);
  const stripe = await stripeFor(row);
  try {
    const subscription = await stripe.subscriptions.retrieve(row.stripeSubscriptionId!);
    const customer = typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
    const portal = await stripe.billingPortal.sessions.create({ customer, return_url: `${getEnv().PUBLIC_URL}/account` });
    return portal.url;
  } catch (error) {
    console.error("Stripe customer portal failed", error);
    throw new SubscriptionRefusal(STRIPE_DOWN, 503);
  }
}

async function stripeFor(row: SubscriptionRow): Promise<Stripe> {
  const stripe = await getStripe();
  // A Stripe order on a site whose key was removed: Stripe cannot be asked.
  if (!stripe || !row.stripeSubscriptionId) throw new SubscriptionRefusal("Payments are not set up on this site right now, so this subscription cannot be changed here. Please contact us.", 503);
  return stripe;
}

/** What a Stripe subscription says: when its period ends and whether it ends there. */
function stateOf(subscription: Stripe.Subscription): SubscriptionState {
  const seconds = subscription.cancel_at ?? subscription.items?.data[0]?.current_period_end ?? null;
  return {
    periodEndsAt: seconds ? new Date(seconds * 1000) : null,
    cancelsAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
}

/**
 * Records a Stripe subscription as it is now (the answer to our update, or the
 * one the webhook fetched for an event): the same state recorded twice changes
 * nothing, so replays and events out of order are harmless. A canceled one ends.
 */
export function recordStripeSubscription(subscription: Stripe.Subscription): boolean {
  if (subscription.status === "canceled" || subscription.status === "incomplete_expired") return endSubscription(subscription.id);
  const state = stateOf(subscription);
  return findOrdersBySubscription(subscription.id).some((order) => record(order.id, state) !== "unchanged");
}

/** The state and, when it is a new cancellation, its confirmation mail, together. */
function record(orderId: string, state: SubscriptionState) {
  return inTransaction(() => {
    const change = recordSubscriptionState(orderId, state);
    if (change === "canceled") mailCancellation(orderId);
    return change;
  });
}

function mailCancellation(orderId: string) {
  const order = getOrderForMail(orderId);
  if (!order || order.accountDeletedAt || !order.periodEndsAt) return;
  const requested = order.cancelRequestedAt?.getTime() ?? 0;
  enqueueMail({
    event: `subscription-canceled:${orderId}:${requested}`,
    to: order.email,
    content: subscriptionCanceledMail({ productName: order.productName, endsAt: order.periodEndsAt, testMode: order.mode === "test" }),
    userId: order.userId,
  });
}

/**
 * Test mode's stand-in for Stripe's billing clock: a lapsed period ends the
 * subscription when it was cancelled (its access with it), else it renews
 * for another period without a charge. Run for one customer when their
 * account is shown, and for everyone by housekeeping.
 */
export function settleTestSubscriptions(now = new Date(), userId?: string): number {
  let changed = 0;
  for (const lapsed of lapsedTestSubscriptions(now, userId)) {
    if (lapsed.periodEndsAt && lapsed.cancelsAtPeriodEnd) {
      if (endSubscribedOrder(lapsed.orderId)) changed++;
      continue;
    }
    let next = lapsed.periodEndsAt ?? periodEnd(lapsed.paidAt ?? now, lapsed.billingInterval!);
    while (next <= now) next = periodEnd(next, lapsed.billingInterval!);
    renewTestSubscription(lapsed.orderId, next);
    changed++;
  }
  return changed;
}
