/**
 * Cross-site form posts (CSRF). Browsers send Origin on every POST; a request
 * without one is not a browser form post, so it cannot carry a victim's
 * cookies by accident. Allowed: the public origin's host and the Host the
 * request was sent to (X-Forwarded-Host instead only behind a trusted proxy).
 * @param {import("express").Request} req
 * @param {{ publicHost: string, trustProxy: number }} options
 */
export function isCrossSite(req, { publicHost, trustProxy }) {
  const origin = req.headers.origin;
  if (origin === undefined) {
    const site = req.headers["sec-fetch-site"];
    return Boolean(site) && site !== "same-origin" && site !== "none";
  }
  const originHost = hostOf(origin);
  if (!originHost) return true;
  // Node joins a repeated X-Forwarded-Host into one string (only Set-Cookie comes as an array).
  const forwardedHost = trustProxy > 0 ? firstValue(/** @type {string | undefined} */ (req.headers["x-forwarded-host"])) : undefined;
  const allowed = [publicHost, forwardedHost ?? req.headers.host].filter(Boolean);
  return !allowed.includes(originHost);
}

/**
 * Remix (@remix-run/server-runtime 2.17) compares a POST's Origin host with
 * X-Forwarded-Host or Host itself, before any action runs, and a mismatch
 * reaches the client as an empty 500. Once our check has passed, the
 * headers Remix sees name the origin's host, so a proxy that rewrites Host
 * (nginx's default proxy_pass) cannot break form posts.
 * @param {Headers} headers
 * @param {import("express").Request} req
 */
export function alignHostForRemix(headers, req) {
  const originHost = req.headers.origin ? hostOf(req.headers.origin) : undefined;
  if (!originHost) return;
  headers.delete("x-forwarded-host");
  headers.set("host", originHost);
}

/** @param {string} origin */
function hostOf(origin) {
  try {
    return origin === "null" ? undefined : new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** @param {string | undefined} header */
function firstValue(header) {
  return header?.split(",")[0]?.trim() || undefined;
}
