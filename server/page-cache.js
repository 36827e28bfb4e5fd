/**
 * The anonymous page cache, in front of Remix. One rule decides what may be
 * shared (`cacheKey` + `isShareable`); everything else bypasses the cache.
 *
 * An entry is only valid for the content version it was rendered under. The
 * version lives in the database and is bumped by every write that changes what
 * a visitor sees, so all processes drop stale pages on their next request.
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";

/** Query parameters some page reads. Any other parameter bypasses the cache, so `?x=<random>` cannot fill it. */
const KNOWN_PARAMS = new Set([
  "_routes", "tab", "dialog", "product", "service", "bundle", "view", "role", "q", "department",
  "difficulty", "language", "useCase", "redirectTo", "intent", "portal", "code", "sent", "category",
  "page", "email", "returnTo",
]);

/** Cookies that make a response personal: the session and a pending flash toast. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__session|toast)=/;

/** Anonymous pages may sit in a CDN briefly; browsers revalidate with the ETag. */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/** The cache key of a request that may be answered from the cache, or null. */
export function cacheKey(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (isPersonal(req)) return null;
  const url = new URL(req.originalUrl, "http://x");
  const params = [...url.searchParams];
  if (params.some(([name]) => !KNOWN_PARAMS.has(name))) return null;
  params.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

export function isPersonal(req) {
  return PERSONAL_COOKIE.test(req.headers.cookie ?? "");
}

/** A response may be stored for everyone: a plain 200 that sets no cookie and does not ask to stay private. */
export function isShareable(response) {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/private|no-store/.test(cacheControl);
}

/** Headers worth replaying from an entry; security headers are set per response. */
const REPLAYED = ["content-type", "x-remix-response", "content-language", "link", "vary"];

export class PageCache {
  constructor({ maxBytes, maxEntryBytes = 2 * 1024 * 1024 }) {
    this.maxEntryBytes = maxEntryBytes;
    this.lru = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes });
  }

  get(key, version) {
    const entry = this.lru.get(key);
    if (!entry) return undefined;
    if (entry.version === version) return entry;
    this.lru.delete(key);
    return undefined;
  }

  /** Stores a rendered body; compressed forms are made once here, not per request. */
  set(key, version, { status, headers, body, scriptSources }) {
    if (body.length > this.maxEntryBytes) return undefined;
    const gzip = gzipSync(body, { level: 9 });
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    const entry = {
      version,
      status,
      headers: REPLAYED.flatMap((name) => (headers.has(name) ? [[name, headers.get(name)]] : [])),
      body,
      gzip,
      br,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      scriptSources,
      bytes: body.length + gzip.length + br.length + 512,
    };
    this.lru.set(key, entry);
    return entry;
  }

  get size() {
    return this.lru.size;
  }

  get bytes() {
    return this.lru.calculatedSize;
  }
}

/** The best encoding of an entry the client accepts. */
export function pickEncoding(acceptEncoding = "") {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return "identity";
}
