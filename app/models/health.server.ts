/**
 * What /healthz checks, one function each: the database answers a read and
 * commits a write, the data folder has room, and mail is going out.
 */
import fs from "node:fs";
import { inArray, min, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailOutbox, settings } from "~/db/schema";

/** One real query against a real table: the file is open, readable and migrated. */
export function pingDatabase() {
  db.run(sql`SELECT count(*) FROM settings`);
}

/** A committed write (a full or read-only disk fails here while reads still work). */
export function writeHeartbeat(now = new Date()) {
  db.insert(settings)
    .values({ key: "health_heartbeat", value: now.toISOString(), updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: now.toISOString(), updatedAt: now } })
    .run();
}

/** Free space in the folder, in MiB, as a non-root process may use it. */
export function freeMegabytes(folder: string) {
  const stats = fs.statfsSync(folder);
  return Math.floor((stats.bavail * stats.bsize) / (1024 * 1024));
}

/** When the oldest mail still waiting to be sent was queued, or null. */
export function oldestWaitingMail(): Date | null {
  const row = db
    .select({ oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ["queued", "sending"]))
    .get();
  return row?.oldest ?? null;
}
