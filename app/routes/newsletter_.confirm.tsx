/**
 * The confirmation mail's link. Opening it changes nothing (mail scanners and
 * link previews fetch links): the page asks for one press of "Confirm", a
 * same-origin POST that works without JavaScript. Confirmed, the page offers
 * the free guide, as the welcome mail does.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { NewsletterForm } from "~/components/newsletter-form";
import { NewsletterPage } from "~/components/newsletter-page";
import { confirmSubscription, freeGuideUrl, readConfirmationLink, type LinkState } from "~/services/newsletter/subscribe.server";
import { linkTokenOf } from "~/services/newsletter/links.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { newsletterConfirmSchema } from "~/utils/newsletter-forms.server";
import { unlistedPage } from "~/utils/seo";

type View = { kind: "ready" | "confirmed" | "expired" | "invalid"; guideUrl: string | null };

/** Expired is gone for good (410); a link that is not ours is refused (400). */
const STATUS: Record<View["kind"], number> = { ready: 200, confirmed: 200, expired: 410, invalid: 400 };

function viewOf(state: LinkState): View {
  if (!state.ok) return { kind: state.reason, guideUrl: null };
  return state.subscriber.status === "confirmed" ? { kind: "confirmed", guideUrl: freeGuideUrl() } : { kind: "ready", guideUrl: null };
}

export function loader({ request }: LoaderFunctionArgs) {
  const view = viewOf(readConfirmationLink(linkTokenOf(request)));
  return data(view, { status: STATUS[view.kind] });
}

export async function action({ request }: ActionFunctionArgs) {
  const parsed = await parseAction(request, newsletterConfirmSchema);
  if (!parsed.ok) return data<View>({ kind: "invalid", guideUrl: null }, { status: 400 });
  const view = viewOf(confirmSubscription(linkTokenOf(request)));
  // Confirmed: the page is shown again by a GET, so a reload does not post twice.
  const url = new URL(request.url);
  if (view.kind === "confirmed") return redirect(url.pathname + url.search, 303);
  return data(view, { status: STATUS[view.kind] });
}

export default function NewsletterConfirmPage() {
  // A refused press (the link expired meanwhile) answers with the view itself.
  const answered = useActionData<typeof action>();
  const loaded = useLoaderData<typeof loader>();
  const view = answered ?? loaded;
  const busy = useNavigation().state === "submitting";
  switch (view.kind) {
    case "ready":
      return (
        <NewsletterPage title="Confirm your subscription">
          <p className="text-ink/80">One last step: press the button to receive our new posts by e-mail. You then get our free fermentation guide.</p>
          <Form method="post" className="mt-6">
            <button type="submit" name="intent" value="confirm" disabled={busy} className="min-h-11 rounded-md bg-teal px-5 font-semibold text-white hover:bg-teal-dark disabled:opacity-70">
              Confirm my subscription
            </button>
          </Form>
        </NewsletterPage>
      );
    case "confirmed":
      return (
        <NewsletterPage title="You are subscribed">
          <p role="status" className="text-ink/80">
            Thank you: your subscription is confirmed. Every newsletter has a link to unsubscribe in one click.
          </p>
          <a href={view.guideUrl ?? "/"} target="_blank" rel="noopener noreferrer" className="mt-6 inline-flex min-h-11 items-center rounded-md bg-teal px-5 font-semibold text-white hover:bg-teal-dark">
            Open the free fermentation guide
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </NewsletterPage>
      );
    case "expired":
      return (
        <NewsletterPage title="This link has expired">
          <p role="alert" className="mb-6 text-ink/80">
            This confirmation link has expired. Subscribe again to get a new one.
          </p>
          <NewsletterForm source="blog" />
        </NewsletterPage>
      );
    case "invalid":
      return (
        <NewsletterPage title="This link does not work">
          <p role="alert" className="mb-6 text-ink/80">
            This confirmation link is not valid. Please use the link of the latest mail we sent you, whole, or subscribe again.
          </p>
          <NewsletterForm source="blog" />
        </NewsletterPage>
      );
  }
}

export const meta: MetaFunction = () => unlistedPage("Confirm your subscription");
