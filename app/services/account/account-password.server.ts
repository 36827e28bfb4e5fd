/**
 * The account's own password, asked again on /account before anything that
 * takes the account over or away: a new password, a new address, deletion.
 * Wrong answers are limited per account, so a session left open somewhere
 * cannot be used to guess it.
 */
import { recordHit } from "~/models/rate-limit.server";
import { deleteOtherSessionsOfUser } from "~/models/session.server";
import { retireTokens } from "~/models/email-token.server";
import { inTransaction } from "~/models/transaction.server";
import { getUserById, setPasswordHash } from "~/models/user.server";
import { hashPassword, passwordProblem, verifyPassword } from "~/services/auth/password.server";
import { limitFor, refusalText, retryAfterSeconds } from "~/services/requests/security.server";
import { SlotsBusy } from "~/services/ops/work-slots.server";
import { RATE_LIMITS } from "../../../server/policy/limits.js";

/** A refusal the user can act on: its status, and the field it concerns (null: the form as a whole). */
export class AccountFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const WRONG_PASSWORD = "Your current password is not correct.";


/** A hash refused because every hashing slot is busy: 503 with Retry-After, as at sign-in. */
async function hashing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof SlotsBusy)) throw error;
    throw new AccountFailure("We're very busy right now. Please try again in a moment.", 503, null, {
      "Retry-After": String(error.retryAfterSeconds),
    });
  }
}

/** The user's row when `password` is their password; else an AccountFailure (400, or 429 after too many). */
export async function confirmCurrentPassword(userId: string, password: string) {
  const limit = limitFor(RATE_LIMITS.currentPassword, userId);
  const wait = retryAfterSeconds(limit);
  if (wait > 0) {
    throw new AccountFailure(refusalText(RATE_LIMITS.currentPassword.message, wait), 429, "currentPassword", {
      "Retry-After": String(wait),
    });
  }
  const user = getUserById(userId);
  const ok = user && !user.deletedAt && (await hashing(() => verifyPassword(password, user.passwordHash)));
  if (!user || !ok) {
    recordHit(limit.bucket);
    throw new AccountFailure(WRONG_PASSWORD, 400, "currentPassword");
  }
  return user;
}

/**
 * Sets a new password (sign-up's rules) once the current one is confirmed,
 * and ends every other session of the user; `keepSessionId`, the browser
 * that asked, stays signed in. Open reset links and a pending change of
 * address end too: whoever asked for them may be who the new password shuts out.
 */
export async function changePassword(userId: string, keepSessionId: string, current: string, next: string) {
  const problem = passwordProblem(next);
  if (problem) throw new AccountFailure(problem, 400, "newPassword");
  await confirmCurrentPassword(userId, current);
  if (next === current) throw new AccountFailure("Your new password is the same as your current one.", 400, "newPassword");
  const passwordHash = await hashing(() => hashPassword(next));
  return inTransaction(() => {
    setPasswordHash(userId, passwordHash);
    retireTokens(userId, "password-reset");
    retireTokens(userId, "change-email");
    return deleteOtherSessionsOfUser(userId, keepSessionId);
  });
}
