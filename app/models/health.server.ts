import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";

/** One real query against a real table: proves the file is open, readable and migrated. */
export function pingDatabase() {
  db.run(sql`SELECT count(*) FROM settings`);
}
