/**
 * What a POST must be before Remix reads it: same-origin, a form, and small.
 * The body is read into memory with its limit enforced while it streams, so
 * neither Content-Length nor chunked encoding can make us hold more than the
 * limit; counting fields is one pass over the bytes (linear).
 */
import { Transform } from "node:stream";
import { isCrossSite } from "./origin-check.js";
import { routePath } from "./paths.js";

export class BodyTooLarge extends Error {}

/** Our largest form (an enquiry with every service ticked) has about 30 fields. */
export const FORM_LIMIT = { bytes: 64 * 1024, fields: 300 };
/**
 * Admin forms larger than 64 KiB, for a signed-in admin only (anyone else gets
 * the form limit there, so anonymous sockets cannot each hold megabytes), each
 * with what a refusal says it was most likely too large for.
 * - The post editor posts a whole article (a long white paper is well over
 *   64 KiB encoded) and may carry an image of at most 5 MiB, which the app
 *   checks and refuses with its own message: 1 MiB of text, the image and room
 *   for the multipart framing.
 * - A legal page's text is at most 30,000 characters (MAX_LEGAL_TEXT in
 *   app/content/legal-pages.ts). A character of the Thai or CJK scripts takes
 *   3 bytes in the multipart form the page sends, 9 URL-encoded: room for
 *   either, so the app's own limit, with its message, is the one a writer meets.
 */
export const EDITOR_IMAGE_BYTES = 5 * 1024 * 1024;
const LARGE_FORMS = [
  {
    prefix: "/admin/posts/",
    bytes: 1024 * 1024 + EDITOR_IMAGE_BYTES + 64 * 1024,
    refusal: "This form is too large to send: an image may be at most 5 MB, and an article's text at most 1 MB.",
  },
  { prefix: "/admin/legal", bytes: 30_000 * 9 + 64 * 1024, refusal: "This form is too large to send: a page's text may be at most 30,000 characters." },
];
/**
 * Paths that take a raw body of their own kind (Stripe's signed JSON): 1 MiB
 * when the request carries Stripe's signature header (checked against the
 * body by the app), the form limit otherwise.
 */
const RAW_BODY_PATHS = new Map([["/webhooks/stripe", { bytes: 1024 * 1024, signedBy: "stripe-signature" }]]);
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const MULTIPART = /^multipart\/form-data\b/i;
/**
 * Paths that take a file upload (the guide PDF on /resources, at most 10 MB):
 * a multipart body there is not read into memory but streamed on to Remix,
 * which writes the file to disk; the limit is the file's plus room for the
 * form's other fields and the multipart framing.
 */
export const UPLOAD_BODY_LIMIT = 10 * 1024 * 1024 + 64 * 1024;
const UPLOAD_PATHS = new Set(["/resources"]);
/** SPEC's message for a guide over the limit, as the app words it (app/utils/guide-upload-limits.ts). */
const UPLOAD_TOO_LARGE = "File too large: Please upload a PDF file smaller than 10MB.";

/**
 * Middleware for every POST, before Remix: same origin (403), a form or a
 * raw-body path (415), at most 64 KiB and 300 fields (413), more only where
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
    if (isCrossSite(req, { publicHost, trustProxy })) return refuse(res, 403);
    const path = routePath(req);
    if (UPLOAD_PATHS.has(path) && MULTIPART.test(req.headers["content-type"] ?? "")) {
      if (Number(req.headers["content-length"] ?? 0) > UPLOAD_BODY_LIMIT) return refuse(res, 413, { Connection: "close" }, UPLOAD_TOO_LARGE, formPage(req));
      req.streamedBody = limitStream(req, UPLOAD_BODY_LIMIT);
      // A refused upload is answered before its body is read: the connection
      // must not be reused with the rest of that body still in it.
      res.setHeader("Connection", "close");
      return next();
    }
    const raw = RAW_BODY_PATHS.get(path);
    if (!raw && !FORM_TYPES.test(req.headers["content-type"] ?? "")) return refuse(res, 415);
    try {
      const limit = raw ? (req.headers[raw.signedBy] ? raw.bytes : FORM_LIMIT.bytes) : await formLimitBytes(path, () => isAdmin(req));
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
 * The byte limit of a form post to `path` (as routePath gives it): 64 KiB, or more for an admin's large form.
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
