/**
 * Replication as the app sees it (docs/decisions/201): off, or the replica's
 * address (without credentials), the last sync and what is wrong, read from the
 * status file the supervisor keeps (server/policy/replication-status.js).
 */
import { readStatus, replicationProblem, replicationSettings } from "../../../server/policy/replication-status.js";
import { getEnv } from "~/utils/env.server";

export type ReplicationState =
  | { on: false }
  | { on: true; displayUrl: string; lastSyncAt: string | null; problem: string | null; maxAgeSeconds: number };

export function replicationState(now = Date.now()): ReplicationState {
  const env = getEnv();
  if (!env.LITESTREAM_REPLICA_URL) return { on: false };
  const status = readStatus(env.DATA_DIR);
  const maxAgeSeconds = env.HEALTH_REPLICA_MAX_AGE_SECONDS;
  return {
    on: true,
    displayUrl: status?.displayUrl ?? displayUrlOf(env.LITESTREAM_REPLICA_URL),
    lastSyncAt: status?.lastSyncAt ? new Date(status.lastSyncAt).toISOString() : null,
    problem: replicationProblem(status, maxAgeSeconds, now),
    maxAgeSeconds,
  };
}

function displayUrlOf(url: string) {
  try {
    return replicationSettings({ ...process.env, LITESTREAM_REPLICA_URL: url })?.displayUrl ?? "";
  } catch {
    return "(the replica URL is not valid)";
  }
}
