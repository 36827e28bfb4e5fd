#!/usr/bin/env node
/**
 * `npm run check:nginx`: runs the README's nginx block for real, with Debian's
 * nginx on loopback in front of the production server (TRUST_PROXY=1), and
 * checks what a visitor and a customer get through it. Prints each check;
 * exits 1 if any fails. Touches no system nginx configuration.
 */
import { execSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { COOKIES } from "../server/policy/index.js";
import { waitUntilUp } from "./lib/wait-until-up.js";

const root = path.resolve(import.meta.dirname, "..");
const APP_PORT = 3480;
const NGINX_PORT = 3481;
const site = `http://127.0.0.1:${NGINX_PORT}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-check-"));
const dataDir = path.join(work, "data");

const nginx = ensureNginx();
if (!fs.existsSync(path.join(root, "build", "index.js"))) run("npm", ["run", "build"]);
fs.writeFileSync(path.join(work, "nginx.conf"), nginxConfig());

const app = spawn(process.execPath, ["scripts/start.js"], {
  cwd: root,
  env: { ...process.env, PORT: String(APP_PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, SKIP_BUILD: "1", PUBLIC_URL: site, TRUST_PROXY: "1", LOG_LEVEL: "warn", SESSION_SECRET: "nginx-check-secret-".padEnd(40, "x") },
  stdio: ["ignore", "ignore", "inherit"],
});
const proxy = spawn(nginx, ["-p", work, "-c", path.join(work, "nginx.conf"), "-g", "daemon off;"], { stdio: "inherit" });

let failed = 0;
try {
  await waitUntilUp(`${site}/healthz`);
  await check("a second anonymous request for a page is a cache HIT in nginx", async () => {
    await fetch(`${site}/microfest-case-study`).then((r) => r.text());
    const second = await fetch(`${site}/microfest-case-study`);
    return second.headers.get("x-cache-status") === "HIT";
  });
  await check("a visitor carrying the referral cookie still gets nginx's stored page", async () => {
    await fetch(`${site}/microfest-case-study`).then((r) => r.text());
    const referred = await fetch(`${site}/microfest-case-study`, { headers: { Cookie: `${COOKIES.referral}=any` } });
    return referred.headers.get("x-cache-status") === "HIT";
  });
  const email = `nginx-${Date.now()}@example.com`;
  let cookie = "";
  await check("sign-up works through nginx", async () => {
    const response = await post("/signup", { email, password: "through-nginx-2026", fullName: "Nginx Check" });
    cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="))?.split(";")[0] ?? "";
    return response.status === 302 && cookie !== "";
  });
  await check("a signed-in page bypasses nginx's cache and shows the account", async () => {
    await fetch(`${site}/`).then((r) => r.text());
    await fetch(`${site}/`).then((r) => r.text());
    const mine = await fetch(`${site}/`, { headers: { Cookie: cookie } });
    return mine.headers.get("x-cache-status") === "BYPASS" && (await mine.text()).includes(email);
  });
  await check("no signed-in page is ever served from nginx's cache to a visitor", async () => {
    for (let i = 0; i < 3; i++) {
      await fetch(`${site}/prompt-vault`, { headers: { Cookie: cookie } }).then((r) => r.text());
      const visitor = await (await fetch(`${site}/prompt-vault`)).text();
      const home = await (await fetch(`${site}/`)).text();
      if (visitor.includes(email) || home.includes(email)) return false;
    }
    return true;
  });
  await check("an enquiry works through nginx and is stored with the client's address limits", async () => {
    const response = await post("/enquiry", { name: "Nginx Check", email, message: "An enquiry sent through nginx.", returnTo: "/" });
    const db = new Database(path.join(dataDir, "app.db"), { readonly: true });
    const stored = db.prepare("SELECT count(*) AS n FROM enquiries WHERE email = ?").get(email).n;
    db.close();
    return response.status === 302 && stored === 1;
  });
  await check("a cross-site post through nginx is a 403 page, not a 500", async () => {
    const response = await post("/contact", { name: "x" }, "https://evil.example");
    return response.status === 403;
  });
} finally {
  proxy.kill("SIGTERM");
  app.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(failed === 0 ? "\nnginx recipe: all checks passed" : `\nnginx recipe: ${failed} check(s) failed`);
process.exit(failed === 0 ? 0 : 1);

function post(pathname, fields, origin = site) {
  return fetch(`${site}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

async function check(name, test) {
  let ok = false;
  try {
    ok = await test();
  } catch (error) {
    console.error(error);
  }
  if (!ok) failed++;
  console.log(`${ok ? "ok  " : "FAIL"} ${name}`);
}

/** The README's block, with loopback ports and a scratch cache folder. */
function nginxConfig() {
  const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
  const block = /<!-- nginx-recipe -->\s*```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error("README.md has no nginx recipe block");
  const recipe = block
    .replace("listen 80;", `listen 127.0.0.1:${NGINX_PORT};`)
    .replace("http://127.0.0.1:3000", `http://127.0.0.1:${APP_PORT}`)
    .replace("/var/cache/nginx/site", path.join(work, "cache"));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${path.join(work, t)};`).join("\n  ");
  // As root, nginx's workers would run as www-data, which cannot enter our private scratch folder.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}pid ${path.join(work, "nginx.pid")};\nerror_log ${path.join(work, "error.log")};\nevents {}\nhttp {\n  access_log off;\n  ${temp}\n${recipe}\n}\n`;
}

function ensureNginx() {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (fs.existsSync(candidate)) return candidate;
  if (process.getuid?.() !== 0) throw new Error("nginx not found: apt-get install nginx");
  console.log("Installing Debian's nginx package...");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light || apt-get install -y -qq nginx", { stdio: "inherit" });
  return "/usr/sbin/nginx";
}


function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
