/**
 * Moving an account to another address. Asking (with the current password)
 * mails a single-use link to the new address and a notice to the current one;
 * nothing changes until the link is followed, and then the new address is
 * also verified (the link proved it). Following it signs nobody in.
 */
import { consumeToken, createEmailToken, findUsableToken, latestUsableToken, retireTokens } from "~/models/email-token.server";
import { inTransaction } from "~/models/transaction.server";
import { changeEmail, getUserByEmail } from "~/models/user.server";
import { AccountFailure, confirmCurrentPassword } from "./account-password.server";
import { enqueueMail } from "~/services/mail/mail.server";
import { changeEmailMail, emailChangeNotice } from "~/services/mail/mail-messages.server";
import { limitFor, refusalText, tryConsume } from "~/services/requests/security.server";
import { RATE_LIMITS } from "../../../server/policy/limits.js";

export const CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** Sign-up's words for a taken address (docs/decisions/121): a change reveals no more than sign-up does. */
export const EMAIL_TAKEN = "An account with this email already exists.";

/** Stores the link, its mail and the notice to the current address; the newest request replaces any earlier one. */
export async function requestEmailChange(userId: string, currentPassword: string, newEmail: string, now = new Date()) {
  const user = await confirmCurrentPassword(userId, currentPassword);
  if (newEmail === user.email) throw new AccountFailure("That is already your e-mail address.", 400, "newEmail");
  // Bounds the mail a session can send to any address, and the addresses it can test.
  const wait = tryConsume(limitFor(RATE_LIMITS.emailChange, userId));
  if (wait > 0) {
    throw new AccountFailure(refusalText(RATE_LIMITS.emailChange.message, wait), 429, "newEmail", {
      "Retry-After": String(wait),
    });
  }
  if (getUserByEmail(newEmail)) throw new AccountFailure(EMAIL_TAKEN, 409, "newEmail");
  inTransaction(() => {
    retireTokens(userId, "change-email", now);
    const token = createEmailToken({ userId, email: newEmail, purpose: "change-email", ttlMs: CHANGE_TTL_MS, now });
    const event = `change-email:${token.slice(0, 12)}`;
    enqueueMail({ event, to: newEmail, content: changeEmailMail(token), sensitive: true, userId });
    enqueueMail({ event: `${event}:notice`, to: user.email, content: emailChangeNotice(), userId });
  });
}

/** The address the account is waiting to move to, and until when the link works; undefined when none. */
export function pendingEmailChange(userId: string) {
  return latestUsableToken(userId, "change-email");
}

export function cancelEmailChange(userId: string) {
  retireTokens(userId, "change-email");
}

export function emailChangeTokenIsUsable(token: string) {
  return Boolean(findUsableToken(token, "change-email"));
}

export type EmailChangeOutcome = { ok: true; email: string; userId: string } | { ok: false; reason: "invalid-token" | "taken" };

/**
 * Uses the link: the account moves to the address it was mailed to, now
 * verified. Every other open link of the account ends (a reset link mailed
 * to the old address must not outlive the move). An address that another
 * account took in the meantime stays theirs, and the link is used up.
 */
export function confirmEmailChange(token: string, now = new Date()): EmailChangeOutcome {
  const found = findUsableToken(token, "change-email", now);
  if (!found) return { ok: false, reason: "invalid-token" };
  return inTransaction((): EmailChangeOutcome => {
    if (!consumeToken(found.tokenHash, now)) return { ok: false, reason: "invalid-token" };
    if (getUserByEmail(found.email)) return { ok: false, reason: "taken" };
    changeEmail(found.userId, found.email, now);
    for (const purpose of ["change-email", "password-reset", "verify-email"] as const) retireTokens(found.userId, purpose, now);
    return { ok: true, email: found.email, userId: found.userId };
  });
}
