/**
 * Subscribing, confirming, unsubscribing. The public form gives one answer
 * whatever the address's state (no enumeration): a new or unconfirmed address
 * gets a confirmation mail, a confirmed one nothing. A link's token (links.server.ts)
 * says which subscriber it is for; opening a link changes nothing (mail
 * scanners fetch links), a POST does.
 */
import { readSiteSettingValues } from "~/models/site-settings.server";
import {
  findSubscriberByEmail,
  findSubscriberOfAccount,
  getSubscriber,
  insertPendingSubscriber,
  linkSubscriberToAccount,
  markConfirmed,
  markUnsubscribed,
  noteSubscribeRequest,
  type Subscriber,
} from "~/models/subscriber.server";
import { recordHit } from "~/models/rate-limit.server";
import { isSuppressed } from "~/models/suppression.server";
import { inTransaction } from "~/models/transaction.server";
import { recordEvent } from "~/services/insights/events.server";
import { limitFor, retryAfterSeconds, type Limit } from "~/services/requests/security.server";
import type { SubscribeSource } from "~/utils/newsletter";
import { RATE_LIMITS } from "../../../server/policy/limits.js";
import { queueConfirmationMail, queueWelcomeMail } from "./confirmation.server";
import { readConfirmationToken, readUnsubscribeToken, tokenSubscriberId } from "./links.server";

/** The one answer of the public form, whatever the address's state. */
export const SUBSCRIBE_ANSWER = "Check your inbox: if this address is not subscribed yet, we have sent it a link to confirm your subscription. The link works for 48 hours.";

/** Confirmation mails to one address, from anywhere (the public form and /account alike). */
export const subscribeEmailLimit = (email: string) => limitFor(RATE_LIMITS.newsletterPerEmail, email.slice(0, 254));

/** Per client address (any e-mail) and per e-mail (from anywhere): a flood can neither fill one inbox nor probe many. */
export function subscribeLimits(email: string, clientAddress: string): Limit[] {
  return [limitFor(RATE_LIMITS.newsletterPerAddress, clientAddress), subscribeEmailLimit(email)];
}

/** The rows that name an address, for deleting an account. */
export const subscribeEmailBucket = (email: string) => subscribeEmailLimit(email).bucket;

/** Seconds to wait, or 0 after counting this request against every limit. */
export function takeSubscribeAttempt(limits: Limit[]): number {
  const wait = Math.max(0, ...limits.map((limit) => retryAfterSeconds(limit)));
  if (wait === 0) for (const limit of limits) recordHit(limit.bucket);
  return wait;
}

/** A public form's request; the caller answers SUBSCRIBE_ANSWER whatever happened here. */
export function requestSubscription(request: { email: string; name: string | null; source: SubscribeSource }, now = new Date()) {
  inTransaction(() => {
    // A mailbox that refused our mail or complained gets no more, not even a link (the admin may lift it).
    if (isSuppressed(request.email)) return;
    const found = findSubscriberByEmail(request.email);
    if (found?.status === "confirmed") return;
    if (found) {
      // A pending row has no consent yet: the latest form and name count. An unsubscribed one keeps its
      // record (anyone may type an address) until its owner follows the new link.
      if (found.status === "pending") noteSubscribeRequest(found.id, request);
      queueConfirmationMail({ id: found.id, email: found.email, name: found.status === "pending" ? (request.name ?? found.name) : found.name }, now);
      return;
    }
    const created = insertPendingSubscriber(request, now);
    queueConfirmationMail(created, now);
    recordEvent({ name: "newsletter_signup", source: request.source }, now);
  });
}

export type LinkState =
  | { ok: true; subscriber: Subscriber }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "expired"; subscriber: Subscriber };

/** What a confirmation link names: its subscriber, or why it is refused. An expired link of a confirmed address still shows it confirmed. */
export function readConfirmationLink(token: string, now = new Date()): LinkState {
  const subscriber = subscriberOfToken(token);
  if (!subscriber) return { ok: false, reason: "invalid" };
  const read = readConfirmationToken(token, subscriber, now);
  if (read.ok) return { ok: true, subscriber };
  if (read.reason === "invalid") return { ok: false, reason: "invalid" };
  // Ours, but late: an address confirmed meanwhile is shown as it is.
  return subscriber.status === "confirmed" ? { ok: true, subscriber } : { ok: false, reason: "expired", subscriber };
}

/** The confirmation page's button. Returns the link's state after it (confirmed, or why not). */
export function confirmSubscription(token: string, now = new Date()): LinkState {
  const state = readConfirmationLink(token, now);
  if (!state.ok || state.subscriber.status === "confirmed") return state;
  inTransaction(() => confirm(state.subscriber, now, { welcome: true }));
  return { ok: true, subscriber: getSubscriber(state.subscriber.id)! };
}

export function freeGuideUrl(): string {
  return readSiteSettingValues().freeGuideUrl;
}

/** What an unsubscribe link names: its subscriber, or null when it is not one of ours. */
export function readUnsubscribeLink(token: string): Subscriber | null {
  const subscriber = subscriberOfToken(token);
  return subscriber && readUnsubscribeToken(token, subscriber).ok ? subscriber : null;
}

/** The unsubscribe button, or a mail provider's one-click POST. Null for a link that is not ours. */
export function unsubscribeByLink(token: string, now = new Date()): Subscriber | null {
  const subscriber = readUnsubscribeLink(token);
  if (!subscriber) return null;
  if (subscriber.status !== "unsubscribed") unsubscribe(subscriber, now);
  return getSubscriber(subscriber.id)!;
}

/** "Subscribe again" on the unsubscribe page: the link proves the mailbox, so no second confirmation. */
export function resubscribeByLink(token: string, now = new Date()): Subscriber | null {
  const subscriber = readUnsubscribeLink(token);
  if (!subscriber) return null;
  // Welcomed once already: coming back is not a first subscription.
  if (subscriber.status !== "confirmed") inTransaction(() => confirm(subscriber, now, { welcome: false }));
  return getSubscriber(subscriber.id)!;
}

/** Confirms, with the welcome mail (and its guide) when asked, and counts it; `source` replaces the row's when the confirming form is another. */
function confirm(subscriber: Pick<Subscriber, "id" | "email" | "name" | "source">, now: Date, { welcome, source }: { welcome: boolean; source?: Subscriber["source"] }) {
  markConfirmed(subscriber.id, now, source ? { source } : {});
  if (welcome) queueWelcomeMail(subscriber, freeGuideUrl());
  recordEvent({ name: "newsletter_confirm", source: source ?? subscriber.source }, now);
}

function unsubscribe(subscriber: Subscriber, now: Date) {
  inTransaction(() => {
    markUnsubscribed(subscriber.id, now);
    recordEvent({ name: "newsletter_unsubscribe", source: subscriber.source }, now);
  });
}

function subscriberOfToken(token: string): Subscriber | null {
  const id = tokenSubscriberId(token);
  return id === null ? null : (getSubscriber(id) ?? null);
}

export type AccountSubscription = "none" | Subscriber["status"];

export function accountSubscription(userId: string, email: string): AccountSubscription {
  return findSubscriberOfAccount(userId, email)?.status ?? "none";
}

/**
 * /account's Subscribe: a verified address has proved its mailbox, so it is
 * confirmed at once (source "account"); an unverified one gets the confirmation mail.
 * Returns the state it leaves.
 */
export function subscribeAccount(user: { id: string; email: string; fullName: string | null; verified: boolean }, now = new Date()): AccountSubscription {
  return inTransaction(() => {
    const found = findSubscriberOfAccount(user.id, user.email);
    if (found?.status === "confirmed") return "confirmed";
    const row = found ?? insertPendingSubscriber({ email: user.email, name: user.fullName || null, source: "account", userId: user.id }, now);
    if (found && found.userId !== user.id) linkSubscriberToAccount(found.id, user.id);
    if (!found) recordEvent({ name: "newsletter_signup", source: "account" }, now);
    if (!user.verified || row.email !== user.email.toLowerCase()) {
      queueConfirmationMail(row, now);
      return row.status;
    }
    confirm(row, now, { welcome: true, source: "account" });
    return "confirmed";
  });
}

/** /account's Unsubscribe. */
export function unsubscribeAccount(userId: string, email: string, now = new Date()) {
  const found = findSubscriberOfAccount(userId, email);
  if (found && found.status !== "unsubscribed") unsubscribe(found, now);
}
