/**
 * Private file storage under DATA_DIR/files. Premium files live here, outside
 * public/, and are served only by access-checked routes (docs/design.md
 * "Premium content").
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "~/utils/env.server";

export const STORAGE_AREAS = ["resources", "white-papers", "attachments", "products"] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

export function filesRoot(dataDir = getEnv().DATA_DIR) {
  return path.resolve(dataDir, "files");
}

/** Absolute path of a storage key; refuses keys that would escape the files folder. */
export function resolveStorageKey(key: string, dataDir?: string): string {
  const root = filesRoot(dataDir);
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new Error(`Storage key outside storage: ${key}`);
  return full;
}

export function storageKey(area: StorageArea, fileName: string) {
  return `${area}/${path.basename(fileName)}`;
}

/** Writes bytes atomically (temp file + rename) so a crash never leaves half a PDF. */
export function writeStoredFile(key: string, bytes: Uint8Array, dataDir?: string) {
  const full = resolveStorageKey(key, dataDir);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  const tmp = `${full}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, full);
  return { sizeBytes: bytes.byteLength, sha256: createHash("sha256").update(bytes).digest("hex") };
}

export function storedFileExists(key: string, dataDir?: string) {
  return fs.existsSync(resolveStorageKey(key, dataDir));
}
