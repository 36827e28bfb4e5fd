/**
 * Every file the site keeps under DATA_DIR (the private files and the posts'
 * images) has a copy in the database, so Litestream's replica carries the
 * files with the rows that point at them (docs/decisions/201). An upload
 * stores its copy before the row that names the file; start-up writes back
 * any file the disk lacks (after a restore) and copies in any file the
 * database lacks (files from before the copies, and the seed's):
 * file-reconcile.server.ts.
 */
import { dropAppFileCopies, keepAppFileCopy } from "~/models/stored-file.server";
import { getEnv } from "~/utils/env.server";
import { copyOfFile, relativeTo } from "./file-reconcile.server";

/** Stores the database's copy of a file just written under DATA_DIR; call it before the row that names the file. */
export function keepCopyOf(file: string, dataDir = getEnv().DATA_DIR) {
  keepAppFileCopy(copyOfFile(file, dataDir));
}

/** Drops the copies of files that were deleted. */
export function dropCopiesOf(files: string[], dataDir = getEnv().DATA_DIR) {
  dropAppFileCopies(files.map((file) => relativeTo(dataDir, file)));
}
