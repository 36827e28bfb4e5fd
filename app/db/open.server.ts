/**
 * Opening the SQLite file: the only code that knows the database is a local file
 * (docs/design.md "Running it": moving to libSQL/LiteFS later means changing this file).
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
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
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL: a paid order must survive a power cut (WAL + NORMAL could lose the last commit).
  sqlite.pragma("synchronous = FULL");
  // Under Litestream, Litestream checkpoints the WAL once it has copied it; a checkpoint of ours
  // could move pages past it mid-copy and force a new snapshot (docs/decisions/201).
  if (process.env.LITESTREAM_SUPERVISED === "1") sqlite.pragma("wal_autocheckpoint = 0");
  const db = drizzle(sqlite, { schema }) as Db;
  takeTheWriteLockAtBegin(db);
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return db;
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
