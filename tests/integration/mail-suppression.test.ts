/**
 * The outbox worker puts an address on the suppression list when a real SMTP
 * server (smtp-server, started here) refuses its mailbox for good; a temporary
 * refusal only delays the mail. The model's own rules (first reason kept,
 * lower-cased, search, lift) are here too.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, mailSuppressions } from "~/db/schema";
import { countSuppressions, isSuppressed, liftSuppression, listSuppressions, suppress } from "~/models/suppression.server";
import { enqueueMail } from "~/services/mail/mail.server";
import { drainOutbox, refusesMailbox } from "~/services/mail/mail-worker.server";
import { resetEnvForTests } from "~/utils/env.server";
import { TestSmtpServer } from "../support/smtp-server";

const smtp = new TestSmtpServer();
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const suppressionOf = (email: string) => db.select().from(mailSuppressions).where(eq(mailSuppressions.email, email)).get();
const later = (ms: number) => () => new Date(Date.now() + ms);

function queue(to: string) {
  enqueueMail({ event: `suppression-test:${randomUUID()}`, to, content: { subject: "A receipt", paragraphs: ["Thank you."] } });
}

beforeAll(async () => {
  await smtp.start();
  process.env.SMTP_URL = smtp.url;
  resetEnvForTests();
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
  await smtp.stop();
});
afterEach(() => drainOutbox(later(24 * 60 * 60 * 1000)));

describe("the outbox worker", () => {
  it("suppresses an address whose mailbox the SMTP server refuses with a 5xx, with the server's reply", async () => {
    const gone = unique("Gone");
    smtp.refuseRecipient(gone, 550, "5.1.1 No such user here");
    queue(gone);
    await drainOutbox();
    expect(db.select().from(mailOutbox).where(eq(mailOutbox.recipient, gone.toLowerCase())).get()).toMatchObject({ status: "failed" });
    expect(suppressionOf(gone.toLowerCase())).toMatchObject({ reason: "bounce", detail: expect.stringMatching(/550 5\.1\.1 No such user here/) });
    expect(isSuppressed(gone)).toBe(true);
  });

  it("does not suppress on a temporary refusal (4xx): the mail waits for its retry", async () => {
    const busy = unique("busy");
    smtp.refuseRecipient(busy, 452, "4.2.2 Mailbox full, try later");
    queue(busy);
    await drainOutbox();
    expect(db.select().from(mailOutbox).where(eq(mailOutbox.recipient, busy)).get()).toMatchObject({ status: "queued" });
    expect(isSuppressed(busy)).toBe(false);
  });

  it("leaves other recipients alone", async () => {
    const fine = unique("fine");
    queue(fine);
    await drainOutbox();
    expect(smtp.mailsTo(fine)).toHaveLength(1);
    expect(isSuppressed(fine)).toBe(false);
  });

  it("reads a refusal of the message's content as saying nothing about the mailbox", () => {
    const refusal = (command: string, response: string) => Object.assign(new Error(response), { responseCode: Number(response.slice(0, 3)), command, response });
    expect(refusesMailbox(refusal("RCPT TO", "550 Mailbox unavailable"))).toBe(true);
    expect(refusesMailbox(refusal("DATA", "550 5.1.1 <x@example.com>: Recipient address rejected"))).toBe(true);
    expect(refusesMailbox(refusal("DATA", "554 5.7.1 Message rejected as spam"))).toBe(false);
    expect(refusesMailbox(refusal("DATA", "552 5.3.4 Message too big"))).toBe(false);
    expect(refusesMailbox(refusal("RCPT TO", "450 4.2.1 Try again later"))).toBe(false);
    expect(refusesMailbox(new Error("Connection refused"))).toBe(false);
  });
});

describe("the suppression list", () => {
  it("keeps the first reason, lower-cases, searches newest first and lifts", () => {
    const tag = randomUUID().slice(0, 8);
    const first = `Bounced-${tag}@Example.com`;
    expect(suppress(first, "bounce", "550 no such user", new Date("2026-01-01T00:00:00Z"))).toBe(true);
    expect(suppress(first.toUpperCase(), "complaint", "abuse report")).toBe(false);
    expect(suppressionOf(first.toLowerCase())).toMatchObject({ reason: "bounce", detail: "550 no such user" });
    suppress(`complained-${tag}@example.com`, "complaint", "", new Date("2026-02-01T00:00:00Z"));
    expect(listSuppressions({ search: tag }).map((s) => s.email)).toEqual([`complained-${tag}@example.com`, first.toLowerCase()]);
    expect(countSuppressions(tag)).toBe(2);
    expect(countSuppressions("%")).toBe(db.all<{ n: number }>(`SELECT count(*) AS n FROM mail_suppressions WHERE email LIKE '%\\%%' ESCAPE '\\'`)[0]!.n);
    expect(liftSuppression(first)).toBe(true);
    expect(liftSuppression(first)).toBe(false);
    expect(isSuppressed(first)).toBe(false);
  });
});
