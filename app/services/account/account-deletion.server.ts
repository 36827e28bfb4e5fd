/**
 * Deleting an account (docs/decisions/186). The person is erased: name,
 * address, password, customer row, the enquiries, contact messages and
 * affiliate applications they sent (signed in, or from one of their
 * addresses) and the name and address of the affiliate they became (its
 * ledger stays, for the payouts made), the company and tax ID they put on their receipts, the personal fields of their quote requests, their links,
 * sessions, every mail to them or about them, their newsletter subscription (with its consent), and the stamped copies of the files they bought. The users row stays, anonymised
 * and marked deleted, because paid orders must be kept for the accounts and
 * point at it. A subscription still running is cancelled at Stripe first, so
 * nobody is charged for an account that is gone.
 */
import { anonymiseAffiliatesOfAccount } from "~/models/affiliates.server";
import { addressesOfAccount, deleteTokensOfUser } from "~/models/email-token.server";
import { deleteFormsOfAccount } from "~/models/inbox.server";
import { cancelPendingOrdersOfUser, eraseBillingDetailsOfUser, runningSubscriptionsOfUser } from "~/models/order.server";
import { deleteMailOfAccount } from "~/models/outbox.server";
import { eraseQuoteRequestsOfAccount } from "~/models/quote.server";
import { deleteHits } from "~/models/rate-limit.server";
import { deleteSessionsOfUser } from "~/models/session.server";
import { deleteSubscribersOfAccount } from "~/models/subscriber.server";
import { subscribeEmailBucket } from "~/services/newsletter/subscribe.server";
import { inTransaction } from "~/models/transaction.server";
import { anonymiseUser } from "~/models/user.server";
import { AccountFailure, confirmCurrentPassword } from "./account-password.server";
import { endSubscription } from "~/services/checkout/fulfilment.server";
import { resetEmailBucket } from "./password-reset.server";
import { getStripe } from "~/services/checkout/stripe.server";
import { dropStampedCopies } from "~/services/files/stamped-copies.server";

const SUBSCRIPTION_NOT_STOPPED =
  "We could not cancel your subscription with our payment provider, so your account was not deleted. Please try again in a few minutes, or contact us.";

/** Deletes the account once the password is confirmed; nothing is erased if a subscription could not be stopped. */
export async function deleteAccount(userId: string, password: string, now = new Date()) {
  const user = await confirmCurrentPassword(userId, password);
  await stopSubscriptions(userId);
  inTransaction(() => {
    const addresses = addressesOfAccount(userId, user.email);
    cancelPendingOrdersOfUser(userId);
    eraseBillingDetailsOfUser(userId);
    eraseQuoteRequestsOfAccount(userId, addresses);
    anonymiseAffiliatesOfAccount(userId, addresses, now);
    deleteFormsOfAccount(userId, addresses);
    deleteMailOfAccount(userId, addresses);
    deleteTokensOfUser(userId);
    deleteSubscribersOfAccount(userId, addresses);
    deleteHits([...addresses.map(resetEmailBucket), ...addresses.map(subscribeEmailBucket)]);
    deleteSessionsOfUser(userId);
    anonymiseUser(userId, now);
  });
  // The copies of purchased files that carry their name and address.
  dropStampedCopies(userId);
}

async function stopSubscriptions(userId: string) {
  const running = runningSubscriptionsOfUser(userId);
  if (running.length === 0) return;
  const stripe = await getStripe();
  if (!stripe) throw new AccountFailure(SUBSCRIPTION_NOT_STOPPED, 503);
  for (const subscriptionId of running) {
    try {
      await stripe.subscriptions.cancel(subscriptionId);
    } catch (error) {
      // Already gone at Stripe: nothing left to charge.
      if ((error as { code?: string }).code !== "resource_missing") {
        console.error(`Account deletion: cancelling subscription ${subscriptionId} failed`, error);
        throw new AccountFailure(SUBSCRIPTION_NOT_STOPPED, 503);
      }
    }
    // Stripe's customer.subscription.deleted will say the same; the order ends now either way.
    endSubscription(subscriptionId);
  }
}
