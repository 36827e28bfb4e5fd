import type { ActionFunctionArgs } from "@remix-run/node";
import { receiveStripeEvent, StripeUnreachable } from "~/services/checkout/stripe-webhook.server";
import { verifyWebhook } from "~/services/checkout/stripe.server";
import { isStorageFault } from "~/services/files/storage-faults.server";
import { getEnv } from "~/utils/env.server";
import { HEADERS, RETRY_AFTER_SECONDS } from "../../server/policy/index.js";

/**
 * Stripe's webhook. The server in front of Remix passes the raw body unchanged
 * (server/body-limit.js), so the signature is checked on exactly the
 * bytes Stripe signed. 400 for a bad or stale signature; 5xx only when Stripe's
 * retry could help (not configured yet, Stripe's API unreachable, or our database failed).
 */
// Resource route: plain Responses, since Remix 2 drops the status of a returned `data()` here.
export async function action({ request }: ActionFunctionArgs) {
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret) return Response.json({ error: "Webhook not configured" }, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS.webhookUnconfigured) } });
  const payload = await request.text();
  let event;
  try {
    event = await verifyWebhook(payload, request.headers.get(HEADERS.stripeSignature), secret);
  } catch (error) {
    console.warn(`Stripe webhook refused: ${error instanceof Error ? error.message : error}`);
    const malformed = error instanceof Error && error.message === "Malformed event";
    return Response.json({ error: malformed ? "Malformed event" : "Invalid signature" }, { status: 400 });
  }
  try {
    const handled = await receiveStripeEvent(event);
    return Response.json({ received: true, outcome: handled.replay ? "replay" : handled.result });
  } catch (error) {
    // A full or failing disk is the storage guard's 503: the event is sent again once it recovers.
    if (isStorageFault(error)) throw error;
    if (error instanceof StripeUnreachable) {
      console.error(`Stripe webhook ${event.id} (${event.type}): Stripe's API could not be asked`, error.cause);
      return Response.json({ error: "Stripe could not be reached; send the event again" }, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS.stripeUnreachable) } });
    }
    console.error(`Stripe webhook ${event.id} (${event.type}) failed`, error);
    return Response.json({ error: "Could not process the event" }, { status: 500 });
  }
}

/** GET is not a webhook. */
export function loader() {
  return Response.json({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "POST" } });
}
