/**
 * Security headers on every response, static or not, cached or not. helmet
 * sets the fixed ones; the Content-Security-Policy is ours because it changes
 * per response: a fresh nonce for a rendered page, or the hashes of the inline
 * scripts of a page served from the cache (whose bytes, and so whose nonce,
 * would otherwise be shared between visitors).
 */
import { createHash, randomBytes } from "node:crypto";
import helmet from "helmet";

/** Only the origins the video facade needs (it loads the player after a click). */
const VIDEO_ORIGIN = "https://www.youtube-nocookie.com";
/**
 * Stripe's pages a form may end up at after our 303 (Chrome applies form-action
 * to redirects): the hosted checkout, and the Customer Portal where a subscriber updates their card.
 */
const STRIPE_FORM_ORIGINS = "https://checkout.stripe.com https://billing.stripe.com";

/** @param {{ https: boolean }} options */
export function fixedSecurityHeaders({ https }) {
  return helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

export function newNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * `scriptSources` is either ["'nonce-…'"] or a list of "'sha256-…'" hashes.
 * `liveReload` (development only) lets Remix's live-reload script reach the
 * `remix dev` socket on this machine.
 * @param {string[]} scriptSources
 * @param {{ liveReload?: boolean }} [options]
 */
export function contentSecurityPolicy(scriptSources, { liveReload = false } = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    // React's style={…} props are attributes: 'unsafe-inline' for styles only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${liveReload ? " ws://localhost:* ws://127.0.0.1:*" : ""}`,
    `frame-src ${VIDEO_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self' ${STRIPE_FORM_ORIGINS}`,
  ].join("; ");
}

export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

/**
 * Middleware: the per-response nonce (handed to Remix in the load context) and its policy.
 * @param {{ liveReload?: boolean }} [options]
 * @returns {import("express").RequestHandler}
 */
export function perResponseHeaders({ liveReload = false } = {}) {
  return (req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], { liveReload }));
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const NONCE_ATTRIBUTE = /\snonce="[^"]*"/g;

/**
 * A rendered page made shareable: its nonce attributes removed, and the
 * hashes that allow exactly its inline scripts (data blocks such as JSON-LD
 * are not scripts to the browser and need none).
 * @param {string} html
 */
export function shareablePage(html) {
  const stripped = html.replace(NONCE_ATTRIBUTE, "");
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attributes = "", body = ""] of stripped.matchAll(INLINE_SCRIPT)) {
    if (/type="application\/(ld\+)?json"/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return { html: stripped, scriptSources: [...hashes] };
}
