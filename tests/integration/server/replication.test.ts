/**
 * Replication with the real Litestream binary, through `npm start`'s script
 * (scripts/start.js, as the image runs it) and a file:// replica: a lost data
 * folder comes back with every account, order and uploaded file; a restore to
 * a moment between two purchases has the first only; signals and crashes end
 * the site as they should; /healthz says when the replica stops being written.
 */
import Database from "better-sqlite3";
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { post, productionEnv, waitUntilUp } from "../../support/server";
import { seedDataDir } from "../../support/seeded";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const PASSWORD = "a-long-test-password-2026";
const running: Site[] = [];
afterAll(() => {
  for (const site of running) {
    // A group a test has not ended already (its supervisor gone, Litestream or the site may be left).
    try {
      process.kill(-site.child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  }
});

type Site = { origin: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** `node scripts/start.js` on `dataDir`, replicating to `replica`, in a process group of its own (so a test can kill all of it at once). */
async function startSite(dataDir: string, replica: string, env: Record<string, string> = {}): Promise<Site> {
  const child = spawn(process.execPath, ["scripts/start.js"], {
    cwd: ROOT,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: productionEnv(dataDir, {
      SESSION_SECRET: "replication-test-secret-long-enough-0123456789",
      SKIP_BUILD: "1",
      LITESTREAM_REPLICA_URL: `file://${replica}`,
      ...env,
    }),
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const site = { child, output: () => output, exited, origin: "" };
  running.push(site);
  site.origin = await waitUntilUp(child, site.output, 1200);
  return site;
}

/** A seeded data folder (copied from the run's seeded site) and an empty place for its replica. */
function folders() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-replication-"));
  const dataDir = path.join(base, "data");
  seedDataDir(dataDir, { ...process.env, DATA_DIR: dataDir });
  return { base, dataDir, replica: path.join(base, "replica") };
}

const health = async (site: Site) => {
  const response = await fetch(`${site.origin}/healthz`);
  return { status: response.status, text: await response.text() };
};

/** Waits until /healthz reports a sync that began after `since` (each check writes a heartbeat, which the next sync carries). */
async function syncedAfter(site: Site, since: number) {
  for (;;) {
    const last = /replication: ok \(last sync (\S+) to/.exec((await health(site)).text)?.[1];
    if (last && Date.parse(last) > since + 1500) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function signUp(site: Site, email: string) {
  const response = await post(site, "/signup", { email, password: PASSWORD, fullName: "Replica Customer" });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (!cookie) throw new Error(`sign-up failed: ${response.status}`);
  return cookie.split(";")[0]!;
}

/** Buys `productId` in test mode; returns the order id. */
async function buy(site: Site, cookie: string, productId = "digital_kitchen_playbook") {
  const checkout = await post(site, "/checkout", { productId, returnTo: "/" }, { cookie });
  const location = checkout.headers.get("Location")!;
  expect((await post(site, location, { intent: "pay" }, { cookie })).status).toBe(303);
  return decodeURIComponent(location.split("/").pop()!);
}

const signsIn = async (site: Site, email: string) => (await post(site, "/login", { email, password: PASSWORD })).status === 302;
const accountPage = async (site: Site, cookie: string) => (await fetch(`${site.origin}/account`, { headers: { Cookie: cookie } })).text();

describe("replication with Litestream", () => {
  it("a data folder lost after a crash comes back from the replica: accounts, purchases and an uploaded guide", async () => {
    const { dataDir, replica } = folders();
    const site = await startSite(dataDir, replica);
    const buyers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const email = `replica-${i}-${Date.now()}@example.com`;
      const cookie = await signUp(site, email);
      if (i < 2) await buy(site, cookie);
      buyers.push(email);
    }
    const member = await signUp(site, `uploader-${Date.now()}@example.com`);
    await buy(site, member, "hospitality-bundle");
    const form = new FormData();
    form.set("resourceId", "prompt-rulebook");
    form.set("file", new Blob([Buffer.from("%PDF-1.7\nreplicated guide\n%%EOF\n")], { type: "application/pdf" }), "replicated.pdf");
    const upload = await fetch(`${site.origin}/resources`, { method: "POST", redirect: "manual", headers: { Origin: site.origin, Cookie: member }, body: form });
    expect(upload.status).toBe(302);
    const uploaded = (new Database(path.join(dataDir, "app.db"), { readonly: true }).prepare("SELECT storage_key AS key FROM resource_files WHERE original_name = 'replicated.pdf'").get() as { key: string }).key;
    await syncedAfter(site, Date.now());

    // The server dies with its disk: the whole process group, at once.
    process.kill(-site.child.pid!, "SIGKILL");
    await site.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });

    const restored = await startSite(dataDir, replica);
    expect(restored.output()).toContain("Restored the database from file://");
    for (const [i, email] of buyers.entries()) {
      const cookie = (await post(restored, "/login", { email, password: PASSWORD })).headers.getSetCookie().find((c) => c.startsWith("__session="))!.split(";")[0]!;
      const account = await accountPage(restored, cookie);
      expect(account, email).toContain(email);
      expect(account.includes("Free account"), email).toBe(i >= 2);
    }
    expect(fs.readFileSync(path.join(dataDir, "files", uploaded), "utf8")).toContain("replicated guide");
    process.kill(-restored.child.pid!, "SIGTERM");
    expect(await restored.exited).toBe(0);
  }, 180_000);

  it("npm run db:restore to a moment between two purchases has the first and not the second", async () => {
    const { base, dataDir, replica } = folders();
    const site = await startSite(dataDir, replica);
    const cookie = await signUp(site, `pitr-${Date.now()}@example.com`);
    const first = await buy(site, cookie, "digital_kitchen_playbook");
    await syncedAfter(site, Date.now());
    const between = new Date();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const second = await buy(site, cookie, "digital_sop_template_collection");
    await syncedAfter(site, Date.now());

    const restore = (to: string, timestamp?: Date) =>
      spawnSync(process.execPath, ["build/tools/db-restore.js", "--to", to, ...(timestamp ? ["--timestamp", timestamp.toISOString()] : [])], {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...process.env, LITESTREAM_REPLICA_URL: `file://${replica}`, DATA_DIR: dataDir },
      });
    const paidIn = (dir: string) =>
      (new Database(path.join(dir, "app.db"), { readonly: true }).prepare("SELECT id FROM orders WHERE status = 'paid'").all() as { id: string }[]).map((o) => o.id);

    const then = restore(path.join(base, "then"), between);
    expect(then.status, then.stderr).toBe(0);
    expect(then.stdout).toContain("integrity_check ok");
    expect(paidIn(path.join(base, "then"))).toContain(first);
    expect(paidIn(path.join(base, "then"))).not.toContain(second);
    const now = restore(path.join(base, "now"));
    expect(now.status, now.stderr).toBe(0);
    expect(paidIn(path.join(base, "now"))).toEqual(expect.arrayContaining([first, second]));
    // The files come out with the database.
    expect(fs.existsSync(path.join(base, "now", "files", "products", "digital-kitchen-playbook.pdf"))).toBe(true);
    expect(restore(path.join(base, "now")).stderr).toContain("is not empty");
    process.kill(-site.child.pid!, "SIGTERM");
    expect(await site.exited).toBe(0);
  }, 180_000);

  it("SIGTERM ends the server and Litestream with status 0; a crash of the server ends them with a non-zero status", async () => {
    const { dataDir, replica } = folders();
    const site = await startSite(dataDir, replica);
    process.kill(site.child.pid!, "SIGTERM");
    expect(await site.exited).toBe(0);
    expect(site.output()).toContain("litestream shut down");

    const again = await startSite(dataDir, replica);
    // The site is the supervisor's child beside Litestream: the one running scripts/start.js.
    const server = execFileSync("pgrep", ["-P", String(again.child.pid), "-f", "scripts/start.js"], { encoding: "utf8" }).trim();
    process.kill(Number(server), "SIGKILL");
    expect(await again.exited).not.toBe(0);
  }, 180_000);

  it("/healthz answers 503 once the replica has not been written for longer than HEALTH_REPLICA_MAX_AGE_SECONDS, and 200 again once it is", async () => {
    const { dataDir, replica } = folders();
    const site = await startSite(dataDir, replica, { HEALTH_REPLICA_MAX_AGE_SECONDS: "2" });
    await syncedAfter(site, Date.now());
    // The destination cannot be written: a file where its folder was (even root cannot write into that).
    fs.renameSync(replica, `${replica}.away`);
    fs.writeFileSync(replica, "not a folder");
    let failing = await health(site);
    while (failing.status === 200) failing = await health(site);
    expect(failing.status).toBe(503);
    expect(failing.text).toMatch(/replication: FAILING \(nothing has reached file:\/\/\S+ for \d+ s \(limit 2 s\)/);
    fs.rmSync(replica);
    fs.renameSync(`${replica}.away`, replica);
    let back = await health(site);
    while (back.status !== 200) back = await health(site);
    expect(back.text).toContain("replication: ok (last sync");
    process.kill(-site.child.pid!, "SIGKILL");
  }, 180_000);

  it("a replica URL it cannot use, or one without its credentials, stops start-up with one line naming the variable", () => {
    for (const [url, line] of [
      ["backups on the nas", "LITESTREAM_REPLICA_URL is not a URL: use one such as s3://bucket/site, sftp://user@host/path or file:///backup/site."],
      ["s3://bucket/site", "LITESTREAM_REPLICA_URL is s3://, which needs LITESTREAM_ACCESS_KEY_ID and LITESTREAM_SECRET_ACCESS_KEY (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)."],
    ]) {
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", SKIP_BUILD: "1", DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "hcs-bad-replica-")), PUBLIC_URL: "http://127.0.0.1", SESSION_SECRET: "replication-test-secret-long-enough-0123456789", LITESTREAM_REPLICA_URL: url };
      for (const name of ["LITESTREAM_ACCESS_KEY_ID", "LITESTREAM_SECRET_ACCESS_KEY", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"]) delete env[name];
      const run = spawnSync(process.execPath, ["scripts/start.js"], { cwd: ROOT, env, encoding: "utf8", timeout: 30_000 });
      expect(run.status, url).toBe(1);
      expect(run.stderr.trim().split("\n"), url).toEqual([line]);
      expect(fs.existsSync(path.join(env.DATA_DIR!, "app.db")), url).toBe(false);
    }
  });
});
