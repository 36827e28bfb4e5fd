/**
 * The one gate in front of every private file (docs/decisions/004): find what
 * a /downloads/<file> name is, decide the right it needs, then stream it from
 * DATA_DIR. A new kind of right (a subscription, a course) is one more case here.
 */
import fs from "node:fs";
import path from "node:path";
import { createReadableStreamFromReadable, redirect } from "@remix-run/node";
import { findPostByAttachment } from "~/models/blog-post.server";
import { findPremiumResourceFile, findProductFile, findWhitePaperFile } from "~/models/download.server";
import { ownsProduct } from "~/models/order.server";
import { getAccess, type Access } from "~/services/auth/auth.server";
import { resolveStorageKey, storageKey } from "./storage.server";
import { SITE } from "~/content/site";
import { CACHE_CONTROL } from "../../../server/policy/index.js";
import { plainPage } from "../../../server/policy/plain-page.js";

export type DownloadRight = { kind: "free" } | { kind: "premium" } | { kind: "product"; productId: string };
export type Download = { fileName: string; title: string; storageKey: string; right: DownloadRight };

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
  return { fileName, title: post.attachmentName ?? post.title, storageKey: storageKey("attachments", fileName), right: { kind: "premium" } };
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

/** Streams the file with its type, length and an attachment name; never cached by a shared cache. */
export function fileResponse(download: Download): Response {
  const full = resolveStorageKey(download.storageKey);
  let size: number;
  try {
    size = fs.statSync(full).size;
  } catch {
    console.error(`Download ${download.fileName}: file missing at ${download.storageKey}`);
    throw refusalPage(404, "File not available");
  }
  const name = path.basename(download.fileName);
  return new Response(createReadableStreamFromReadable(fs.createReadStream(full)), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(size),
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": CACHE_CONTROL.personal,
      "X-Content-Type-Options": "nosniff",
    },
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
