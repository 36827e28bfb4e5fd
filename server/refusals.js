/** Small self-contained pages for refusals made before Remix runs, or instead of its answer. */
import { CACHE_CONTROL, RETRY_AFTER_SECONDS } from "./policy/index.js";
import { SIGN_IN_GATE } from "./policy/limits.js";
import { plainPage } from "./policy/plain-page.js";

/**
 * The sign-in gate's refusals are the server's only 429s and its usual 503s: their words are the gate's.
 * @satisfies {Record<string, [string, string]>}
 */
export const REFUSALS = /** @type {const} */ ({
  400: ["Bad Request", "This address is not one the site can answer."],
  403: ["Forbidden", "Cross-site form submissions are not allowed."],
  405: ["Method Not Allowed", "This address does not accept that kind of request."],
  413: ["Too Large", "This form is too large to send."],
  429: ["Too Many Attempts", SIGN_IN_GATE.addressLimited.message],
  415: ["Unsupported Form", "This form could not be read. Please send it from the page."],
  503: ["Busy", SIGN_IN_GATE.oneAtATime.message],
});

/**
 * The app's own maintenance page (styled, no scripts) as a 503 with Retry-After.
 * @param {import("express").Response} res
 * @param {string} html
 */
export function sendMaintenancePage(res, html) {
  res.status(503).setHeader("Retry-After", String(RETRY_AFTER_SECONDS.maintenance));
  res.setHeader("Cache-Control", CACHE_CONTROL.never);
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
  res.setHeader("Cache-Control", CACHE_CONTROL.never);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  /** @type {Array<[string, string]>} */
  const links = back ? [[back, "Back to the form"]] : [];
  res.end(plainPage({ title, heading: `${kind} ${title}`, message, links: [...links, ["/", "Return to Home"]] }));
}
