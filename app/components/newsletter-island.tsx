/**
 * The subscribe form of the blog and of the end of each post, at no
 * JavaScript cost on a page the server drew: the server draws the form
 * (newsletter-form-html.server.tsx), and in the browser this element's inner
 * HTML is one React leaves alone, as load-when-seen.tsx does (ADR 173), so the
 * drawn form stays through every re-render. The form is a plain POST; it needs
 * no code. Only when React draws the page itself (a client-side navigation to
 * it) is the form's code fetched, and the form drawn by React.
 */
import { Suspense, lazy, useState, useSyncExternalStore } from "react";
import type { SubscribeSource } from "~/utils/newsletter";
import { newsletterFormHtml } from "./newsletter-form-html.server";

const DrawnHere = lazy(() => import("./newsletter-form").then((m) => ({ default: m.NewsletterForm })));

const subscribeToNothing = () => () => {};

export function NewsletterIsland({ source, dark = false }: { source: SubscribeSource; dark?: boolean }) {
  // True on the server and while hydrating the page it drew; false when React draws the page in the browser.
  const drawnByServer = useSyncExternalStore(subscribeToNothing, () => false, () => true);
  const [leftAlone] = useState(drawnByServer);
  if (!leftAlone) {
    return (
      <Suspense fallback={null}>
        <DrawnHere source={source} dark={dark} />
      </Suspense>
    );
  }
  // In the browser bundle the .server module is empty: `newsletterFormHtml` is undefined there.
  const html = typeof newsletterFormHtml === "function" ? newsletterFormHtml(source, dark) : "";
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
