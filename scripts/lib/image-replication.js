/**
 * check:image's replication drill (docs/decisions/201), against the real image
 * with a `file://` replica on a second volume: 20 customers sign up, 10 buy in
 * test mode and 2 upload a guide; once /healthz reports a sync after the last
 * write, the container is killed (-9) and its data volume deleted; a new
 * container on an empty volume with the same replica has every account, every
 * buyer's access and order, and both uploaded files. Then, with replication on:
 * SIGTERM stops it with 0 within 10 s, a crash of the server ends it non-zero,
 * and /healthz answers 503 once the replica cannot be written.
 */
import { postForm, uploadGuide } from "./clients.js";

const PASSWORD = "a-long-replica-password-2026";

/**
 * @param {{ engineRun: (args: string[], options?: { check?: boolean, quiet?: boolean }) => string, runFlags: string[], image: string, origin: string,
 *   startContainer: (name: string, options: { volume: string, env?: Record<string, string>, mounts?: string[] }) => void,
 *   untilHealthy: (name: string) => Promise<number>, expect: (condition: boolean, label: string, detail?: string) => void,
 *   volumes: string[] }} check
 */
export async function checkReplication({ engineRun, runFlags, image, origin, startContainer, untilHealthy, expect, volumes }) {
  const suffix = `${process.pid}`;
  const replica = `hospitality-replica-${suffix}`;
  const firstData = `hospitality-data-a-${suffix}`;
  const secondData = `hospitality-data-b-${suffix}`;
  volumes.push(replica, firstData, secondData);
  engineRun(["volume", "create", replica], { quiet: true });
  // A fresh volume mounted where the image has no folder belongs to root: give it to the site's user.
  engineRun(["run", "--rm", ...runFlags, "-u", "root", "-v", `${replica}:/replica`, "--entrypoint", "chown", image, "node:node", "/replica"], { quiet: true });
  const replicated = { volume: firstData, mounts: [`${replica}:/replica`], env: { LITESTREAM_REPLICA_URL: "file:///replica/site", HEALTH_REPLICA_MAX_AGE_SECONDS: "5" } };

  startContainer("hospitality-replica-1", replicated);
  await untilHealthy("hospitality-replica-1");
  const customers = [];
  for (let i = 0; i < 20; i++) {
    const email = `replica-${i}-${Date.now()}@example.com`;
    const signUp = await postForm(origin, "/signup", { email, password: PASSWORD, fullName: `Replica Customer ${i}` });
    const cookie = signUp.headers.getSetCookie().find((c) => c.startsWith("__session="))?.split(";")[0];
    expect(Boolean(cookie), `replica drill: customer ${i} signs up`);
    customers.push({ email, cookie, order: /** @type {string | null} */ (null) });
  }
  for (const [i, customer] of customers.slice(0, 10).entries()) {
    const product = i < 2 ? "hospitality-bundle" : "digital_kitchen_playbook";
    const checkout = await postForm(origin, "/checkout", { productId: product, returnTo: "/" }, customer.cookie);
    const pay = checkout.headers.get("Location") ?? "";
    const paid = await postForm(origin, pay, { intent: "pay" }, customer.cookie);
    expect(paid.status === 303, `replica drill: purchase ${i + 1} paid`, `${paid.status}`);
    customer.order = decodeURIComponent(pay.split("/").pop() ?? "");
  }
  const uploads = [];
  for (const customer of customers.slice(0, 2)) {
    const uploaded = await uploadGuide(origin, customer.cookie ?? "", `Uploaded by ${customer.email}`);
    expect(uploaded.status === 302, "replica drill: a guide upload is accepted", `${uploaded.status}`);
    uploads.push(uploaded.sha256);
  }
  const lastWrite = Date.now();
  const synced = await syncAfter(origin, lastWrite);
  expect(synced !== null, "/healthz reports a sync to the replica after the last write", synced ?? "");

  engineRun(["kill", "-s", "KILL", "hospitality-replica-1"], { quiet: true, check: false });
  engineRun(["rm", "-f", "hospitality-replica-1"], { quiet: true });
  engineRun(["volume", "rm", "-f", firstData], { quiet: true });

  startContainer("hospitality-replica-2", { ...replicated, volume: secondData });
  await untilHealthy("hospitality-replica-2");
  const restoredLog = engineRun(["logs", "hospitality-replica-2"], { quiet: true, check: false });
  expect(restoredLog.includes("Restored the database from file:///replica/site"), "a new container on an empty volume restores the database from the replica");
  let accounts = 0;
  let buyers = 0;
  for (const customer of customers) {
    const signIn = await postForm(origin, "/login", { email: customer.email, password: PASSWORD });
    const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith("__session="))?.split(";")[0];
    if (!cookie) continue;
    accounts++;
    const account = await (await fetch(`${origin}/account`, { headers: { Cookie: cookie } })).text();
    if (customer.order && account.includes("Premium access") && account.includes(`/account/orders/${encodeURIComponent(customer.order)}/receipt`)) buyers++;
  }
  expect(accounts === 20 && buyers === 10, "after the restore every account signs in and every buyer has access and their order", `${accounts} of 20 accounts, ${buyers} of 10 buyers`);
  const files = engineRun(["exec", "hospitality-replica-2", "sh", "-c", "sha256sum /data/files/resources/*.pdf"], { quiet: true });
  expect(uploads.every((sha) => files.includes(sha)), "after the restore both uploaded guides are on the new disk, byte for byte");

  const stopStart = Date.now();
  engineRun(["stop", "-t", "10", "hospitality-replica-2"], { quiet: true });
  const stopMs = Date.now() - stopStart;
  const stopped = engineRun(["inspect", "--format", "{{.State.ExitCode}}", "hospitality-replica-2"], { quiet: true });
  expect(stopped === "0" && stopMs < 10_000, "with replication on, stop (SIGTERM) ends it with status 0 within 10 s", `status ${stopped}, ${(stopMs / 1000).toFixed(1)} s`);

  startContainer("hospitality-replica-3", { ...replicated, volume: secondData });
  await untilHealthy("hospitality-replica-3");
  // The site is the child of the container's first process that runs scripts/start.js; kill it as a crash would.
  const findSite = `for d in /proc/[0-9]*; do if [ "$(cut -d' ' -f4 $d/stat)" = 1 ] && tr '\\0' ' ' < $d/cmdline | grep -q scripts/start.js; then basename $d; fi; done`;
  const site = engineRun(["exec", "hospitality-replica-3", "sh", "-c", findSite], { quiet: true });
  engineRun(["exec", "hospitality-replica-3", "sh", "-c", `kill -9 ${site}`], { quiet: true });
  const crashed = await exitCodeOf(engineRun, "hospitality-replica-3");
  expect(crashed !== null && crashed !== "0", "with replication on, a crash of the server ends the container with a non-zero status", `status ${crashed}`);

  startContainer("hospitality-replica-4", { ...replicated, volume: secondData });
  await untilHealthy("hospitality-replica-4");
  // Healthy comes within the start-up grace, maybe before the first sync: wait for one so the failure below is the replica's.
  const firstSync = await syncAfter(origin, 0);
  expect(firstSync !== null, "with replication on, a restarted container syncs to the replica", firstSync ?? "");
  engineRun(["exec", "-u", "root", "hospitality-replica-4", "chmod", "-R", "a-w", "/replica"], { quiet: true });
  const failing = await healthUntil(origin, (status) => status === 503);
  expect(/replication: FAILING \(nothing has reached file:\/\/\/replica\/site/.test(failing), "/healthz answers 503 once the replica cannot be written for longer than HEALTH_REPLICA_MAX_AGE_SECONDS", failing.split("\n").find((line) => line.startsWith("replication")) ?? "");
  engineRun(["exec", "-u", "root", "hospitality-replica-4", "chmod", "-R", "u+w", "/replica"], { quiet: true });
  engineRun(["rm", "-f", "hospitality-replica-3", "hospitality-replica-4"], { quiet: true, check: false });
}

/** The time of the first sync /healthz reports after `since` (each check writes a heartbeat the next sync carries), or null after a minute. */
async function syncAfter(origin, since) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const body = await (await fetch(`${origin}/healthz`)).text();
    const last = /replication: ok \(last sync (\S+) to/.exec(body)?.[1];
    if (last && Date.parse(last) > since + 1500) return last;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}

async function healthUntil(origin, wanted) {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; ) {
    const response = await fetch(`${origin}/healthz`).catch(() => null);
    if (response && wanted(response.status)) return response.text();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return "";
}

async function exitCodeOf(engineRun, name) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    if (engineRun(["inspect", "--format", "{{.State.Running}}", name], { quiet: true, check: false }) === "false") {
      return engineRun(["inspect", "--format", "{{.State.ExitCode}}", name], { quiet: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}
