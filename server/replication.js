/**
 * Continuous replication of the database with Litestream (docs/decisions/201):
 * the Litestream binary and its configuration file, and the status the
 * supervisor (scripts/start.js) keeps from Litestream's log. The settings and
 * the status file, which the app reads too, are in policy/replication-status.js.
 * Uploaded files travel inside the database (the stored_files table), so one
 * replica holds everything.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { ReplicationConfigError, STATUS_FILE } from "./policy/replication-status.js";

export { ReplicationConfigError, STATUS_FILE, readStatus, replicationProblem, replicationSettings } from "./policy/replication-status.js";
/** @typedef {import("./policy/replication-status.js").ReplicationStatus} ReplicationStatus */
/** @typedef {import("./policy/replication-status.js").ReplicationSettings} ReplicationSettings */

/** The Litestream binary the npm package ships (Linux x64 only); throws a one-line reason when absent. */
export function litestreamBinary() {
  try {
    const pkg = createRequire(import.meta.url).resolve("@flydotio/litestream-linux-x64/package.json");
    return path.join(path.dirname(pkg), "litestream");
  } catch {
    throw new ReplicationConfigError(`LITESTREAM_REPLICA_URL is set, but Litestream is not installed for ${process.platform} ${process.arch} (the npm package ships Linux x64 only).`);
  }
}

/**
 * Writes Litestream's configuration for the database at `dbPath` to a private
 * temporary file and returns its path. A sync every second; snapshots daily,
 * kept three days, which bounds how far back a point-in-time restore reaches.
 * @param {ReplicationSettings} settings
 * @param {string} dbPath
 */
export function writeLitestreamConfig(settings, dbPath) {
  const replica = [`      - url: ${JSON.stringify(settings.url)}`, "        sync-interval: 1s", "        snapshot-interval: 24h", "        retention: 72h"];
  if (settings.keyPath) replica.push(`        key-path: ${JSON.stringify(settings.keyPath)}`);
  if (settings.endpoint) replica.push(`        endpoint: ${JSON.stringify(settings.endpoint)}`);
  const yaml = ["dbs:", `  - path: ${JSON.stringify(path.resolve(dbPath))}`, "    replicas:", ...replica, ""].join("\n");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "litestream-"));
  const file = path.join(dir, "litestream.yml");
  // It may hold a password from the URL: readable by this user only.
  fs.writeFileSync(file, yaml, { mode: 0o600 });
  return file;
}

/**
 * What Litestream is doing, read from its log lines. A sync attempt that is
 * not followed by its "written" line, or an error, starts `failingSince`;
 * the next write that lands clears it. (A destination that refuses writes can
 * leave Litestream waiting without logging an error, so the silence counts.)
 * Kept in memory; `flush` saves it when it changed (the supervisor calls it
 * every second, so a busy site writes the file at most once a second).
 */
export class StatusTracker {
  /** @param {string} displayUrl @param {(status: ReplicationStatus) => void} save */
  constructor(displayUrl, save, now = Date.now()) {
    /** @type {ReplicationStatus} */
    this.status = { displayUrl, startedAt: now, lastSyncAt: null, failingSince: null, lastError: null };
    this.save = save;
    this.changed = true;
    this.flush();
  }

  /** @param {string} line one line of Litestream's log (logfmt) */
  read(line, now = Date.now()) {
    const msg = /msg=(?:"([^"]*)"|(\S+))/.exec(line);
    const message = msg?.[1] ?? msg?.[2] ?? "";
    const error = /level=ERROR/.test(line);
    if (message === "wal segment written" || message === "snapshot written") {
      this.status.lastSyncAt = now;
      this.status.failingSince = null;
    } else if (message === "write wal segment" || message === "write snapshot" || error) {
      this.status.failingSince ??= now;
      if (error) this.status.lastError = (/error="([^"]*)"/.exec(line)?.[1] ?? message).slice(0, 300);
    } else {
      return;
    }
    this.changed = true;
  }

  flush() {
    if (!this.changed) return;
    this.changed = false;
    this.save(this.status);
  }
}

/** Writes the status file atomically (the server reads it while it is replaced). */
export function saveStatus(/** @type {string} */ dataDir, /** @type {ReplicationStatus} */ status) {
  const file = path.join(dataDir, STATUS_FILE);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(status));
  fs.renameSync(tmp, file);
}

