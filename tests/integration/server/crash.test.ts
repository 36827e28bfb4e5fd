/**
 * The short version of `npm run crash-test`: a few rounds of
 * kill -9 during enquiries, purchases and webhook replays, then the checks.
 * The full 200 rounds run by hand; this keeps the script and the guarantees working.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { freePort } from "../../support/server";

const ROOT = path.resolve(import.meta.dirname, "../../..");

it("after 6 × kill -9, every acknowledged enquiry and paid order is stored, none twice, integrity ok", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-crash-"));
  const result = spawnSync(process.execPath, ["scripts/crash-test.js", "6"], {
    cwd: ROOT,
    // A port free now, not a fixed one another test or program may hold.
    env: { ...process.env, CRASH_DATA_DIR: dataDir, CRASH_PORT: String(await freePort()) },
    encoding: "utf8",
  });
  expect(result.status, result.stdout + result.stderr).toBe(0);
  expect(result.stdout).toMatch(/Enquiries: acknowledged [1-9]\d*, found \d+, lost 0/);
  expect(result.stdout).toMatch(/Paid orders: acknowledged [1-9]\d*, found \d+, lost 0/);
  expect(result.stdout).toContain("Double-fulfilled orders: 0; customers with access but no paid order: 0");
  expect(result.stdout).toContain("PRAGMA integrity_check: ok");
}, 120_000);
