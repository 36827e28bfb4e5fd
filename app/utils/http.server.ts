import type { HeadersFunction } from "@remix-run/node";
import { getEnv } from "./env.server";
import { HEADERS } from "../../server/policy/index.js";

/** Cookies are Secure when the site is served over HTTPS (always, in a real deployment). */
export function secureCookies() {
  return getEnv().PUBLIC_URL.startsWith("https://");
}

/**
 * A route's `headers` export for routes that refuse with 429 or 503. Remix
 * builds a page's headers from the routes' `headers` exports only, so an
 * action's or a thrown refusal's Retry-After is dropped unless passed on here.
 */
export const keepRetryAfter: HeadersFunction = ({ actionHeaders, errorHeaders, loaderHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = errorHeaders?.get("Retry-After") ?? actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  // The production server's hint that a whole address is limited (server/sign-in-gate.js).
  const addressLimited = actionHeaders.get(HEADERS.signInAddressLimited);
  if (addressLimited) headers.set(HEADERS.signInAddressLimited, addressLimited);
  return headers;
};
