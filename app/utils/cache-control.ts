/**
 * Who may keep a copy of a response (docs/decisions/175). A page is private
 * unless its route declares it shared with `export { sharedPage as headers }`;
 * whatever a route declares, a response rendered for a session or a flash is
 * made private where the session is read (services/requests/response-privacy.server.ts).
 */
import type { HeadersFunction } from "@remix-run/node";
import { CACHE_CONTROL } from "../../server/policy/index.js";

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
