/**
 * Page views are counted here, in front of the app (docs/decisions/218), so a
 * page answered from the page cache counts like a rendered one. A view is a
 * GET answered 200 or 304 with a page:
 * - a document (text/html), or
 * - the running app's navigation to another page (a `.data` GET whose Referer,
 *   the page the reader was on, is another address: a `.data` GET of the same
 *   address is the page reloading its data after a form was sent).
 * HEAD, prefetches, robots, files (a path with an extension), the admin's
 * pages and pages that name an order are not counted. What is kept, and what is not,
 * is the app's (serverHooks.countPageView): this passes the address, the
 * browser's name and the client's address along, and nothing is stored here.
 */
import path from "node:path";
import onHeaders from "on-headers";
import { routePath } from "./paths.js";
import { HEADERS } from "./policy/index.js";
import { isRobot } from "./policy/user-agents.js";

/**
 * Not the site's audience: the admin's own tools. And pages whose address names
 * someone's order (a receipt, the test checkout): kept, it would tie that day's
 * visitor key to a buyer.
 */
const NOT_COUNTED = /^\/admin(\/|$)|^\/(account|checkout)\/./;

/**
 * @typedef {object} PageView
 * @property {string} target the request target: path and query, `.data` taken off
 * @property {string} referer the Referer header, or ""
 * @property {string} userAgent
 * @property {string} clientAddress
 * @property {string | null} teaserOf the premium post whose teaser the page showed
 */

/**
 * @param {(view: PageView) => void} countPageView
 * @returns {import("express").RequestHandler}
 */
export function pageViews(countPageView) {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const counted = mayBeAView(req);
    const data = req.path.endsWith(".data");
    onHeaders(res, function () {
      // The mark is for this middleware alone, whoever asked.
      const teaserOf = res.getHeader(HEADERS.insightTeaser);
      res.removeHeader(HEADERS.insightTeaser);
      if (!counted || (res.statusCode !== 200 && res.statusCode !== 304)) return;
      const type = String(res.getHeader("content-type") ?? "");
      if (!(data ? type.startsWith("text/x-script") : type.startsWith("text/html"))) return;
      const target = data ? dataTarget(req.originalUrl) : req.originalUrl;
      const referer = req.headers.referer ?? "";
      if (data && !isNavigation(target, referer)) return;
      try {
        countPageView({
          target,
          referer,
          userAgent: req.headers["user-agent"] ?? "",
          clientAddress: res.locals.clientAddress,
          teaserOf: typeof teaserOf === "string" && teaserOf ? teaserOf : null,
        });
      } catch (error) {
        // A view not counted is never a page not served.
        console.error(`a page view could not be counted: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    next();
  };
}

/**
 * Before the answer: only a person's GET may be a view.
 * @param {import("express").Request} req
 */
function mayBeAView(req) {
  if (req.method !== "GET") return false;
  // A path with an extension names a file (app.js serves them from public/), not a page.
  if (!req.path.endsWith(".data") && path.extname(req.path)) return false;
  if (NOT_COUNTED.test(routePath(req))) return false;
  if (isRobot(req.headers["user-agent"])) return false;
  return !isPrefetch(req.headers);
}

/**
 * Chrome's and Firefox's prefetch and prerender markers, and Safari's previews.
 * @param {import("node:http").IncomingHttpHeaders} headers
 */
function isPrefetch(headers) {
  const purpose = String(headers["sec-purpose"] ?? headers.purpose ?? headers["x-purpose"] ?? headers["x-moz"] ?? "").toLowerCase();
  return purpose.includes("prefetch") || purpose.includes("prerender") || purpose.includes("preview");
}

/**
 * The page a `.data` request loads: its target without `.data` and without
 * Remix's own parameters (`_routes`; `index` names the route, not the page).
 * @param {string} originalUrl
 */
function dataTarget(originalUrl) {
  const url = new URL(originalUrl, "http://x");
  let path = url.pathname.slice(0, -".data".length);
  if (path === "/_root") path = "/";
  url.searchParams.delete("_routes");
  url.searchParams.delete("index");
  const query = url.searchParams.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A `.data` GET that leaves the page the reader was on (its Referer, which our
 * Referrer-Policy sends whole to our own site).
 * @param {string} target
 * @param {string} referer
 */
function isNavigation(target, referer) {
  if (!referer) return false;
  try {
    const from = new URL(referer);
    from.searchParams.delete("index");
    const query = from.searchParams.toString();
    return (query ? `${from.pathname}?${query}` : from.pathname) !== target;
  } catch {
    return false;
  }
}
