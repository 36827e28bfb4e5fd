/**
 * `npm start` (and the image) with LITESTREAM_REPLICA_URL set: restores the
 * database from the replica when this machine has none, then runs Litestream
 * (`litestream replicate`, a sync every second) and the site side by side and
 * stays in front of both (docs/decisions/201):
 * - signals go to the site; when it ends, Litestream gets a last sync and stops,
 *   and this process exits with the site's status (a crash is non-zero);
 * - Litestream's log becomes the status file /healthz reads (server/replication.js);
 * - a Litestream that stalls (0.3.13 can wait for ever after a failed write) or
 *   exits is started again, without stopping the site.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { StatusTracker, litestreamBinary, saveStatus, writeLitestreamConfig } from "../server/replication.js";

/** Litestream's line for every sync: kept in the status file, left out of the log. */
const SYNC_LINE = /msg="(write wal segment|wal segment written)"/;
/** How long Litestream gets for its last sync once the site has stopped. */
const LAST_SYNC_MS = 5_000;

/**
 * @param {{ settings: import("../server/replication.js").ReplicationSettings, env: NodeJS.ProcessEnv, root: string }} options
 * @returns {Promise<never>}
 */
export async function superviseWithLitestream({ settings, env, root }) {
  const dataDir = /** @type {string} */ (env.DATA_DIR);
  const dbPath = path.join(dataDir, "app.db");
  const binary = litestreamBinary();
  const config = writeLitestreamConfig(settings, dbPath);
  fs.mkdirSync(dataDir, { recursive: true });
  restoreIfMissing(binary, config, dbPath, settings.displayUrl, env);

  // A sync that has not landed for this long means Litestream is stuck: start it again (well before /healthz gives up).
  const maxAge = Number(env.HEALTH_REPLICA_MAX_AGE_SECONDS) || 300;
  const stallMs = Math.min(60, Math.max(5, maxAge / 2)) * 1000;
  const tracker = new StatusTracker(settings.displayUrl, (status) => saveStatus(dataDir, status));
  let litestream = startLitestream(binary, config, tracker, env);
  let startedAt = Date.now();
  let stopping = false;
  const respawn = () => {
    if (stopping) return;
    litestream = startLitestream(binary, config, tracker, env);
    startedAt = Date.now();
    litestream.on("exit", whenLitestreamExits);
  };
  const whenLitestreamExits = (/** @type {number | null} */ code) => {
    if (stopping) return;
    console.error(`Litestream exited (${code}); starting it again.`);
    setTimeout(respawn, 1000).unref();
  };
  litestream.on("exit", whenLitestreamExits);
  const watching = setInterval(() => {
    tracker.flush();
    const { failingSince } = tracker.status;
    if (failingSince !== null && Date.now() - Math.max(failingSince, startedAt) > stallMs) {
      console.error(`Litestream has not written to ${settings.displayUrl} for ${Math.round((Date.now() - failingSince) / 1000)} s; starting it again.`);
      litestream.removeAllListeners("exit");
      litestream.kill("SIGKILL");
      respawn();
    }
  }, 1000);
  console.log(`Replicating the database to ${settings.displayUrl} (Litestream, a sync every second).`);

  const site = spawn(process.execPath, [...process.execArgv, path.join(root, "scripts", "start.js")], {
    cwd: root,
    env: { ...env, LITESTREAM_SUPERVISED: "1", SKIP_BUILD: "1" },
    stdio: "inherit",
  });
  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) process.on(signal, () => site.kill(signal));
  const code = await new Promise((resolve) => site.on("exit", (status, signal) => resolve(status ?? (signal ? 1 : 0))));

  stopping = true;
  clearInterval(watching);
  await lastSync(litestream);
  tracker.flush();
  fs.rmSync(path.dirname(config), { recursive: true, force: true });
  process.exit(code);
}

/** A machine without the database (a new server, a lost disk) starts from the replica, if there is one. */
function restoreIfMissing(/** @type {string} */ binary, /** @type {string} */ config, /** @type {string} */ dbPath, /** @type {string} */ displayUrl, /** @type {NodeJS.ProcessEnv} */ env) {
  if (fs.existsSync(dbPath)) return;
  const restore = spawnSync(binary, ["restore", "-config", config, "-if-db-not-exists", "-if-replica-exists", dbPath], { stdio: "inherit", env });
  if (restore.status !== 0) {
    console.error(`Could not restore the database from ${displayUrl} (litestream restore exited ${restore.status}).`);
    process.exit(1);
  }
  console.log(fs.existsSync(dbPath) ? `Restored the database from ${displayUrl}.` : `No replica at ${displayUrl} yet: starting with a new database.`);
}

/** @returns {import("node:child_process").ChildProcess} */
function startLitestream(/** @type {string} */ binary, /** @type {string} */ config, /** @type {StatusTracker} */ tracker, /** @type {NodeJS.ProcessEnv} */ env) {
  const litestream = spawn(binary, ["replicate", "-config", config], { env, stdio: ["ignore", "pipe", "inherit"] });
  readline.createInterface({ input: /** @type {import("node:stream").Readable} */ (litestream.stdout) }).on("line", (line) => {
    tracker.read(line);
    if (!SYNC_LINE.test(line)) console.log(line);
  });
  return litestream;
}

/** Litestream copies what is left, then stops; one that cannot is killed after LAST_SYNC_MS. */
async function lastSync(/** @type {import("node:child_process").ChildProcess} */ litestream) {
  if (litestream.exitCode !== null || litestream.signalCode !== null) return;
  const exited = new Promise((resolve) => litestream.on("exit", resolve));
  litestream.kill("SIGTERM");
  const timer = setTimeout(() => litestream.kill("SIGKILL"), LAST_SYNC_MS);
  await exited;
  clearTimeout(timer);
}
