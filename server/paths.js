/**
 * Request paths as Remix's router reads them, so a rule keyed by path (the
 * sign-in gate, the body limits) cannot be sidestepped by another spelling:
 * Remix serves `/login` for `/LOGIN`, `/login/`, `/log%69n` and `/login/.data`.
 * @param {import("express").Request} req
 */
export function routePath(req) {
  let path = req.path.endsWith(".data") ? req.path.slice(0, -".data".length) : req.path;
  try {
    path = decodeURIComponent(path);
  } catch {
    // Remix leaves a malformed escape as it is; so do we.
  }
  path = path.toLowerCase().replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/**
 * A request target that is not a plain path: `//host…`, a backslash (which
 * URL parsers turn into a slash), no leading slash at all, or a `%` that is not
 * an escape (`/50%off`: Express cannot decode it for the route). Browsers
 * never send the first three; answering 400 keeps each away from code that
 * builds URLs from it or decodes it.
 * @param {string} originalUrl
 */
export function isOddTarget(originalUrl) {
  const path = originalUrl.split("?")[0] ?? "";
  return !path.startsWith("/") || path.startsWith("//") || path.includes("\\") || !decodes(path);
}

/** @param {string} path */
function decodes(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
