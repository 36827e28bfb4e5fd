/**
 * The forms of /account, told apart by `intent`. Each refusal comes back as
 * the page with one message for the form it concerns (4xx); each success is a
 * redirect with a toast, so every form works without JavaScript.
 */
import { data } from "@remix-run/node";
import type { AccountActionData, AccountFormName } from "~/utils/account";
import { accountIntentSchema, changeEmailSchema, changePasswordSchema, deleteAccountSchema, parseForm } from "~/utils/forms.server";
import { deleteAccount } from "./account-deletion.server";
import { AccountFailure, changePassword } from "./account-password.server";
import { endSession, sessionIdOf, type SessionUser } from "~/services/auth/auth.server";
import { cancelEmailChange, requestEmailChange } from "./email-change.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";

function refused(form: AccountFormName | null, status: number, answer: Omit<AccountActionData, "form">, headers: Record<string, string> = {}) {
  return data<AccountActionData>({ form, ...answer }, { status, headers });
}

function failureAnswer(form: AccountFormName, failure: AccountFailure, fields?: AccountActionData["fields"]) {
  const answer = failure.field ? { fieldErrors: { [failure.field]: failure.message } } : { error: failure.message };
  return refused(form, failure.status, { ...answer, fields }, failure.headers);
}

/** Runs one form's work; an AccountFailure becomes that form's message. */
async function attempt(form: AccountFormName, work: () => Promise<Response>, fields?: AccountActionData["fields"]) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountFailure) return failureAnswer(form, error, fields);
    throw error;
  }
}

export async function accountAction(request: Request, user: SessionUser, posted: FormData) {
  const intent = accountIntentSchema.safeParse(posted.get("intent"));
  if (!intent.success) return refused(null, 400, { error: "This form could not be understood. Please reload the page and try again." });
  switch (intent.data) {
    case "change-password":
      return passwordForm(request, user, posted);
    case "change-email":
      return emailForm(user, posted);
    case "cancel-email-change":
      cancelEmailChange(user.id);
      return redirectWithSuccess("/account", { message: "Address change cancelled", description: `Your account keeps ${user.email}.` });
    case "delete-account":
      return deleteForm(request, user, posted);
  }
}

async function passwordForm(request: Request, user: SessionUser, posted: FormData) {
  const parsed = parseForm(changePasswordSchema, posted);
  if (!parsed.ok) return refused("password", 400, { fieldErrors: parsed.fieldErrors });
  const keep = await sessionIdOf(request);
  if (!keep) return refused("password", 400, { error: "Please sign in again." });
  return attempt("password", async () => {
    await changePassword(user.id, keep, parsed.data.currentPassword, parsed.data.newPassword);
    return redirectWithSuccess("/account", {
      message: "Password changed",
      description: "Every other session has been signed out; this one stays signed in.",
    });
  });
}

async function emailForm(user: SessionUser, posted: FormData) {
  const parsed = parseForm(changeEmailSchema, posted);
  const fields = { newEmail: String(posted.get("newEmail") ?? "").slice(0, 254) };
  if (!parsed.ok) return refused("email", 400, { fieldErrors: parsed.fieldErrors, fields });
  return attempt(
    "email",
    async () => {
      await requestEmailChange(user.id, parsed.data.currentPassword, parsed.data.newEmail);
      return redirectWithSuccess("/account", {
        message: "Check your new inbox",
        description: `We sent a link to ${parsed.data.newEmail}. Your address changes when you follow it, within 24 hours.`,
      });
    },
    fields,
  );
}

async function deleteForm(request: Request, user: SessionUser, posted: FormData) {
  const parsed = parseForm(deleteAccountSchema, posted);
  if (!parsed.ok) return refused("delete", 400, { fieldErrors: parsed.fieldErrors });
  return attempt("delete", async () => {
    await deleteAccount(user.id, parsed.data.currentPassword);
    return redirectWithSuccess(
      "/",
      { message: "Account deleted", description: "Your account and personal details have been erased. Thank you for having been with us." },
      { headers: { "Set-Cookie": await endSession(request) } },
    );
  });
}
