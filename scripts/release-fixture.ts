/**
 * `npx tsx scripts/release-fixture.ts <name> <commit>`: the database an earlier
 * release leaves behind, for the upgrade tests (tests/fixtures/releases/<name>).
 * That release's own checkout (a git worktree, sharing today's node_modules)
 * migrates and seeds a new data folder with its own seed/run.ts, then
 * scripts/lib/release-activity.ts writes a month of use through its own
 * password hashing and session cookie. Kept: app.db (vacuumed), the uploaded
 * files, and manifest.json (the commit, the session secret, what was written).
 * docs/decisions/203 says why the fixtures are committed.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

const [name, commit] = process.argv.slice(2);
if (!name || !commit) {
  console.error("usage: npx tsx scripts/release-fixture.ts <name> <commit>");
  process.exit(2);
}
const root = path.resolve(import.meta.dirname, "..");
const target = path.join(root, "tests", "fixtures", "releases", name);
const fullCommit = execFileSync("git", ["rev-parse", commit], { cwd: root, encoding: "utf8" }).trim();
const work = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-release-"));
const tree = path.join(work, "tree");
const dataDir = path.join(work, "data");
const secret = `fixture-secret-of-${name}-0123456789abcdef`;

execFileSync("git", ["worktree", "add", "--detach", tree, fullCommit], { cwd: root, stdio: "inherit" });
try {
  fs.symlinkSync(path.join(root, "node_modules"), path.join(tree, "node_modules"));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SESSION_SECRET: secret, NODE_ENV: "production", PUBLIC_URL: "http://localhost:3000" };
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  execFileSync(tsx, ["seed/run.ts", "--if-empty"], { cwd: tree, env, stdio: "inherit" });
  fs.copyFileSync(path.join(root, "scripts", "lib", "release-activity.ts"), path.join(tree, "release-activity.ts"));
  const manifest = JSON.parse(execFileSync(tsx, ["release-activity.ts"], { cwd: tree, env, encoding: "utf8" }).trim().split("\n").pop()!);

  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  const db = new Database(path.join(dataDir, "app.db"));
  // The copies of the seed's PDFs (12 MB, from 0013 on) are left out: the next start copies them
  // in again from the disk, as for any site from before 0013. The customer's upload keeps its copy.
  if (db.prepare("SELECT name FROM sqlite_master WHERE name = 'stored_files'").get()) {
    const kept = (manifest.uploads as string[]).map((key) => `files/${key}`);
    db.prepare(`DELETE FROM stored_files WHERE path NOT IN (${kept.map(() => "?").join(", ") || "''"})`).run(...kept);
  }
  db.prepare("VACUUM INTO ?").run(path.join(target, "app.db"));
  db.close();
  for (const key of manifest.uploads as string[]) {
    fs.mkdirSync(path.dirname(path.join(target, "files", key)), { recursive: true });
    fs.copyFileSync(path.join(dataDir, "files", key), path.join(target, "files", key));
  }
  const subject = execFileSync("git", ["log", "-1", "--format=%cs %s", fullCommit], { cwd: root, encoding: "utf8" }).trim();
  fs.writeFileSync(path.join(target, "manifest.json"), `${JSON.stringify({ name, commit: fullCommit, subject: subject.slice(0, 120), secret, ...manifest }, null, 2)}\n`);
  console.log(`Wrote ${target} (${Math.round(fs.statSync(path.join(target, "app.db")).size / 1024)} KB database).`);
} finally {
  execFileSync("git", ["worktree", "remove", "--force", tree], { cwd: root, stdio: "inherit" });
  fs.rmSync(work, { recursive: true, force: true });
}
