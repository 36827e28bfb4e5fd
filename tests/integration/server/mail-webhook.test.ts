/**
 * Bounces and complaints through the running production server: Mailgun's
 * signed webhook at /webhooks/mail (the server in front of Remix lets its JSON
 * through, without an Origin, as Stripe's), and an SMTP server that refuses a
 * mailbox for good. Each puts the address on the suppression list, read back
 * from the server's own database.
 */
import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import Database from "better-sqlite3";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailgunSignature } from "~/services/mail/mailgun-webhook.server";
import { freePort, post, startServer, type RunningServer } from "../../support/server";
import { TestSmtpServer } from "../../support/smtp-server";

const KEY = "key-mailgun-webhook-test-0123456789abcdef";
const smtp = new TestSmtpServer();
let server: RunningServer;
let unconfigured: RunningServer;

beforeAll(async () => {
  await smtp.start();
  const port = await freePort();
  [server, unconfigured] = await Promise.all([
    startServer({ env: { SMTP_URL: smtp.url, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, MAIL_WEBHOOK_SIGNING_KEY: KEY } }),
    startServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), unconfigured?.stop()]);
  await smtp.stop();
});

const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

function query<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
const suppressionOf = (email: string) => query<{ reason: string; detail: string }>("SELECT reason, detail FROM mail_suppressions WHERE email = ?", email)[0];

/** A delivery as Mailgun sends it: the signature (HMAC-SHA256 of timestamp + token) beside the event. */
function delivery(eventData: Record<string, unknown>, { key = KEY, timestamp = Math.floor(Date.now() / 1000), token = randomBytes(25).toString("hex") } = {}) {
  const ts = String(timestamp);
  return JSON.stringify({ signature: { timestamp: ts, token, signature: mailgunSignature(key, ts, token) }, "event-data": eventData });
}

/** No Origin, no cookie: as Mailgun's servers post. */
function send(body: string, target: RunningServer = server) {
  return fetch(`${target.origin}/webhooks/mail`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
}

const complaint = (recipient: string) => ({ event: "complained", recipient, id: randomUUID(), timestamp: Date.now() / 1000 });
const failure = (recipient: string, severity: "permanent" | "temporary") => ({
  event: "failed",
  severity,
  recipient,
  reason: severity === "permanent" ? "bounce" : "generic",
  "delivery-status": { code: severity === "permanent" ? 550 : 452, message: severity === "permanent" ? "5.1.1 The email account does not exist" : "4.2.2 Mailbox full" },
});

describe("/webhooks/mail (Mailgun)", () => {
  it("a signed complaint suppresses the address; the same delivery again changes nothing", async () => {
    const email = unique("Complainer");
    const body = delivery(complaint(email));
    const first = await send(body);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: "suppressed" });
    expect(suppressionOf(email.toLowerCase())).toMatchObject({ reason: "complaint", detail: expect.stringContaining("Mailgun complained") });

    const replay = await send(body);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ outcome: "replay" });
    // A second report of the same address (a new token) keeps the first reason.
    expect(await (await send(delivery(failure(email, "permanent")))).json()).toMatchObject({ outcome: "already suppressed" });
    expect(suppressionOf(email.toLowerCase())).toMatchObject({ reason: "complaint" });
  });

  it("a bad signature is refused (401) and changes nothing; so is a captured token sent with another body", async () => {
    const email = unique("forged");
    const forged = await send(delivery(complaint(email), { key: "not-the-signing-key" }));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: "Invalid signature" });
    const unsigned = await send(JSON.stringify({ "event-data": complaint(email) }));
    expect(unsigned.status).toBe(401);
    expect(suppressionOf(email)).toBeUndefined();

    const token = randomBytes(25).toString("hex");
    expect((await send(delivery(complaint(unique("real")), { token }))).status).toBe(200);
    const reused = await send(delivery(complaint(email), { token }));
    expect(await reused.json()).toMatchObject({ outcome: "replay" });
    expect(suppressionOf(email)).toBeUndefined();
  });

  it("reads a numeric timestamp, and a subaccount's delivery by its parent-signature", async () => {
    const numeric = unique("numeric");
    const token = randomBytes(25).toString("hex");
    const timestamp = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ signature: { timestamp, token, signature: mailgunSignature(KEY, String(timestamp), token) }, "event-data": complaint(numeric) });
    expect(await (await send(body)).json()).toMatchObject({ outcome: "suppressed" });

    const sub = unique("subaccount");
    const subToken = randomBytes(25).toString("hex");
    const ts = String(timestamp);
    const signature = { timestamp: ts, token: subToken, signature: mailgunSignature("the-subaccount-key", ts, subToken), "parent-signature": mailgunSignature(KEY, ts, subToken) };
    expect(await (await send(JSON.stringify({ signature, "event-data": complaint(sub) }))).json()).toMatchObject({ outcome: "suppressed" });
    expect(suppressionOf(sub)).toMatchObject({ reason: "complaint" });
  });

  it("a stale timestamp is refused even with a good signature", async () => {
    const email = unique("stale");
    const old = await send(delivery(complaint(email), { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 }));
    expect(old.status).toBe(401);
    expect(await old.json()).toEqual({ error: "Stale timestamp" });
    expect(suppressionOf(email)).toBeUndefined();
  });

  it("a permanent failure suppresses the address with the receiving server's words; a temporary one does not", async () => {
    const gone = unique("gone");
    const full = unique("full");
    expect(await (await send(delivery(failure(gone, "permanent")))).json()).toMatchObject({ outcome: "suppressed" });
    expect(suppressionOf(gone)).toMatchObject({ reason: "bounce", detail: expect.stringContaining("550: 5.1.1 The email account does not exist") });
    const temporary = await send(delivery(failure(full, "temporary")));
    expect(temporary.status).toBe(200);
    expect(await temporary.json()).toMatchObject({ outcome: "ignored" });
    expect(suppressionOf(full)).toBeUndefined();
  });

  it("never answers 5xx to odd bodies, signed or not; unsigned ones never suppress", async () => {
    const eventData = fc.oneof(
      fc.record({ event: fc.constantFrom("complained", "failed", "delivered", "opened", 3, null), severity: fc.constantFrom("permanent", "temporary", undefined, 1), recipient: fc.oneof(fc.string({ maxLength: 40 }), fc.constant("a@b.c"), fc.integer()), "delivery-status": fc.jsonValue() }, { requiredKeys: [] }),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(eventData, fc.boolean(), async (data, signed) => {
        const body = signed ? delivery(data as Record<string, unknown>) : JSON.stringify({ signature: { timestamp: "1", token: "t", signature: "00" }, "event-data": data });
        const response = await send(body);
        const answer = await response.text();
        expect(response.status, answer).toBeLessThan(500);
        if (!signed) expect(response.status).toBe(401);
      }),
      { numRuns: 60 },
    );
    for (const raw of ["null", "[]", "1", '"x"', '{"signature":null}', '{"signature":{"timestamp":1,"token":2,"signature":3}}']) expect((await send(raw)).status, raw).toBeGreaterThanOrEqual(400);
  });

  it("a body that is not Mailgun's JSON is a 400; GET is a 405", async () => {
    expect((await send("not json")).status).toBe(400);
    const get = await fetch(`${server.origin}/webhooks/mail`);
    expect(get.status).toBe(405);
  });

  it("a body over the limit is refused before the app reads it", async () => {
    const huge = delivery({ ...complaint(unique("huge")), padding: "x".repeat(300 * 1024) });
    expect((await send(huge)).status).toBe(413);
  });

  it("a cross-site post from a browser page is refused as every other", async () => {
    const response = await fetch(`${server.origin}/webhooks/mail`, { method: "POST", headers: { "Content-Type": "application/json", Origin: "https://evil.example" }, body: delivery(complaint(unique("csrf"))) });
    expect(response.status).toBe(403);
  });

  it("without MAIL_WEBHOOK_SIGNING_KEY it answers 503 (not configured) and changes nothing", async () => {
    const response = await send(delivery(complaint(unique("early"))), unconfigured);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("3600");
    expect(await response.json()).toEqual({ error: "Webhook not configured" });
  });
});

describe("an SMTP refusal", () => {
  it("a 5xx for the mailbox from the SMTP server suppresses the address", async () => {
    const sender = unique("nobody");
    smtp.refuseRecipient(sender, 550, "5.1.1 No such user here");
    // The enquiry form answers its sender by mail: that mail is refused.
    const response = await post(server, "/enquiry", { name: "Nobody", email: sender, message: "A kitchen refit.", returnTo: "/" });
    expect(response.status).toBeLessThan(400);
    for (const started = Date.now(); !suppressionOf(sender) && Date.now() - started < 15_000; ) await new Promise((r) => setTimeout(r, 100));
    expect(suppressionOf(sender)).toMatchObject({ reason: "bounce", detail: expect.stringContaining("550 5.1.1 No such user here") });
    expect(query<{ status: string }>("SELECT status FROM mail_outbox WHERE recipient = ?", sender)).toEqual([{ status: "failed" }]);
  });
});
