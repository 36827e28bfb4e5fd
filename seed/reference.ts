/**
 * The rows the code owns (the catalogue, prompts, bundles, premium resources,
 * white papers and seed posts) reach every database at every start, without
 * undoing what the admin changed: a three-way merge per column against the
 * values the code last wrote, kept in `reference_rows` (docs/decisions/202).
 */
import { and, eq, getTableColumns, getTableName, is, SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "~/db/open.server";
import { products, referenceRows } from "~/db/schema";

/** What a release does with a row the code no longer has. */
type Removal = "withdraw" | "delete-unchanged" | "keep";

export type OwnedTable = {
  table: SQLiteTable & { id: SQLiteColumn };
  rows: readonly ({ id: string } & Record<string, unknown>)[];
  /**
   * True where the site lets the admin edit and delete such rows (posts). On a
   * database from before the ledger, a missing row of such a table may be one
   * they deleted, and a difference their edit; elsewhere both are an earlier release's.
   */
  adminEditable: boolean;
  removal: Removal;
};

export type SyncReport = { inserted: string[]; updated: string[]; kept: string[]; removed: string[]; withdrawn: string[] };

type Stored = Record<string, unknown>;

/** Applies the code's rows of each table; returns what changed, as `table/id` (and `table/id.column` for kept edits). */
export function syncReferenceRows(db: Db, tables: OwnedTable[]): SyncReport {
  const report: SyncReport = { inserted: [], updated: [], kept: [], removed: [], withdrawn: [] };
  // better-sqlite3 runs the transaction on the one connection: `db` inside it is inside it.
  db.transaction(() => {
    const adopting = !db.select({ id: referenceRows.rowId }).from(referenceRows).limit(1).get() && hasRows(db);
    for (const owned of tables) syncTable(db, owned, adopting, report);
  });
  return report;
}

function hasRows(db: Db) {
  return Boolean(db.select({ id: products.id }).from(products).limit(1).get());
}

function syncTable(db: Db, owned: OwnedTable, adopting: boolean, report: SyncReport) {
  const name = getTableName(owned.table);
  const ledger = new Map(
    db
      .select({ rowId: referenceRows.rowId, codeValues: referenceRows.codeValues })
      .from(referenceRows)
      .where(eq(referenceRows.tableName, name))
      .all()
      .map((r) => [r.rowId, r.codeValues]),
  );
  for (const row of owned.rows) {
    const code = storedValues(owned.table, row);
    const current = readRow(db, name, Object.keys(code), row.id);
    const base = ledger.get(row.id);
    if (!current) {
      if (base) continue;
      if (adopting && owned.adminEditable) {
        // Perhaps the admin deleted it: recorded, so that later releases know it as deleted too.
        record(db, name, row.id, code);
        continue;
      }
      // A slug or file name the admin has since used elsewhere wins: the code's row waits, unrecorded.
      if (!insertRow(db, owned.table, row)) continue;
      report.inserted.push(`${name}/${row.id}`);
    } else if (base) {
      mergeRow(db, name, row.id, { base, current, code }, report);
    } else if (owned.adminEditable) {
      // A database from before the ledger: what differs from the code is taken as the admin's.
      for (const column of Object.keys(code)) if (!same(current[column], code[column])) report.kept.push(`${name}/${row.id}.${column}`);
    } else {
      // Only an earlier release wrote this row: it takes this release's values.
      mergeRow(db, name, row.id, { base: current, current, code }, report);
    }
    record(db, name, row.id, code);
  }
  const inCode = new Set(owned.rows.map((r) => r.id));
  for (const [rowId, base] of ledger) if (!inCode.has(rowId)) removeRow(db, owned, name, rowId, base, report);
  if (adopting && !owned.adminEditable) {
    // Rows an earlier release had and this one dropped, before the ledger could record them.
    const rows = db.$client.prepare(`SELECT * FROM "${name}"`).all() as Stored[];
    for (const row of rows) if (!inCode.has(String(row.id))) removeRow(db, owned, name, String(row.id), row, report);
  }
}

/** Each column still as the code last wrote it takes the code's value now; the admin's stay. */
function mergeRow(db: Db, name: string, rowId: string, values: { base: Stored; current: Stored; code: Stored }, report: SyncReport) {
  const { base, current, code } = values;
  const changes: Stored = {};
  for (const [column, value] of Object.entries(code)) {
    if (same(current[column], value)) continue;
    if (column in base && same(current[column], base[column])) changes[column] = value;
    else if (!(column in base) || !same(base[column], value)) report.kept.push(`${name}/${rowId}.${column}`);
  }
  if (Object.keys(changes).length === 0) return;
  const assignments = Object.keys(changes).map((c) => `"${c}" = ?`).join(", ");
  db.$client.prepare(`UPDATE "${name}" SET ${assignments} WHERE id = ?`).run(...Object.values(changes), rowId);
  report.updated.push(`${name}/${rowId}`);
}

function removeRow(db: Db, owned: OwnedTable, name: string, rowId: string, base: Stored, report: SyncReport) {
  const current = readRow(db, name, Object.keys(base), rowId);
  if (owned.removal === "withdraw") {
    // Orders and purchases name the product: it stays, no longer for sale. The ledger keeps it withdrawn.
    const withdrawn = db.$client.prepare(`UPDATE "${name}" SET withdrawn_at = ? WHERE id = ? AND withdrawn_at IS NULL`).run(Date.now(), rowId);
    if (withdrawn.changes > 0) report.withdrawn.push(`${name}/${rowId}`);
    return;
  }
  if (owned.removal === "delete-unchanged" && current && Object.keys(base).every((c) => same(current[c], base[c]))) {
    db.$client.prepare(`DELETE FROM "${name}" WHERE id = ?`).run(rowId);
    report.removed.push(`${name}/${rowId}`);
  }
  // Edited by the admin, or kept by rule: the row is theirs from now on.
  db.delete(referenceRows).where(and(eq(referenceRows.tableName, name), eq(referenceRows.rowId, rowId))).run();
}

/** The row as SQLite stores it (column names, JSON text, 0/1, epoch ms); columns the row leaves to an SQL default are not the code's. */
function storedValues(table: SQLiteTable, row: Record<string, unknown>): Stored {
  const values: Stored = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = key in row ? row[key] : column.default;
    if (value === undefined || is(value, SQL)) continue;
    values[column.name] = value === null ? null : column.mapToDriverValue(value);
  }
  return values;
}

function readRow(db: Db, name: string, columns: string[], rowId: string): Stored | undefined {
  const list = columns.map((c) => `"${c}"`).join(", ");
  return db.$client.prepare(`SELECT ${list} FROM "${name}" WHERE id = ?`).get(rowId) as Stored | undefined;
}

function insertRow(db: Db, table: SQLiteTable, row: Record<string, unknown>): boolean {
  return db.insert(table).values(row).onConflictDoNothing().run().changes > 0;
}

function record(db: Db, name: string, rowId: string, code: Stored) {
  db.insert(referenceRows)
    .values({ tableName: name, rowId, codeValues: code })
    .onConflictDoUpdate({ target: [referenceRows.tableName, referenceRows.rowId], set: { codeValues: code } })
    .run();
}

function same(a: unknown, b: unknown) {
  return a === b || (typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b));
}
