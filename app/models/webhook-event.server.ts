import { db } from "~/db/client.server";
import { webhookEvents } from "~/db/schema";

/**
 * Runs `handle` for an event id seen for the first time, in the same
 * transaction that stores the id: a replay changes nothing, and a handler that
 * throws leaves the id unstored so the provider's retry runs it again.
 */
export function handleEventOnce<T>(id: string, type: string, handle: () => T): { replay: true } | { replay: false; result: T } {
  return db.transaction(
    (tx) => {
      const stored = tx.insert(webhookEvents).values({ id, type }).onConflictDoNothing().run();
      if (stored.changes === 0) return { replay: true as const };
      return { replay: false as const, result: handle() };
    },
    { behavior: "immediate" },
  );
}
