/**
 * Proving an address: sign-up mails a single-use link (24 hours). Following it
 * sets users.email_verified_at, which is what lets ADMIN_EMAILS count
 * (admin-role.server.ts). The account works before that; nothing waits for it.
 */
import { consumeToken, createEmailToken, findUsableToken } from "~/models/email-token.server";
import { inTransaction } from "~/models/transaction.server";
import { markEmailVerified } from "~/models/user.server";
import { enqueueMail } from "~/services/mail/mail.server";
import { verifyEmailMail } from "~/services/mail/mail-messages.server";

export const VERIFY_TTL_MS = 24 * 60 * 60 * 1000;

/** Stores a verification link and its mail. Call inside the sign-up's transaction, or alone for a resend. */
export function queueVerificationMail(user: { id: string; email: string }, now = new Date()) {
  inTransaction(() => {
    const token = createEmailToken({ userId: user.id, email: user.email, purpose: "verify-email", ttlMs: VERIFY_TTL_MS, now });
    enqueueMail({ event: `verify-email:${token.slice(0, 12)}`, to: user.email, content: verifyEmailMail(token), sensitive: true, userId: user.id });
  });
}

export function verificationTokenIsUsable(token: string) {
  return Boolean(findUsableToken(token, "verify-email"));
}

/** Uses the link: the account's id when the address it was sent to is now verified, else null. A used or expired link does nothing. */
export function verifyEmail(token: string, now = new Date()): string | null {
  const found = findUsableToken(token, "verify-email", now);
  // The link proves the address it was mailed to, and only while that is still the account's.
  if (!found || found.email !== found.userEmail) return null;
  return inTransaction(() => {
    if (!consumeToken(found.tokenHash, now)) return null;
    markEmailVerified(found.userId, found.email, now);
    return found.userId;
  });
}
