/**
 * A small self-contained page (no stylesheet, no scripts), every text escaped
 * here: the server's refusals made before Remix runs, and the app's refused
 * downloads, which a browser follows like a page.
 */

/** @type {Record<string, string>} */
const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escape = (/** @type {string} */ text) => text.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);

/** @param {{ title: string, heading: string, message?: string, links: Array<[href: string, text: string]> }} page */
export function plainPage({ title, heading, message, links }) {
  const linkList = links.map(([href, text]) => `<a href="${escape(href)}">${escape(text)}</a>`).join(" · ");
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
    `<h1>${escape(heading)}</h1>${message ? `<p>${escape(message)}</p>` : ""}<p>${linkList}</p></body></html>`
  );
}
