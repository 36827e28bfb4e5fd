/**
 * Password reset by e-mail. Asking gives the same answer whether or not an
 * account exists, and about as fast: the mail is only stored here, and sent
 * later by the outbox worker, so no SMTP time shows in the response. The link
 * works once, for one hour; using it ends every session of the user.
 */
import { consumeToken, createEmailToken, findUsableToken, retireTokens } from "~/models/email-token.server";
import { recordHit } from "~/models/rate-limit.server";
import { deleteSessionsOfUser } from "~/models/session.server";
import { inTransaction } from "~/models/transaction.server";
import { getUserByEmail, getUserById, setPasswordHash } from "~/models/user.server";
import { adminProofMissing } from "~/services/auth/admin-role.server";
import { toSessionUser, type SessionUser } from "~/services/auth/auth.server";
import { enqueueMail } from "~/services/mail/mail.server";
import { passwordResetMail } from "~/services/mail/mail-messages.server";
import { hashPassword, passwordProblem } from "~/services/auth/password.server";
import { limitFor, retryAfterSeconds, type Limit } from "~/services/requests/security.server";
import { RATE_LIMITS } from "../../../server/policy/limits.js";

export const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_ANSWER = "If an account exists for that e-mail, we have sent a link to reset the password.";

/** The count of reset requests kept per e-mail address (it names the address). */
export const resetEmailBucket = (email: string) => resetEmailLimit(email).bucket;
const resetEmailLimit = (email: string) => limitFor(RATE_LIMITS.resetRequestPerEmail, email.slice(0, 254));

/** Per client address (any e-mail) and per e-mail (from anywhere): a flood can neither spam one inbox nor probe many. */
export function resetRequestLimits(email: string, address: string): Limit[] {
  return [limitFor(RATE_LIMITS.resetRequestPerAddress, address), resetEmailLimit(email)];
}

/** Seconds to wait, or 0 after counting this request against every limit. */
export function takeResetAttempt(limits: Limit[]): number {
  const wait = Math.max(0, ...limits.map((limit) => retryAfterSeconds(limit)));
  if (wait === 0) for (const limit of limits) recordHit(limit.bucket);
  return wait;
}

/** Stores a reset link and its mail when the account exists; does nothing otherwise (the caller answers the same). */
export function requestPasswordReset(email: string, now = new Date()) {
  const user = getUserByEmail(email);
  if (!user) return;
  inTransaction(() => {
    const token = createEmailToken({ userId: user.id, email: user.email, purpose: "password-reset", ttlMs: RESET_TTL_MS, now });
    enqueueMail({ event: `password-reset:${token.slice(0, 12)}`, to: user.email, content: passwordResetMail(token), sensitive: true, userId: user.id });
  });
}

/**
 * When a just-proven address is on ADMIN_EMAILS and its password was not chosen
 * through a mailed link, the page that proved it continues to a new-password
 * form: the address to go to, with a reset link for this browser (the one that
 * followed the mailed link). Null when no such step is due (docs/decisions/199).
 */
export function adminPasswordStep(userId: string, now = new Date()): string | null {
  const user = getUserById(userId);
  if (!user?.emailVerifiedAt || !adminProofMissing(user)) return null;
  const token = createEmailToken({ userId, email: user.email, purpose: "password-reset", ttlMs: RESET_TTL_MS, now });
  return `/reset-password?token=${encodeURIComponent(token)}`;
}

export const ADMIN_PASSWORD_STEP = {
  message: "Choose a new password to finish",
  description: "This address is on the site's list of administrators. Choose a new password: every session of this account is then signed out, and the admin pages open with the new password.",
};

export function resetTokenIsUsable(token: string) {
  return Boolean(findUsableToken(token, "password-reset"));
}

export type ResetOutcome = { ok: true; user: SessionUser } | { ok: false; reason: "invalid-token" } | { ok: false; reason: "password"; message: string };

/**
 * Sets the new password if the token is still good, uses the token up and ends
 * every session of the user (the caller then starts a fresh one).
 */
export async function resetPassword(token: string, password: string): Promise<ResetOutcome> {
  const found = findUsableToken(token, "password-reset");
  if (!found) return { ok: false, reason: "invalid-token" };
  const problem = passwordProblem(password);
  if (problem) return { ok: false, reason: "password", message: problem };
  const passwordHash = await hashPassword(password);
  const changed = inTransaction(() => {
    // Checked again here: two tabs posting the same link at once, only one wins.
    if (!consumeToken(found.tokenHash)) return false;
    // The link went to the account's address: whoever chose this password reads that mailbox.
    setPasswordHash(found.userId, passwordHash, found.email === found.userEmail ? { provenFor: found.email } : {});
    retireTokens(found.userId, "password-reset");
    // A pending move to another address may be what the owner is taking the account back from.
    retireTokens(found.userId, "change-email");
    deleteSessionsOfUser(found.userId);
    return true;
  });
  const user = changed ? getUserById(found.userId) : undefined;
  return user ? { ok: true, user: toSessionUser(user) } : { ok: false, reason: "invalid-token" };
}
