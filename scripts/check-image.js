#!/usr/bin/env node
/**
 * `npm run check:image`: builds the image from the Dockerfile and runs it as
 * README's "Docker" section says (a named volume, SESSION_SECRET, PUBLIC_URL,
 * TRUST_PROXY), then checks through HTTP what an operator relies on: the
 * health check turns healthy; the main pages answer with their content;
 * sign-up, the test-mode checkout and Pay give access; the server runs as
 * `node`; a stop (SIGTERM) ends it with status 0 within 10 s; a new container
 * on the same volume still has the account and the order; the image holds no
 * devDependencies; the browser smoke run (tests/image/) passes against it;
 * under a 512 MiB memory limit it lives through bench-like load (50
 * connections, visitors and a premium customer) and 200 clients holding
 * unfinished form posts; and the replication drill (scripts/lib/image-replication.js:
 * a killed container on a lost volume comes back from a file:// replica), and the upgrade
 * (scripts/lib/image-upgrade.js: the previous release's image used on a volume, then this one
 * on the same volume). Prints each check, the image size, the time to
 * healthy, the peak memory and the stop time. Uses podman or docker,
 * whichever is installed; the base image must be there already (CI makes it
 * where it cannot be pulled).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import { checkReplication } from "./lib/image-replication.js";
import { checkUpgrade } from "./lib/image-upgrade.js";

const root = path.resolve(import.meta.dirname, "..");
const IMAGE = process.env.IMAGE_NAME ?? "hospitality-site:check";
const PORT = Number(process.env.IMAGE_PORT ?? 3990);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const VOLUME = `hospitality-check-${process.pid}`;
/** The smallest VPS plan the site is meant for leaves the container this much. */
const MEMORY_LIMIT = "512m";
const results = [];
const containers = [];
const volumes = [VOLUME];
const engine = containerEngine();

function containerEngine() {
  const has = (cmd) => spawnSync("sh", ["-c", `command -v ${cmd}`]).status === 0;
  if (has("podman")) {
    // This kind of machine: runc (crun refuses hybrid cgroups), explicit rlimits, host network.
    const runtime = fs.existsSync("/usr/sbin/runc") ? ["--runtime", "/usr/sbin/runc"] : [];
    const limits = ["--ulimit", "nofile=20000:20000", "--ulimit", "nproc=4096:4096"];
    return { cmd: "podman", global: runtime, build: ["--format", "docker", "--pull=never", "--network", "host", ...limits], run: ["--network", "host", ...limits] };
  }
  if (has("docker")) return { cmd: "docker", global: [], build: [], run: ["-p", `127.0.0.1:${PORT}:${PORT}`] };
  fail("neither podman nor docker is installed");
}

function engineRun(args, { check = true, quiet = false } = {}) {
  const result = spawnSync(engine.cmd, [...engine.global, ...args], { cwd: root, encoding: "utf8", stdio: quiet ? "pipe" : ["ignore", "pipe", "inherit"], maxBuffer: 64 * 1024 * 1024 });
  if (check && result.status !== 0) fail(`${engine.cmd} ${args.join(" ")} exited ${result.status}: ${result.stderr ?? ""}`);
  return result.stdout?.trim() ?? "";
}

function fail(message) {
  console.error(`\ncheck:image FAILED: ${message}`);
  cleanUp();
  process.exit(1);
}

function pass(label, detail = "") {
  results.push(label);
  console.log(`  ok  ${label}${detail ? ` (${detail})` : ""}`);
}

function expect(condition, label, detail) {
  if (!condition) fail(`${label}${detail ? `: ${detail}` : ""}`);
  pass(label, typeof detail === "string" ? detail : "");
}

function cleanUp() {
  for (const name of containers) spawnSync(engine.cmd, [...engine.global, "rm", "-f", name], { stdio: "ignore" });
  for (const volume of volumes) spawnSync(engine.cmd, [...engine.global, "volume", "rm", "-f", volume], { stdio: "ignore" });
}

/** As README's run line: the volume, the secret, the public URL, one proxy trusted (and what a check adds). */
function start(name, { volume = VOLUME, env = {}, mounts = [], image = IMAGE } = {}) {
  containers.push(name);
  const environment = {
    PORT: String(PORT),
    SESSION_SECRET: "check-image-secret-0123456789abcdef0123456789",
    PUBLIC_URL: ORIGIN,
    TRUST_PROXY: "1",
    ...env,
  };
  const flags = Object.entries(environment).flatMap(([name, value]) => ["-e", `${name}=${value}`]);
  const volumeFlags = [`${volume}:/data`, ...mounts].flatMap((mount) => ["-v", mount]);
  engineRun(["run", "-d", "--name", name, ...engine.run, "--memory", MEMORY_LIMIT, ...volumeFlags, ...flags, image], { quiet: true });
}

/** The most memory the container has used, in MB (cgroup v2, or v1 as on these machines). */
function peakMemoryMb(name) {
  const bytes = engineRun(
    ["exec", name, "sh", "-c", "cat /sys/fs/cgroup/memory.peak 2>/dev/null || cat /sys/fs/cgroup/memory/memory.max_usage_in_bytes"],
    { quiet: true },
  );
  return Number(bytes) / 1024 / 1024;
}

/** 50 connections for a few seconds on each page, as `npm run bench` does, for visitors and for `cookie`. */
async function loadAsBench(pages, cookie) {
  let answered = 0;
  for (const pathname of pages) {
    for (const headers of [{}, { cookie }]) {
      const result = await autocannon({ url: ORIGIN + pathname, connections: 50, duration: 3, headers });
      answered += result["2xx"];
    }
  }
  return answered;
}

/**
 * `count` clients each send most of a form post and then nothing: the server
 * holds their bodies until REQUEST_TIMEOUT_SECONDS. They let go after `holdMs`.
 */
async function holdUnfinishedPosts(count, holdMs) {
  const { hostname, port } = new URL(ORIGIN);
  const body = `message=${"x".repeat(60_000)}`;
  const sockets = [];
  for (let i = 0; i < count; i++) {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`POST /contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${ORIGIN}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length + 100}\r\n\r\n${body}`);
    });
    socket.on("error", () => {});
    sockets.push(socket);
  }
  await new Promise((resolve) => setTimeout(resolve, holdMs));
  const healthy = (await fetch(`${ORIGIN}/healthz`)).status === 200;
  for (const socket of sockets) socket.destroy();
  return healthy;
}

async function untilHealthy(name, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const running = engineRun(["inspect", "--format", "{{.State.Running}}", name], { quiet: true, check: false });
    if (running !== "true") fail(`container ${name} stopped: ${engineRun(["logs", name], { quiet: true, check: false })}`);
    // podman runs HEALTHCHECK on demand here (no systemd timers); docker runs it itself.
    const healthy =
      engine.cmd === "podman"
        ? spawnSync(engine.cmd, [...engine.global, "healthcheck", "run", name], { stdio: "ignore" }).status === 0
        : engineRun(["inspect", "--format", "{{.State.Health.Status}}", name], { quiet: true, check: false }) === "healthy";
    if (healthy) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  fail(`${name} not healthy after ${timeoutMs / 1000} s: ${engineRun(["logs", name], { quiet: true, check: false })}`);
}

const cookieJar = (previous, response) => {
  const jar = new Map(previous ? previous.split("; ").map((pair) => [pair.split("=")[0], pair]) : []);
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0];
    jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()].filter((pair) => !pair.endsWith("=")).join("; ");
};

async function page(pathname, cookie) {
  const response = await fetch(`${ORIGIN}${pathname}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  return { status: response.status, html: await response.text(), response };
}

function post(pathname, fields, cookie) {
  return fetch(`${ORIGIN}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
  });
}

/** Follows redirects as a browser does, keeping cookies. */
async function follow(response, cookie) {
  while (response.status >= 300 && response.status < 400) {
    cookie = cookieJar(cookie, response);
    response = await fetch(new URL(response.headers.get("Location"), ORIGIN), { headers: { Cookie: cookie }, redirect: "manual" });
  }
  return { cookie: cookieJar(cookie, response), html: await response.text(), status: response.status };
}

/** devDependencies present in the image that no production dependency needs. */
function devDependenciesIn(listing) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  const tree = spawnSync("npm", ["ls", "--omit=dev", "--all", "--parseable"], { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }).stdout;
  const needed = new Set(tree.split("\n").map((line) => line.split("node_modules/").pop()));
  const present = new Set(listing.split("\n").filter(Boolean));
  return Object.keys(pkg.devDependencies ?? {}).filter((name) => present.has(name) && !needed.has(name));
}

/** A premium post the seed always makes. */
const PREMIUM_POST = { slug: "covers-per-labour-hour-benchmarks", title: "Covers per Labour Hour" };
const email = `image-${Date.now()}@example.com`;
const password = "a-long-image-password-2026";

try {
  console.log(`check:image with ${engine.cmd}`);
  const buildStart = Date.now();
  engineRun(["build", ...engine.build, "-t", IMAGE, "."]);
  pass("image built from the Dockerfile", `${((Date.now() - buildStart) / 1000).toFixed(0)} s`);
  const bytes = Number(engineRun(["image", "inspect", "--format", "{{.Size}}", IMAGE], { quiet: true }));
  const modules = engineRun(["run", "--rm", ...engine.run, "--entrypoint", "du", IMAGE, "-sm", "/app/node_modules"], { quiet: true }).split(/\s/)[0];
  console.log(`  image size ${(bytes / 1e6).toFixed(0)} MB, node_modules ${modules} MB`);
  expect(Number(modules) <= 150, "the image's node_modules is at most 150 MB", `${modules} MB`);

  const listing = engineRun(["run", "--rm", ...engine.run, "--entrypoint", "sh", IMAGE, "-c", "cd /app/node_modules && ls -d * @*/* 2>/dev/null"], { quiet: true });
  const dev = devDependenciesIn(listing);
  expect(dev.length === 0, "the image holds no devDependencies", dev.length ? dev.join(", ") : `${listing.split("\n").length} packages`);
  const buildTools = ["typescript", "tsx", "esbuild"].filter((name) => listing.split("\n").includes(name));
  expect(buildTools.length === 0, "the image holds no build tools (typescript, tsx, esbuild)", buildTools.join(", "));

  start("hospitality-check-1");
  const toHealthy = await untilHealthy("hospitality-check-1");
  pass("HEALTHCHECK turns healthy", `${(toHealthy / 1000).toFixed(1)} s after start`);

  // The owner of /proc/1 is the user the container's first process (the server) runs as.
  const user = engineRun(["exec", "hospitality-check-1", "stat", "-c", "%U", "/proc/1"], { quiet: true });
  expect(user === "node", "the server runs as node, not root", user);

  for (const [pathname, text] of [
    ["/", "Kitchen &amp; Key"],
    ["/microfest-case-study", "Microfest"],
    ["/blog", "Knowledge Center"],
    ["/prompt-vault", "Prompt Vault"],
  ]) {
    const { status, html } = await page(pathname);
    expect(status === 200 && html.includes(text), `${pathname} answers 200 with its content`);
  }
  const teaser = await page(`/blog/${PREMIUM_POST.slug}`);
  expect(
    teaser.status === 200 && teaser.html.includes(PREMIUM_POST.title) && teaser.html.includes('"isAccessibleForFree":false'),
    "a premium post answers 200 with its teaser, marked as paywalled",
  );

  let signup = await follow(await post("/signup", { email, password, fullName: "Image Check" }));
  expect(signup.cookie.includes("__session="), "sign-up starts a session");
  const checkout = await post("/checkout", { productId: "hospitality-bundle", returnTo: "/" }, signup.cookie);
  const testCheckout = checkout.headers.get("Location") ?? "";
  expect(checkout.status === 303 || checkout.status === 302, "checkout goes to the test-mode payment page", testCheckout);
  const paid = await follow(await post(testCheckout, { intent: "pay" }, signup.cookie), signup.cookie);
  expect(paid.html.includes("Premium access"), "Pay gives premium access");

  const answered = await loadAsBench(["/", "/microfest-case-study", "/prompt-vault", `/blog/${PREMIUM_POST.slug}`, "/account"], signup.cookie);
  const heldOn = await holdUnfinishedPosts(200, 3000);
  const oomKilled = engineRun(["inspect", "--format", "{{.State.OOMKilled}}", "hospitality-check-1"], { quiet: true });
  expect(
    heldOn && oomKilled === "false" && (await page("/")).status === 200,
    `under --memory ${MEMORY_LIMIT} it lives through bench-like load and 200 unfinished posts`,
    `${answered} pages answered; peak memory ${peakMemoryMb("hospitality-check-1").toFixed(0)} MB`,
  );

  // The browser suite's smoke part, against this container: the image's Node, install and build.
  if (spawnSync(process.execPath, ["scripts/ensure-chromium.js"], { cwd: root, stdio: "inherit" }).status !== 0) fail("no Chromium for the smoke run");
  const smoke = spawnSync(path.join(root, "node_modules", ".bin", "playwright"), ["test", "-c", "playwright.image.config.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, IMAGE_ORIGIN: ORIGIN },
  });
  expect(smoke.status === 0, "the browser smoke run passes against the image (every sitemap page, sign-up, checkout and Pay, a premium post, a form; JS on and off)");

  const stopStart = Date.now();
  engineRun(["stop", "-t", "10", "hospitality-check-1"], { quiet: true });
  const stopMs = Date.now() - stopStart;
  const exitCode = engineRun(["inspect", "--format", "{{.State.ExitCode}}", "hospitality-check-1"], { quiet: true });
  expect(exitCode === "0" && stopMs < 10_000, "stop (SIGTERM) ends it with status 0 within 10 s", `status ${exitCode}, ${(stopMs / 1000).toFixed(1)} s`);

  start("hospitality-check-2");
  await untilHealthy("hospitality-check-2");
  const signIn = await follow(await post("/login", { email, password }));
  const account = await page("/account", signIn.cookie);
  expect(account.status === 200 && account.html.includes(email) && account.html.includes("Premium access"), "a new container on the same volume has the account and the order");
  expect(engineRun(["logs", "hospitality-check-2"], { quiet: true, check: false }).includes("Replication is off"), "without LITESTREAM_REPLICA_URL the container says replication is off");
  engineRun(["rm", "-f", "hospitality-check-2"], { quiet: true });

  await checkReplication({ engineRun, runFlags: engine.run, image: IMAGE, origin: ORIGIN, startContainer: start, untilHealthy, expect, volumes });
  await checkUpgrade({ root, engineRun, buildFlags: engine.build, origin: ORIGIN, startContainer: start, untilHealthy, expect, volumes });

  console.log(`\ncheck:image passed: ${results.length} checks`);
} catch (error) {
  fail(error instanceof Error ? error.stack : String(error));
} finally {
  cleanUp();
}
