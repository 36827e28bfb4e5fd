import type { LoaderFunctionArgs } from "@remix-run/node";
import { freeMegabytes, oldestWaitingMail, pingDatabase, writeHeartbeat } from "~/models/health.server";
import { replicationState } from "~/services/files/replication.server";
import { isStorageFault, markStorageHealthy, reportStorageFault } from "~/services/files/storage-faults.server";
import { getEnv } from "~/utils/env.server";
import { CACHE_CONTROL, RETRY_AFTER_SECONDS } from "../../server/policy/index.js";

type Check = { name: string; ok: boolean; detail: string };

/**
 * Health a monitor can trust (the Dockerfile's HEALTHCHECK uses it): 200 only
 * when the database answers a read and commits a write, the data folder has
 * room, no mail has waited too long, and (when replication is on) writes reach
 * the replica; otherwise 503. The body names each
 * check. Never cached; not behind maintenance; HEAD gets the same status.
 */
export async function loader(_: LoaderFunctionArgs) {
  const env = getEnv();
  const checks = [
    check("database read", () => (pingDatabase(), "")),
    check("database write", () => {
      try {
        writeHeartbeat();
      } catch (error) {
        if (isStorageFault(error)) reportStorageFault(error, "GET /healthz");
        throw error;
      }
      markStorageHealthy();
      return "";
    }),
    check("free space", () => {
      const free = freeMegabytes(env.DATA_DIR);
      return pass(free >= env.HEALTH_MIN_FREE_MB, `${free} MB free in the data folder (floor ${env.HEALTH_MIN_FREE_MB} MB)`);
    }),
    check("mail queue", () => {
      const oldest = oldestWaitingMail();
      if (!oldest) return "nothing waiting";
      const minutes = Math.floor((Date.now() - oldest.getTime()) / 60_000);
      return pass(minutes < env.HEALTH_MAIL_MAX_AGE_MINUTES, `oldest waiting mail queued ${minutes} min ago (limit ${env.HEALTH_MAIL_MAX_AGE_MINUTES} min)`);
    }),
    check("replication", () => {
      const replication = replicationState();
      if (!replication.on) return "off (LITESTREAM_REPLICA_URL is not set)";
      if (replication.problem) throw new Failing(replication.problem);
      return replication.lastSyncAt ? `last sync ${replication.lastSyncAt} to ${replication.displayUrl}` : `starting, to ${replication.displayUrl}`;
    }),
  ];
  const healthy = checks.every((c) => c.ok);
  const lines = checks.map((c) => `${c.name}: ${c.ok ? "ok" : "FAILING"}${c.detail ? ` (${c.detail})` : ""}`);
  const body = `${healthy ? "OK" : "UNHEALTHY"}\n${lines.join("\n")}\n`;
  const headers: Record<string, string> = { "Cache-Control": CACHE_CONTROL.never, "Content-Type": "text/plain; charset=utf-8" };
  if (!healthy) headers["Retry-After"] = String(RETRY_AFTER_SECONDS.unhealthy);
  return new Response(body, { status: healthy ? 200 : 503, headers });
}

class Failing extends Error {}

/** A check's outcome: ok with its detail, or failing with what it met (logged too). */
function check(name: string, run: () => string): Check {
  try {
    return { name, ok: true, detail: run() };
  } catch (error) {
    const detail = error instanceof Failing ? error.message : error instanceof Error ? error.message : String(error);
    if (!(error instanceof Failing) && !isStorageFault(error)) console.error(`healthz: ${name} failed: ${detail}`);
    return { name, ok: false, detail };
  }
}

function pass(ok: boolean, detail: string) {
  if (!ok) throw new Failing(detail);
  return detail;
}
