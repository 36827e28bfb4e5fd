/** Small self-contained pages for refusals made before Remix runs, or instead of its answer. */

/** @type {Record<string, string>} */
const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escape = (/** @type {string} */ text) => text.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);

/** @satisfies {Record<string, [string, string]>} */
export const REFUSALS = /** @type {const} */ ({
  400: ["Bad Request", "This address is not one the site can answer."],
  403: ["Forbidden", "Cross-site form submissions are not allowed."],
  405: ["Method Not Allowed", "This address does not accept that kind of request."],
  413: ["Too Large", "This form is too large to send."],
  429: ["Too Many Attempts", "Too many failed sign-in attempts. Please try again later."],
  415: ["Unsupported Form", "This form could not be read. Please send it from the page."],
  503: ["Busy", "The site is busy. Please try again in a moment."],
});

/** As the app's maintenance page says (app/services/ops/maintenance.server.ts). */
const MAINTENANCE_RETRY_AFTER = "3600";

/**
 * The app's own maintenance page (styled, no scripts) as a 503 with Retry-After.
 * @param {import("express").Response} res
 * @param {string} html
 */
export function sendMaintenancePage(res, html) {
  res.status(503).setHeader("Retry-After", MAINTENANCE_RETRY_AFTER);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(html);
}

/**
 * A refusal page for the status `kind`, with its usual message or one that says more, and a
 * link back to `back` (the page a refused form was on, a path of this site) where there is one.
 * @param {import("express").Response} res
 * @param {keyof typeof REFUSALS} kind
 * @param {Record<string, string>} [headers]
 * @param {string} [detail]
 * @param {string} [back]
 */
export function refuse(res, kind, headers = {}, detail, back) {
  const [title, usual] = REFUSALS[kind];
  const message = detail ?? usual;
  res.status(kind);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  /** @type {Array<[string, string]>} */
  const links = back ? [[back, "Back to the form"]] : [];
  res.end(plainPage({ title, heading: `${kind} ${title}`, message, links: [...links, ["/", "Return to Home"]] }));
}

/**
 * A small self-contained page (no stylesheet, no scripts), every text escaped here: also the app's
 * refused downloads (app/services/files/downloads.server.ts).
 * @param {{ title: string, heading: string, message?: string, links: Array<[href: string, text: string]> }} page
 */
export function plainPage({ title, heading, message, links }) {
  const linkList = links.map(([href, text]) => `<a href="${escape(href)}">${escape(text)}</a>`).join(" · ");
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
    `<h1>${escape(heading)}</h1>${message ? `<p>${escape(message)}</p>` : ""}<p>${linkList}</p></body></html>`
  );
}
