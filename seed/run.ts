/** `npm run db:seed` (always) and start-up (`--if-empty`): migrate, then seed. */
import { databasePath, openDatabase } from "~/db/open.server";
import { dataDirFrom } from "~/utils/env.server";
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
db.$client.close();
