/** Start-up and `npm run db:seed`: migrate, then bring the reference data to this release's (seed/index.ts). */
import { databasePath, openDatabase } from "~/db/open.server";
import { dataDirFrom } from "~/utils/env.server";
import { reconcileStoredFiles } from "~/services/files/file-reconcile.server";
import { isDatabaseEmpty, seedDatabase } from "./index";
import type { SyncReport } from "./reference";

const DATA_DIR = dataDirFrom();
const db = openDatabase(databasePath(DATA_DIR));

// After a restore the disk lacks the uploaded files: the database has copies (docs/decisions/201).
// Written back first, so the seed finds its PDFs as they were and does not make new ones.
const before = reconcileStoredFiles(db, DATA_DIR);
if (before.restored > 0) console.log(`Wrote back ${before.restored} stored files from the database.`);

const started = performance.now();
const empty = isDatabaseEmpty(db);
const report = await seedDatabase(db, DATA_DIR);
const ms = Math.round(performance.now() - started);
console.log(empty ? `Seeded ${databasePath(DATA_DIR)} in ${ms} ms.` : `Reference data: ${summary(report)} (${ms} ms).`);
const recorded = before.recorded + reconcileStoredFiles(db, DATA_DIR).recorded;
if (recorded > 0) console.log(`Copied ${recorded} files into the database.`);
db.$client.close();

function summary(report: SyncReport) {
  const parts = [
    report.inserted.length && `${report.inserted.length} added (${report.inserted.join(", ")})`,
    report.updated.length && `${report.updated.length} updated (${report.updated.join(", ")})`,
    report.withdrawn.length && `${report.withdrawn.length} withdrawn from sale (${report.withdrawn.join(", ")})`,
    report.removed.length && `${report.removed.length} removed (${report.removed.join(", ")})`,
    report.kept.length && `${report.kept.length} columns changed on the site kept as they are (${report.kept.join(", ")})`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join("; ") : "up to date";
}
