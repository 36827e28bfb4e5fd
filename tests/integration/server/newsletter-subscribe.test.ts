/**
 * The newsletter's double opt-in through the running production server and a
 * local SMTP server: subscribe → confirmation mail → its link → one press →
 * confirmed (with the welcome mail and the guide); the same answer for any
 * address; expired and tampered links refused with their messages; the
 * unsubscribe page (a GET changes nothing) and RFC 8058's one-click POST, the
 * only cross-site POST the server accepts; /account's buttons, its data export
 * and deleting the account.
 */
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post, productionEnv, signUpOverHttp, startServerWithMail, type RunningServer } from "../../support/server";
import { linkIn, type TestSmtpServer } from "../../support/smtp-server";
import { forgetSignUps, withServerDatabase } from "../../support/stripe-server";

const ANSWER = "Check your inbox: if this address is not subscribed yet, we have sent it a link to confirm your subscription.";
const PASSWORD = "a-long-test-password-2026";
let server: RunningServer;
let smtp: TestSmtpServer;

beforeAll(async () => {
  ({ server, smtp } = await startServerWithMail());
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

type Row = { id: number; email: string; status: string; source: string; consentAt: number | null; userId: string | null; unsubscribedAt: number | null };
const subscriber = (email: string) =>
  withServerDatabase(server, (db) =>
    db.prepare("SELECT id, email, status, source, consent_at AS consentAt, user_id AS userId, unsubscribed_at AS unsubscribedAt FROM subscribers WHERE email = ?").get(email) as Row | undefined,
  );
const count = (sql: string, ...params: unknown[]) => withServerDatabase(server, (db) => (db.prepare(sql).get(...params) as { n: number }).n);
const events = (name: string, source: string) => count("SELECT count(*) AS n FROM insight_events WHERE name = ? AND source = ?", name, source);
const confirmationMails = (email: string) => count("SELECT count(*) AS n FROM mail_outbox WHERE key LIKE 'newsletter-confirm:%' AND recipient = ?", email);
const page = (path: string, cookie?: string) => fetch(`${server.origin}${path}`, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
let addresses = 0;
const fresh = (what: string) => `${what}-${++addresses}-${Date.now()}@example.com`;
/** The tests all come from one client address: its limit (10 in 15 minutes) is forgotten before each request but the one that tests it. */
const forgetClientLimit = () => withServerDatabase(server, (db) => db.prepare("DELETE FROM rate_limit_hits WHERE bucket LIKE 'newsletter-ip:%'").run());
const subscribe = (email: string, source = "post", extra: Record<string, string> = {}) => {
  forgetClientLimit();
  return post(server, "/newsletter", { email, name: "", source, fax_number: "", ...extra });
};

/** The tests' SESSION_SECRET signs links as the site does (links.server.ts): to make one that expired, or an unsubscribe link. */
const SECRET = productionEnv("").SESSION_SECRET!;
const sign = (purpose: string, id: number, email: string, expires: number | null) =>
  createHmac("sha256", SECRET).update(`newsletter-${purpose}\n${id}\n${email}\n${expires ?? ""}`).digest("base64url");
const expiredConfirmation = (row: Row) => {
  const expires = Math.floor(Date.now() / 1000) - 60;
  return `/newsletter/confirm?token=${row.id}.${expires}.${sign("confirm", row.id, row.email, expires)}`;
};
const unsubscribeLink = (row: Row) => `/newsletter/unsubscribe?token=${row.id}.${sign("unsubscribe", row.id, row.email, null)}`;

async function confirmationLink(email: string) {
  const mail = await smtp.waitForMail(email, /Confirm your subscription/);
  const url = linkIn(mail, "/newsletter/confirm?token=");
  return `${url.pathname}${url.search}`;
}

/** Subscribes and confirms through the mailed link; returns the row. */
async function confirmedSubscriber(email = fresh("reader"), source = "footer") {
  expect((await subscribe(email, source)).status).toBe(303);
  const link = await confirmationLink(email);
  expect((await post(server, link, { intent: "confirm" })).status).toBe(303);
  return subscriber(email)!;
}

/** What a response says apart from what differs per request (its date, its nonce). */
async function shape(response: Response) {
  const headers = [...response.headers].filter(([name]) => !["date", "content-security-policy", "x-request-id"].includes(name));
  const body = (await response.text()).replace(/nonce="[^"]*"/g, "").replace(/nonce-[A-Za-z0-9+/=_-]+/g, "");
  return { status: response.status, location: response.headers.get("location"), headers, body };
}

describe("subscribing from a form", () => {
  it("mails a link; opening it changes nothing; its button confirms, with the welcome mail and the free guide", async () => {
    const email = fresh("ana");
    forgetClientLimit();
    const answer = await post(server, "/newsletter", { email: email.toUpperCase(), name: "Ana", source: "post", fax_number: "" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/newsletter?sent=1");
    expect(await (await page("/newsletter?sent=1")).text()).toContain(ANSWER);
    expect(subscriber(email)).toMatchObject({ status: "pending", source: "post", consentAt: null });
    expect(events("newsletter_signup", "post")).toBeGreaterThanOrEqual(1);

    const link = await confirmationLink(email);
    const opened = await page(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Confirm my subscription");
    expect(subscriber(email)!.status).toBe("pending");

    const before = events("newsletter_confirm", "post");
    const pressed = await post(server, link, { intent: "confirm" });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get("location")).toBe(link);
    const row = subscriber(email)!;
    expect(row.status).toBe("confirmed");
    expect(Math.abs(row.consentAt! - Date.now())).toBeLessThan(60_000);
    expect(events("newsletter_confirm", "post")).toBe(before + 1);
    const confirmed = await (await page(link)).text();
    expect(confirmed).toContain("You are subscribed");
    expect(confirmed).toContain("https://drive.google.com/drive/folders/kitchen-and-key-free-fermentation-guide");

    const welcome = await smtp.waitForMail(email, /Welcome to the/);
    expect(welcome.text).toContain("https://drive.google.com/drive/folders/kitchen-and-key-free-fermentation-guide");
    expect(count("SELECT count(*) AS n FROM mail_outbox WHERE key = ?", `newsletter-welcome:${row.id}:${email}`)).toBe(1);
    // Pressing again is harmless: still one welcome.
    expect((await post(server, link, { intent: "confirm" })).status).toBe(303);
    expect(count("SELECT count(*) AS n FROM mail_outbox WHERE key = ?", `newsletter-welcome:${row.id}:${email}`)).toBe(1);
  }, 60_000);

  it("answers a new, a pending, a confirmed, an unsubscribed and a suppressed address alike; the confirmed and suppressed ones are mailed nothing", async () => {
    const confirmed = await confirmedSubscriber();
    const pending = fresh("pending");
    await subscribe(pending, "blog");
    const gone = await confirmedSubscriber();
    expect((await post(server, unsubscribeLink(gone), { intent: "unsubscribe" })).status).toBe(303);

    const bounced = fresh("bounced");
    withServerDatabase(server, (db) => db.prepare("INSERT INTO mail_suppressions (email, reason) VALUES (?, 'bounce')").run(bounced));

    const mailsBefore = confirmationMails(confirmed.email);
    const answers = await Promise.all([fresh("unknown"), pending, confirmed.email, gone.email, bounced].map(async (email) => shape(await subscribe(email))));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(303);
    expect(confirmationMails(confirmed.email)).toBe(mailsBefore);
    expect(confirmationMails(pending)).toBe(2);
    expect(confirmationMails(gone.email)).toBe(2);
    // A suppressed mailbox is sent nothing, not even a link.
    expect(confirmationMails(bounced)).toBe(0);
    // Asking again leaves an unsubscribed address as it was (status and consent's form) until its new link is followed.
    expect(subscriber(gone.email)).toMatchObject({ status: "unsubscribed", source: "footer" });
    expect(subscriber(pending)!.source).toBe("post");
  }, 60_000);

  it("has a page of its own whose form counts as the form that linked to it, else the blog's; the free-guide card has its own", async () => {
    expect(await (await page("/newsletter?source=guide")).text()).toContain('name="source" value="guide"');
    expect(await (await page("/newsletter?source=popup")).text()).toContain('name="source" value="blog"');
    const home = await (await page("/")).text();
    expect(home).toMatch(/<form method="post" action="\/newsletter"[^>]*><input type="hidden" name="source" value="guide"\/>/);
    expect(await (await page("/blog")).text()).toContain('name="source" value="blog"');
  });

  it("refuses a bad address, an unknown form and a bot, and limits requests per address with a 429", async () => {
    const bad = await post(server, "/newsletter", { email: "not-an-address", source: "post", fax_number: "" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter a valid email address.");
    const unknownForm = await post(server, "/newsletter", { email: fresh("x"), source: "popup", fax_number: "" });
    expect(unknownForm.status).toBe(400);
    expect(await unknownForm.text()).toContain("This form could not be understood.");
    expect((await post(server, "/newsletter", { email: fresh("bot"), source: "post", fax_number: "+1 555" })).status).toBe(400);

    const email = fresh("flood");
    for (let i = 0; i < 3; i++) expect((await subscribe(email)).status).toBe(303);
    const refused = await subscribe(email);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many subscription requests. Please try again in");
    expect(confirmationMails(email)).toBe(3);
  }, 60_000);
});

describe("a confirmation link", () => {
  it("that expired is refused with its message and the form, and confirms nothing", async () => {
    const email = fresh("late");
    await subscribe(email);
    const row = subscriber(email)!;
    const link = expiredConfirmation(row);
    const opened = await page(link);
    expect(opened.status).toBe(410);
    const text = await opened.text();
    expect(text).toContain("This confirmation link has expired. Subscribe again to get a new one.");
    expect(text).toContain('action="/newsletter"');
    expect((await post(server, link, { intent: "confirm" })).status).toBe(410);
    expect(subscriber(email)!.status).toBe("pending");
  });

  it("that was changed, or names another subscriber, is refused as not valid", async () => {
    const email = fresh("tamper");
    await subscribe(email);
    const link = await confirmationLink(email);
    const last = link.at(-1) === "A" ? "B" : "A";
    for (const bad of [link.slice(0, -1) + last, link.replace(/token=\d+/, "token=999999"), "/newsletter/confirm?token=nonsense", "/newsletter/confirm"]) {
      const opened = await page(bad);
      expect(opened.status, bad).toBe(400);
      expect(await opened.text()).toContain("This confirmation link is not valid.");
      expect((await post(server, bad, { intent: "confirm" })).status).toBe(400);
    }
    expect(subscriber(email)!.status).toBe("pending");
  }, 60_000);
});

describe("unsubscribing", () => {
  it("by the page: the GET changes nothing, the button unsubscribes, and Subscribe again goes back to confirmed", async () => {
    const row = await confirmedSubscriber();
    const link = unsubscribeLink(row);
    const opened = await page(link);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Unsubscribe");
    expect(subscriber(row.email)!.status).toBe("confirmed");

    const before = events("newsletter_unsubscribe", "footer");
    expect((await post(server, link, { intent: "unsubscribe" })).status).toBe(303);
    expect(subscriber(row.email)).toMatchObject({ status: "unsubscribed" });
    expect(events("newsletter_unsubscribe", "footer")).toBe(before + 1);
    expect(await (await page(link)).text()).toContain("You are unsubscribed");

    expect((await post(server, link, { intent: "resubscribe" })).status).toBe(303);
    expect(subscriber(row.email)).toMatchObject({ status: "confirmed", unsubscribedAt: null });
  }, 60_000);

  it("in one click (RFC 8058): a bare POST, or one from another origin, unsubscribes and answers 200", async () => {
    const bare: Record<string, string> = {};
    for (const headers of [bare, { Origin: "https://mail.example.net", "Sec-Fetch-Site": "cross-site" }]) {
      const row = await confirmedSubscriber();
      const response = await fetch(`${server.origin}${unsubscribeLink(row)}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body: "List-Unsubscribe=One-Click",
      });
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(await response.text()).toContain("You are unsubscribed");
      expect(subscriber(row.email)!.status).toBe("unsubscribed");
    }
    const bad = await fetch(`${server.origin}/newsletter/unsubscribe?token=1.nope`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example.net" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(bad.status).toBe(400);
  }, 60_000);

  it("is the only cross-site POST accepted: /newsletter, /contact and /login from another origin are 403", async () => {
    const foreign = { headers: { Origin: "https://evil.example" } };
    expect((await post(server, "/newsletter", { email: fresh("csrf"), source: "post" }, foreign)).status).toBe(403);
    expect((await post(server, "/contact", { name: "A", email: fresh("csrf"), message: "Hello there" }, foreign)).status).toBe(403);
    expect((await post(server, "/login", { email: fresh("csrf"), password: PASSWORD }, foreign)).status).toBe(403);
    expect((await post(server, "/newsletter/unsubscribe/", { "List-Unsubscribe": "One-Click" }, foreign)).status).not.toBe(403);
  });
});

describe("/account", () => {
  it("shows the state; an unverified address is mailed a link, a verified one is subscribed at once; the export holds the consent; deleting the account deletes it", async () => {
    forgetSignUps(server);
    const email = fresh("customer");
    const cookie = await signUpOverHttp(server, email);
    expect(await (await page("/account", cookie)).text()).toContain("You are not subscribed to our newsletter.");

    expect((await post(server, "/account", { intent: "newsletter-subscribe" }, { cookie })).status).toBe(302);
    expect(subscriber(email)).toMatchObject({ status: "pending", source: "account" });
    await confirmationLink(email);
    expect(await (await page("/account", cookie)).text()).toContain("Waiting for confirmation");

    withServerDatabase(server, (db) => db.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").run(Date.now(), email));
    expect((await post(server, "/account", { intent: "newsletter-subscribe" }, { cookie })).status).toBe(302);
    const row = subscriber(email)!;
    expect(row).toMatchObject({ status: "confirmed", source: "account" });
    expect(row.userId).not.toBeNull();
    expect(await (await page("/account", cookie)).text()).toContain("You are subscribed");

    const exported = (await (await page("/account/data.json", cookie)).json()) as { newsletter: Record<string, unknown> };
    expect(exported.newsletter).toMatchObject({ email, status: "confirmed", source: "account", consentNote: "" });
    expect(exported.newsletter.consentAt).toBe(new Date(row.consentAt!).toISOString());

    expect((await post(server, "/account", { intent: "newsletter-unsubscribe" }, { cookie })).status).toBe(302);
    expect(subscriber(email)!.status).toBe("unsubscribed");
    expect(await (await page("/account", cookie)).text()).toContain("You unsubscribed");

    expect((await post(server, "/account", { intent: "delete-account", currentPassword: PASSWORD }, { cookie })).status).toBe(302);
    expect(subscriber(email)).toBeUndefined();
  }, 60_000);
});
