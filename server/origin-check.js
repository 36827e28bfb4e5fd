/**
 * Cross-site form posts (CSRF). Browsers send Origin on every POST; a request
 * without one is not a browser form post, so it cannot carry a victim's
 * cookies by accident. Allowed: the public origin's host and the Host the
 * request was sent to (X-Forwarded-Host instead only behind a trusted proxy).
 */
export function isCrossSite(req, { publicHost, trustProxy }) {
  const origin = req.headers.origin;
  if (origin === undefined) {
    const site = req.headers["sec-fetch-site"];
    return Boolean(site) && site !== "same-origin" && site !== "none";
  }
  const originHost = hostOf(origin);
  if (!originHost) return true;
  const forwardedHost = trustProxy > 0 ? firstValue(req.headers["x-forwarded-host"]) : undefined;
  const allowed = [publicHost, forwardedHost ?? req.headers.host].filter(Boolean);
  return !allowed.includes(originHost);
}

/**
 * Remix compares Origin with X-Forwarded-Host or Host itself and answers an
 * empty 500 on a mismatch (STACK-NOTES). Once our check has passed, the
 * headers Remix sees name the origin's host, so a proxy that rewrites Host
 * (nginx's default proxy_pass) cannot break form posts.
 */
export function alignHostForRemix(headers, req) {
  const originHost = req.headers.origin ? hostOf(req.headers.origin) : undefined;
  if (!originHost) return;
  headers.delete("x-forwarded-host");
  headers.set("host", originHost);
}

function hostOf(origin) {
  try {
    return origin === "null" ? undefined : new URL(origin).host;
  } catch {
    return undefined;
  }
}

function firstValue(header) {
  return header?.split(",")[0]?.trim() || undefined;
}
