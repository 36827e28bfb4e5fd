/**
 * A database as an earlier release left it: the migrations up to and including
 * `lastTag` applied to a new file, with no later one, so a test can write rows
 * the way that release did and then open the file as today's code does
 * (openDatabase applies the rest).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { MIGRATIONS_DIR } from "~/db/open.server";

type Journal = { entries: { tag: string }[] };

export function databaseAtMigration(lastTag: string): { file: string; sqlite: Database.Database } {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as Journal;
  const upTo = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (upTo < 0) throw new Error(`no migration ${lastTag}`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-old-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  const entries = journal.entries.slice(0, upTo + 1);
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) fs.copyFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hcs-old-db-")), "app.db");
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  migrate(drizzle(sqlite), { migrationsFolder: folder });
  return { file, sqlite };
}
