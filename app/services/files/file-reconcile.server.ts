/**
 * Start-up's half of the file copies (file-copies.server.ts): on the tool's own
 * connection, writes back every file the disk lacks (after a restore) and
 * copies in every file the database lacks (files from before the copies were
 * kept, and the seed's).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Db } from "~/db/open.server";
import { fileCopyData, keepFileCopy, listFileCopies } from "~/models/stored-file-queries.server";

/** The folders under DATA_DIR whose files are copied. */
const KEPT_FOLDERS = ["files", "images"];

/** A file being written (a temp file, an upload in progress) is not part of the site yet. */
const inProgress = (relative: string) => relative.startsWith("files/tmp/") || /(^|\/)\.|\.(tmp|part)$/.test(relative);

export function relativeTo(dataDir: string, file: string) {
  return path.relative(path.resolve(dataDir), path.resolve(file)).split(path.sep).join("/");
}

export function copyOfFile(file: string, dataDir: string) {
  const data = fs.readFileSync(file);
  return { path: relativeTo(dataDir, file), sha256: createHash("sha256").update(data).digest("hex"), data };
}

/** Makes the disk and the copies agree; returns how many files were written back and how many copies made. */
export function reconcileStoredFiles(database: Db, dataDir: string) {
  const copies = new Set(listFileCopies(database).map((copy) => copy.path));
  let restored = 0;
  for (const relative of copies) {
    const file = path.join(dataDir, relative);
    if (fs.existsSync(file)) continue;
    const data = fileCopyData(database, relative);
    if (!data) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, file);
    restored++;
  }
  let recorded = 0;
  for (const relative of filesUnder(dataDir)) {
    if (copies.has(relative) || inProgress(relative)) continue;
    keepFileCopy(database, copyOfFile(path.join(dataDir, relative), dataDir));
    recorded++;
  }
  return { restored, recorded };
}

function filesUnder(dataDir: string): string[] {
  return KEPT_FOLDERS.flatMap((folder) => {
    const root = path.join(dataDir, folder);
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => relativeTo(dataDir, path.join(entry.parentPath, entry.name)));
  });
}
