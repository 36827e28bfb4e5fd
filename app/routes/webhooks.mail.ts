import type { ActionFunctionArgs } from "@remix-run/node";
import { isStorageFault } from "~/services/files/storage-faults.server";
import { MailgunRefusal, receiveMailgunEvent } from "~/services/mail/mailgun-webhook.server";
import { getEnv } from "~/utils/env.server";
import { RETRY_AFTER_SECONDS } from "../../server/policy/index.js";

/**
 * Mailgun's bounce and complaint webhook (docs/mail-webhook.md). The server in
 * front of Remix passes the raw JSON unchanged (server/body-limit.js). 503
 * until MAIL_WEBHOOK_SIGNING_KEY is set, so Mailgun keeps retrying while the
 * setup is finished; 401 for a bad or stale signature; 200 for every event
 * it signed, including those that change nothing (Mailgun would retry anything else).
 */
// Resource route: plain Responses, since Remix 2 drops the status of a returned `data()` here.
export async function action({ request }: ActionFunctionArgs) {
  const signingKey = getEnv().MAIL_WEBHOOK_SIGNING_KEY;
  if (!signingKey) return Response.json({ error: "Webhook not configured" }, { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS.webhookUnconfigured) } });
  try {
    return Response.json({ received: true, outcome: receiveMailgunEvent(await request.text(), signingKey) });
  } catch (error) {
    // A full or failing disk is the storage guard's 503: Mailgun sends the event again once it recovers.
    if (isStorageFault(error)) throw error;
    if (error instanceof MailgunRefusal) {
      console.warn(`Mail webhook refused: ${error.message}`);
      return Response.json({ error: error.message }, { status: error.status });
    }
    console.error("Mail webhook failed", error);
    return Response.json({ error: "Could not process the event" }, { status: 500 });
  }
}

/** GET is not a webhook. */
export function loader() {
  return Response.json({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "POST" } });
}
