import { renderToStaticMarkup } from "react-dom/server";
import type { SubscribeSource } from "~/utils/newsletter";
import { NewsletterAddressForm } from "./newsletter-address-form";
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

/** The footer's form, on every page: the address only, in few bytes, since the home page is at its HTML budget (tests/e2e/js-budget.spec.ts). */
const footerForm = (
  <NewsletterAddressForm
    source="footer"
    label="Newsletter: your e-mail"
    className="mx-auto flex max-w-7xl flex-wrap items-end gap-2 px-4 pb-8 text-sm sm:px-6"
    labelClassName="w-full font-semibold text-cream sm:w-80"
    buttonClassName="bg-cream text-teal-dark"
  />
);

/** Read by the footer (through root-data.server.ts, the one server module the root's bundle refers to); empty in the browser. */
export const footer = { __html: renderToStaticMarkup(footerForm) };
