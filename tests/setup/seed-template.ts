/**
 * Vitest's global setup: seeds one data folder per run, exactly as start-up
 * does (`seed/run.ts`). Tests that need the seeded site copy it
 * (tests/support/seeded.ts) instead of drawing the seed's fourteen PDFs again,
 * which costs seconds of CPU each time on a two-core machine.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SEED_TEMPLATE_ENV, runSeed } from "../support/seeded";

export default function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-seed-template-"));
  runSeed(dir, { ...process.env, NODE_ENV: "production" });
  // The test processes start after this and inherit it.
  process.env[SEED_TEMPLATE_ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
