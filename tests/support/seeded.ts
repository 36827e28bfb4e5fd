/**
 * The seeded site for a test's own data folder. Under Vitest the seed is made
 * once per run (tests/setup/seed-template.ts) and copied; elsewhere (a browser
 * test, a script) it is made on the spot by the same seed as start-up.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const SEED_TEMPLATE_ENV = "HCS_SEED_TEMPLATE";
const ROOT = path.resolve(import.meta.dirname, "../..");

function template(): string | undefined {
  const dir = process.env[SEED_TEMPLATE_ENV];
  return dir && fs.existsSync(path.join(dir, "app.db")) ? dir : undefined;
}

/** The seed's stored files (its PDFs) in `dataDir`, so `seedDatabase` finds them and only fills the database. */
export function copySeedFiles(dataDir: string) {
  const from = template();
  if (from) fs.cpSync(path.join(from, "files"), path.join(dataDir, "files"), { recursive: true });
}

/**
 * A seeded database and its files in `dataDir`, as `npm start` leaves them on a
 * first start. A database already there (a test process may have it open) is
 * seeded in place instead of replaced.
 */
export function seedDataDir(dataDir: string, env: NodeJS.ProcessEnv) {
  const from = template();
  if (from && !fs.existsSync(path.join(dataDir, "app.db"))) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.copyFileSync(path.join(from, "app.db"), path.join(dataDir, "app.db"));
    copySeedFiles(dataDir);
    return;
  }
  copySeedFiles(dataDir);
  runSeed(dataDir, env);
}

/** The seed as start-up runs it (`seed/run.ts`: migrate, then seed), on `dataDir`. */
export function runSeed(dataDir: string, env: NodeJS.ProcessEnv, args: string[] = []) {
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), ["seed/run.ts", ...args], { cwd: ROOT, env: { ...env, DATA_DIR: dataDir }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`seed failed: ${result.stderr}`);
}
