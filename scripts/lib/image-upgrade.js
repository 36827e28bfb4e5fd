/**
 * check:image's upgrade: the previous release's image (built from its commit:
 * PREVIOUS_RELEASE, else the commit of tests/fixtures/releases/previous-main)
 * runs on a volume and is used (a sign-up, a test-mode purchase, a guide
 * upload), is stopped, and the new image starts on the same volume: it backs
 * the database up before migrating, runs each migration once, and has the
 * account, the buyer's access, the order and the file. A second start
 * migrates nothing.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { postForm, uploadGuide } from "./clients.js";

const PASSWORD = "a-long-upgrade-password-2026";
const PREVIOUS_IMAGE = "hospitality-site:previous";

/**
 * @param {{ root: string, engineRun: (args: string[], options?: { check?: boolean, quiet?: boolean }) => string, buildFlags: string[],
 *   origin: string, startContainer: (name: string, options: { volume: string, image?: string }) => void,
 *   untilHealthy: (name: string) => Promise<number>, expect: (condition: boolean, label: string, detail?: string) => void, volumes: string[] }} check
 */
export async function checkUpgrade({ root, engineRun, buildFlags, origin, startContainer, untilHealthy, expect, volumes }) {
  const commit = previousRelease(root);
  const present = () => spawnSync("git", ["cat-file", "-e", `${commit}^{commit}`], { cwd: root }).status === 0;
  // A shallow clone (CI's may be) asks its origin for that one commit.
  if (!present()) spawnSync("git", ["fetch", "--quiet", "--depth=1", "origin", commit], { cwd: root, stdio: "ignore" });
  if (!present()) {
    // A shallow clone has no earlier release to build: said, not passed.
    console.log(`  NOT RUN  the upgrade from the previous release's image: commit ${commit.slice(0, 12)} is not in this clone (clone with its history, or set PREVIOUS_RELEASE)`);
    return;
  }
  const volume = `hospitality-upgrade-${process.pid}`;
  volumes.push(volume);
  buildAt(root, commit, (tree) => engineRun(["build", ...buildFlags, "-t", PREVIOUS_IMAGE, tree]));
  expect(true, "the previous release's image built", commit.slice(0, 12));

  startContainer("hospitality-upgrade-old", { volume, image: PREVIOUS_IMAGE });
  await untilHealthy("hospitality-upgrade-old");
  const email = `upgrade-${Date.now()}@example.com`;
  const signUp = await postForm(origin, "/signup", { email, password: PASSWORD, fullName: "Upgrade Customer" });
  const cookie = signUp.headers.getSetCookie().find((c) => c.startsWith("__session="))?.split(";")[0] ?? "";
  const checkout = await postForm(origin, "/checkout", { productId: "hospitality-bundle", returnTo: "/" }, cookie);
  const pay = checkout.headers.get("Location") ?? "";
  const paid = await postForm(origin, pay, { intent: "pay" }, cookie);
  const order = decodeURIComponent(pay.split("/").pop() ?? "");
  const upload = await uploadGuide(origin, cookie, "Uploaded before the upgrade");
  expect(Boolean(cookie) && paid.status === 303 && upload.status === 302, "the previous release's image takes a sign-up, a purchase and a guide upload", `${paid.status}, ${upload.status}`);
  const migrationsBefore = migrationCount(engineRun, "hospitality-upgrade-old");
  engineRun(["stop", "-t", "10", "hospitality-upgrade-old"], { quiet: true });
  engineRun(["rm", "-f", "hospitality-upgrade-old"], { quiet: true });

  startContainer("hospitality-upgrade-new", { volume });
  await untilHealthy("hospitality-upgrade-new");
  const log = engineRun(["logs", "hospitality-upgrade-new"], { quiet: true, check: false });
  const journal = JSON.parse(fs.readFileSync(path.join(root, "drizzle/meta/_journal.json"), "utf8")).entries.length;
  const migrationsAfter = migrationCount(engineRun, "hospitality-upgrade-new");
  expect(
    migrationsAfter.rows === journal && migrationsAfter.hashes === journal,
    "the new image on the old volume runs each migration once",
    `${migrationsBefore.rows} before, ${migrationsAfter.rows} after, ${journal} in this release`,
  );
  const backedUp = migrationsBefore.rows < journal ? /migrations? to run: backing up the database first/.test(log) && hasBackup(engineRun) : true;
  expect(backedUp, "it backs the database up before migrating", migrationsBefore.rows < journal ? "DATA_DIR/backups/pre-migration-*" : "nothing to migrate");

  const signIn = await postForm(origin, "/login", { email, password: PASSWORD });
  const newCookie = signIn.headers.getSetCookie().find((c) => c.startsWith("__session="))?.split(";")[0] ?? "";
  const account = await (await fetch(`${origin}/account`, { headers: { Cookie: newCookie } })).text();
  const oldSession = await fetch(`${origin}/account`, { headers: { Cookie: cookie }, redirect: "manual" });
  expect(
    account.includes("Premium access") && account.includes(`/account/orders/${encodeURIComponent(order)}/receipt`) && oldSession.status === 200,
    "after the upgrade the customer signs in (and stays signed in) with premium access and their order",
  );
  const files = engineRun(["exec", "hospitality-upgrade-new", "sh", "-c", "sha256sum /data/files/resources/*.pdf"], { quiet: true });
  expect(files.includes(upload.sha256), "after the upgrade the uploaded guide is on the volume, byte for byte");

  engineRun(["restart", "-t", "10", "hospitality-upgrade-new"], { quiet: true });
  await untilHealthy("hospitality-upgrade-new");
  const again = migrationCount(engineRun, "hospitality-upgrade-new");
  // The log holds both starts: the first one's backup line, and no second.
  const bothLogs = engineRun(["logs", "hospitality-upgrade-new"], { quiet: true, check: false });
  const backups = bothLogs.split("backing up the database first").length - 1;
  const starts = bothLogs.split("Replication is off").length - 1;
  expect(again.rows === journal && starts === 2 && backups === (migrationsBefore.rows < journal ? 1 : 0), "a second start of the new image migrates nothing and takes no backup", `${starts} starts, ${backups} backups`);
  engineRun(["rm", "-f", "hospitality-upgrade-new"], { quiet: true });
}

/** The commit of the release before this one. */
function previousRelease(root) {
  if (process.env.PREVIOUS_RELEASE) return execFileSync("git", ["rev-parse", process.env.PREVIOUS_RELEASE], { cwd: root, encoding: "utf8" }).trim();
  return JSON.parse(fs.readFileSync(path.join(root, "tests/fixtures/releases/previous-main/manifest.json"), "utf8")).commit;
}

/** Runs `build` on a checkout of `commit` (a git worktree, removed afterwards). */
function buildAt(root, commit, build) {
  const tree = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hcs-previous-")), "tree");
  execFileSync("git", ["worktree", "add", "--detach", tree, commit], { cwd: root, stdio: "ignore" });
  try {
    build(tree);
  } finally {
    execFileSync("git", ["worktree", "remove", "--force", tree], { cwd: root, stdio: "ignore" });
  }
}

function migrationCount(engineRun, container) {
  const script = "const D=require('better-sqlite3');const d=new D('/data/app.db',{readonly:true});console.log(JSON.stringify(d.prepare('SELECT count(*) AS rows, count(DISTINCT hash) AS hashes FROM __drizzle_migrations').get()))";
  return JSON.parse(engineRun(["exec", "-w", "/app", container, "node", "-e", script], { quiet: true }));
}

function hasBackup(engineRun) {
  return engineRun(["exec", "hospitality-upgrade-new", "sh", "-c", "ls -d /data/backups/pre-migration-*/app.db"], { quiet: true, check: false }).includes("app.db");
}
