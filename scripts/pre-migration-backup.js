/**
 * Before a release migrates an existing database, start-up takes a backup
 * with `npm run db:backup` into DATA_DIR/backups/pre-migration-<time>, and
 * keeps the last three: the way back when a release must be rolled back
 * (README, "Upgrading"). A database already at this release's migrations, or
 * none at all, needs none.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export const KEPT_PRE_MIGRATION_BACKUPS = 3;
const PREFIX = "pre-migration-";

/** How many of the release's migrations the database at `file` has not run (0 when there is no database). */
export function pendingMigrations(file, migrationsDir) {
  if (!fs.existsSync(file)) return 0;
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, "meta", "_journal.json"), "utf8"));
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
    // Drizzle applies each migration whose folder time is after the last one it recorded.
    const last = table ? (db.prepare("SELECT max(created_at) AS at FROM __drizzle_migrations").get()?.at ?? 0) : 0;
    return journal.entries.filter((entry) => entry.when > last).length;
  } finally {
    db.close();
  }
}

/** Takes the backup when migrations are pending; returns its folder, or null. Exits start-up when the backup fails. */
export function backupBeforeMigrating({ root, dataDir, env }) {
  const pending = pendingMigrations(path.join(dataDir, "app.db"), path.join(root, "drizzle"));
  if (pending === 0) return null;
  const folder = path.join(dataDir, "backups", `${PREFIX}${new Date().toISOString().replace(/[:.]/g, "-")}`);
  console.log(`${pending} migration${pending === 1 ? "" : "s"} to run: backing up the database first, to ${folder}.`);
  const result = spawnSync(process.execPath, [path.join(root, "scripts", "db-backup.js"), folder], { cwd: root, env: { ...env, DATA_DIR: dataDir }, stdio: "inherit" });
  if (result.status !== 0) {
    // Migrating without the way back is not what the owner asked for: stop, and say why.
    console.error("The backup before migrating failed, so the database was not migrated. Free disk space or fix the error above, then start again.");
    process.exit(1);
  }
  pruneOldBackups(path.dirname(folder));
  return folder;
}

function pruneOldBackups(folder) {
  const backups = fs.readdirSync(folder).filter((name) => name.startsWith(PREFIX)).sort();
  for (const name of backups.slice(0, -KEPT_PRE_MIGRATION_BACKUPS)) fs.rmSync(path.join(folder, name), { recursive: true, force: true });
}
