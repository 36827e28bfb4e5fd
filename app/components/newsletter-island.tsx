/**
 * The subscribe form of the footer, the blog and the end of each post, at no
 * JavaScript cost: the server draws it (newsletter-form-html.server.tsx), and
 * in the browser this element's inner HTML is one React leaves alone, as
 * load-when-seen.tsx does (ADR 173), so the drawn form stays through every
 * re-render. The form is a plain POST; it needs no code of its own.
 */
import type { SubscribeSource } from "~/utils/newsletter";
import { newsletterFormHtml } from "./newsletter-form-html.server";

export function NewsletterIsland({ source, dark = false }: { source: SubscribeSource; dark?: boolean }) {
  // In the browser bundle the .server module is empty: `newsletterFormHtml` is undefined there.
  const html = typeof newsletterFormHtml === "function" ? newsletterFormHtml(source, dark) : "";
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
