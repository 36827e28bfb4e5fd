import { useEffect, useRef } from "react";

/**
 * The body as it will be stored (sanitised on the server), beside the text on
 * a wide screen (sticky, so it stays in sight while the admin scrolls the
 * body; held as far below the site header as the page's scroll-padding-top
 * in tailwind.css) and under it on a phone. A new preview that is out of sight (a phone)
 * is scrolled to and focused; without JavaScript the Preview button's
 * `#preview` address does that. `answer` is the action's answer: a second
 * Preview of the same text scrolls again. The HTML, share card included, is
 * made on the server (services/content/post-preview.server.tsx); images the sanitiser
 * leaves out are named under the body, by the editor.
 */
export function PostPreview({ html, answer }: { html: string | null; answer: unknown }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = box.current;
    if (html === null || !element) return;
    const { top } = element.getBoundingClientRect();
    // The page's scroll-padding-top (tailwind.css) is the room the sticky site header takes.
    const header = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    // Below the header and in the upper half of the screen: in sight (a wide screen, where it sits beside the text).
    if (top >= header - 1 && top <= window.innerHeight / 2) return;
    element.scrollIntoView({ block: "start" });
    element.focus({ preventScroll: true });
  }, [html, answer]);
  return (
    <section
      ref={box}
      id="preview"
      tabIndex={-1}
      aria-labelledby="preview-heading"
      className={`rounded-xl bg-cream/40 p-4 ring-1 ring-ink/10 focus:outline-none lg:sticky lg:top-[7.5rem] lg:max-h-[calc(100vh-8.5rem)] lg:overflow-y-auto ${html === null ? "hidden lg:block" : ""}`}
    >
      <h2 id="preview-heading" className="text-lg font-semibold">
        Preview
      </h2>
      {html === null ? (
        <p className="mt-2 text-sm text-ink/75">Press Preview to see the body here as readers will, with how the post is shared.</p>
      ) : (
        <div
          // The post page's own styles (tailwind.css), so the preview reads as the page will; the share card follows it.
          className="post-body mt-2"
          data-testid="post-preview"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </section>
  );
}

