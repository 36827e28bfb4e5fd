/**
 * The approval mail's link (docs/decisions/216): a signed token naming the
 * affiliate and the address it was mailed to, valid for 30 days. It is not a
 * row of email_tokens because the applicant may have no account yet; it is
 * signed with the session secret (the newest, any listed one verifies), so
 * only the site can make one. Following it only ever links that address's
 * own account, so using it twice changes nothing.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/utils/env.server";

export const APPROVAL_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

function signature(secret: string, affiliateId: string, email: string, expires: number) {
  return createHmac("sha256", secret).update(`affiliate-approval\n${affiliateId}\n${email.toLowerCase()}\n${expires}`).digest("base64url");
}

export function approvalToken(affiliate: { id: string; email: string }, now = new Date()): string {
  const expires = Math.floor((now.getTime() + APPROVAL_LINK_DAYS * DAY_MS) / 1000);
  const [secret] = getEnv().SESSION_SECRET;
  return `${affiliate.id}.${expires}.${signature(secret!, affiliate.id, affiliate.email, expires)}`;
}

/** The site path the approval mail links to. */
export function approvalPath(token: string): string {
  return `/affiliate/join?${new URLSearchParams({ token })}`;
}

/** The affiliate id a token names, before its signature is checked against the affiliate's address. */
export function tokenAffiliateId(token: string): string | null {
  const match = /^(aff_[0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return match ? match[1]! : null;
}

/** True when the token was made by this site for this affiliate and address, and has not expired. */
export function tokenIsValid(token: string, affiliate: { id: string; email: string }, now = new Date()): boolean {
  const match = /^(aff_[0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || match[1] !== affiliate.id) return false;
  const expires = Number(match[2]);
  if (expires * 1000 <= now.getTime()) return false;
  const given = Buffer.from(match[3]!);
  return getEnv().SESSION_SECRET.some((secret) => {
    const expected = Buffer.from(signature(secret, affiliate.id, affiliate.email, expires));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
