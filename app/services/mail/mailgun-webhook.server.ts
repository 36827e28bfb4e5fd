/**
 * Mailgun's webhooks for bounces and complaints (docs/mail-webhook.md,
 * docs/decisions/223). Mailgun signs each delivery: HMAC-SHA256 under the
 * webhook signing key over `timestamp + token`. The signature does not cover
 * the rest of the body, so a token is accepted once (webhook_events, as
 * Stripe's event ids) and only within a few minutes of its timestamp: a
 * captured signature cannot be sent again, with this body or another.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { suppress } from "~/models/suppression.server";
import { handleEventOnce } from "~/models/webhook-event.server";
import { EMAIL_PATTERN } from "~/utils/forms.server";

/** How far a delivery's timestamp may be from our clock, either way. */
export const MAILGUN_TOLERANCE_SECONDS = 5 * 60;

export type MailgunOutcome = "suppressed" | "already suppressed" | "ignored" | "replay";

export class MailgunRefusal extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401,
  ) {
    super(message);
  }
}

/** `parent`: the signature under the primary account's key, sent when the sending domain belongs to a subaccount. */
type Signature = { timestamp: string; token: string; signature: string; parent: string | null };

function readSignature(value: unknown): Signature {
  const s = value as Record<string, unknown> | null;
  // Mailgun documents the timestamp as a number and sends it as a string: either is read.
  const timestamp = typeof s?.timestamp === "number" ? String(s.timestamp) : s?.timestamp;
  if (!s || typeof timestamp !== "string" || typeof s.token !== "string" || typeof s.signature !== "string") {
    throw new MailgunRefusal("Missing signature", 401);
  }
  const parent = s["parent-signature"];
  return { timestamp, token: s.token, signature: s.signature, parent: typeof parent === "string" ? parent : null };
}

export function mailgunSignature(signingKey: string, timestamp: string, token: string): string {
  return createHmac("sha256", signingKey).update(timestamp + token).digest("hex");
}

function sameHex(given: string, expected: Buffer): boolean {
  const bytes = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, "hex") : Buffer.alloc(0);
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

/** The key may be the sending (sub)account's or, for a subaccount's domain, the primary account's. */
function verify({ timestamp, token, signature, parent }: Signature, signingKey: string, now: Date) {
  const expected = Buffer.from(mailgunSignature(signingKey, timestamp, token), "hex");
  if (!sameHex(signature, expected) && !(parent !== null && sameHex(parent, expected))) throw new MailgunRefusal("Invalid signature", 401);
  const age = Math.abs(now.getTime() / 1000 - Number(timestamp));
  if (!/^\d{1,12}$/.test(timestamp) || !(age <= MAILGUN_TOLERANCE_SECONDS)) throw new MailgunRefusal("Stale timestamp", 401);
}

type EventData = { event?: unknown; severity?: unknown; recipient?: unknown; reason?: unknown; "delivery-status"?: { code?: unknown; message?: unknown; description?: unknown } };

/** What the list keeps of a report: the event and the receiving server's words. */
function detailOf(data: EventData): string {
  const status = data["delivery-status"] ?? {};
  const words = [status.code, status.message || status.description, data.reason].filter((part) => typeof part === "string" || typeof part === "number");
  return [`Mailgun ${String(data.event)}`, ...words.map(String)].join(": ");
}

/** The address an event suppresses, and why; null for every other event (delivered, opened, a temporary failure…). */
function suppressionFor(data: EventData): { email: string; reason: "complaint" | "bounce" } | null {
  if (typeof data.recipient !== "string") return null;
  const email = data.recipient.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return null;
  if (data.event === "complained") return { email, reason: "complaint" };
  if (data.event === "failed" && data.severity === "permanent") return { email, reason: "bounce" };
  return null;
}

/**
 * Verifies and handles one delivery's raw body. Throws MailgunRefusal (400 for
 * a body that is not Mailgun's JSON, 401 for a signature that does not hold).
 */
export function receiveMailgunEvent(payload: string, signingKey: string, now = new Date()): MailgunOutcome {
  let body: { signature?: unknown; "event-data"?: unknown };
  try {
    body = JSON.parse(payload);
  } catch {
    throw new MailgunRefusal("Malformed event", 400);
  }
  if (!body || typeof body !== "object") throw new MailgunRefusal("Malformed event", 400);
  const signature = readSignature(body.signature);
  verify(signature, signingKey, now);
  const data = body["event-data"];
  if (!data || typeof data !== "object") throw new MailgunRefusal("Malformed event", 400);
  const found = suppressionFor(data as EventData);
  const handled = handleEventOnce(`mailgun:${signature.token}`, `mailgun.${String((data as EventData).event).slice(0, 40)}`, (): MailgunOutcome => {
    if (!found) return "ignored";
    return suppress(found.email, found.reason, detailOf(data as EventData), now) ? "suppressed" : "already suppressed";
  });
  return handled.replay ? "replay" : handled.result;
}
