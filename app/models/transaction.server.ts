import { db } from "~/db/client.server";

/**
 * Runs `work` in one transaction, so a service can store an event and the mail
 * it causes together (services/mail/mail.server.ts). Models that open their own
 * transaction inside it join this one (better-sqlite3 nests them as savepoints).
 */
export function inTransaction<T>(work: () => T): T {
  return db.transaction(() => work(), { behavior: "immediate" });
}
