import { safeRedirect } from "./safe-redirect";

/**
 * A local path with some query params set (others kept, hash kept). The result
 * goes through the redirect rule again, so no path can come out of here as
 * `//other-site` whatever went in.
 */
export function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, "http://local.invalid");
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return safeRedirect(`${url.pathname}${url.search}${url.hash}`, "/");
}
