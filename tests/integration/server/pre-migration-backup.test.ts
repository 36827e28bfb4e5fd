/**
 * Start-up (scripts/start.js, as the image runs it) backs up a database it is
 * about to migrate, keeps the last three such backups, and takes none when
 * nothing is to migrate.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { copySeedFiles } from "../../support/seeded";
import { productionEnv, waitUntilUp } from "../../support/server";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/releases/first-payments");

/** Runs `node scripts/start.js` until it serves, then stops it; returns what it printed. */
async function startAndStop(dataDir: string): Promise<string> {
  const child = spawn(process.execPath, ["scripts/start.js"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: productionEnv(dataDir, { SKIP_BUILD: "1" }),
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  await waitUntilUp(child, () => output);
  child.kill("SIGTERM");
  expect(await exited).toBe(0);
  return output;
}

const backups = (dataDir: string) => (fs.existsSync(path.join(dataDir, "backups")) ? fs.readdirSync(path.join(dataDir, "backups")).sort() : []);
const migrationsIn = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe("the backup before migrating", () => {
  it("is taken of the database as it was, once, and the last three are kept", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-premigrate-"));
    fs.copyFileSync(path.join(FIXTURE, "app.db"), path.join(dataDir, "app.db"));
    copySeedFiles(dataDir);
    const before = migrationsIn(path.join(dataDir, "app.db"));
    for (const old of ["2026-01-01T00-00-00-000Z", "2026-02-01T00-00-00-000Z", "2026-03-01T00-00-00-000Z"]) {
      fs.mkdirSync(path.join(dataDir, "backups", `pre-migration-${old}`), { recursive: true });
    }

    const first = await startAndStop(dataDir);
    expect(first).toMatch(/\d+ migrations to run: backing up the database first/);
    const kept = backups(dataDir);
    expect(kept).toHaveLength(3);
    expect(kept[0]).toBe("pre-migration-2026-02-01T00-00-00-000Z");
    const taken = path.join(dataDir, "backups", kept[2]!, "app.db");
    expect(migrationsIn(taken)).toBe(before);
    expect(migrationsIn(path.join(dataDir, "app.db"))).toBeGreaterThan(before);

    const second = await startAndStop(dataDir);
    expect(second).not.toContain("backing up");
    expect(backups(dataDir)).toEqual(kept);
  }, 180_000);

  it("is not taken on a first start, with no database yet", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-premigrate-new-"));
    copySeedFiles(dataDir);
    const output = await startAndStop(dataDir);
    expect(output).not.toContain("backing up");
    expect(backups(dataDir)).toEqual([]);
  }, 180_000);
});
