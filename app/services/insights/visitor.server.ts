/**
 * The visitor key (docs/decisions/218): HMAC-SHA-256 of the client's address
 * and browser name under the day's secret, cut to 16 hex characters. The same
 * browser on one day has one key; the next day's secret is new and the old
 * one deleted, so no key can be linked to another day's, or made again.
 */
import { createHmac, randomBytes } from "node:crypto";
import { dropSaltsBefore, saltFor } from "~/models/page-views.server";

let cached: { day: string; secret: Buffer } | null = null;

export function visitorKey(day: string, clientAddress: string, userAgent: string): string {
  if (cached?.day !== day) cached = { day, secret: daySecret(day) };
  return createHmac("sha256", cached.secret).update(`${clientAddress}\n${userAgent}`).digest("hex").slice(0, 16);
}


/**
 * Each process reads the day's secret once; the first to ask makes it. A disk
 * that cannot be written leaves this process a secret of its own for the day:
 * its visitors may be counted twice across processes, never linked.
 */
function daySecret(day: string): Buffer {
  try {
    const secret = saltFor(day);
    dropSaltsBefore(day);
    return secret;
  } catch (error) {
    console.error(`the day's visitor secret could not be stored: ${error instanceof Error ? error.message : String(error)}`);
    return randomBytes(32);
  }
}
