/**
 * Continuous replication of the database with Litestream (docs/decisions/201):
 * the settings read from LITESTREAM_REPLICA_URL and its credentials, the
 * Litestream binary and its configuration file, and the status file the
 * supervisor (scripts/start.js) keeps from Litestream's log, which /healthz
 * and the admin dashboard read. Uploaded files travel inside the database
 * (the stored_files table), so one replica holds everything.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

/** In DATA_DIR: what the supervisor last saw Litestream do. */
export const STATUS_FILE = "replication.json";
const HOW = "such as s3://bucket/site, sftp://user@host/path or file:///backup/site";

export class ReplicationConfigError extends Error {}

/**
 * @typedef {{ url: string, displayUrl: string, scheme: string, keyPath?: string, endpoint?: string }} ReplicationSettings
 * @param {Record<string, string | undefined>} env
 * @returns {ReplicationSettings | null} null when replication is off
 */
export function replicationSettings(env) {
  const raw = env.LITESTREAM_REPLICA_URL?.trim();
  if (!raw) return null;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new ReplicationConfigError(`LITESTREAM_REPLICA_URL is not a URL: use one ${HOW}.`);
  }
  const scheme = url.protocol.replace(/:$/, "");
  const settings = { url: raw, displayUrl: withoutSecrets(url), scheme };
  const need = (/** @type {string[]} */ names, /** @type {string} */ what) => {
    if (names.every((name) => env[name]?.trim())) return;
    throw new ReplicationConfigError(`LITESTREAM_REPLICA_URL is ${scheme}://, which needs ${what}.`);
  };
  switch (scheme) {
    case "file":
      if (url.host || url.pathname.length < 2) throw new ReplicationConfigError(`LITESTREAM_REPLICA_URL must name a folder as file:///absolute/path (got "${settings.displayUrl}").`);
      return settings;
    case "s3":
      if (!url.host) throw new ReplicationConfigError(`LITESTREAM_REPLICA_URL must name a bucket: s3://bucket/path (got "${settings.displayUrl}").`);
      if (!(env.LITESTREAM_ACCESS_KEY_ID?.trim() && env.LITESTREAM_SECRET_ACCESS_KEY?.trim())) {
        need(["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"], "LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)");
      }
      return { ...settings, endpoint: env.LITESTREAM_ENDPOINT?.trim() || undefined };
    case "sftp": {
      if (!url.host || !url.username) throw new ReplicationConfigError(`LITESTREAM_REPLICA_URL must name a user and host: sftp://user@host/path (got "${settings.displayUrl}").`);
      const keyPath = env.LITESTREAM_SFTP_KEY_PATH?.trim();
      if (!url.password && !keyPath) throw new ReplicationConfigError("LITESTREAM_REPLICA_URL is sftp://, which needs LITESTREAM_SFTP_KEY_PATH (a private key file) or a password in the URL.");
      if (keyPath && !fs.existsSync(keyPath)) throw new ReplicationConfigError(`LITESTREAM_SFTP_KEY_PATH names ${keyPath}, which does not exist.`);
      return { ...settings, keyPath };
    }
    case "gcs":
      need(["GOOGLE_APPLICATION_CREDENTIALS"], "GOOGLE_APPLICATION_CREDENTIALS");
      return settings;
    case "abs":
      need(["LITESTREAM_AZURE_ACCOUNT_KEY"], "LITESTREAM_AZURE_ACCOUNT_KEY");
      return settings;
    default:
      throw new ReplicationConfigError(`LITESTREAM_REPLICA_URL has the scheme "${scheme}", which Litestream does not write to: use one ${HOW}.`);
  }
}

/** The URL as it may be shown and logged: no password, no query (keys can ride there). */
function withoutSecrets(/** @type {URL} */ url) {
  const user = url.username ? `${url.username}@` : "";
  return `${url.protocol}//${user}${url.host}${url.pathname}`;
}

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
 * @typedef {{ displayUrl: string, startedAt: number, lastSyncAt: number | null, failingSince: number | null, lastError: string | null }} ReplicationStatus
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

/** @returns {ReplicationStatus | null} */
export function readStatus(/** @type {string} */ dataDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, STATUS_FILE), "utf8"));
  } catch {
    return null;
  }
}

/**
 * The health of replication at `now`: null when it is fine, else why not.
 * @param {ReplicationStatus | null} status
 * @param {number} maxAgeSeconds
 */
export function replicationProblem(status, maxAgeSeconds, now = Date.now()) {
  if (!status) return "LITESTREAM_REPLICA_URL is set but Litestream is not running (start the site with npm start or the image)";
  const seconds = (/** @type {number} */ since) => Math.round((now - since) / 1000);
  if (status.failingSince !== null && seconds(status.failingSince) > maxAgeSeconds) {
    return `nothing has reached ${status.displayUrl} for ${seconds(status.failingSince)} s (limit ${maxAgeSeconds} s)${status.lastError ? `: ${status.lastError}` : ""}`;
  }
  if (status.lastSyncAt === null && seconds(status.startedAt) > maxAgeSeconds) {
    return `no sync to ${status.displayUrl} in the ${seconds(status.startedAt)} s since start (limit ${maxAgeSeconds} s)`;
  }
  return null;
}
