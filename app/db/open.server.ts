/**
 * Opening the SQLite file: the only code that knows the database is a local file
 * (docs/design.md "Running it": moving to libSQL/LiteFS later means changing this file).
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { readMigrationFiles } from "drizzle-orm/migrator";
import * as schema from "./schema";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "drizzle");

export function databasePath(dataDir: string) {
  return path.join(dataDir, "app.db");
}

/** Opens (creating if needed) and migrates the database at `file`. */
export function openDatabase(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  // First, so that every step below waits its turn behind another process instead of failing.
  sqlite.pragma("busy_timeout = 5000");
  toWalMode(sqlite);
  sqlite.pragma("foreign_keys = ON");
  // FULL: a paid order must survive a power cut (WAL + NORMAL could lose the last commit).
  sqlite.pragma("synchronous = FULL");
  // Under Litestream, Litestream checkpoints the WAL once it has copied it; a checkpoint of ours
  // could move pages past it mid-copy and force a new snapshot (docs/decisions/201).
  if (process.env.LITESTREAM_SUPERVISED === "1") sqlite.pragma("wal_autocheckpoint = 0");
  const db = drizzle(sqlite, { schema }) as Db;
  takeTheWriteLockAtBegin(db);
  migrateUnderTheWriteLock(sqlite);
  return db;
}

/**
 * Drizzle's migrator (the same table, hashes and order), but it reads which
 * migrations have run only once it holds the write lock: two processes opening
 * one database at once (two starts, a start and a script) take turns, and the
 * second finds nothing left to do. Drizzle's own reads first and then begins,
 * so both would apply the first migration and one would fail.
 */
function migrateUnderTheWriteLock(sqlite: Database.Database) {
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  sqlite.exec(`CREATE TABLE IF NOT EXISTS "__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at numeric)`);
  const applyPending = sqlite.transaction(() => {
    const last = sqlite.prepare(`SELECT created_at AS at FROM "__drizzle_migrations" ORDER BY created_at DESC LIMIT 1`).get() as { at: number } | undefined;
    const record = sqlite.prepare(`INSERT INTO "__drizzle_migrations" ("hash", "created_at") VALUES (?, ?)`);
    for (const migration of migrations) {
      if (last && Number(last.at) >= migration.folderMillis) continue;
      for (const statement of migration.sql) sqlite.prepare(statement).run();
      record.run(migration.hash, migration.folderMillis);
    }
  });
  applyPending.immediate();
}

/** WAL mode on a new file needs a moment alone with it: another process opening it too is waited out, a few times. */
function toWalMode(sqlite: Database.Database) {
  for (let attempt = 1; ; attempt++) {
    try {
      sqlite.pragma("journal_mode = WAL");
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "SQLITE_BUSY" || attempt === 20) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
}

/**
 * Every transaction the app opens writes, and most read first (a free slug, a
 * row to update). A deferred one that has read cannot wait for the write lock:
 * if another connection (a second process, a script, the tests) wrote since its
 * read, SQLite fails it at once with SQLITE_BUSY, busy_timeout or not. So each
 * transaction begins IMMEDIATE: it takes the write lock first, waiting its turn.
 */
function takeTheWriteLockAtBegin(db: Db) {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) => transaction(run, { behavior: "immediate", ...config })) as Db["transaction"];
}
