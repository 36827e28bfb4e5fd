/**
 * Hands a request to Remix (through @remix-run/express's own request and
 * response adapters) and, for anonymous pages, fills and serves the page cache.
 */
import { createHash } from "node:crypto";
import remixExpress from "@remix-run/express/dist/server.js";
import { createReadableStreamFromReadable, createRequestHandler } from "@remix-run/node";
import { drainUnreadUpload } from "./body-limit.js";
import { alignHostForRemix } from "./origin-check.js";
import { answeredAsMember, answeredFromOwnPage, keptAsOwnPage, memberOf, ownPageSlot } from "./member-pages.js";
import { PERSONAL_CACHE_CONTROL, cacheKey, isHtml, pageKey, pickEncoding, sharedSeconds } from "./page-cache.js";
import { CACHE_CONTROL, PATHS } from "./policy/index.js";
import { routePath } from "./paths.js";
import { sendMaintenancePage } from "./refusals.js";
import { renderQueue } from "./render-queue.js";
import { contentSecurityPolicy, shareablePage } from "./security-headers.js";

// The package index re-exports only createRequestHandler; its adapters live in dist/server.js.
const { createRemixRequest, sendRemixResponse } = remixExpress;

/** A resource route's default: private, revalidated. */
const UNSHARED_CACHE_CONTROL = CACHE_CONTROL.resourceDefault;
/**
 * Pages and data rendered at once (render-queue.js); forms and uploads are not
 * held back. Enough that a few loaders waiting on Stripe leave room for everyone
 * else; few enough that half-made pages fit the heap `npm start` allows.
 */
const RENDERS_AT_ONCE = 16;

/**
 * @param {object} options
 * @param {import("./types").AppBuild} options.build
 * @param {string} options.mode
 * @param {import("./page-cache.js").PageCache | null} options.cache
 * @param {(res: import("express").Response) => { contentVersion: string, accountVersion: string }} options.siteState
 * @returns {import("express").RequestHandler}
 */
export function remixHandler({ build, mode, cache, siteState }) {
  const { withResponsePrivacy, guardStorageFaults, maintenancePageHtml, memberReader } = build.entry.module.serverHooks;
  const handle = createRequestHandler(guardStorageFaults(build), mode);
  /**
   * @param {Request} request
   * @param {import("express").Response} res
   * @param {string} [nonce]
   */
  const render = (request, res, nonce = res.locals.cspNonce) => {
    const run = () => handle(request, { clientAddress: res.locals.clientAddress, cspNonce: nonce, closedForMaintenance: Boolean(res.locals.closedForMaintenance) });
    return request.method === "GET" || request.method === "HEAD" ? inTurn(run) : run();
  };
  const inTurn = renderQueue(RENDERS_AT_ONCE);

  return async function handleWithRemix(req, res, next) {
    try {
      const key = cache && !res.locals.maintenance ? cacheKey(req) : null;
      // Where this request's page sits in the cache, if it may be answered from there.
      const slot = cache && key ? { cache, key, version: siteState(res).contentVersion } : null;
      const hit = slot?.cache.get(slot.key, slot.version);
      if (hit) return sendCached(req, res, hit, "HIT");

      // The session is read here only where an earlier render showed the route shares its page or keeps it for its reader.
      const page = cache && !res.locals.maintenance ? pageKey(req) : null;
      const version = page ? siteState(res).contentVersion : "";
      const kind = cache && page ? cache.pageKind(page, version) : undefined;
      const reader = kind ? await memberOf(req, memberReader, kind === "shared-by-holdings") : null;
      if (cache && reader && (kind === "shared" || kind === "shared-by-holdings")) {
        /** @type {import("./member-pages.js").RenderForStandIn} */
        const renderForStandIn = (standIn, nonce) => withResponsePrivacy(() => render(withoutCookies(toRemixRequest(req, res)), res, nonce), standIn);
        if (await answeredAsMember(req, res, { cache, version, byHoldings: kind === "shared-by-holdings" }, reader, renderForStandIn)) return;
      }
      const own = cache && reader && kind === "own" ? ownPageSlot(cache, reader, siteState(res)) : null;
      if (own && answeredFromOwnPage(req, res, own)) return;

      let { result: response, personal, sharedWithMembers, readsHoldings, ownPageSeconds } = await withResponsePrivacy(() => render(toRemixRequest(req, res), res));
      await drainUnreadUpload(req);
      // A route that shares its page: the next signed-in reader gets it filled in. One that
      // keeps it for its reader: the next request of a signed-in customer looks for theirs.
      // A shared page that shows which products its reader holds is kept per set of them.
      if (cache && page && (sharedWithMembers || ownPageSeconds > 0)) {
        cache.markPageKind(page, version, sharedWithMembers ? (readsHoldings ? "shared-by-holdings" : "shared") : "own");
      }
      if (own && (await keptAsOwnPage(req, res, own, response, ownPageSeconds))) return;
      // During maintenance only the root's 503 page may answer: a redirect (a page that needs
      // sign-in) or a resource route gets the same page, rendered without the app around it.
      if (res.locals.maintenance && response.status !== 503) return sendMaintenancePage(res, maintenancePageHtml());
      // The app read a session or a flash: private, whatever any route said (resource routes included).
      if (personal) response.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
      // Only a GET is stored: Remix answers HEAD with no body.
      const seconds = slot && req.method === "GET" && !personal ? sharedSeconds(response) : 0;
      if (slot && seconds > 0) {
        const body = Buffer.from(await response.arrayBuffer());
        const entry = store(slot.cache, slot.key, slot.version, seconds, response, body);
        if (entry) return sendCached(req, res, entry, "MISS");
        // Not kept (too large, or its path has its share): sent as rendered.
        response = new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
      }
      setCacheControl(req, response);
      if (response.status === 405 && !response.headers.has("allow")) response.headers.set("Allow", "GET, HEAD, POST");
      if (await answeredNotModified(req, res, response)) return;
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The same request with no cookies at all: what is rendered from it can hold
 * nothing of the reader who asked.
 * @param {Request} request
 */
function withoutCookies(request) {
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  return new Request(request.url, { headers, signal: request.signal });
}

/**
 * The Remix request, with the body we already read (and limited), or for an
 * upload the limited stream (body-limit.js), and the Host Remix's CSRF check expects.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 */
function toRemixRequest(req, res) {
  // The adapter would start reading the body itself (and pause it under back-pressure,
  // stalling our limited stream): for an upload it gets a body-less view of the request.
  const request = createRemixRequest(req.streamedBody ? asBodyless(req) : req, res);
  if (req.method === "GET" || req.method === "HEAD") return request;
  const headers = new Headers(request.headers);
  // A one-click unsubscribe may come with a mail provider's Origin: Remix's own check would refuse it with a 500.
  if (routePath(req) === PATHS.oneClickUnsubscribe) headers.delete("origin");
  else alignHostForRemix(headers, req);
  if (req.streamedBody) {
    const body = createReadableStreamFromReadable(req.streamedBody);
    return new Request(request.url, { method: req.method, headers, body, signal: request.signal, duplex: "half" });
  }
  return new Request(request.url, { method: req.method, headers, body: req.rawBody, signal: request.signal });
}

/** @param {import("express").Request} req */
function asBodyless(req) {
  return new Proxy(req, { get: (target, name) => (name === "method" ? "GET" : Reflect.get(target, name, target)) });
}

/**
 * @param {import("./page-cache.js").PageCache} cache
 * @param {string} key
 * @param {string} version
 * @param {number} seconds
 * @param {Response} response
 * @param {Buffer} bytes
 */
function store(cache, key, version, seconds, response, bytes) {
  const page = isHtml(response) ? shareablePage(bytes.toString("utf8")) : { html: null, scriptSources: [] };
  return cache.set(key, version, {
    seconds,
    status: response.status,
    headers: response.headers,
    body: page.html === null ? bytes : Buffer.from(page.html, "utf8"),
    scriptSources: page.scriptSources,
  });
}

/**
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {import("./page-cache.js").Entry} entry
 * @param {"HIT" | "MISS"} status
 */
function sendCached(req, res, entry, status) {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(entry.scriptSources));
  res.setHeader("ETag", entry.etag);
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  res.setHeader("X-Page-Cache", status);
  if (req.fresh) return res.status(304).end();
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const body = encoding === "identity" ? entry.body : entry[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(entry.status);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * ETag and 304 for rendered pages too (signed-in ones among them). The tag
 * hashes the body with this response's nonce taken out, so the same page
 * rendered twice has the same tag.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {Response} response
 */
async function answeredNotModified(req, res, response) {
  const isPage = /^text\/(html|x-script)/.test(response.headers.get("content-type") ?? "");
  if ((req.method !== "GET" && req.method !== "HEAD") || response.status !== 200 || !isPage || !response.body) return false;
  const body = Buffer.from(await response.arrayBuffer());
  response.headers.set("ETag", `W/"${hashWithout(body, res.locals.cspNonce ?? "")}"`);
  for (const [name, value] of response.headers) res.append(name, value);
  if (req.fresh) {
    res.status(304).end();
  } else {
    res.status(response.status).end(req.method === "HEAD" ? undefined : body);
  }
  return true;
}

/**
 * The body's SHA-1 as if every `left out` were not in it (as bytes: a page is
 * large, and decoding it only to hash it cost more than rendering parts of it).
 * @param {Buffer} body
 * @param {string} leftOut
 */
function hashWithout(body, leftOut) {
  const hash = createHash("sha1");
  const needle = Buffer.from(leftOut, "utf8");
  let from = 0;
  for (let at = needle.length ? body.indexOf(needle) : -1; at !== -1; at = body.indexOf(needle, from)) {
    hash.update(body.subarray(from, at));
    from = at + needle.length;
  }
  return hash.update(body.subarray(from)).digest("base64url");
}

/**
 * What the app did not store stays as the app said, made stricter only: a
 * response that sets a cookie or answers a POST is nobody's to store, and one
 * that declares nothing (a resource route) is private.
 * @param {import("express").Request} req
 * @param {Response} response
 */
function setCacheControl(req, response) {
  if (response.headers.has("set-cookie") || (req.method !== "GET" && req.method !== "HEAD")) {
    response.headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  } else if (!response.headers.has("cache-control")) {
    response.headers.set("Cache-Control", UNSHARED_CACHE_CONTROL);
  }
  response.headers.append("Vary", "Cookie");
}
