/**
 * Who may keep a copy of a response (docs/decisions/175). A page is private
 * unless its route declares it shared with `export { sharedPage as headers }`;
 * whatever a route declares, a response rendered for a session or a flash is
 * made private where the session is read (services/requests/response-privacy.server.ts).
 */
import type { HeadersFunction } from "@remix-run/node";
import { CACHE_CONTROL, HEADERS } from "../../server/policy/index.js";

/** The policy's strings (server/policy/index.js), under the names the app uses. */
export const SHARED_CACHE_CONTROL = CACHE_CONTROL.sharedPage;
export const PERSONAL_CACHE_CONTROL = CACHE_CONTROL.personal;
export const UNSHARED_CACHE_CONTROL = CACHE_CONTROL.unsharedPage;

/**
 * A leaf route's `headers` export for a page that is the same for every
 * visitor without a session, and for signed-in readers the same for everyone
 * with their access but for the account fields the root shows (the server
 * fills those in per reader: docs/decisions/190). Only leaf routes use it:
 * Remix gives a route without a `headers` export its parent's headers.
 */
export const sharedPage: HeadersFunction = () => ({ "Cache-Control": SHARED_CACHE_CONTROL });

/**
 * A shared page whose loader may name the premium post whose teaser it showed
 * (docs/decisions/218): the header goes to the server in front, which counts
 * the view as the teaser's and takes the header off.
 */
export const sharedPageWithTeaser: HeadersFunction = ({ loaderHeaders }) => {
  const teaser = loaderHeaders.get(HEADERS.insightTeaser);
  return { "Cache-Control": SHARED_CACHE_CONTROL, ...(teaser ? { [HEADERS.insightTeaser]: teaser } : {}) };
};

/** The loader's headers for a page that showed `slug`'s teaser. */
export function teaserHeaders(slug: string): HeadersInit {
  return { [HEADERS.insightTeaser]: slug };
}
