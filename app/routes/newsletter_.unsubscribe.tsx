/**
 * The unsubscribe link of every newsletter mail. Opening it changes nothing
 * (mail scanners fetch links): the page shows the subscription with an
 * "Unsubscribe" button, and once unsubscribed a way back. A POST of
 * `List-Unsubscribe=One-Click` (RFC 8058, sent by the mail provider without a
 * cookie and from its own origin: the one cross-site POST the server lets
 * through, server/body-limit.js) unsubscribes at once. The token, never a
 * session, says whose subscription it is.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { NewsletterPage } from "~/components/newsletter-page";
import type { Subscriber } from "~/models/subscriber.server";
import { readUnsubscribeLink, resubscribeByLink, unsubscribeByLink } from "~/services/newsletter/subscribe.server";
import { linkTokenOf } from "~/services/newsletter/links.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { newsletterUnsubscribeSchema } from "~/utils/newsletter-forms.server";
import { unlistedPage } from "~/utils/seo";

type View = { kind: "subscribed" | "pending" | "unsubscribed"; email: string } | { kind: "invalid"; email: null };

function viewOf(subscriber: Subscriber | null): View {
  if (!subscriber) return { kind: "invalid", email: null };
  const kind = subscriber.status === "confirmed" ? "subscribed" : subscriber.status;
  return { kind, email: subscriber.email };
}

const status = (view: View) => (view.kind === "invalid" ? 400 : 200);

export function loader({ request }: LoaderFunctionArgs) {
  const view = viewOf(readUnsubscribeLink(linkTokenOf(request)));
  return data(view, { status: status(view) });
}

export async function action({ request }: ActionFunctionArgs) {
  const token = linkTokenOf(request);
  const parsed = await parseAction(request, newsletterUnsubscribeSchema);
  if (!parsed.ok) return data<View>({ kind: "invalid", email: null }, { status: 400 });
  // RFC 8058: the provider's one-click POST is answered here, with no redirect to follow.
  if (parsed.data["List-Unsubscribe"]) {
    const view = viewOf(unsubscribeByLink(token));
    return data(view, { status: status(view) });
  }
  const { intent } = parsed.data;
  if (!intent) return data<View>({ kind: "invalid", email: null }, { status: 400 });
  const changed = intent === "unsubscribe" ? unsubscribeByLink(token) : resubscribeByLink(token);
  if (!changed) return data<View>({ kind: "invalid", email: null }, { status: 400 });
  // The page is shown again by a GET, so a reload does not post twice.
  const url = new URL(request.url);
  return redirect(url.pathname + url.search, 303);
}

export default function NewsletterUnsubscribePage() {
  const answered = useActionData<typeof action>();
  const loaded = useLoaderData<typeof loader>();
  const view = answered ?? loaded;
  const busy = useNavigation().state === "submitting";
  const button = "min-h-11 rounded-md px-5 font-semibold disabled:opacity-70";
  switch (view.kind) {
    case "subscribed":
    case "pending":
      return (
        <NewsletterPage title="Unsubscribe from our newsletter">
          <p className="text-ink/80">
            <strong className="break-all">{view.email}</strong>{" "}
            {view.kind === "subscribed" ? "receives our new posts by e-mail." : "asked for our newsletter but has not confirmed yet."} Press the button to stop
            them: nothing more will be sent to this address.
          </p>
          <Form method="post" className="mt-6">
            <button type="submit" name="intent" value="unsubscribe" disabled={busy} className={`${button} bg-teal text-white hover:bg-teal-dark`}>
              Unsubscribe
            </button>
          </Form>
        </NewsletterPage>
      );
    case "unsubscribed":
      return (
        <NewsletterPage title="You are unsubscribed">
          <p role="status" className="text-ink/80">
            <strong className="break-all">{view.email}</strong> will not receive our newsletter any more.
          </p>
          <p className="mt-4 text-ink/80">Unsubscribed by mistake? You can subscribe again with one press.</p>
          <Form method="post" className="mt-4">
            <button type="submit" name="intent" value="resubscribe" disabled={busy} className={`${button} border border-ink/20 hover:bg-cream`}>
              Subscribe again
            </button>
          </Form>
        </NewsletterPage>
      );
    case "invalid":
      return (
        <NewsletterPage title="This link does not work">
          <p role="alert" className="text-ink/80">
            This unsubscribe link is not valid. Please use the link of a newsletter mail, whole, or{" "}
            <Link to="/contact" className="font-semibold text-teal underline">
              write to us
            </Link>{" "}
            and we will unsubscribe you.
          </p>
        </NewsletterPage>
      );
  }
}

export const meta: MetaFunction = () => unlistedPage("Unsubscribe");
