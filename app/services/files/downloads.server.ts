/**
 * The one gate in front of every private file (docs/decisions/004): find what
 * a /downloads/<file> name is, decide the right it needs, then stream it from
 * DATA_DIR: to a buyer, their own stamped copy (docs/decisions/212). A new
 * kind of right (a subscription, a course) is one more case here.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createReadableStreamFromReadable, redirect } from "@remix-run/node";
import { findPostByAttachment } from "~/models/blog-post.server";
import { findPremiumResourceFile, findProductFile, findWhitePaperFile } from "~/models/download.server";
import { latestOrderInForce, orderGivingProduct, ownsProduct } from "~/models/order.server";
import { getAccess, type Access } from "~/services/auth/auth.server";
import { resolveStorageKey, storageKey } from "./storage.server";
import { StampNotReady, stampedCopy, type Licence } from "./stamped-copies.server";
import { SITE } from "~/content/site";
import { CACHE_CONTROL, RETRY_AFTER_SECONDS } from "../../../server/policy/index.js";
import { plainPage } from "../../../server/policy/plain-page.js";

export type DownloadRight = { kind: "free" } | { kind: "premium" } | { kind: "product"; productId: string };
export type Download = { fileName: string; title: string; storageKey: string; right: DownloadRight; /** The post it is attached to. */ postPath?: string };

const FILE_NAME = /^[a-z0-9][a-z0-9._-]{0,120}\.pdf$/;

export function findDownload(fileName: string): Download | undefined {
  if (!FILE_NAME.test(fileName)) return undefined;
  const resource = findPremiumResourceFile(`/downloads/${fileName}`);
  if (resource) return { fileName, title: resource.title, storageKey: resource.storageKey, right: { kind: "premium" } };
  const paper = findWhitePaperFile(fileName);
  if (paper) {
    const right: DownloadRight = paper.category === "free" ? { kind: "free" } : { kind: "premium" };
    return { fileName, title: paper.title, storageKey: storageKey("white-papers", fileName), right };
  }
  const product = findProductFile(fileName);
  if (product) return { fileName, title: product.name, storageKey: storageKey("products", fileName), right: { kind: "product", productId: product.id } };
  return undefined;
}

/** A published post's attachment (/downloads/attachments/<file>): gated like the premium PDFs. */
export function findAttachmentDownload(fileName: string): Download | undefined {
  if (!FILE_NAME.test(fileName)) return undefined;
  const post = findPostByAttachment(`/downloads/attachments/${fileName}`);
  if (!post) return undefined;
  return { fileName, title: post.attachmentName ?? post.title, storageKey: storageKey("attachments", fileName), right: { kind: "premium" }, postPath: `/blog/${post.slug}` };
}

export function hasRight(access: Access, right: DownloadRight): boolean {
  switch (right.kind) {
    case "free":
      return true;
    case "premium":
      return access.hasAccess;
    case "product":
      return access.user !== null && ownsProduct(access.user.id, right.productId);
  }
}

/** The download, or a thrown 404 / sign-in redirect / 403. */
export async function requireDownload(request: Request, fileName: string, find = findDownload): Promise<Download> {
  const download = find(fileName);
  if (!download) throw refusalPage(404, "Not found");
  const access = await getAccess(request);
  if (hasRight(access, download.right)) return download;
  if (!access.user) throw redirect(`/login?${new URLSearchParams({ redirectTo: new URL(request.url).pathname })}`);
  throw refusalPage(403, "This file is for its buyers only.");
}

/**
 * What a reader with the right gets: a free file, or any file for an admin,
 * as stored; everyone else their own stamped copy, never the original. A copy
 * that cannot be made now is a 503 page saying so (tried again on the next request).
 */
export async function downloadResponse(request: Request, download: Download): Promise<Response> {
  const licence = licenceFor(await getAccess(request), download.right);
  if (!licence) return fileResponse(download, request);
  let copy;
  try {
    copy = await stampedCopy(download.storageKey, download.fileName, licence);
  } catch (error) {
    if (error instanceof StampNotReady) throw copyNotReadyPage(error.busy);
    if ((error as { code?: string }).code === "ENOENT") throw missingFile(download);
    throw error;
  }
  return sendFile(request, download.fileName, copy.file, copy.size, copy.etag);
}

/** Who the reader's copy is licensed to, or null when they get the original (a free file, an admin). */
function licenceFor(access: Access, right: DownloadRight): Licence | null {
  if (right.kind === "free" || !access.user || access.isAdmin) return null;
  const { id, fullName, email } = access.user;
  // A product's file: the order that gave the product. Premium files: the newest paid order (each gives access).
  const orderId = right.kind === "product" ? orderGivingProduct(id, right.productId) : latestOrderInForce(id);
  return { userId: id, name: fullName, email, orderId };
}

/** Streams the stored file with its type, length and an attachment name; never cached by a shared cache. */
export function fileResponse(download: Download, request?: Request): Response {
  const full = resolveStorageKey(download.storageKey);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(full);
  } catch {
    throw missingFile(download);
  }
  const etag = `"${createHash("sha1").update(`${download.storageKey} ${stat.size} ${stat.mtimeMs}`).digest("base64url")}"`;
  return sendFile(request, download.fileName, full, stat.size, etag);
}

function sendFile(request: Request | undefined, fileName: string, full: string, size: number, etag: string): Response {
  const headers = {
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${path.basename(fileName)}"`,
    "Cache-Control": CACHE_CONTROL.personal,
    "X-Content-Type-Options": "nosniff",
    ETag: etag,
  };
  if (request && matchesEtag(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  // A HEAD gets the headers only: no file is opened for it.
  const body = request?.method === "HEAD" ? null : createReadableStreamFromReadable(fs.createReadStream(full));
  return new Response(body, { headers: { ...headers, "Content-Length": String(size) } });
}

function matchesEtag(ifNoneMatch: string | null, etag: string) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

function missingFile(download: Download) {
  console.error(`Download ${download.fileName}: file missing at ${download.storageKey}`);
  return refusalPage(404, "File not available");
}

/** The copy is being made, or could not be: said plainly, with when to try again. */
function copyNotReadyPage(busy: boolean) {
  const heading = busy ? "Your copy is being prepared" : "Your copy could not be prepared";
  const message = busy
    ? "Each download is made for its buyer, with your name on the first page. Please try again in a few seconds."
    : "We could not prepare your licensed copy of this file just now. Please try again in a minute; if it keeps failing, contact us.";
  const page = plainPage({ title: `${heading} | ${SITE.name}`, heading, message, links: [["/account", "Your account"], ["/", "Home"]] });
  return new Response(page, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": CACHE_CONTROL.personal, "Retry-After": String(RETRY_AFTER_SECONDS.stampedCopy) },
  });
}

/**
 * A refused download as a small page with a way on: a file link is followed like a page, and a
 * line of plain text was a dead end (no header, no way back, no way to buy).
 */
function refusalPage(status: number, message: string) {
  const page = plainPage({
    title: `${message} | ${SITE.name}`,
    heading: message,
    links: [
      ["/resources", "Premium resources and access"],
      ["/account", "Your account"],
      ["/", "Home"],
    ],
  });
  return new Response(page, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": CACHE_CONTROL.personal } });
}
