/**
 * Failed sign-ins are limited per client address (across e-mails) and per
 * (e-mail, address) pair: never per e-mail from anywhere, so failures from other
 * addresses cannot lock the owner out of their own account (OWASP,
 * https://cheatsheetseries.owasp.org/cheatsheets/Authentication_Cheat_Sheet.html#account-lockout).
 * The limits are checked before any password is hashed.
 */
import { recordHit } from "~/models/rate-limit.server";
import { limitFor, refusalText, retryAfterSeconds, type Limit } from "~/services/requests/security.server";
import { HEADERS } from "../../../server/policy/index.js";
import { RATE_LIMITS } from "../../../server/policy/limits.js";

const ADDRESS_BUCKET = RATE_LIMITS.signInPerAddress.bucket;

export function signInLimits(email: string, address: string): Limit[] {
  const key = email.trim().toLowerCase().slice(0, 254);
  return [limitFor(RATE_LIMITS.signInPerAddress, address), limitFor(RATE_LIMITS.signInPerEmail, `${key}:${address}`)];
}

/** What a refused sign-in reads (both limits say the same). */
export function signInRefusal(wait: number) {
  return refusalText(RATE_LIMITS.signInPerEmail.message, wait);
}

/** Seconds before another attempt may be made, or 0 when it may be made now. */
export function signInWait(limits: Limit[]): number {
  return Math.max(0, ...limits.map((limit) => retryAfterSeconds(limit)));
}

/**
 * Retry-After, and when the whole address is limited (not one e-mail from it),
 * the production server's hint to refuse that address before Remix until then
 * (server/sign-in-gate.js; the server never sends the hint on).
 */
export function signInWaitHeaders(limits: Limit[], wait: number): Record<string, string> {
  const perAddress = limits.find((limit) => limit.bucket.startsWith(ADDRESS_BUCKET));
  const addressWait = perAddress ? retryAfterSeconds(perAddress) : 0;
  return {
    "Retry-After": String(wait),
    ...(addressWait > 0 ? { [HEADERS.signInAddressLimited]: String(addressWait) } : {}),
  };
}

export function recordSignInFailure(limits: Limit[]) {
  for (const limit of limits) recordHit(limit.bucket);
}
