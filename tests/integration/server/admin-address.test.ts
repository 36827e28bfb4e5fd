/**
 * An address on ADMIN_EMAILS makes an admin only once its owner has proven the
 * address and chosen the password through a link mailed to it
 * (docs/decisions/199), replayed through the running production server with the
 * mails read from a local SMTP server: an attacker who signs up with the
 * address, or moves their account to it, gets nothing when the owner clicks
 * the link they receive.
 */
import Database from "better-sqlite3";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, signUpOverHttp, startServer, type RunningServer } from "../../support/server";
import { TestSmtpServer } from "../../support/smtp-server";

const PASSWORD = "a-long-test-password-2026"; // what signUpOverHttp sets: the attacker's choice
const OWNERS_PASSWORD = "the-owners-own-password-77";
const LISTED = ["boss@example.com", "chief@example.com", "early@example.com"];

let server: RunningServer;
const smtp = new TestSmtpServer();
beforeAll(async () => {
  await smtp.start();
  server = await startServer({ env: { ADMIN_EMAILS: LISTED.join(","), SMTP_URL: smtp.url, TRUST_PROXY: "1" } });
}, 120_000);
afterAll(async () => {
  await server.stop();
  await smtp.stop();
});

let visitor = 0;
const from = () => ({ "X-Forwarded-For": `198.51.100.${++visitor}` });

const adminStatus = async (cookie: string) => (await fetch(`${server.origin}/admin`, { headers: { Cookie: cookie }, redirect: "manual" })).status;

/** The token of the link in the newest mail to `to` whose subject matches. */
async function linkToken(to: string, subject: RegExp, route: string) {
  await smtp.waitForMail(to, subject);
  const mail = smtp.mailsTo(to).filter((m) => subject.test(m.subject)).at(-1)!;
  const token = new RegExp(`/${route}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${route} link in: ${mail.text}`);
  return token;
}

/** The owner, signed out in their own browser, presses the button the mailed link shows. */
async function ownerConfirms(token: string) {
  expect((await fetch(`${server.origin}/verify-email?token=${token}`)).status).toBe(200);
  return post(server, "/verify-email", { token }, { headers: from() });
}

/** The new-password form the confirmation led to: the owner's password, and this browser's new session. */
async function ownerChoosesPassword(location: string) {
  const token = new URL(location, server.origin).searchParams.get("token")!;
  expect((await fetch(`${server.origin}/reset-password?token=${token}`)).status).toBe(200);
  const response = await post(server, "/reset-password", { token, password: OWNERS_PASSWORD }, { headers: from() });
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/account");
  return response.headers.getSetCookie().find((c) => c.startsWith("__session="))!.split(";")[0]!;
}

const signIn = async (email: string, password: string) => (await post(server, "/login", { email, password }, { headers: from() })).status;

describe("an address on ADMIN_EMAILS", () => {
  it("signed up by an attacker: the owner's click on the verification link gives the attacker nothing, and the owner's new password ends the attacker's session", async () => {
    const [boss] = LISTED;
    const attacker = await signUpOverHttp(server, boss);
    expect(await adminStatus(attacker)).toBe(403);

    const confirmed = await ownerConfirms(await linkToken(boss!, /Confirm your e-mail address/, "verify-email"));
    // The address is proven now, but not who chose the password: the page goes on to choose one.
    expect(confirmed.status).toBe(302);
    const next = confirmed.headers.get("Location")!;
    expect(next).toMatch(/^\/reset-password\?token=/);
    expect(await adminStatus(attacker)).toBe(403);

    const owner = await ownerChoosesPassword(next);
    expect(await adminStatus(owner)).toBe(200);
    expect(await adminStatus(attacker)).not.toBe(200);
    expect(await signIn(boss!, PASSWORD)).toBe(401);
    expect(await signIn(boss!, OWNERS_PASSWORD)).toBe(302);
  }, 60_000);

  it("that an attacker's account moves to: the owner's confirmation of the change gives the attacker nothing", async () => {
    const [, chief] = LISTED;
    const attacker = await signUpOverHttp(server, `attacker-${Date.now()}@example.com`);
    const asked = await post(server, "/account", { intent: "change-email", newEmail: chief!, currentPassword: PASSWORD }, { cookie: attacker, headers: from() });
    expect(asked.status).toBe(302);

    const confirmed = await ownerConfirms(await linkToken(chief!, /Confirm your new e-mail address/, "verify-email"));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toMatch(/^\/reset-password\?token=/);
    // The account now has the listed address, verified, and the attacker's session: still no admin.
    expect(await adminStatus(attacker)).toBe(403);
    expect(await signIn(chief!, PASSWORD)).toBe(302);
    const attackerAgain = await post(server, "/login", { email: chief!, password: PASSWORD }, { headers: from() });
    expect(await adminStatus(attackerAgain.headers.getSetCookie().find((c) => c.startsWith("__session="))!.split(";")[0]!)).toBe(403);
  }, 60_000);

  it("verified before this rule, without a proven password: /account offers the link, and the password chosen through it opens /admin", async () => {
    const early = LISTED[2]!;
    const cookie = await signUpOverHttp(server, early);
    const db = new Database(path.join(server.dataDir, "app.db"));
    db.pragma("busy_timeout = 5000");
    db.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").run(Date.now(), early);
    db.close();
    expect(await adminStatus(cookie)).toBe(403);

    const account = await (await fetch(`${server.origin}/account`, { headers: { Cookie: cookie } })).text();
    expect(account).toContain("Open the admin pages");
    const asked = await post(server, "/forgot-password", { email: early }, { cookie, headers: from() });
    expect(asked.status).toBe(303);
    const token = await linkToken(early, /Reset your/, "reset-password");
    const owner = await ownerChoosesPassword(`/reset-password?token=${token}`);
    expect(await adminStatus(owner)).toBe(200);
    expect(await (await fetch(`${server.origin}/account`, { headers: { Cookie: owner } })).text()).not.toContain("Open the admin pages");
  }, 60_000);

  it("an address off the list gets no such step: its confirmation lands where it always did", async () => {
    const email = `plain-${Date.now()}@example.com`;
    await signUpOverHttp(server, email);
    const confirmed = await ownerConfirms(await linkToken(email, /Confirm your e-mail address/, "verify-email"));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toBe("/login");
  }, 60_000);
});
