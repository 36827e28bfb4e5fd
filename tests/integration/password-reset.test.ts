/**
 * Password reset and address verification, end to end through the actions and
 * a real SMTP server: the links are read out of the delivered mails.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { emailTokens, mailOutbox, users } from "~/db/schema";
import { action as forgotAction, loader as forgotLoader } from "~/routes/forgot-password";
import { action as loginAction } from "~/routes/login";
import { action as resetAction, loader as resetLoader } from "~/routes/reset-password";
import { action as signupAction } from "~/routes/signup";
import { action as verifyAction, loader as verifyLoader } from "~/routes/verify-email";
import { getAccess } from "~/services/auth/auth.server";
import { RESET_ANSWER } from "~/services/account/password-reset.server";
import { drainOutbox } from "~/services/mail/mail-worker.server";
import { resetEnvForTests } from "~/utils/env.server";
import { cookiesFrom, formRequest, getRequest, settle } from "../support/requests";
import { TestSmtpServer, linkIn } from "../support/smtp-server";

const smtp = new TestSmtpServer();
const PASSWORD = "walk-in-cooler-42";
const NEW_PASSWORD = "blast-chiller-2027";
const visitor = () => ({ clientAddress: `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
const call = <T>(fn: (args: { request: Request; params: {}; context: {} }) => T, request: Request, context = visitor()) =>
  settle(async () => fn({ request, params: {}, context }));

beforeAll(async () => {
  await smtp.start();
  process.env.SMTP_URL = smtp.url;
  resetEnvForTests();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.ADMIN_EMAILS;
  resetEnvForTests();
  await smtp.stop();
});

afterEach(() => vi.useRealTimers());

async function signUp(email = `cook-${randomUUID().slice(0, 8)}@example.com`) {
  const response = await call(signupAction, formRequest("/signup", { fullName: "Nok Cook", email, password: PASSWORD }));
  expect(response.status).toBe(302);
  return { email, cookie: cookiesFrom(response) };
}

async function signIn(email: string, password: string) {
  return call(loginAction, formRequest("/login", { email, password, redirectTo: "/account" }));
}

const userOf = async (cookie: string) => (await getAccess(getRequest("/", { cookie }))).user;

async function askForReset(email: string, context = visitor()) {
  return call(forgotAction, formRequest("/forgot-password", { email }), context);
}

async function resetMail(email: string) {
  await drainOutbox();
  return smtp.waitForMail(email, /Reset your/);
}

describe("forgot password", () => {
  it("answers an unknown e-mail exactly as a known one, and mails only the known one", async () => {
    const { email } = await signUp();
    const stranger = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const outboxBefore = db.select().from(mailOutbox).all().length;
    const known = await askForReset(email);
    const unknown = await askForReset(stranger);
    for (const response of [known, unknown]) {
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/forgot-password?sent=1");
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const page = await forgotLoader({ request: getRequest("/forgot-password?sent=1"), params: {}, context: {} });
    expect(page.answer).toBe(RESET_ANSWER);
    expect(RESET_ANSWER).toBe("If an account exists for that e-mail, we have sent a link to reset the password.");

    await drainOutbox();
    // Sign-up's verification mail and the reset: nothing for the stranger.
    expect(db.select().from(mailOutbox).all().length - outboxBefore).toBe(1);
    expect(smtp.mailsTo(stranger)).toHaveLength(0);
    expect((await smtp.waitForMail(email, /Reset your/)).text).toContain("/reset-password?token=");
  });

  it("a bad e-mail is a 400 with the typed value kept, and nothing is stored", async () => {
    const before = db.select().from(emailTokens).all().length;
    const response = await askForReset("not-an-address");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fieldErrors: { email: "Enter a valid email address." }, fields: { email: "not-an-address" } });
    expect(db.select().from(emailTokens).all().length).toBe(before);
  });

  it("is throttled per e-mail (from any address) and per client address", async () => {
    const { email } = await signUp();
    for (let i = 0; i < 3; i++) expect((await askForReset(email)).status).toBe(303);
    const refused = await askForReset(email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);

    const one = visitor();
    for (let i = 0; i < 10; i++) expect((await askForReset(`probe-${i}-${randomUUID().slice(0, 6)}@example.com`, one)).status).toBe(303);
    expect((await askForReset(`probe-last@example.com`, one)).status).toBe(429);
  });
});

describe("reset link", () => {
  it("works once, ends every other session, signs in with a toast; the old password stops working", async () => {
    const { email, cookie: first } = await signUp();
    const second = cookiesFrom(await signIn(email, PASSWORD));
    expect(await userOf(first)).toBeTruthy();
    expect(await userOf(second)).toBeTruthy();

    await askForReset(email);
    const link = linkIn(await resetMail(email), "/reset-password");
    expect(link.origin).toBe("http://localhost:3000");
    const token = link.searchParams.get("token")!;
    // Only the hash is stored.
    expect(db.select().from(emailTokens).where(eq(emailTokens.tokenHash, token)).get()).toBeUndefined();

    const form = await call(resetLoader, getRequest(`${link.pathname}${link.search}`));
    expect(form.status).toBe(200);

    const weak = await call(resetAction, formRequest(link.pathname + link.search, { token, password: "short" }));
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ error: "Password must be at least 8 characters." });

    const done = await call(resetAction, formRequest(link.pathname + link.search, { token, password: NEW_PASSWORD }, { cookie: first }));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/account");
    const fresh = cookiesFrom(done);
    expect(fresh).toMatch(/toast=/);
    expect((await userOf(fresh))?.email).toBe(email);
    expect(await userOf(first)).toBeNull();
    expect(await userOf(second)).toBeNull();

    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(302);

    // Used: the page says so and offers a new link; posting again changes nothing.
    const used = await call(resetLoader, getRequest(`${link.pathname}${link.search}`));
    expect(used.status).toBe(410);
    const again = await call(resetAction, formRequest(link.pathname + link.search, { token, password: "another-long-password-1" }));
    expect(again.status).toBe(410);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(302);
  });

  it("fails after one hour", async () => {
    const { email } = await signUp();
    await askForReset(email);
    const token = linkIn(await resetMail(email), "/reset-password").searchParams.get("token")!;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 59 * 60 * 1000 });
    expect((await call(resetLoader, getRequest(`/reset-password?token=${token}`))).status).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    expect((await call(resetLoader, getRequest(`/reset-password?token=${token}`))).status).toBe(410);
    const late = await call(resetAction, formRequest("/reset-password", { token, password: NEW_PASSWORD }));
    expect(late.status).toBe(410);
    vi.useRealTimers();
    expect((await signIn(email, PASSWORD)).status).toBe(302);
  });

  it("an unknown token gets the expired-link page", async () => {
    expect((await call(resetLoader, getRequest("/reset-password?token=made-up-token-0123456789"))).status).toBe(410);
    expect((await call(resetLoader, getRequest("/reset-password"))).status).toBe(410);
  });
});

describe("address verification", () => {
  it("a listed ADMIN_EMAILS address is not admin after sign-up, nor once its link is followed, which goes on to a new password; the link works once", async () => {
    const email = `chef-${randomUUID().slice(0, 8)}@example.com`;
    process.env.ADMIN_EMAILS = email;
    resetEnvForTests();
    const { cookie } = await signUp(email);
    expect((await userOf(cookie))?.role).toBe("user");

    await drainOutbox();
    const link = linkIn(await smtp.waitForMail(email, /Confirm your e-mail/), "/verify-email");
    const token = link.searchParams.get("token")!;
    // Opening the link changes nothing (mail scanners open links); the button does.
    expect((await call(verifyLoader, getRequest(link.pathname + link.search, { cookie }))).status).toBe(200);
    expect((await userOf(cookie))?.role).toBe("user");

    const verified = await call(verifyAction, formRequest("/verify-email", { token }, { cookie }));
    expect(verified.status).toBe(302);
    const next = new URL(verified.headers.get("Location")!, "http://localhost");
    expect(next.pathname).toBe("/reset-password");
    expect((await userOf(cookie))?.role).toBe("user");
    const reset = await call(resetAction, formRequest("/reset-password", { token: next.searchParams.get("token")!, password: "a-new-owner-password-9" }));
    expect(reset.status).toBe(302);
    expect(await userOf(cookie)).toBeNull(); // every earlier session ended
    expect((await userOf(cookiesFrom(reset)))?.role).toBe("admin");
    const verifiedAt = db.select().from(users).where(eq(users.email, email)).get()!.emailVerifiedAt;
    expect(verifiedAt).toBeInstanceOf(Date);

    const reused = await call(verifyAction, formRequest("/verify-email", { token }, { cookie }));
    expect(reused.status).toBe(410);
    expect(db.select().from(users).where(eq(users.email, email)).get()!.emailVerifiedAt).toEqual(verifiedAt);
  });

  it("an expired link (after 24 hours) does nothing", async () => {
    const email = `late-${randomUUID().slice(0, 8)}@example.com`;
    process.env.ADMIN_EMAILS = email;
    resetEnvForTests();
    const { cookie } = await signUp(email);
    await drainOutbox();
    const token = linkIn(await smtp.waitForMail(email, /Confirm your e-mail/), "/verify-email").searchParams.get("token")!;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 24 * 60 * 60 * 1000 + 60_000 });
    expect((await call(verifyLoader, getRequest(`/verify-email?token=${token}`))).status).toBe(410);
    expect((await call(verifyAction, formRequest("/verify-email", { token }, { cookie }))).status).toBe(410);
    vi.useRealTimers();
    expect(db.select().from(users).where(eq(users.email, email)).get()!.emailVerifiedAt).toBeNull();
    expect((await userOf(cookie))?.role).toBe("user");
  });

  it("the resend button sends a new link, at most three an hour", async () => {
    const { email, cookie } = await signUp();
    await drainOutbox();
    const before = smtp.mailsTo(email).length;
    for (let i = 0; i < 3; i++) {
      const response = await call(verifyAction, formRequest("/verify-email", { intent: "resend" }, { cookie }));
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/account");
    }
    await drainOutbox();
    expect(smtp.mailsTo(email).length - before).toBe(3);
    const refused = await call(verifyAction, formRequest("/verify-email", { intent: "resend" }, { cookie }));
    expect(refused.status).toBe(302);
    await drainOutbox();
    expect(smtp.mailsTo(email).length - before).toBe(3);
    // Signed out, resend asks to sign in first.
    const anonymous = await call(verifyAction, formRequest("/verify-email", { intent: "resend" }));
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});
