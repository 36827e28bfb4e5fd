/**
 * The half of replication (docs/decisions/201) that the app reads too: the
 * settings from LITESTREAM_REPLICA_URL and its credentials, and the status file
 * the supervisor keeps, which /healthz and the admin dashboard read. Running
 * Litestream stays in server/replication.js.
 */
import fs from "node:fs";
import path from "node:path";

/**
 * What the supervisor last saw Litestream do.
 * @typedef {{ displayUrl: string, startedAt: number, lastSyncAt: number | null, failingSince: number | null, lastError: string | null }} ReplicationStatus
 */

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
