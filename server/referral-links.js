/**
 * Referral links (docs/decisions/214, 217): `/any/page?ref=CODE` and `/r/CODE`
 * are answered here, before the page cache, with a redirect to the same page
 * without `ref` (`/` for the short form). The clean address keeps the page
 * cache shared; the app decides whether the code is an active affiliate's,
 * counts the click and makes the referral cookie (serverHooks.followReferral).
 * An unknown or inactive code gets the same redirect and no cookie.
 *
 * Only document requests: a `.data` request is the running app's own
 * navigation, whose redirects Remix encodes itself, and a visitor arriving
 * from another site always loads a document first.
 */
import { AFFILIATE_TERMS, CACHE_CONTROL } from "./policy/index.js";

const SHORT_LINK = /^\/r\/([^/]+)\/?$/i;
/** Robots that follow links (previews, crawlers) get the redirect but are not counted. */
const ROBOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly/i;
/** A landing path is kept to this length: it names a page, and a made-up one must not fill a row. */
const MAX_LANDING_PATH = 200;
const MAX_CODE = 64;

/**
 * @typedef {object} ReferralLink
 * @property {string} code as written in the link, for the app to look up
 * @property {string} location where the redirect goes: a path on this site, with the other parameters as they were sent
 * @property {string} landingPath the page the link led to, without its query
 */

/**
 * The referral link in a request target, or null when it is none. The target
 * has passed isOddTarget() (paths.js): its path starts with one slash.
 * @param {string} originalUrl
 * @returns {ReferralLink | null}
 */
export function referralLink(originalUrl) {
  const at = originalUrl.indexOf("?");
  const path = at === -1 ? originalUrl : originalUrl.slice(0, at);
  const query = at === -1 ? "" : originalUrl.slice(at + 1);
  if (path.endsWith(".data")) return null;
  const pieces = query.split("&").filter((piece) => piece !== "");
  const kept = pieces.filter((piece) => paramName(piece) !== AFFILIATE_TERMS.linkParam);
  const short = SHORT_LINK.exec(path);
  if (!short && kept.length === pieces.length) return null;
  const fromQuery = pieces.find((piece) => paramName(piece) === AFFILIATE_TERMS.linkParam);
  const code = short ? decoded(short[1] ?? "") : decoded((fromQuery ?? "").split("=").slice(1).join("="));
  const landingPath = short ? "/" : path;
  return {
    code: code.trim().slice(0, MAX_CODE),
    location: kept.length ? `${landingPath}?${kept.join("&")}` : landingPath,
    landingPath: landingPath.slice(0, MAX_LANDING_PATH),
  };
}

/**
 * The host of the page the link was on, lower case, or "" (no Referer, or one that is not a web address).
 * @param {string | undefined} referer
 */
export function referrerHost(referer) {
  if (!referer) return "";
  try {
    const url = new URL(referer);
    return url.protocol === "http:" || url.protocol === "https:" ? url.hostname.toLowerCase() : "";
  } catch {
    return "";
  }
}

/**
 * The middleware: GET and HEAD with a referral link are answered here.
 * @param {import("./types").ServerHooks["followReferral"]} followReferral
 * @returns {import("express").RequestHandler}
 */
export function referralLinks(followReferral) {
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const link = referralLink(req.originalUrl);
    if (!link) return next();
    let cookie = null;
    try {
      cookie = await followReferral({
        code: link.code,
        landingPath: link.landingPath,
        referrerHost: referrerHost(req.headers.referer),
        // A HEAD is no visit, and a robot fetching a preview is nobody sent.
        count: req.method === "GET" && !ROBOT.test(req.headers["user-agent"] ?? ""),
      });
    } catch (error) {
      // The visitor still gets the page: a link is never an error page.
      console.error("a referral link could not be followed", error);
    }
    res.status(302);
    res.setHeader("Location", link.location);
    res.setHeader("Cache-Control", CACHE_CONTROL.personal);
    if (cookie) res.setHeader("Set-Cookie", cookie);
    res.end();
  };
}

/** @param {string} piece one `name=value` of a query */
function paramName(piece) {
  return decoded(piece.split("=")[0] ?? "");
}

/** @param {string} text */
function decoded(text) {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}
