/**
 * The guide upload on /resources (SPEC §5, §9; docs/design.md "Premium content",
 * its uploads rule): a PDF of
 * at most 10 MB, known by its `%PDF-` signature rather than its name, streamed
 * to a temporary file while its size and SHA-256 are counted, then moved into
 * storage. An admin's upload is the download at once; a customer's waits for an
 * admin to publish it (/admin/guide-uploads), so no customer replaces what every
 * buyer gets. A refused or failed upload leaves nothing behind, and versions
 * made obsolete are deleted with their files.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { addPendingResourceVersion, publishNewResourceVersion, type Obsolete } from "~/models/resource-file.server";
import { dropCopiesOf, keepCopyOf } from "./file-copies.server";
import { isStorageFault } from "./storage-faults.server";
import { resolveStorageKey, storageKey } from "./storage.server";
import { MAX_GUIDE_BYTES, UPLOAD_MESSAGES } from "~/utils/guide-upload-limits";

const PDF_SIGNATURE = Buffer.from("%PDF-");

export type UploadResult =
  | { ok: true; id: number; published: boolean; title: string; fileName: string }
  | { ok: false; status: number; error: string };

type Received = { tmpPath: string; size: number; sha256: string; originalName: string; chosen: boolean; refusal: keyof typeof UPLOAD_MESSAGES | null };

/**
 * Reads the whole part (so the browser always gets its answer), writing to a
 * temp file only while the part can still be accepted.
 */
async function receiveFile(data: AsyncIterable<Uint8Array>, tmpPath: string, filename: string | undefined): Promise<Received> {
  const hash = createHash("sha256");
  let size = 0;
  let head = Buffer.alloc(0);
  let refusal: Received["refusal"] = null;
  fs.mkdirSync(path.dirname(tmpPath), { recursive: true });
  const out = fs.createWriteStream(tmpPath, { flags: "wx" });
  const failed = new Promise<never>((_, reject) => out.once("error", reject));
  failed.catch(() => undefined); // raced while writing; seen again by end() below
  try {
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (refusal) continue;
      if (head.length < PDF_SIGNATURE.length) head = Buffer.concat([head, chunk]).subarray(0, PDF_SIGNATURE.length);
      if (head.length >= PDF_SIGNATURE.length && !head.equals(PDF_SIGNATURE)) refusal = "invalidType";
      else if (size > MAX_GUIDE_BYTES) refusal = "tooLarge";
      if (refusal) continue;
      hash.update(chunk);
      if (!out.write(chunk)) await Promise.race([new Promise<void>((resolve) => out.once("drain", () => resolve())), failed]);
    }
    // An empty file input still sends a part (filename ""): the caller says "choose a file".
    if (!refusal && (size < PDF_SIGNATURE.length || !head.equals(PDF_SIGNATURE))) refusal = "invalidType";
  } finally {
    await new Promise<void>((resolve) => out.end(() => resolve()));
  }
  return { tmpPath, size, sha256: hash.digest("hex"), originalName: cleanName(filename), chosen: Boolean(filename), refusal };
}

function cleanName(name: string | undefined) {
  const base = path.basename(name ?? "").replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (base || "guide.pdf").slice(0, 200);
}

function removeQuietly(file: string | undefined) {
  if (file) fs.rmSync(file, { force: true });
}

/** Deletes the files of versions whose rows are gone, and their copies in the database. */
export function removeStoredFiles({ storageKeys }: Obsolete) {
  const files = storageKeys.map((key) => resolveStorageKey(key));
  for (const file of files) removeQuietly(file);
  dropCopiesOf(files);
}

/**
 * Parses the multipart form and stores an accepted PDF as a version of
 * `resourceId`: published when `publish` (an admin), waiting for review otherwise.
 */
export async function handleGuideUpload(
  request: Request,
  uploader: { id: string; publish: boolean },
  resourceOf: (form: FormData) => Promise<{ id: string; title: string } | undefined>,
): Promise<UploadResult> {
  let received: Received | undefined;
  // Known before the first byte is written, so a body that fails half-way is removed too.
  let tmpPath: string | undefined;
  const fileHandler: UploadHandler = async ({ name, filename, data }) => {
    if (name !== "file" || tmpPath) return undefined;
    tmpPath = resolveStorageKey(`tmp/${randomUUID()}.part`);
    received = await receiveFile(data, tmpPath, filename);
    return received.refusal ? null : received.tmpPath;
  };
  let form: FormData;
  try {
    form = await parseMultipartFormData(request, composeUploadHandlers(fileHandler, createMemoryUploadHandler({ maxPartSize: 1024 })));
  } catch (error) {
    removeQuietly(tmpPath);
    // A full disk is answered as one, for every route (storage-faults.server.ts).
    if (isStorageFault(error)) throw error;
    console.error("Guide upload failed while reading the form", error);
    return { ok: false, status: 400, error: UPLOAD_MESSAGES.failed };
  }
  const refuse = (status: number, error: string): UploadResult => {
    removeQuietly(tmpPath);
    return { ok: false, status, error };
  };
  const resource = await resourceOf(form);
  if (!received || (!received.chosen && received.size === 0)) return refuse(400, UPLOAD_MESSAGES.noFile);
  if (received.refusal === "tooLarge") return refuse(413, UPLOAD_MESSAGES.tooLarge);
  if (received.refusal) return refuse(400, UPLOAD_MESSAGES.invalidType);
  if (!resource) return refuse(400, UPLOAD_MESSAGES.unknownResource);
  const { id: resourceId, title } = resource;

  const key = storageKey("resources", `${resourceId}-${Date.now()}-${randomUUID().slice(0, 8)}.pdf`);
  const finalPath = resolveStorageKey(key);
  let stored: Obsolete & { id: number };
  try {
    fs.mkdirSync(path.dirname(finalPath), { recursive: true });
    fs.renameSync(received.tmpPath, finalPath);
    // Before the row that names it: a restore to any moment has the file of every row (docs/decisions/201).
    keepCopyOf(finalPath);
    const version = {
      resourceId,
      storageKey: key,
      originalName: received.originalName,
      sizeBytes: received.size,
      sha256: received.sha256,
      uploadedBy: uploader.id,
    };
    stored = uploader.publish ? publishNewResourceVersion(version) : addPendingResourceVersion(version);
  } catch (error) {
    removeQuietly(finalPath);
    dropCopiesOf([finalPath]);
    if (isStorageFault(error)) {
      removeQuietly(tmpPath);
      throw error;
    }
    console.error("Guide upload failed while storing the file", error);
    return refuse(503, UPLOAD_MESSAGES.failed);
  }
  // Only once the rows are committed: a failed commit must leave every file it refers to.
  removeStoredFiles(stored);
  return { ok: true, id: stored.id, published: uploader.publish, title, fileName: received.originalName };
}
