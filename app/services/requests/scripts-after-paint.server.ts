/**
 * The first paint never waits for JavaScript: Remix's `<Scripts>` output (its
 * modulepreload links, the context script and the hydration module) is held in
 * an inert `<template>` and put back in place, unchanged, once the page has
 * painted. Nothing is fetched before then, so neither a slow script download
 * nor its evaluation can delay the first paint, and Lighthouse no longer counts
 * the bundle on the paint's critical path (ADR 172). Without JavaScript the
 * template is simply inert. React hydrates afterwards and finds the same DOM
 * the server rendered, because the template is replaced by its own content.
 */

export const SCRIPTS_TEMPLATE_ID = "remix-scripts";

/**
 * `<Scripts>` renders its modulepreload links first; everything from there on is
 * its output: the context script, the hydration module and, after `</html>`
 * (React flushes finished Suspense content last), the scripts that stream the
 * loader data.
 */
const SCRIPTS_START = '<link rel="modulepreload"';
const DOCUMENT_END = /<\/body><\/html>/;

/**
 * Restores the scripts once the first frame has been shown: the second
 * animation frame begins after the first was presented (one frame's wait only
 * paints; it may not yet be on screen). A page opened in a background tab gets
 * no frames, so it starts at once.
 * The module preloads go in four to a task: each starts a request, which costs
 * the main thread up to several milliseconds on a busy phone, and twenty in one
 * task were one of the long tasks that hold a tap (ADR 195). The scripts follow
 * them, so the DOM ends as the server sent it. A background tab, whose timers
 * the browser slows to one a second, takes them all at once.
 * The bootstrap removes itself first so the DOM React hydrates is the server's.
 */
const BOOTSTRAP = `(function(s,t){s.remove();function go(n){var f=document.importNode(t.content,true),l=f.querySelectorAll("link[rel=modulepreload]"),i=0;(function next(){for(var e=Math.min(i+n,l.length);i<e;i++)t.before(l[i]);if(i<l.length)setTimeout(next);else t.replaceWith(f)})()}if(document.visibilityState==="hidden")go(1/0);else requestAnimationFrame(function(){requestAnimationFrame(function(){go(4)})})})(document.currentScript,document.getElementById("${SCRIPTS_TEMPLATE_ID}"))`;

export function scriptsAfterPaint(html: string, nonce: string): string {
  const start = html.indexOf(SCRIPTS_START);
  if (start === -1 || !DOCUMENT_END.test(html)) return html;
  const scripts = html.slice(start).replace(DOCUMENT_END, "");
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return `${html.slice(0, start)}<template id="${SCRIPTS_TEMPLATE_ID}">${scripts}</template><script${nonceAttribute}>${BOOTSTRAP}</script></body></html>`;
}
