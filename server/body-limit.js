/**
 * What a POST must be before Remix reads it: same-origin, a form, and small.
 * The body is read into memory with its limit enforced while it streams, so
 * neither Content-Length nor chunked encoding can make us hold more than the
 * limit; counting fields is one pass over the bytes (linear).
 */
import { Transform } from "node:stream";
import { isCrossSite } from "./origin-check.js";
import { routePath } from "./paths.js";
import { FORM_LIMIT, GUIDE_UPLOAD, HEADERS, LARGE_FORMS, MAIL_WEBHOOK_BYTES, PATHS, STRIPE_WEBHOOK_BYTES } from "./policy/index.js";

export class BodyTooLarge extends Error {}

/**
 * Paths that take a raw body of their own kind, each checked by the app:
 * Stripe's signed JSON (larger when the request carries Stripe's signature
 * header, the form limit otherwise) and Mailgun's, whose signature is inside
 * the body (`signedBy` null: its own limit always).
 */
const RAW_BODY_PATHS = /** @type {Map<string, { bytes: number, signedBy: string | null }>} */ (
  new Map([
    [PATHS.stripeWebhook, { bytes: STRIPE_WEBHOOK_BYTES, signedBy: HEADERS.stripeSignature }],
    [PATHS.mailWebhook, { bytes: MAIL_WEBHOOK_BYTES, signedBy: null }],
  ])
);
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const MULTIPART = /^multipart\/form-data\b/i;
/**
 * Paths that take a file upload (the guide PDF): a multipart body there is not
 * read into memory but streamed on to Remix, which writes the file to disk; the
 * limit is the file's plus room for the form's other fields and the multipart framing.
 */
export const UPLOAD_BODY_LIMIT = GUIDE_UPLOAD.bytes + 64 * 1024;
const UPLOAD_PATHS = /** @type {Set<string>} */ (new Set([PATHS.guideUpload]));

/**
 * Middleware for every POST, before Remix: same origin (403; not for the
 * one-click unsubscribe link), a form or a
 * raw-body path (415), within the form limit (413), more only where
 * the asker has shown who they are (`isAdmin(req)`, a signature header). The
 * body it read is `req.rawBody`, which the Remix handler passes on.
 * @param {object} options
 * @param {string} options.publicHost
 * @param {number} options.trustProxy
 * @param {typeof import("./refusals.js").refuse} options.refuse
 * @param {(req: import("express").Request) => Promise<boolean>} options.isAdmin
 * @returns {import("express").RequestHandler}
 */
export function guardPostBody({ publicHost, trustProxy, refuse, isAdmin }) {
  return async (req, res, next) => {
    if (req.method !== "POST") return next();
    const path = routePath(req);
    // The one cross-site POST accepted: a mail provider's one-click unsubscribe (RFC 8058), which needs no session.
    if (path !== PATHS.oneClickUnsubscribe && isCrossSite(req, { publicHost, trustProxy })) return refuse(res, 403);
    if (UPLOAD_PATHS.has(path) && MULTIPART.test(req.headers["content-type"] ?? "")) {
      if (Number(req.headers["content-length"] ?? 0) > UPLOAD_BODY_LIMIT) return refuse(res, 413, { Connection: "close" }, GUIDE_UPLOAD.tooLarge, formPage(req));
      req.streamedBody = limitStream(req, UPLOAD_BODY_LIMIT);
      // A refused upload is answered before its body is read: the connection
      // must not be reused with the rest of that body still in it.
      res.setHeader("Connection", "close");
      return next();
    }
    const raw = RAW_BODY_PATHS.get(path);
    if (!raw && !FORM_TYPES.test(req.headers["content-type"] ?? "")) return refuse(res, 415);
    try {
      const limit = raw ? (!raw.signedBy || req.headers[raw.signedBy] ? raw.bytes : FORM_LIMIT.bytes) : await formLimitBytes(path, () => isAdmin(req));
      req.rawBody = await readLimitedBody(req, limit);
    } catch (error) {
      if (error instanceof BodyTooLarge) return refuse(res, 413, { Connection: "close" }, largeForm(path)?.refusal, formPage(req));
      if (error instanceof ClientGone || req.destroyed) return;
      return next(error);
    }
    if (!raw && countFields(req.rawBody, req.headers["content-type"]) > FORM_LIMIT.fields) return refuse(res, 413);
    next();
  };
}

/**
 * The request body as a stream that fails once more than `maxBytes` have come
 * (whatever Content-Length claimed, chunked or not). The reader (Remix's
 * multipart parser) sees the error and the upload is refused.
 * @param {import("express").Request} req
 * @param {number} maxBytes
 */
export function limitStream(req, maxBytes) {
  let size = 0;
  const limited = new Transform({
    transform(chunk, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) {
        req.bodyOverLimit = true;
        req.unpipe(limited);
        req.pause();
        return callback(new BodyTooLarge());
      }
      callback(null, chunk);
    },
  });
  req.once("error", (error) => limited.destroy(error));
  return req.pipe(limited);
}

/**
 * Reads and drops what is left of an upload the app answered without reading
 * it all (a visitor sent to sign in, a refusal before the file): answering
 * and closing while the browser is still sending makes it see a reset, not
 * the answer. Never past the upload limit; a body over it is not drained.
 * @param {import("express").Request} req
 * @returns {Promise<void>}
 */
export function drainUnreadUpload(req) {
  if (!req.streamedBody || req.complete || req.destroyed || req.bodyOverLimit) return Promise.resolve();
  return new Promise((resolve) => {
    let left = UPLOAD_BODY_LIMIT;
    req.unpipe();
    req.on("data", (chunk) => {
      left -= chunk.length;
      if (left < 0) {
        req.pause();
        resolve();
      }
    });
    for (const event of ["end", "error", "close"]) req.once(event, resolve);
    req.resume();
  });
}

/**
 * The page a refused form was posted from, for a link back: the path it was posted to, unless the
 * browser's JavaScript sent it (`.data`), which is not a page to go back to.
 * @param {import("express").Request} req
 */
function formPage(req) {
  return req.path.endsWith(".data") ? undefined : req.path;
}

/**
 * The byte limit of a form post to `path` (as routePath gives it): the form limit, or more for an admin's large form.
 * @param {string} path
 * @param {() => Promise<boolean>} isAdmin
 */
export async function formLimitBytes(path, isAdmin) {
  const form = largeForm(path);
  if (!form) return FORM_LIMIT.bytes;
  return (await isAdmin()) ? form.bytes : FORM_LIMIT.bytes;
}

/** @param {string} path */
function largeForm(path) {
  return LARGE_FORMS.find(({ prefix }) => path.startsWith(prefix));
}

/**
 * @param {import("express").Request} req
 * @param {number} maxBytes
 * @returns {Promise<Buffer<ArrayBuffer>>}
 */
export function readLimitedBody(req, maxBytes) {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > maxBytes) return reject(new BodyTooLarge());
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.off("data", onData);
        // Stop reading; the refusal is sent and the connection closed after it.
        req.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on("data", onData);
    req.once("end", () => resolve(Buffer.concat(chunks, size)));
    req.once("error", reject);
    // Cut off before the end (the request timeout's 408, or the client went away).
    req.once("close", () => req.complete || reject(new ClientGone()));
  });
}

/** The client's connection closed before its body had all come: there is no one to answer. */
export class ClientGone extends Error {}

/**
 * Fields in a urlencoded or multipart body, counted without parsing it.
 * @param {Buffer} body
 * @param {string | undefined} contentType
 */
export function countFields(body, contentType) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? "");
  if (boundary) return Math.max(0, occurrences(body, Buffer.from(`--${boundary[1] ?? boundary[2]}`)) - 1);
  if (body.length === 0) return 0;
  return occurrences(body, Buffer.from("&")) + 1;
}

/**
 * @param {Buffer} haystack
 * @param {Buffer} needle
 */
function occurrences(haystack, needle) {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) count++;
  return count;
}
