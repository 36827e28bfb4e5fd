/**
 * The forms of /account, told apart by `intent`. Each refusal comes back as
 * the page with one message for the form it concerns (4xx); each success is a
 * redirect with a toast, so every form works without JavaScript.
 */
import { data, redirect } from "@remix-run/node";
import type { AccountActionData, AccountFormName } from "~/utils/account";
import type { accountFormsSchema } from "~/utils/forms.server";
import { deleteAccount } from "./account-deletion.server";
import { AccountFailure, changePassword } from "./account-password.server";
import { endSession, getAccess, sessionIdOf, type SessionUser } from "~/services/auth/auth.server";
import { cancelPendingOrder, completePendingOrder, OrderRefusal } from "~/services/checkout/pending-orders.server";
import { cancelEmailChange, requestEmailChange } from "./email-change.server";
import { cancelSubscription, cardUpdateUrl, resumeSubscription, SubscriptionRefusal } from "~/services/checkout/subscriptions.server";
import type { ParsedAction } from "~/services/requests/parse-action.server";
import { formatDay } from "~/utils/dates";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { refusalText } from "~/services/requests/security.server";
import { subscribeAccount, subscribeEmailLimit, takeSubscribeAttempt, unsubscribeAccount } from "~/services/newsletter/subscribe.server";
import { getUserById } from "~/models/user.server";
import { RATE_LIMITS } from "../../../server/policy/limits.js";

function refused(form: AccountFormName | null, status: number, answer: Omit<AccountActionData, "form">, headers: Record<string, string> = {}) {
  return data<AccountActionData>({ form, ...answer }, { status, headers });
}

function failureAnswer(form: AccountFormName, failure: AccountFailure, fields?: AccountActionData["fields"]) {
  const answer = failure.field ? { fieldErrors: { [failure.field]: failure.message } } : { error: failure.message };
  return refused(form, failure.status, { ...answer, fields }, failure.headers);
}

/** Runs one form's work; an AccountFailure becomes that form's message. */
async function attempt(form: AccountFormName, work: () => Promise<Response>, fields?: AccountActionData["fields"]) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountFailure) return failureAnswer(form, error, fields);
    throw error;
  }
}

type AccountPost = ParsedAction<typeof accountFormsSchema>;
type Posted<I extends AccountForms["intent"]> = Extract<AccountForms, { intent: I }>;
type AccountForms = Extract<AccountPost, { ok: true }>["data"];

/** Which form of the page an intent's answer is shown in. */
const FORM_OF: Record<AccountForms["intent"], AccountFormName | null> = {
  "change-password": "password",
  "change-email": "email",
  "cancel-email-change": null,
  "delete-account": "delete",
  "complete-order": "order",
  "cancel-order": "order",
  "cancel-subscription": "subscription",
  "resume-subscription": "subscription",
  "update-card": "subscription",
  "newsletter-subscribe": "newsletter",
  "newsletter-unsubscribe": "newsletter",
};

/** The new address as typed, to show again (the password never is). */
function typedEmail(posted: AccountPost) {
  const typed = posted.fields.newEmail;
  return { newEmail: typeof typed === "string" ? typed.slice(0, 254) : "" };
}

export async function accountAction(request: Request, user: SessionUser, posted: AccountPost) {
  if (!posted.ok) {
    const form = posted.intent ? FORM_OF[posted.intent] : null;
    if (!form) return refused(null, 400, { error: posted.fieldErrors.intent ?? "This form could not be understood. Please reload the page and try again." });
    // An order's or a subscription's buttons post nothing typed: one message, where the buttons are.
    if (form === "order" || form === "subscription") return refused(form, 400, { error: posted.fieldErrors.orderId ?? "This form could not be understood. Please reload the page and try again." });
    return refused(form, 400, { fieldErrors: posted.fieldErrors, fields: form === "email" ? typedEmail(posted) : undefined });
  }
  const { data } = posted;
  switch (data.intent) {
    case "change-password":
      return passwordForm(request, user, data);
    case "change-email":
      return emailForm(user, data, typedEmail(posted));
    case "cancel-email-change":
      cancelEmailChange(user.id);
      return redirectWithSuccess("/account", { message: "Address change cancelled", description: `Your account keeps ${user.email}.` });
    case "delete-account":
      return deleteForm(request, user, data);
    case "complete-order":
      return orderForm(data.orderId, async () => completePendingOrder(user, data.orderId, (await getAccess(request)).hasAccess));
    case "cancel-order":
      return orderForm(data.orderId, () => cancelPendingOrder(user, data.orderId));
    case "cancel-subscription":
      return subscriptionForm(async () => {
        const until = await cancelSubscription(user.id, data.orderId);
        return redirectWithSuccess("/account", {
          message: "Subscription cancelled",
          description: `${until ? `You keep premium access until ${formatDay(until)}` : "You keep premium access until the end of the period you paid for"}, and nothing more will be charged. We sent a confirmation to ${user.email}.`,
        });
      });
    case "resume-subscription":
      return subscriptionForm(async () => {
        const renews = await resumeSubscription(user.id, data.orderId);
        return redirectWithSuccess("/account", { message: "Subscription resumed", description: renews ? `It renews on ${formatDay(renews)}.` : "It renews as before." });
      });
    case "update-card":
      return subscriptionForm(async () => redirect(await cardUpdateUrl(user.id, data.orderId), 303));
    case "newsletter-subscribe":
      return newsletterSubscribe(user);
    case "newsletter-unsubscribe":
      unsubscribeAccount(user.id, user.email);
      return redirectWithSuccess("/account#newsletter", { message: "Unsubscribed", description: `${user.email} will not receive our newsletter any more.` });
  }
}

/** An unfinished order's buttons: a refusal is shown on that order's row, and nothing changed. */
async function orderForm(orderId: string, work: () => Promise<Response>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderRefusal) return refused("order", error.status, { error: error.message, orderId });
    throw error;
  }
}

/** A subscriber's buttons: a refusal is the subscription section's message, and nothing changed. */
async function subscriptionForm(work: () => Promise<Response>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SubscriptionRefusal) return refused("subscription", error.status, { error: error.message });
    throw error;
  }
}

async function passwordForm(request: Request, user: SessionUser, posted: Posted<"change-password">) {
  const keep = await sessionIdOf(request);
  if (!keep) return refused("password", 400, { error: "Please sign in again." });
  return attempt("password", async () => {
    await changePassword(user.id, keep, posted.currentPassword, posted.newPassword);
    return redirectWithSuccess("/account", {
      message: "Password changed",
      description: "Every other session has been signed out; this one stays signed in.",
    });
  });
}

async function emailForm(user: SessionUser, posted: Posted<"change-email">, fields: AccountActionData["fields"]) {
  return attempt(
    "email",
    async () => {
      await requestEmailChange(user.id, posted.currentPassword, posted.newEmail);
      return redirectWithSuccess("/account", {
        message: "Check your new inbox",
        description: `We sent a link to ${posted.newEmail}. Your address changes when you follow it, within 24 hours.`,
      });
    },
    fields,
  );
}

async function deleteForm(request: Request, user: SessionUser, posted: Posted<"delete-account">) {
  return attempt("delete", async () => {
    await deleteAccount(user.id, posted.currentPassword);
    return redirectWithSuccess(
      "/",
      { message: "Account deleted", description: "Your account and personal details have been erased. Thank you for having been with us." },
      { headers: { "Set-Cookie": await endSession(request) } },
    );
  });
}

/** A verified address is subscribed at once; an unverified one is mailed a confirmation link, as often as the public form allows. */
function newsletterSubscribe(user: SessionUser) {
  const stored = getUserById(user.id);
  const verified = Boolean(stored?.emailVerifiedAt);
  if (!verified) {
    const wait = takeSubscribeAttempt([subscribeEmailLimit(user.email)]);
    if (wait > 0) return refused("newsletter", 429, { error: refusalText(RATE_LIMITS.newsletterPerEmail.message, wait) }, { "Retry-After": String(wait) });
  }
  const state = subscribeAccount({ id: user.id, email: user.email, fullName: stored?.fullName ?? null, verified });
  if (state === "confirmed") {
    return redirectWithSuccess("/account#newsletter", { message: "Subscribed", description: `New posts will come to ${user.email}. The welcome mail brings our free fermentation guide.` });
  }
  return redirectWithSuccess("/account#newsletter", {
    message: "Check your inbox",
    description: `Your address is not verified yet, so we sent a link to ${user.email} to confirm your subscription.`,
  });
}
