/** The app's one database connection, opened and migrated at start-up. */
import { getEnv } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";
import { databasePath, openDatabase, type Db } from "./open.server";

export type { Db };

export const db: Db = singleton("db", () => openDatabase(databasePath(getEnv().DATA_DIR)));

/**
 * A query built and prepared on its first use, then kept: for the queries
 * every request runs, where building them anew cost more than running them.
 */
export function preparedOnce<T>(prepare: () => T): () => T {
  let statement: T | undefined;
  return () => (statement ??= prepare());
}
