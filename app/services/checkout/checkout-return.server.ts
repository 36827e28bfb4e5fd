/**
 * The return from checkout to /resources (SPEC §4): fulfil a paid session at
 * once (access need not wait for the webhook), then send the browser to the
 * clean URL, or back to the post the purchase started on, with a flash that
 * carries the state, so it works without JS.
 */
import { redirect } from "@remix-run/node";
import { getOrder } from "~/models/order.server";
import { PURCHASE_CANCELED, PURCHASE_SUCCESS } from "~/utils/checkout-messages";
import { postReturnPath } from "~/utils/checkout-return-path";
import type { Access } from "~/services/auth/auth.server";
import { fulfilPaidSession, giveBackIfRefused } from "./checkout-session.server";
import { getStripe } from "./stripe.server";
import { redirectWithInfo, redirectWithSuccess } from "~/services/requests/toast.server";

const CLEAN_URL = "/resources";
const PROCESSING = {
  message: "Payment processing",
  description: "Your payment is being confirmed. Your purchase unlocks as soon as it completes.",
};

export function isCheckoutReturn(url: URL) {
  return ["success", "canceled", "session_id"].some((name) => url.searchParams.has(name));
}

export async function checkoutReturnResponse(url: URL, access: Access): Promise<Response> {
  // Back to the post the purchase started on (its full text is the thing bought), else the clean /resources.
  const back = postReturnPath(url.searchParams.get("next")) ?? CLEAN_URL;
  if (url.searchParams.get("success") === "true" && access.user) {
    const sessionId = url.searchParams.get("session_id");
    if (!sessionId) {
      // Test mode's Pay has already fulfilled; a hand-typed ?success=true without access claims nothing.
      return access.hasAccess ? redirectWithSuccess(back, PURCHASE_SUCCESS) : redirect(back);
    }
    const paid = await fulfilReturnedSession(sessionId, access.user.id);
    return paid ? redirectWithSuccess(back, PURCHASE_SUCCESS) : redirectWithInfo(back, PROCESSING);
  }
  // The canceled notice only while the user has no access (SPEC §4).
  if (url.searchParams.get("canceled") === "true" && !access.hasAccess) return redirectWithInfo(back, PURCHASE_CANCELED);
  return redirect(back);
}

/**
 * Retrieves the session from Stripe and fulfils it if paid. Only the buyer's
 * own order counts: a session id is not a secret worth trusting on its own.
 */
async function fulfilReturnedSession(sessionId: string, userId: string): Promise<boolean> {
  const stripe = await getStripe();
  if (!stripe || !/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return false;
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const order = session.metadata?.orderId ? getOrder(session.metadata.orderId) : undefined;
    if (!order || order.userId !== userId) return false;
    await giveBackIfRefused(session);
    fulfilPaidSession(session);
    return getOrder(order.id)?.status === "paid";
  } catch (error) {
    console.error(`Checkout return: could not read session ${sessionId}`, error);
    return false;
  }
}
