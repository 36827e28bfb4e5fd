/** The app's one database connection, opened and migrated at start-up. */
import { getEnv } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";
import { databasePath, openDatabase, type Db } from "./open.server";

export type { Db };

export const db: Db = singleton("db", () => openDatabase(databasePath(getEnv().DATA_DIR)));
