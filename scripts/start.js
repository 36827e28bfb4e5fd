#!/usr/bin/env node
/**
 * `npm start`: the one command that runs the site on a fresh machine.
 * Builds when the build is missing or older than the sources, backs up a
 * database that is about to be migrated, migrates it and brings its reference
 * data to this release's (with the compiled seed in build/tools/), then runs
 * the production server (server/index.js) on PORT (3000). With
 * LITESTREAM_REPLICA_URL set, it first restores a missing database from the
 * replica and runs all of that as Litestream's child (scripts/replicate.js).
 */
import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ReplicationConfigError, replicationSettings } from "../server/replication.js";
import { nodeVersionProblem } from "./node-version.js";
import { backupBeforeMigrating } from "./pre-migration-backup.js";
import { superviseWithLitestream } from "./replicate.js";

const root = path.resolve(import.meta.dirname, "..");
// Only a warning here: the site may well run, but nothing was tested on this Node (`npm test` refuses it).
const wrongNode = nodeVersionProblem(process.versions.node);
loadEnvFile();
const env = { ...process.env };
/** Litestream runs this same script as its child: the steps before it are done. */
const underLitestream = env.LITESTREAM_SUPERVISED === "1";
if (wrongNode && !underLitestream) console.warn(`Warning: ${wrongNode}`);
env.DATA_DIR = path.resolve(root, env.DATA_DIR?.trim() || "./data");
env.PORT ||= "3000";

ensureSessionSecret();
const replication = replicationOrExit();
// A local run answers on localhost; a real deployment (NODE_ENV=production) must say where it lives.
if (!env.PUBLIC_URL && process.env.NODE_ENV !== "production") env.PUBLIC_URL = `http://localhost:${env.PORT}`;
if (process.env.NODE_ENV === "development") {
  // Under `npm run dev`, `remix dev` has built (and keeps rebuilding) the app; the tools are ours to build.
  run(process.execPath, ["scripts/build-tools.js"]);
} else if (!env.SKIP_BUILD && buildIsStale()) {
  run("npm", ["run", "build"]);
}
if (replication && !underLitestream) await superviseWithLitestream({ settings: replication, env, root });
if (!replication) console.log("Replication is off: LITESTREAM_REPLICA_URL is not set, so the database is only on this machine (README, \"Backups and restore\").");
// A release that migrates an existing database backs it up first (the last three are kept).
backupBeforeMigrating({ root, dataDir: env.DATA_DIR, env });
// Migrates, brings the reference data to this release's, and puts back any stored file missing from the disk (after a restore).
run(process.execPath, ["build/tools/seed.js"]);

// The server runs in this process (no wrapper to forward signals through).
Object.assign(process.env, env);
process.env.NODE_ENV ||= "production";
process.chdir(root);
await import("../server/index.js");

/**
 * `.env` beside the project (.env.example shows every variable), or the file
 * ENV_FILE names. What the real environment sets wins over the file, so a
 * container's or process manager's settings are never overridden.
 */
function loadEnvFile() {
  const file = process.env.ENV_FILE?.trim() || path.join(root, ".env");
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

/**
 * The server runs with NODE_ENV=production, where the app demands SESSION_SECRET.
 * For a local `npm start` we keep a generated one in DATA_DIR; a real deployment
 * (NODE_ENV=production set explicitly, as in the Dockerfile) must provide it.
 */
function ensureSessionSecret() {
  if (env.SESSION_SECRET) return;
  if (process.env.NODE_ENV === "production") {
    console.error("SESSION_SECRET is required in production (at least 32 random characters).");
    process.exit(1);
  }
  const file = path.join(env.DATA_DIR, ".session-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  env.SESSION_SECRET = fs.readFileSync(file, "utf8").trim();
  console.log(`Using the development session secret kept in ${file}.`);
}

/** The replica settings, or null when replication is off; a bad setting stops start-up with one line. */
function replicationOrExit() {
  try {
    return replicationSettings(env);
  } catch (error) {
    if (!(error instanceof ReplicationConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function buildIsStale() {
  const built = path.join(root, "build", "index.js");
  if (!fs.existsSync(built) || !fs.existsSync(path.join(root, "build", "tools", "seed.js"))) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  // The app's build bundles the policy it shares with the server (server/policy/).
  const sources = ["app", "server/policy", "seed", "scripts/migrate.ts", "scripts/grant-admin.ts", "remix.config.js", "postcss.config.js", "package.json", "tsconfig.json"];
  return sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
