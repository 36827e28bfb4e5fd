/**
 * The newsletter's links are signed, not stored (as the affiliate approval
 * link, docs/decisions/216): HMAC-SHA-256 under the session secret (the newest
 * signs, any listed one verifies) over the subscriber's id and address, so only
 * the site can make one and a link names one address.
 * - The confirmation link is valid for 48 hours.
 * - The unsubscribe link (List-Unsubscribe, every newsletter mail) never expires.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/utils/env.server";

export const CONFIRMATION_LINK_HOURS = 48;
const HOUR_MS = 3_600_000;

type Subscriber = { id: number; email: string };
export type ReadToken = { ok: true; subscriberId: number } | { ok: false; reason: "invalid" | "expired" };

const CONFIRM = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const UNSUBSCRIBE = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, purpose: string, subscriber: Subscriber, expires: number | null) {
  return createHmac("sha256", secret)
    .update(`newsletter-${purpose}\n${subscriber.id}\n${subscriber.email.toLowerCase()}\n${expires ?? ""}`)
    .digest("base64url");
}

function newestSecret(): string {
  return getEnv().SESSION_SECRET[0]!;
}

function signedByUs(given: string, purpose: string, subscriber: Subscriber, expires: number | null): boolean {
  const bytes = Buffer.from(given);
  return getEnv().SESSION_SECRET.some((secret) => {
    const expected = Buffer.from(signature(secret, purpose, subscriber, expires));
    return expected.length === bytes.length && timingSafeEqual(expected, bytes);
  });
}

export function confirmationToken(subscriber: Subscriber, now = new Date()): string {
  const expires = Math.floor((now.getTime() + CONFIRMATION_LINK_HOURS * HOUR_MS) / 1000);
  return `${subscriber.id}.${expires}.${signature(newestSecret(), "confirm", subscriber, expires)}`;
}

/** The site path the confirmation mail links to. */
export function confirmationPath(token: string): string {
  return `/newsletter/confirm?${new URLSearchParams({ token })}`;
}

/** The subscriber id a token names, before its signature is checked against that subscriber's address. */
export function tokenSubscriberId(token: string): number | null {
  const match = CONFIRM.exec(token) ?? UNSUBSCRIBE.exec(token);
  return match ? Number(match[1]) : null;
}

/** Made by this site for this subscriber and address, and not expired. */
export function readConfirmationToken(token: string, subscriber: Subscriber, now = new Date()): ReadToken {
  const match = CONFIRM.exec(token);
  if (!match || Number(match[1]) !== subscriber.id) return { ok: false, reason: "invalid" };
  const expires = Number(match[2]);
  if (!signedByUs(match[3]!, "confirm", subscriber, expires)) return { ok: false, reason: "invalid" };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, subscriberId: subscriber.id };
}

export function unsubscribeToken(subscriber: Subscriber): string {
  return `${subscriber.id}.${signature(newestSecret(), "unsubscribe", subscriber, null)}`;
}

/** The site path of the unsubscribe page; a POST to it is RFC 8058's one-click unsubscribe. */
export function unsubscribePath(token: string): string {
  return `/newsletter/unsubscribe?${new URLSearchParams({ token })}`;
}

/** Made by this site for this subscriber and address. */
export function readUnsubscribeToken(token: string, subscriber: Subscriber): ReadToken {
  const match = UNSUBSCRIBE.exec(token);
  if (!match || Number(match[1]) !== subscriber.id) return { ok: false, reason: "invalid" };
  return signedByUs(match[2]!, "unsubscribe", subscriber, null) ? { ok: true, subscriberId: subscriber.id } : { ok: false, reason: "invalid" };
}

/** The token a link carries in its address (`?token=`), cut to a length no token of ours exceeds. */
export function linkTokenOf(request: Request): string {
  return (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
}
