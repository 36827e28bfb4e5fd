import { renderToStaticMarkup } from "react-dom/server";
import type { SubscribeSource } from "~/utils/newsletter";
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
