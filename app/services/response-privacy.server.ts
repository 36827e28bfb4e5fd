/**
 * The app, not the cache in front, decides what may be shared (docs/decisions/175).
 * The production server runs each request inside a scope; reading a session
 * or a flash cookie marks the scope personal, and the response's
 * Cache-Control is settled from that mark and the route's declaration, once,
 * in entry.server.tsx. Without a scope (a loader called directly) nothing is
 * shareable.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { PERSONAL_CACHE_CONTROL, UNSHARED_CACHE_CONTROL } from "~/utils/cache-control";

type Scope = { personal: boolean };

const requestScope = new AsyncLocalStorage<Scope>();

/** Runs one request's handling; tells whether anything personal was read while it ran. */
export async function withResponsePrivacy<T>(handle: () => Promise<T>): Promise<{ result: T; personal: boolean }> {
  const scope: Scope = { personal: false };
  const result = await requestScope.run(scope, handle);
  return { result, personal: scope.personal };
}

/** Called where a session or a flash is read from the request: what follows is for one person. */
export function markPersonal() {
  const scope = requestScope.getStore();
  if (scope) scope.personal = true;
}

/**
 * The Cache-Control a rendered page or `.data` response leaves with: shared
 * only when its route declared it, it is a 200 to a GET or HEAD, and nothing
 * personal was read; otherwise private.
 */
export function settleCacheControl(request: Request, status: number, headers: Headers) {
  const scope = requestScope.getStore();
  if (!scope || scope.personal || headers.has("Set-Cookie") || (request.method !== "GET" && request.method !== "HEAD")) {
    headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  } else if (status !== 200 || !/\bpublic\b/.test(headers.get("Cache-Control") ?? "")) {
    headers.set("Cache-Control", UNSHARED_CACHE_CONTROL);
  }
}
