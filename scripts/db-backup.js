#!/usr/bin/env node
/**
 * `npm run db:backup [target folder]`: a consistent copy of the site's data
 * while it serves. The database goes through SQLite's online backup API (a
 * snapshot of one moment, whatever is being written meanwhile); the private
 * files (DATA_DIR/files) and the posts' uploaded images (DATA_DIR/images) are
 * copied after it. Uploaded files are never changed or deleted once written
 * (each version has its own key, each image its content's hash), so every file
 * the database copy refers to is in the copy. The copy is then opened and checked.
 *
 * Target: the argument, else BACKUP_DIR, else ./backups, in a folder named by
 * the time. Restore and daily runs: README, "Backups".
 */
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";

const dataDir = path.resolve(process.env.DATA_DIR?.trim() || "./data");
const target = path.resolve(process.argv[2] ?? path.join(process.env.BACKUP_DIR?.trim() || "./backups", stamp(new Date())));

const started = performance.now();
const source = path.join(dataDir, "app.db");
if (!fs.existsSync(source)) fail(`No database at ${source} (set DATA_DIR).`);
if (fs.existsSync(target) && fs.readdirSync(target).length > 0) fail(`${target} exists and is not empty.`);
// Backups hold password hashes and the session secret: readable by the owner only.
fs.mkdirSync(target, { recursive: true, mode: 0o700 });

const db = new Database(source, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
await db.backup(path.join(target, "app.db"));
db.close();

copyIfPresent(path.join(dataDir, "files"), path.join(target, "files"));
// An image still being written is a dot-file until it is renamed into place: not part of the site yet.
copyIfPresent(path.join(dataDir, "images"), path.join(target, "images"), (from) => !path.basename(from).startsWith("."));
copyIfPresent(path.join(dataDir, ".session-secret"), path.join(target, ".session-secret"));

const check = checkCopy(path.join(target, "app.db"));
if (check.integrity !== "ok") fail(`The copy failed its integrity check: ${check.integrity}`);
const ms = performance.now() - started;
console.log(`Backed up ${dataDir} to ${target} in ${ms.toFixed(0)} ms: database ${kb(path.join(target, "app.db"))} KB (${check.tables} tables, ${check.users} users, ${check.orders} orders), ${countFiles(path.join(target, "files"))} private files, ${countFiles(path.join(target, "images"))} image files; integrity_check ok.`);

function checkCopy(file) {
  const copy = new Database(file, { readonly: true });
  try {
    return {
      integrity: copy.pragma("integrity_check", { simple: true }),
      tables: copy.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get().n,
      users: copy.prepare("SELECT count(*) AS n FROM users").get().n,
      orders: copy.prepare("SELECT count(*) AS n FROM orders").get().n,
    };
  } finally {
    copy.close();
  }
}

function copyIfPresent(from, to, filter = () => true) {
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true, preserveTimestamps: true, filter });
}

function countFiles(dir) {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

function kb(file) {
  return Math.round(fs.statSync(file).size / 1024);
}

function stamp(date) {
  return date.toISOString().replace(/[:.]/g, "-");
}

function fail(message) {
  console.error(`db:backup: ${message}`);
  process.exit(1);
}
