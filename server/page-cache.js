/**
 * The anonymous page cache, in front of Remix (docs/decisions/175). It never
 * decides what is personal: it stores only what the app declared shared (a
 * complete 200 to a GET whose Cache-Control says `public`), for as long as
 * the declaration's `s-maxage` allows. It only decides when *not* to answer
 * from what it stored: a request that might carry a session or a flash
 * always goes to the app, however its cookies are spelled.
 *
 * An entry is also only valid for the content version it was rendered under.
 * The version lives in the database and is bumped by every write that changes
 * what a visitor sees, so all processes drop stale pages on their next request.
 */
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { CACHE_CONTROL, COOKIES, HEADERS } from "./policy/index.js";

/** What nobody may store: a response rendered for one person. */
export const PERSONAL_CACHE_CONTROL = CACHE_CONTROL.personal;

/** Query parameters some page reads with a bounded set of values. Any other parameter bypasses the cache. */
const KNOWN_PARAMS = new Set([
  "_routes", "tab", "dialog", "product", "service", "bundle", "view", "role", "department",
  "difficulty", "language", "useCase", "redirectTo", "intent", "portal", "sent", "category",
  "page", "returnTo",
]);

/**
 * Any spelling of the session or flash cookie: a space or tab before `=`,
 * several Cookie headers, another cookie around it. Over-matching only
 * costs a render; under-matching would serve a visitor's page to a member.
 */
const MAYBE_PERSONAL = new RegExp(`${COOKIES.session}|${COOKIES.flash}`, "i");
const MAYBE_FLASH = new RegExp(COOKIES.flash, "i");

/** Variants of one path (its query strings) kept at once, so one path cannot fill the cache. */
export const MAX_VARIANTS_PER_PATH = 24;

/**
 * The cache key of a GET or HEAD that may be answered from the cache, or
 * null. Only a GET's response is ever stored (HEAD has no body to keep).
 * @param {import("express").Request} req
 */
export function cacheKey(req) {
  return mayBePersonal(req) ? null : pageKey(req);
}

/**
 * A GET or HEAD's page, as a key: the path and its known parameters, sorted;
 * null when the request has any other parameter.
 * @param {import("express").Request} req
 */
export function pageKey(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = parsePath(req.originalUrl);
  if (!url) return null;
  const params = [...url.searchParams];
  if (params.some(([name]) => !KNOWN_PARAMS.has(name))) return null;
  params.sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** @param {import("express").Request} req */
export function mayBePersonal(req) {
  return MAYBE_PERSONAL.test(req.headers.cookie ?? "");
}

/** Any spelling of the flash cookie: a page that shows a toast is rendered for its reader. */
export function mayCarryFlash(/** @type {import("express").Request} */ req) {
  return MAYBE_FLASH.test(req.headers.cookie ?? "");
}

/** @param {string} originalUrl */
function parsePath(originalUrl) {
  try {
    return new URL(`http://x${originalUrl}`);
  } catch {
    return null;
  }
}

/**
 * Seconds a response may be kept for everyone, as the app declared it, or 0:
 * a complete 200 that sets no cookie and says `public` with a shared age.
 * @param {Response} response
 */
export function sharedSeconds(response) {
  if (response.status !== 200 || response.headers.has("set-cookie")) return 0;
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  const age = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /\bmax-age=(\d+)/.exec(cacheControl);
  return age ? Number(age[1]) : 0;
}

/**
 * A stored response, with its compressed forms.
 * @typedef {object} Entry
 * @property {string} version
 * @property {number} status
 * @property {[string, string][]} headers
 * @property {Buffer} body
 * @property {Buffer} gzip
 * @property {Buffer} br
 * @property {string} etag
 * @property {string[]} scriptSources
 * @property {number} bytes
 */

/**
 * Headers worth replaying from an entry; security headers are set per response.
 * The teaser's mark is for the counting in front (page-views.js), which takes it off.
 */
const REPLAYED = ["content-type", "cache-control", "x-remix-response", "content-language", "link", "vary", HEADERS.insightTeaser];

/**
 * "shared": one member page per access (docs/decisions/190); "shared-by-holdings": also per
 * set of products the reader holds (213); "own": kept for its reader alone (194).
 * @typedef {"shared" | "shared-by-holdings" | "own"} PageKind
 */

/**
 * A member page (member-page-template.js), or a reader's own page, and the headers it is sent with.
 * @typedef {object} MemberEntry
 * @property {string} version
 * @property {import("./member-page-template.js").MemberPage} page
 * @property {[string, string][]} headers
 * @property {number} bytes
 */

export class PageCache {
  /** @type {Map<string, number>} */
  #variants = new Map();

  /**
   * Anonymous pages take up to `maxBytes`, member and own pages up to half as much again.
   * @param {{ maxBytes: number, maxEntryBytes?: number }} options
   */
  constructor({ maxBytes, maxEntryBytes = 2 * 1024 * 1024 }) {
    this.maxEntryBytes = maxEntryBytes;
    /** @type {LRUCache<string, Entry>} */
    this.lru = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (entry) => entry.bytes,
      dispose: (_entry, key) => this.#countVariant(key, -1),
    });
    /** @type {LRUCache<string, MemberEntry>} */
    this.members = new LRUCache({ maxSize: Math.max(1, Math.floor(maxBytes / 2)), sizeCalculation: (entry) => entry.bytes });
    /**
     * Page keys whose route was seen to declare its page shared with members
     * (docs/decisions/190) or kept as its reader's own (194), under a content version.
     * @type {LRUCache<string, { kind: PageKind, version: string }>}
     */
    this.pageKinds = new LRUCache({ max: 4096 });
  }

  /**
   * @param {string} key
   * @param {string} version
   */
  getMemberPage(key, version) {
    const entry = this.members.get(key);
    return entry?.version === version ? entry : undefined;
  }

  /**
   * @param {string} key
   * @param {string} version
   * @param {number} seconds
   * @param {import("./member-page-template.js").MemberPage} page
   * @param {Headers} headers
   */
  setMemberPage(key, version, seconds, page, headers) {
    const bytes = page.texts.reduce((sum, text) => sum + text.length, 512);
    const entry = { version, page, headers: replayed(headers), bytes };
    if (bytes <= this.maxEntryBytes) this.members.set(key, entry, { ttl: seconds * 1000 });
    return entry;
  }

  /**
   * @param {string} key
   * @param {string} version
   * @param {PageKind} kind
   */
  markPageKind(key, version, kind) {
    this.pageKinds.set(key, { kind, version });
  }

  /**
   * What an earlier render under this content version showed the page to be, if anything.
   * @param {string} key
   * @param {string} version
   * @returns {PageKind | undefined}
   */
  pageKind(key, version) {
    const seen = this.pageKinds.get(key);
    return seen?.version === version ? seen.kind : undefined;
  }

  /**
   * @param {string} key
   * @param {string} version
   */
  get(key, version) {
    const entry = this.lru.get(key);
    if (!entry) return undefined;
    if (entry.version === version) return entry;
    this.lru.delete(key);
    return undefined;
  }

  /**
   * Stores a rendered body for `seconds`; compressed forms are made once here,
   * not per request. An empty body is never stored (a page has content), nor a
   * new variant of a path that has its share already.
   * @param {string} key
   * @param {string} version
   * @param {{ seconds: number, status: number, headers: Headers, body: Buffer, scriptSources: string[] }} page
   */
  set(key, version, { seconds, status, headers, body, scriptSources }) {
    if (seconds <= 0 || body.length === 0 || body.length > this.maxEntryBytes) return undefined;
    if (!this.lru.has(key) && key.includes("?") && this.#pathIsFull(key)) return undefined;
    const gzip = gzipSync(body, { level: 9 });
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    const entry = {
      version,
      status,
      headers: replayed(headers),
      body,
      gzip,
      br,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      scriptSources,
      bytes: body.length + gzip.length + br.length + 512,
    };
    if (this.lru.has(key)) this.lru.delete(key);
    this.lru.set(key, entry, { ttl: seconds * 1000 });
    if (this.lru.has(key)) this.#countVariant(key, +1);
    return entry;
  }

  /** @param {string} key */
  variantsOf(key) {
    return this.#variants.get(pathOf(key)) ?? 0;
  }

  /** @param {string} key */
  #pathIsFull(key) {
    if (this.variantsOf(key) < MAX_VARIANTS_PER_PATH) return false;
    this.lru.purgeStale(); // expired variants still count until dropped
    return this.variantsOf(key) >= MAX_VARIANTS_PER_PATH;
  }

  /**
   * @param {string} key
   * @param {number} delta
   */
  #countVariant(key, delta) {
    if (!key.includes("?")) return;
    const path = pathOf(key);
    const count = (this.#variants.get(path) ?? 0) + delta;
    if (count > 0) this.#variants.set(path, count);
    else this.#variants.delete(path);
  }

  get size() {
    return this.lru.size;
  }

  get bytes() {
    return this.lru.calculatedSize;
  }
}

const pathOf = (/** @type {string} */ key) => key.split("?")[0] ?? key;

/** @param {Headers} headers */
function replayed(headers) {
  return REPLAYED.flatMap((name) => {
    const value = headers.get(name);
    return value === null ? [] : [/** @type {[string, string]} */ ([name, value])];
  });
}

/** The best encoding of an entry the client accepts. */
export function pickEncoding(acceptEncoding = "") {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return "identity";
}

/** @param {Response} response */
export const isHtml = (response) => (response.headers.get("content-type") ?? "").startsWith("text/html");
