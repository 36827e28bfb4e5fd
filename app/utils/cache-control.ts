/**
 * Who may keep a copy of a response (docs/decisions/175). A page is private
 * unless its route declares it shared with `export { sharedPage as headers }`;
 * whatever a route declares, a response rendered for a session or a flash is
 * made private where the session is read (services/requests/response-privacy.server.ts).
 */
import type { HeadersFunction } from "@remix-run/node";

/** A CDN (and our own page cache) may keep it a minute; browsers revalidate with the ETag. */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Rendered for one person: nobody stores it. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";
/**
 * Anonymous but not declared shared: nobody stores it either. A rendered page
 * carries this response's CSP nonce, and a 304 would pair the stored page with
 * a new nonce, so its scripts would not run.
 */
export const UNSHARED_CACHE_CONTROL = "private, no-store";

/**
 * A leaf route's `headers` export for a page that is the same for every
 * visitor without a session, and for signed-in readers the same for everyone
 * with their access but for the account fields the root shows (the server
 * fills those in per reader: docs/decisions/190). Only leaf routes use it:
 * Remix gives a route without a `headers` export its parent's headers.
 */
export const sharedPage: HeadersFunction = () => ({ "Cache-Control": SHARED_CACHE_CONTROL });
