#!/usr/bin/env node
/**
 * The newsletter part of `npm run bench:mail`: the production server (as
 * `npm start` runs it) on a fresh seeded database, its mail going to a local
 * SMTP server started here, 10,000 confirmed subscribers, and a premium post
 * sent to all of them by the admin's send form. Prints the time to freeze the
 * audience (the form's answer) and to hand every recipient to the outbox, the
 * send rate the local SMTP server sees, and visitors' page latency (p99 at a
 * fixed rate) before and during the send. Loopback only; bounded in time: the
 * rate is measured over BENCH_MAIL_SECONDS (60) when the whole send takes longer.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { SMTPServer } from "smtp-server";
import { BROWSER, PREMIUM_POST, postForm } from "./lib/clients.js";
import { waitUntilUp } from "./lib/wait-until-up.js";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3460);
const origin = `http://127.0.0.1:${port}`;
const benchDir = path.join(root, ".bench-mail");
const dataDir = path.join(benchDir, "data");
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const PER_MINUTE = Number(process.env.BENCH_MAILS_PER_MINUTE ?? 60_000);
const WINDOW_S = Number(process.env.BENCH_MAIL_SECONDS ?? 60);
const VISITOR_PAGES = ["/", "/blog", PREMIUM_POST];

fs.rmSync(benchDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
if (!process.env.SKIP_BUILD) run("npm", ["run", "build"]);

// The local SMTP server: accepts everything, keeps only when each mail arrived and for whom.
const arrivals = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  disableReverseLookup: true,
  logger: false,
  onData(stream, session, callback) {
    stream.resume();
    stream.on("end", () => {
      arrivals.push({ at: Date.now(), to: session.envelope.rcptTo.map((r) => r.address).join(",") });
      callback();
    });
  },
});
// The server's connection is cut when it is stopped mid-send: not the bench's failure.
smtp.on("error", () => {});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = smtp.server.address().port;

const [, ...startArgs] = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.start.split(" ");
const server = spawn(process.execPath, startArgs, {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SKIP_BUILD: "1",
    SESSION_SECRET: "bench-secret-".padEnd(40, "x"),
    PUBLIC_URL: origin,
    LOG_LEVEL: "warn",
    TRUST_PROXY: "1",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NEWSLETTER_MAILS_PER_MINUTE: String(PER_MINUTE),
  },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitUntilUp(`${origin}/healthz`);
  const admin = await adminCookie();
  const db = new Database(path.join(dataDir, "app.db"));
  db.pragma("busy_timeout = 5000");
  const insert = db.prepare("INSERT INTO subscribers (email, status, source, consent_at) VALUES (?, 'confirmed', 'blog', ?)");
  db.transaction(() => {
    for (let i = 0; i < SUBSCRIBERS; i++) insert.run(`reader-${i}@bench.example`, Date.now());
  })();
  const postId = db.prepare("SELECT id FROM blog_posts WHERE slug = ?").get(PREMIUM_POST.split("/").pop()).id;

  const before = await visitors();
  // Only the newsletter's: a sign-up's own mail may arrive meanwhile.
  const newsletter = () => arrivals.filter((m) => m.to.startsWith("reader-"));
  const startedAt = Date.now();
  const started = await postForm(origin, `/admin/posts/${postId}/send`, { newsletterSegment: "all" }, admin);
  const freezeMs = Date.now() - startedAt;
  if (started.status !== 302) throw new Error(`the send did not start (${started.status}): ${await started.text()}`);
  const send = db.prepare("SELECT id, audience FROM newsletter_sends WHERE post_id = ?").get(postId);

  const during = await visitors();
  const deadline = startedAt + WINDOW_S * 1000;
  let queuedAllAt = null;
  while (Date.now() < deadline && newsletter().length < send.audience) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    queuedAllAt ??= db.prepare("SELECT queued_all_at AS at FROM newsletter_sends WHERE id = ?").get(send.id).at;
  }
  queuedAllAt ??= db.prepare("SELECT queued_all_at AS at FROM newsletter_sends WHERE id = ?").get(send.id).at;
  const ours = newsletter();
  const spanS = ((ours.at(-1)?.at ?? Date.now()) - (ours[0]?.at ?? startedAt)) / 1000;
  const rate = ours.length > 1 ? (ours.length - 1) / spanS : 0;
  const progress = db.prepare("SELECT status, count(*) AS n FROM newsletter_recipients WHERE send_id = ? GROUP BY status").all(send.id);

  console.log(`\nNewsletter send: ${send.audience} confirmed subscribers, pace ${PER_MINUTE}/min, one server process`);
  console.log(`  freeze (the send form's answer: audience frozen in one transaction): ${freezeMs} ms`);
  console.log(
    queuedAllAt
      ? `  all recipients handed to the outbox after: ${((queuedAllAt - startedAt) / 1000).toFixed(1)} s`
      : `  recipients handed to the outbox in ${WINDOW_S} s: ${progress.map((p) => `${p.status} ${p.n}`).join(", ")}`,
  );
  console.log(`  mails received by the local SMTP server: ${ours.length} of ${send.audience} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  console.log(`  send rate: ${rate.toFixed(1)} mails/s${ours.length < send.audience ? ` (the whole send would take about ${(send.audience / Math.max(rate, 0.01) / 60).toFixed(1)} min)` : ""}`);
  console.log(`  duplicates (a recipient twice): ${ours.length - new Set(ours.map((m) => m.to)).size}`);
  console.log(`\nVisitors' pages at 20 req/s each, anonymous and signed in (p50 / p99 ms):`);
  console.log("  page | before the send | during the send");
  for (const [i, row] of before.entries()) console.log(`  ${row.label} | ${row.p50} / ${row.p99} | ${during[i].p50} / ${during[i].p99}`);
  db.close();
} finally {
  server.kill("SIGTERM");
  smtp.close();
}

/** An admin's session: signed up over HTTP, then made admin in the database (as `npm run user:admin` would). */
async function adminCookie() {
  const email = `admin-${Date.now()}@bench.example`;
  const signUp = await postForm(origin, "/signup", { email, password: "a-long-admin-password-2026", fullName: "Bench Admin" });
  const cookie = signUp.headers.getSetCookie().find((c) => c.startsWith("__session="))?.split(";")[0];
  if (!cookie) throw new Error(`sign-up failed (${signUp.status})`);
  const db = new Database(path.join(dataDir, "app.db"));
  db.pragma("busy_timeout = 5000");
  db.prepare("UPDATE users SET role = 'admin' WHERE email = ?").run(email);
  db.close();
  return cookie;
}

/** Each visitor page at a fixed rate for 5 s, anonymous (the page cache) and signed in (rendered). */
async function visitors() {
  const rows = [];
  const signedIn = await adminCookie();
  for (const page of VISITOR_PAGES) {
    for (const [who, headers] of [["anonymous", { "user-agent": BROWSER }], ["signed in", { "user-agent": BROWSER, cookie: signedIn }]]) {
      const result = await autocannon({ url: origin + page, connections: 5, duration: 5, overallRate: 20, headers });
      if (result.non2xx + result.errors + result.timeouts > 0) console.warn(`${page} (${who}): ${result.non2xx + result.errors + result.timeouts} non-2xx/errors`);
      rows.push({ label: `${page} (${who})`, p50: result.latency.p50, p99: result.latency.p99 });
    }
  }
  return rows;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
