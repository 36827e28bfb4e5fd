import { renderToStaticMarkup } from "react-dom/server";
import { NEWSLETTER_PATH, type SubscribeSource } from "~/utils/newsletter";
import { HoneypotField } from "./honeypot-field";
import { NewsletterForm } from "./newsletter-form";

const drawn = new Map<string, string>();

/** The subscribe form as HTML, drawn once per kind: it holds nothing of the reader. */
export function newsletterFormHtml(source: SubscribeSource, dark: boolean): string {
  const key = `${source}:${dark}`;
  let html = drawn.get(key);
  if (html === undefined) {
    html = renderToStaticMarkup(<NewsletterForm source={source} dark={dark} />);
    drawn.set(key, html);
  }
  return html;
}

/**
 * The footer's form, on every page: the address only, in few bytes, since the
 * home page is at its HTML budget (tests/e2e/js-budget.spec.ts). A refused
 * post shows the whole form on /newsletter.
 */
function FooterForm() {
  return (
    <form method="post" action={NEWSLETTER_PATH} className="mx-auto flex max-w-7xl flex-wrap items-end gap-2 px-4 pb-8 text-sm sm:px-6">
      <input type="hidden" name="source" value="footer" />
      <HoneypotField />
      <label className="w-full font-semibold text-cream sm:w-80">
        Newsletter: your e-mail
        <input name="email" type="email" required autoComplete="email" className="mt-1 block min-h-11 w-full rounded-md bg-white px-3 text-ink" />
      </label>
      <button className="min-h-11 rounded-md bg-cream px-5 font-semibold text-teal-dark">Subscribe</button>
      <a href="/privacy" className="inline-flex min-h-11 items-center underline">
        Privacy policy
      </a>
    </form>
  );
}

/** Read by the footer (through root-data.server.ts, the one server module the root's bundle refers to); empty in the browser. */
export const footer = { __html: renderToStaticMarkup(<FooterForm />) };
