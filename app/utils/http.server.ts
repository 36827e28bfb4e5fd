import { getEnv } from "./env.server";

/** Cookies are Secure when the site is served over HTTPS (always, in a real deployment). */
export function secureCookies() {
  return getEnv().PUBLIC_URL.startsWith("https://");
}
