/** `npm run db:seed` (always) and start-up (`--if-empty`): migrate, then seed. */
import { databasePath, openDatabase } from "~/db/open.server";
import { dataDirFrom } from "~/utils/env.server";
import { reconcileStoredFiles } from "~/services/file-reconcile.server";
import { isDatabaseEmpty, seedDatabase } from "./index";

const onlyIfEmpty = process.argv.includes("--if-empty");
const DATA_DIR = dataDirFrom();
const db = openDatabase(databasePath(DATA_DIR));

if (onlyIfEmpty && !isDatabaseEmpty(db)) {
  console.log("Database already has data; seed skipped.");
} else {
  const started = performance.now();
  await seedDatabase(db, DATA_DIR);
  console.log(`Seeded ${databasePath(DATA_DIR)} in ${Math.round(performance.now() - started)} ms.`);
}
// After a restore the disk lacks the uploaded files: the database has copies (docs/decisions/201).
const files = reconcileStoredFiles(db, DATA_DIR);
if (files.restored > 0) console.log(`Wrote back ${files.restored} stored files from the database.`);
if (files.recorded > 0) console.log(`Copied ${files.recorded} files into the database.`);
db.$client.close();
