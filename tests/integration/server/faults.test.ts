/**
 * Faults an operator meets, through the running production server:
 * a data folder that fills up (a small tmpfs when run as root; otherwise a
 * data folder made read-only, which SQLite answers the same way), and a client
 * that stops sending its body. Each gets an honest answer, nothing is lost,
 * and the site recovers without a restart.
 */
import Database from "better-sqlite3";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailgunSignature } from "~/services/mail/mailgun-webhook.server";
import { signedDelivery, stripeEvent, WEBHOOK_SECRET } from "../../support/fake-stripe";
import { post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";

const REQUEST_TIMEOUT_SECONDS = 4;
const MAILGUN_KEY = "faults-test-mailgun-signing-key";

const asRoot = process.getuid?.() === 0;
let server: RunningServer;
let mount: string;
let filler: string;

beforeAll(async () => {
  mount = fs.mkdtempSync(path.join(os.tmpdir(), "hcs-full-"));
  if (asRoot) execFileSync("mount", ["-t", "tmpfs", "-o", "size=40m", "tmpfs", mount]);
  filler = path.join(mount, "filler");
  server = await startServer({ seed: true, dataDir: mount, env: { TRUST_PROXY: "1", HEALTH_MIN_FREE_MB: "1", REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS), STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, MAIL_WEBHOOK_SIGNING_KEY: MAILGUN_KEY } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (asRoot) execFileSync("umount", ["-l", mount]);
  else makeWritable(mount, true);
  fs.rmSync(mount, { recursive: true, force: true });
});

/** A signed Stripe event (of a kind the site only records) and a signed Mailgun complaint, as their servers post them. */
async function webhookDeliveries(recipient: string): Promise<Array<[string, Response]>> {
  const stripe = signedDelivery(stripeEvent("customer.created", { id: `cus_${Date.now()}`, object: "customer" }));
  const [timestamp, token] = [String(Math.floor(Date.now() / 1000)), `token-${Date.now()}-${Math.random()}`];
  const mailgun = JSON.stringify({ signature: { timestamp, token, signature: mailgunSignature(MAILGUN_KEY, timestamp, token) }, "event-data": { event: "complained", recipient } });
  return [
    ["Stripe", await fetch(`${server.origin}/webhooks/stripe`, { method: "POST", headers: stripe.headers, body: stripe.payload })],
    ["Mailgun", await fetch(`${server.origin}/webhooks/mail`, { method: "POST", headers: { "Content-Type": "application/json" }, body: mailgun })],
  ];
}

/** Takes the room away: fills the tmpfs, or (not root) makes the data folder read-only. */
function fillTheDisk() {
  if (!asRoot) return makeWritable(mount, false);
  const chunk = Buffer.alloc(1024 * 1024, 1);
  const fd = fs.openSync(filler, "w");
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    fs.closeSync(fd);
  }
  // The last partial megabyte too.
  try {
    fs.appendFileSync(filler, Buffer.alloc(64 * 1024, 1));
    for (;;) fs.appendFileSync(filler, Buffer.alloc(4096, 1));
  } catch {
    // full
  }
}

function freeTheDisk() {
  if (asRoot) fs.rmSync(filler, { force: true });
  else makeWritable(mount, true);
}

function makeWritable(folder: string, writable: boolean) {
  for (const entry of fs.readdirSync(folder, { recursive: true }) as string[]) fs.chmodSync(path.join(folder, entry), writable ? 0o755 : 0o555);
  fs.chmodSync(folder, writable ? 0o755 : 0o555);
}

let visitor = 0;
const as = () => ({ headers: { "X-Forwarded-For": `203.0.113.${++visitor}` } });

/** Each public form with what a visitor typed (a text only they would type, to find again). */
const FORMS = (mark: string): [string, Record<string, string>, string][] => [
  ["/signup", { email: `full-${mark}@example.com`, password: "a-long-test-password-2026", fullName: `Signup ${mark}` }, `full-${mark}@example.com`],
  ["/contact", { name: "Dana", email: "dana@example.com", message: `Contact ${mark}` }, `Contact ${mark}`],
  ["/enquiry", { name: "Dana", email: "dana@example.com", message: `Enquiry ${mark}` }, `Enquiry ${mark}`],
  ["/affiliate", { name: "Dana", email: "dana@example.com", about: `Affiliate ${mark}` }, `Affiliate ${mark}`],
  ["/quote", { name: `Quote ${mark}`, email: "dana@example.com", productId: "consulting_kitchen_design" }, `Quote ${mark}`],
];

describe("a full data disk", () => {
  it("refuses writes with 503 and Retry-After and keeps what was typed; health says so; all recovers without a restart", async () => {
    const email = `owner-${Date.now()}@example.com`;
    await signUpOverHttp(server, email);
    const admin = await signUpOverHttp(server, `admin-${Date.now()}@example.com`);
    const db = new Database(path.join(mount, "app.db"));
    db.prepare("UPDATE users SET role = 'admin' WHERE email LIKE 'admin-%'").run();
    // The admin may upload a guide too (has access): the upload is tried on the full disk below.
    db.prepare("UPDATE customers SET has_access = 1 WHERE email LIKE 'admin-%'").run();
    db.close();
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);

    fillTheDisk();
    try {
      for (const [pathname, fields, typed] of FORMS("during")) {
        for (const document of [true, false]) {
          // A document post is what a browser without JavaScript sends; `.data` is what the running app sends.
          const response = await post(server, document ? pathname : `${pathname}.data`, fields, as());
          const body = await response.text();
          expect(response.status, `${pathname}${document ? "" : ".data"}`).toBe(503);
          expect(Number(response.headers.get("Retry-After")), pathname).toBeGreaterThan(0);
          expect(body, pathname).toContain("nothing was saved or sent");
          expect(body, pathname).toContain(typed);
        }
      }
      const signIn = await post(server, "/login", { email, password: "a-long-test-password-2026" }, as());
      expect(signIn.status).toBe(503);
      expect(signIn.headers.get("Retry-After")).toBeTruthy();
      const signInPage = await signIn.text();
      expect(signInPage).toContain("nothing was saved or sent");
      expect(signInPage).toContain(email);

      for (const method of ["GET", "HEAD"]) {
        const health = await fetch(`${server.origin}/healthz`, { method });
        expect(health.status, method).toBe(503);
        if (method === "GET") expect(await health.text()).toMatch(/database write: FAILING/);
      }
      // An upload is refused the same way and leaves no partial file.
      const form = new FormData();
      form.set("resourceId", "prompt-rulebook");
      form.set("file", new Blob([Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(2 * 1024 * 1024, 65)])], { type: "application/pdf" }), "full.pdf");
      const upload = await fetch(`${server.origin}/resources`, { method: "POST", headers: { Origin: server.origin, Cookie: admin }, body: form });
      expect(upload.status).toBe(503);
      expect(await upload.text()).toContain("nothing was saved or sent");
      const tmp = path.join(mount, "files", "tmp");
      expect(fs.existsSync(tmp) ? fs.readdirSync(tmp) : []).toEqual([]);

      // The providers' webhooks are told to send again, as they do for any 5xx, rather than an error.
      for (const [name, response] of await webhookDeliveries(`bounced-${Date.now()}@example.com`)) {
        expect(response.status, name).toBe(503);
        expect(Number(response.headers.get("Retry-After")), name).toBeGreaterThan(0);
      }

      // Reads go on, and the admin's dashboard says what is wrong.
      expect((await fetch(`${server.origin}/blog`)).status).toBe(200);
      const dashboard = await fetch(`${server.origin}/admin`, { headers: { Cookie: admin } });
      expect(dashboard.status).toBe(200);
      // Counting cannot write either: the page a browser gets, and the figures read so far, still answer.
      const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36" };
      expect((await fetch(`${server.origin}/prompt-vault`, { headers: browser })).status).toBe(200);
      expect((await fetch(`${server.origin}/admin/insights?range=12m`, { headers: { ...browser, Cookie: admin } })).status).toBe(200);
      expect(await dashboard.text()).toContain("Storage is failing");
    } finally {
      freeTheDisk();
    }

    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
    for (const [pathname, fields] of FORMS("after")) {
      const response = await post(server, pathname, fields, as());
      expect(response.status, pathname).toBe(302);
    }
    expect((await post(server, "/login", { email, password: "a-long-test-password-2026" }, as())).status).toBe(302);
    for (const [name, response] of await webhookDeliveries(`bounced-${Date.now()}@example.com`)) expect(response.status, name).toBe(200);
    expect(await (await fetch(`${server.origin}/admin`, { headers: { Cookie: admin } })).text()).not.toContain("Storage is failing");
    // Said once, not a stack per request.
    expect(server.output().match(/Storage fault: /g)).toHaveLength(1);
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 90_000);
});

describe("a client that stops sending", () => {
  // The cut-off is REQUEST_TIMEOUT_SECONDS (30 by default: server/units.test.ts); shorter here, so the test does not idle half a minute.
  it("gets Node's 408 once its REQUEST_TIMEOUT_SECONDS have passed, for a body shorter than its Content-Length, while others are served", async () => {
    const { hostname, port } = new URL(server.origin);
    const answer = new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => {
        socket.write(`POST /contact HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${server.origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nname=slow`);
      });
      let received = "";
      socket.on("data", (chunk) => (received += chunk));
      socket.on("close", () => resolve(received));
      socket.on("error", reject);
    });
    // Meanwhile the site answers others.
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.origin}/guest-experience`)).status).toBe(200);
    const received = await answer;
    // Exactly the answer of Node's request timeout (server/index.js: requestTimeout), then the
    // connection closed: no page, no header of the app's, so neither the app nor a refusal of ours.
    expect(received).toBe("HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n");
  }, 30_000);
});
