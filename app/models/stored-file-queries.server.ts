/**
 * The database's copies of the files kept under DATA_DIR (docs/decisions/201),
 * on a connection the caller passes: the start-up tool has its own, and must
 * not open the app's (stored-file.server.ts binds these to it).
 */
import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/db/open.server";
import { storedFiles } from "~/db/schema";

export function keepFileCopy(database: Db, file: { path: string; sha256: string; data: Buffer }) {
  const row = { ...file, sizeBytes: file.data.byteLength };
  database.insert(storedFiles).values(row).onConflictDoUpdate({ target: storedFiles.path, set: row }).run();
}

export function dropFileCopies(database: Db, paths: string[]): number {
  return paths.length === 0 ? 0 : database.delete(storedFiles).where(inArray(storedFiles.path, paths)).run().changes;
}

/** Every copy's path and checksum, without its bytes. */
export function listFileCopies(database: Db) {
  return database.select({ path: storedFiles.path, sha256: storedFiles.sha256, sizeBytes: storedFiles.sizeBytes }).from(storedFiles).all();
}

export function fileCopyData(database: Db, path: string): Buffer | undefined {
  return database.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.path, path)).get()?.data;
}
