/**
 * `npm run db:backup` while the site takes enquiries: the copy opens, passes
 * SQLite's integrity check, holds every enquiry acknowledged before the backup
 * began, the private files and the posts' images, and a server started on it serves the site.
 */
import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";

const ROOT = path.resolve(import.meta.dirname, "../../..");
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ seed: true, env: { TRUST_PROXY: "1" } });
}, 120_000);
afterAll(() => server.stop());

it("a backup taken during writes restores to a working site with every acknowledged enquiry", async () => {
  const cookieBefore = await signUpOverHttp(server, "before-backup@example.com");
  expect(cookieBefore).toMatch(/^__session=/);

  const acknowledged: { name: string; at: number }[] = [];
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      const name = `Backup writer ${i}`;
      const response = await post(server, "/enquiry", { name, email: `w${i}@example.com`, message: "Written during the backup." }, { headers: { "X-Forwarded-For": `10.9.${Math.floor(i / 250)}.${i % 250}` } });
      if (response.status === 303 || response.status === 302) acknowledged.push({ name, at: Date.now() });
    }
  })();
  await until(() => acknowledged.length >= 3); // the backup starts in the middle of writes
  // A post's uploaded image, and one still being written (a temp file the backup leaves out).
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#2a6f6b" } }).png().toBuffer();
  const imageName = `${createHash("sha256").update(image).digest("hex")}.png`;
  fs.mkdirSync(path.join(server.dataDir, "images"), { recursive: true });
  fs.writeFileSync(path.join(server.dataDir, "images", imageName), image);
  fs.writeFileSync(path.join(server.dataDir, "images", ".half-written.tmp"), "…");

  const target = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hcs-backup-")), "copy");
  const backupStarted = Date.now();
  const result = spawnSync(process.execPath, ["scripts/db-backup.js", target], { cwd: ROOT, env: { ...process.env, DATA_DIR: server.dataDir }, encoding: "utf8" });
  const backupEnded = Date.now();
  await until(() => acknowledged.some((a) => a.at > backupEnded)); // and writes go on after it
  writing = false;
  await writer;

  expect(result.status, result.stderr).toBe(0);
  expect(result.stdout).toContain("integrity_check ok");
  const before = acknowledged.filter((a) => a.at < backupStarted).map((a) => a.name);
  expect(before.length).toBeGreaterThan(0);

  const copy = new Database(path.join(target, "app.db"), { readonly: true });
  expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
  const stored = new Set(copy.prepare("SELECT name FROM enquiries").all().map((row) => (row as { name: string }).name));
  copy.close();
  for (const name of before) expect(stored.has(name), name).toBe(true);
  expect(fs.readdirSync(path.join(target, "files"), { recursive: true }).length).toBeGreaterThan(0);
  expect(fs.readdirSync(path.join(target, "images"))).toEqual([imageName]);

  // Restore: the copy is a data folder; a server started on it has the account made before the backup.
  const restored = await startServer({ dataDir: target });
  try {
    expect((await fetch(`${restored.origin}/healthz`)).status).toBe(200);
    expect((await fetch(`${restored.origin}/images/${imageName}`)).status).toBe(200);
    const signIn = await post(restored, "/login", { email: "before-backup@example.com", password: "a-long-test-password-2026" });
    expect(signIn.status).toBe(302);
  } finally {
    await restored.stop();
  }
}, 120_000);

async function until(condition: () => boolean, timeoutMs = 20_000) {
  for (const start = Date.now(); !condition(); ) {
    if (Date.now() - start > timeoutMs) throw new Error("timed out waiting for the writer");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
