/** `npm run db:migrate`: apply the SQL migrations in drizzle/ to DATA_DIR/app.db. */
import { databasePath, openDatabase } from "~/db/open.server";
import { dataDirFrom } from "~/utils/env.server";

const file = databasePath(dataDirFrom());
openDatabase(file).$client.close();
console.log(`Migrated ${file}.`);
