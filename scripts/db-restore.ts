/**
 * `npm run db:restore -- --to DIR [--timestamp 2026-11-28T14:00:00Z]`: the
 * restore drill (README, "Backups and restore"). Restores the replica that
 * LITESTREAM_REPLICA_URL names, as it is now or as it was at the timestamp,
 * into an empty folder laid out as a DATA_DIR (app.db, files/, images/), then
 * checks it: SQLite's integrity check, the counts of accounts, orders and
 * files, and that every guide version's file is there. Exits non-zero if not.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "~/db/open.server";
import { reconcileStoredFiles } from "~/services/files/file-reconcile.server";
import { ReplicationConfigError, litestreamBinary, replicationSettings, writeLitestreamConfig } from "../server/replication.js";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const target = option("--to") ?? fail("Say where to restore to: npm run db:restore -- --to /path/to/empty/folder [--timestamp 2026-11-28T14:00:00Z]");
const timestamp = option("--timestamp");
if (timestamp !== undefined && Number.isNaN(Date.parse(timestamp))) fail(`--timestamp must be a date and time such as 2026-11-28T14:00:00Z (got "${timestamp}").`);
const to = path.resolve(target);
if (fs.existsSync(to) && fs.readdirSync(to).length > 0) fail(`${to} is not empty: restore into an empty or new folder.`);

let settings;
try {
  settings = replicationSettings(process.env) ?? fail("LITESTREAM_REPLICA_URL is not set: there is no replica to restore from.");
} catch (error) {
  if (error instanceof ReplicationConfigError) fail(error.message);
  throw error;
}
// Holds password hashes and uploaded files: readable by the owner only.
fs.mkdirSync(to, { recursive: true, mode: 0o700 });
const dataDirDb = path.resolve(process.env.DATA_DIR?.trim() || "./data", "app.db");
const config = writeLitestreamConfig(settings, dataDirDb);
const restoredDb = path.join(to, "app.db");
const at = timestamp ? ["-timestamp", new Date(timestamp).toISOString()] : [];
const restore = spawnSync(litestreamBinary(), ["restore", "-config", config, "-o", restoredDb, ...at, dataDirDb], { stdio: "inherit" });
fs.rmSync(path.dirname(config), { recursive: true, force: true });
if (restore.status !== 0 || !fs.existsSync(restoredDb)) fail(`Could not restore from ${settings.displayUrl} (litestream restore exited ${restore.status}).`);

// Opening it brings it to this release's schema, as the server would; then the files come out of it.
const db = openDatabase(restoredDb);
const files = reconcileStoredFiles(db, to);
const sqlite = db.$client;
const count = (sql: string) => (sqlite.prepare(sql).get() as { n: number }).n;
const integrity = sqlite.pragma("integrity_check", { simple: true });
const missing = (sqlite.prepare("SELECT storage_key AS key FROM resource_files").all() as { key: string }[]).filter(
  ({ key }) => !fs.existsSync(path.join(to, "files", key)),
);
const summary = {
  users: count("SELECT count(*) AS n FROM users WHERE deleted_at IS NULL"),
  orders: count("SELECT count(*) AS n FROM orders"),
  paidOrders: count("SELECT count(*) AS n FROM orders WHERE status = 'paid'"),
  files: count("SELECT count(*) AS n FROM stored_files"),
};
sqlite.close();
if (integrity !== "ok") fail(`The restored database failed its integrity check: ${integrity}`);
if (missing.length > 0) fail(`The restored database names ${missing.length} guide files that are not there: ${missing.map((m) => m.key).join(", ")}`);
console.log(
  `Restored ${settings.displayUrl}${timestamp ? ` as of ${new Date(timestamp).toISOString()}` : ""} into ${to}: ` +
    `${summary.users} accounts, ${summary.orders} orders (${summary.paidOrders} paid), ${summary.files} files (${files.restored} written); integrity_check ok.`,
);
console.log(`To serve it: stop the site, put ${to} in place of its DATA_DIR (or point DATA_DIR at it), and start the site again.`);
