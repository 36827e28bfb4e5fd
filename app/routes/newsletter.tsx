/**
 * Where every subscribe form posts (the blog, each post, the footer, the free
 * guide). The answer is one redirect to ?sent=1 whatever the address's state,
 * so the form tells nobody whether an address is subscribed; the page itself
 * shows the form, and the form again with its message when a post is refused.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewsletterForm } from "~/components/newsletter-form";
import { NewsletterPage } from "~/components/newsletter-page";
import { requestSubscription, SUBSCRIBE_ANSWER, subscribeLimits, takeSubscribeAttempt } from "~/services/newsletter/subscribe.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { assertNotBot, clientIp, refusalText } from "~/services/requests/security.server";
import { newsletterSchema } from "~/utils/newsletter-forms.server";
import { NEWSLETTER_PATH, SUBSCRIBE_SOURCES, type SubscribeSource } from "~/utils/newsletter";
import { originFrom, seo } from "~/utils/seo";
import { RATE_LIMITS } from "../../server/policy/limits.js";

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const source = params.get("source");
  return {
    answer: params.get("sent") === "1" ? SUBSCRIBE_ANSWER : null,
    // This page's own form counts as the blog's unless a link named another form.
    source: (SUBSCRIBE_SOURCES as readonly string[]).includes(source ?? "") ? (source as SubscribeSource) : "blog",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseAction(request, newsletterSchema);
  assertNotBot(parsed.form);
  const fields = { email: text(parsed.fields.email, 254), name: text(parsed.fields.name, 100), source: text(parsed.fields.source, 20) };
  if (!parsed.ok) {
    const fieldErrors = { ...parsed.fieldErrors };
    // The hidden field is no field a visitor can fix: its message is the form's.
    const formError = fieldErrors.source;
    delete fieldErrors.source;
    return data({ formError, fieldErrors, fields }, { status: 400 });
  }
  const wait = takeSubscribeAttempt(subscribeLimits(parsed.data.email, clientIp(request, context)));
  if (wait > 0) {
    return data(
      { formError: refusalText(RATE_LIMITS.newsletterPerEmail.message, wait), fieldErrors: {}, fields },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  requestSubscription({ email: parsed.data.email, name: parsed.data.name ?? null, source: parsed.data.source });
  return redirect(`${NEWSLETTER_PATH}?sent=1`, 303);
}

function text(value: string | string[] | undefined, max: number) {
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** A 429 refusal's Retry-After reaches the browser only through this. */
export { keepRetryAfter as headers } from "~/utils/http.server";

export default function NewsletterRoute() {
  const { answer, source } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const formSource = refused && (SUBSCRIBE_SOURCES as readonly string[]).includes(refused.fields.source) ? (refused.fields.source as SubscribeSource) : source;
  return (
    <NewsletterPage title={answer && !refused ? "Check your inbox" : "Subscribe to our newsletter"}>
      {answer && !refused ? (
        <p role="status" className="text-ink/80">
          {answer}
        </p>
      ) : (
        <>
          <p className="mb-6 text-ink/80">
            New articles, case studies and white papers for restaurant and hotel operators, by e-mail. You confirm your address first, and you then get our free fermentation guide.
          </p>
          <NewsletterForm source={formSource} failure={refused} />
        </>
      )}
    </NewsletterPage>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seo({
    title: "Newsletter",
    description: "New articles, case studies and white papers for restaurant and hotel operators, by e-mail, with our free fermentation guide.",
    origin: originFrom(matches),
    path: NEWSLETTER_PATH,
  });
