#!/usr/bin/env node
/**
 * `npm run crash-test [rounds]`: 200 rounds (CRASH_ROUNDS), or as many as fit
 * in CRASH_SECONDS (420), of: start the
 * production server, submit enquiries and complete test-mode purchases (and
 * replay their Stripe webhook events) from several clients, `kill -9` the
 * server at a random moment, start it again. Then check that everything the
 * server acknowledged (a 2xx/3xx it sent) is in the database, that no order was
 * fulfilled twice, that nobody has access without a paid order, and that the
 * database passes `PRAGMA integrity_check`. Mail goes to a local SMTP server
 * the script runs: after the last round every queued mail must arrive at least
 * once or still be waiting in the outbox after a bounded drain (CRASH_DRAIN_SECONDS,
 * 60); a copy may arrive twice only when a kill fell between the SMTP
 * server's acceptance and the outbox's update (at most one per kill).
 * Prints the counts and a verdict within 10 minutes; exits 1 on a loss.
 */
import Database from "better-sqlite3";
import { spawn, spawnSync } from "node:child_process";
import { createHmac, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { drain, postForm } from "./lib/clients.js";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.CRASH_PORT ?? 3485);
const origin = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(process.env.CRASH_DATA_DIR ?? path.join(root, ".bench", "crash"));
const ROUNDS = Number(process.argv[2] ?? process.env.CRASH_ROUNDS ?? 200);
const DRAIN_SECONDS = Number(process.env.CRASH_DRAIN_SECONDS ?? 60);
/** The rounds stop early when this is spent, so the verdict comes within 10 minutes on a slow machine too. */
const ROUNDS_SECONDS = Number(process.env.CRASH_SECONDS ?? 420);
const CLIENTS = 4;
const WEBHOOK_SECRET = "whsec_crash_test_secret";
const PASSWORD = "a-long-crash-password-2026";
const received = new Map(); // Message-ID → copies
const smtp = await startSmtp();
const env = {
  ...process.env,
  SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
  NOTIFY_EMAILS: "team@example.com",
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  PUBLIC_URL: origin,
  SESSION_SECRET: "crash-secret-".padEnd(40, "x"),
  LOG_LEVEL: "error",
  TRUST_PROXY: "1",
  STRIPE_SECRET_KEY: "",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};

fs.rmSync(dataDir, { recursive: true, force: true });
if (!fs.existsSync(path.join(root, "build", "index.js"))) run("npm", ["run", "build"]);
run(path.join(root, "node_modules", ".bin", "tsx"), ["seed/run.ts", "--if-empty"]);

const acknowledged = { enquiries: new Set(), paidOrders: new Set(), webhookEvents: 0 };
const counts = { kills: 0, requests: 0, cutOff: 0 };

const started = performance.now();
let server = await startServer();
const buyers = [];
for (let i = 0; i < CLIENTS; i++) buyers.push(await signUp(`crash-buyer-${i}@example.com`));

let rounds = 0;
for (let round = 1; round <= ROUNDS && (performance.now() - started) / 1000 < ROUNDS_SECONDS; round++) {
  rounds = round;
  if (round > 1) server = await startServer();
  let running = true;
  const clients = buyers.map((buyer, i) => client(buyer, i, () => running));
  await sleep(50 + Math.random() * 600);
  server.kill("SIGKILL");
  counts.kills++;
  running = false;
  await Promise.all(clients);
  await new Promise((resolve) => (server.exitCode !== null || server.signalCode ? resolve() : server.once("exit", resolve)));
  if (round % 20 === 0) console.log(`round ${round}/${ROUNDS}: ${acknowledged.enquiries.size} enquiries and ${acknowledged.paidOrders.size} orders acknowledged so far`);
}

await deliverTheRest();
const report = check();
console.log(`\nCrash test: ${rounds} of ${ROUNDS} rounds (at most ${ROUNDS_SECONDS} s of them), ${counts.kills} × kill -9, ${counts.requests} requests (${counts.cutOff} cut off by a kill), ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(`Enquiries: acknowledged ${acknowledged.enquiries.size}, found ${acknowledged.enquiries.size - report.lostEnquiries}, lost ${report.lostEnquiries}`);
console.log(`Paid orders: acknowledged ${acknowledged.paidOrders.size}, found ${acknowledged.paidOrders.size - report.lostOrders}, lost ${report.lostOrders}; webhook events acknowledged ${acknowledged.webhookEvents}`);
console.log(`Double-fulfilled orders: ${report.doubleFulfilled}; customers with access but no paid order: ${report.accessWithoutPayment}`);
const duplicated = [...received.values()].filter((copies) => copies > 1).length;
const lostMails = report.mailsQueued - report.mailsDelivered - report.mailsWaiting;
console.log(`Mails: queued ${report.mailsQueued}, delivered ${report.mailsDelivered}, still waiting in the outbox ${report.mailsWaiting}, lost ${lostMails}, duplicated ${duplicated} (kills: ${counts.kills})`);
console.log(`PRAGMA integrity_check: ${report.integrity}`);
smtp.close();
const failed =
  report.lostEnquiries + report.lostOrders + report.doubleFulfilled + report.accessWithoutPayment + lostMails > 0 ||
  report.integrity !== "ok" ||
  duplicated > counts.kills;
console.log(
  `\nVerdict: ${failed ? "FAIL" : "PASS"} (lost: ${report.lostEnquiries} enquiries, ${report.lostOrders} paid orders, ${lostMails} mails; ` +
    `${report.doubleFulfilled} fulfilled twice; integrity ${report.integrity}) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exitCode = failed ? 1 : 0;

/** One client: enquiries and purchases, with each purchase's webhook event sent twice (a replay). */
async function client(buyer, index, keepGoing) {
  for (let i = 0; keepGoing(); i++) {
    try {
      if ((i + index) % 2 === 0) await enquire();
      else await buy(buyer);
    } catch {
      counts.cutOff++; // the server died under this request: nothing was acknowledged
      return;
    }
  }
}

async function enquire() {
  const name = `Crash ${randomUUID()}`;
  const response = await post("/enquiry", { name, email: "crash@example.com", message: "Sent while the server may die." });
  if (response.status >= 200 && response.status < 400) acknowledged.enquiries.add(name);
}

async function buy(buyer) {
  const start = await post("/checkout", { productId: "hospitality-bundle" }, buyer.cookie);
  const orderPath = start.headers.get("location") ?? "";
  if (start.status !== 303 || !orderPath.startsWith("/checkout/test/")) return;
  const orderId = orderPath.split("/").pop();
  const paid = await post(orderPath, { intent: "pay" }, buyer.cookie);
  if (paid.status === 303) acknowledged.paidOrders.add(orderId);
  // Stripe's event for the same payment, delivered twice.
  const event = checkoutCompleted(orderId);
  for (let i = 0; i < 2; i++) {
    const response = await sendWebhook(event);
    if (response.status === 200) acknowledged.webhookEvents++;
  }
}

function checkoutCompleted(orderId) {
  return JSON.stringify({
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: `cs_test_${orderId}`,
        object: "checkout.session",
        mode: "payment",
        // What the premium access bundle costs: the webhook fulfils only a session that pays its order.
        amount_total: 4999,
        currency: "usd",
        metadata: { orderId },
        client_reference_id: orderId,
        payment_status: "paid",
        payment_intent: `pi_${orderId}`,
        subscription: null,
      },
    },
  });
}

function sendWebhook(payload) {
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac("sha256", WEBHOOK_SECRET).update(`${timestamp}.${payload}`).digest("hex");
  counts.requests++;
  return fetch(`${origin}/webhooks/stripe`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": `t=${timestamp},v1=${signature}` },
    body: payload,
  }).then(drain);
}

function check() {
  const db = new Database(path.join(dataDir, "app.db"), { readonly: true });
  try {
    const enquiry = db.prepare("SELECT 1 FROM enquiries WHERE name = ?");
    const paidOrder = db.prepare("SELECT 1 FROM orders WHERE id = ? AND status = 'paid'");
    return {
      lostEnquiries: [...acknowledged.enquiries].filter((name) => !enquiry.get(name)).length,
      lostOrders: [...acknowledged.paidOrders].filter((id) => !paidOrder.get(id)).length,
      doubleFulfilled: db.prepare("SELECT count(*) AS n FROM (SELECT order_id FROM purchases GROUP BY order_id, product_id HAVING count(*) > 1)").get().n,
      accessWithoutPayment: db
        .prepare("SELECT count(*) AS n FROM customers c WHERE c.has_access = 1 AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = c.user_id AND o.status = 'paid')")
        .get().n,
      integrity: db.pragma("integrity_check", { simple: true }),
      mailsQueued: db.prepare("SELECT count(*) AS n FROM mail_outbox").get().n,
      mailsDelivered: db.prepare("SELECT id FROM mail_outbox").all().filter(({ id }) => received.has(`<outbox-${id}@127.0.0.1>`)).length,
      // Still in the outbox when the drain ended: kept, and sent by the next server that runs.
      mailsWaiting: db.prepare("SELECT id FROM mail_outbox WHERE status IN ('queued', 'sending')").all().filter(({ id }) => !received.has(`<outbox-${id}@127.0.0.1>`)).length,
    };
  } finally {
    db.close();
  }
}

/**
 * After the last kill: a mail claimed by a killed process waits out a 2-minute
 * lease, a failed attempt a retry delay. Rather than wait, move those clocks
 * to now (what time would do), start the server once more and let it drain
 * for at most DRAIN_SECONDS: what is still queued then is counted as waiting
 * (it is in the outbox, and goes out with the next server), not as lost.
 */
async function deliverTheRest() {
  const db = new Database(path.join(dataDir, "app.db"));
  db.prepare("UPDATE mail_outbox SET lease_until = 0, next_attempt_at = 0 WHERE status IN ('queued', 'sending')").run();
  db.close();
  server = await startServer();
  const pending = () => {
    const check = new Database(path.join(dataDir, "app.db"), { readonly: true });
    try {
      return check.prepare("SELECT count(*) AS n FROM mail_outbox WHERE status IN ('queued', 'sending')").get().n;
    } finally {
      check.close();
    }
  };
  // Until the outbox is empty, nothing has moved for 30 s, or the drain's time is up.
  const until = Date.now() + DRAIN_SECONDS * 1000;
  let last = pending();
  for (let idle = 0; last > 0 && idle < 300 && Date.now() < until; ) {
    await sleep(100);
    const now = pending();
    idle = now < last ? 0 : idle + 1;
    last = now;
  }
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
}

/** A local SMTP server that counts the copies of each Message-ID it accepts. */
async function startSmtp() {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk) => (raw += chunk));
      stream.on("end", () => {
        const id = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? `unknown-${randomUUID()}`;
        received.set(id, (received.get(id) ?? 0) + 1);
        callback();
      });
    },
  });
  // A killed server drops its SMTP connection mid-mail: expected here, not a failure of the test.
  server.on("error", () => {});
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

async function startServer() {
  const child = spawn(process.execPath, ["server/index.js"], { cwd: root, env, stdio: ["ignore", "ignore", "pipe"] });
  // The start-up warnings repeat at every start; anything else the server says is shown.
  child.stderr.on("data", (chunk) => {
    const lines = String(chunk).split("\n").filter((line) => line.trim() && !line.startsWith("WARNING: "));
    if (lines.length) process.stderr.write(`${lines.join("\n")}\n`);
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error("the server exited while starting");
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error("the server did not start");
}

async function signUp(email) {
  const response = await post("/signup", { email, password: PASSWORD, fullName: "Crash Buyer" });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="))?.split(";")[0];
  if (!cookie) throw new Error(`sign-up failed: ${response.status}`);
  return { email, cookie };
}

function post(pathname, fields, cookie) {
  counts.requests++;
  return postForm(origin, pathname, fields, cookie);
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
