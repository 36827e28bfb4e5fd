/**
 * Vitest's global setup: seeds one data folder per run, exactly as start-up
 * does (`seed/run.ts`). Tests that need the seeded site copy it
 * (tests/support/seeded.ts) instead of drawing the seed's fourteen PDFs again,
 * which costs seconds of CPU each time on a two-core machine.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SEED_TEMPLATE_ENV } from "../support/seeded";

const ROOT = path.resolve(import.meta.dirname, "../..");

export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-seed-template-"));
  const result = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), ["seed/run.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dir },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`seeding the template failed: ${result.stderr}`);
  // The test processes start after this and inherit it.
  process.env[SEED_TEMPLATE_ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
