/** What happens after a sign-in or sign-up form is posted: shared by /login and /signup. */
import { data, redirect } from "@remix-run/node";
import { parseIntent } from "~/utils/intent";
import { safeRedirect } from "~/utils/safe-redirect";
import { AuthFailure, startSession, type SessionUser } from "./auth.server";
import { getPurchasableProduct } from "~/models/product.server";
import { CHECKOUT_ERROR } from "~/utils/checkout-messages";
import { CheckoutFailure, checkoutUrl } from "~/services/checkout/checkout.server";
import { redirectWithError } from "~/services/requests/toast.server";
import { premiumPostSlug } from "~/services/insights/funnel.server";

/**
 * Carries out the pending intent or returns to `redirectTo`, with the new
 * session. The redirect is built first: a target that could not be sent must
 * never leave a session row behind without its cookie.
 */
export async function completeSignIn(request: Request, user: SessionUser, form: FormData): Promise<Response> {
  const response = await nextResponse(request, user, form);
  response.headers.append("Set-Cookie", await startSession(request, user));
  return response;
}

/** The pending checkout (303 to the payment page), or back to `redirectTo`; a checkout that fails says so there. */
async function nextResponse(request: Request, user: SessionUser, form: FormData): Promise<Response> {
  const back = safeRedirect(form.get("redirectTo"), "/");
  const intent = parseIntent(form.get("intent"));
  if (intent?.kind !== "checkout" || !getPurchasableProduct(intent.productId)) return redirect(back);
  try {
    return redirect(await checkoutUrl(request, user, intent.productId, back, premiumPostSlug(intent.fromPost)), 303);
  } catch (error) {
    if (!(error instanceof CheckoutFailure)) throw error;
    return redirectWithError(back, CHECKOUT_ERROR);
  }
}

export type AuthActionData = {
  error: string;
  /** SPEC §8's toast. Shown in the form (a flash cookie would only appear on the next page). */
  toast: { message: string; description: string };
  fieldErrors: Record<string, string>;
  /** What was typed, and where the form was to lead (its page's address may not say: a dialog posts to /login). */
  fields: { email: string; fullName: string; redirectTo: string; intent: string };
  /** A client-portal failure: one 'Login failed' message, even when /login redraws it as the plain sign-in form. */
  portal: boolean;
};

function keptText(form: FormData, name: string, max: number) {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** The failed form back with its messages, SPEC §8's toast and what was typed (never the password). */
export function authFailureResponse(failure: AuthFailure, form: FormData) {
  const portal = form.get("portal") === "client";
  const toast = portal
    ? { message: "Login failed", description: "Please check your username and password and try again." }
    : { message: "Authentication error", description: failure.message || "An error occurred during authentication" };
  const body: AuthActionData = {
    error: portal ? toast.description : failure.message,
    toast,
    fieldErrors: failure.fieldErrors,
    fields: {
      email: keptText(form, "email", 254),
      fullName: keptText(form, "fullName", 100),
      redirectTo: keptText(form, "redirectTo", 2000),
      intent: keptText(form, "intent", 200),
    },
    portal,
  };
  return data(body, { status: failure.status, headers: failure.headers });
}

export function isAuthFailure(error: unknown): error is AuthFailure {
  return error instanceof AuthFailure;
}
