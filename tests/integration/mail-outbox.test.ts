/**
 * The outbox through nodemailer to a real SMTP server started here
 * (smtp-server), read back with mailparser: notifications, receipts, header
 * safety, retries through an outage, and one sender per mail.
 */
import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { mailOutbox, products, users } from "~/db/schema";
import { createOrReusePendingOrder } from "~/models/order.server";
import { claimNextMail } from "~/models/outbox.server";
import { action as affiliateAction } from "~/routes/affiliate";
import { action as outboxAction, loader as outboxLoader } from "~/routes/admin.outbox";
import { action as enquiryAction } from "~/routes/enquiry";
import { fulfilCheckout, revokeRefunded } from "~/services/checkout/fulfilment.server";
import { enqueueMail } from "~/services/mail/mail.server";
import { drainOutbox, retryDelayMs } from "~/services/mail/mail-worker.server";
import { resetEnvForTests } from "~/utils/env.server";
import { productSeeds } from "../../seed/data/products";
import { newBuyer } from "../support/buyers";
import { formRequest, getRequest, settle } from "../support/requests";
import { TestSmtpServer } from "../support/smtp-server";

const smtp = new TestSmtpServer();
const TEAM = ["team@kitchenandkey.example", "owner@kitchenandkey.example"];
const visitor = () => ({ clientAddress: `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
const later = (ms: number) => () => new Date(Date.now() + ms);

function useEnv(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvForTests();
}

beforeAll(async () => {
  await smtp.start();
  useEnv({ SMTP_URL: smtp.url, NOTIFY_EMAILS: TEAM.join(","), MAIL_FROM: "Kitchen & Key <hello@kitchenandkey.example>" });
  db.insert(products).values(productSeeds).onConflictDoNothing().run();
});

afterAll(async () => {
  useEnv({ SMTP_URL: undefined, NOTIFY_EMAILS: undefined, MAIL_FROM: undefined });
  await smtp.stop();
});

afterEach(async () => {
  // Whatever a test left queued goes now, so the next test starts with an empty queue.
  await drainOutbox(later(24 * 60 * 60 * 1000));
});

function postEnquiry(fields: Record<string, string>) {
  return settle(() =>
    enquiryAction({
      request: formRequest("/enquiry", { message: "We are refitting our banquet kitchen.", returnTo: "/", ...fields }),
      params: {},
      context: visitor(),
    }),
  );
}

const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@guest.example`;

describe("form notifications", () => {
  it("mails an enquiry to every NOTIFY_EMAILS address with Reply-To the sender, and confirms to the sender", async () => {
    const sender = unique("kanya");
    const response = await postEnquiry({ name: "Kanya", email: sender, company: "Riverside Hotel", selectedServices: "kitchenDesign" });
    expect(response.status).toBe(302);
    await drainOutbox();

    for (const address of TEAM) {
      const notice = smtp.mailsTo(address).find((m) => m.text.includes(sender));
      expect(notice, `notification to ${address}`).toBeDefined();
      expect(notice!.subject).toMatch(/^New enquiry #\d+$/);
      expect(notice!.replyTo).toEqual([sender]);
      expect(notice!.from).toBe("hello@kitchenandkey.example");
      expect(notice!.text).toContain("Riverside Hotel");
      expect(notice!.text).toContain("Kitchen Design");
      expect(notice!.text).toContain("http://localhost:3000/admin/inbox?kind=enquiry");
      expect(notice!.html).toContain("We are refitting our banquet kitchen.");
    }
    const [confirmation] = smtp.mailsTo(sender);
    expect(confirmation!.subject).toBe("We received your enquiry");
    expect(confirmation!.text).toContain("We'll get back to you within 24 hours.");
    expect(confirmation!.text).toContain("Kitchen & Key Consulting");
    expect(confirmation!.html).toMatch(/<a href="http:\/\/localhost:3000\/"/);
    expect(confirmation!.html).not.toMatch(/<img/i);
  });

  it("a name or message with a line break and a Bcc header adds no header and no recipient", async () => {
    const sender = unique("eve");
    const name = "Eve\r\nBcc: x@evil.example";
    const response = await postEnquiry({ name, email: sender, message: "Hello\r\nBcc: y@evil.example\r\n\r\nbody" });
    expect(response.status).toBe(302);
    await drainOutbox();

    const mails = [...TEAM.flatMap((a) => smtp.mailsTo(a)), ...smtp.mailsTo(sender)].filter(
      (m) => m.text.includes(sender) || m.envelopeTo.includes(sender),
    );
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.envelopeTo.some((to) => to.includes("evil"))).toBe(false);
      expect(mail.parsed.headers.has("bcc")).toBe(false);
      expect(mail.rawHeaders).not.toMatch(/evil/i);
      expect(mail.rawHeaders).not.toMatch(/^bcc:/im);
    }
    expect(smtp.mails.some((m) => m.envelopeTo.some((to) => to.includes("evil")))).toBe(false);
    // The name is kept, in the body only.
    expect(mails.find((m) => m.replyTo[0] === sender)!.text).toContain("Bcc: x@evil.example");
  });

  it("an e-mail field that would put a list or a display name in To or Reply-To is a 400, and nothing is stored", async () => {
    const before = db.select().from(mailOutbox).all().length;
    for (const email of ["a@guest.example,x@evil.example", '"Eve" <e@guest.example>', "a@guest.example;x@evil.example", "e(x)@guest.example"]) {
      const response = await postEnquiry({ name: "Eve", email });
      expect(response.status, email).toBe(400);
      expect(await response.json()).toMatchObject({ fieldErrors: { email: "Enter a valid email address." } });
    }
    expect(db.select().from(mailOutbox).all().length).toBe(before);
  });

  it("refuses to queue a mail to anything but a bare address", () => {
    const content = { subject: "x", paragraphs: ["x"] };
    expect(() => enqueueMail({ event: "t1", to: "a@b.example\r\nBcc: x@evil.example", content })).toThrow(/plain e-mail/);
    expect(() => enqueueMail({ event: "t2", to: "a@b.example", replyTo: '"Eve" <e@evil.example>', content })).toThrow(/plain e-mail/);
    expect(() => enqueueMail({ event: "t3", to: "a@b.example, x@evil.example", content })).toThrow(/plain e-mail/);
  });

  it("notifications go to ADMIN_EMAILS when NOTIFY_EMAILS is empty; the affiliate gets their code and the 48-hour promise", async () => {
    useEnv({ NOTIFY_EMAILS: undefined, ADMIN_EMAILS: "boss@kitchenandkey.example" });
    try {
      const sender = unique("aff");
      const response = await settle(() =>
        affiliateAction({
          request: formRequest("/affiliate", { name: "Somchai Chef", email: sender, about: "Food blogger", returnTo: "/" }),
          params: {},
          context: visitor(),
        }),
      );
      expect(response.status).toBe(302);
      const code = new URL(response.headers.get("Location")!, "http://x").searchParams.get("code")!;
      await drainOutbox();
      const notice = smtp.mailsTo("boss@kitchenandkey.example").find((m) => m.text.includes(sender));
      expect(notice?.replyTo).toEqual([sender]);
      expect(notice?.text).toContain(code);
      const [confirmation] = smtp.mailsTo(sender);
      expect(confirmation!.text).toContain(code);
      expect(confirmation!.text).toContain("within 48 hours");
    } finally {
      useEnv({ NOTIFY_EMAILS: TEAM.join(","), ADMIN_EMAILS: undefined });
    }
  });
});

async function paidOrder(productId = "digital_kitchen_playbook") {
  const buyer = await newBuyer("Nok Buyer");
  const product = productSeeds.find((p) => p.id === productId)!;
  const { order } = createOrReusePendingOrder(
    { userId: buyer.id, productId, amountCents: product.priceCents, currency: "usd", mode: "test" },
    0,
  );
  return { buyer, order };
}

describe("receipts", () => {
  it("fulfilment called three times sends one receipt naming the order, with links to the account", async () => {
    const { buyer, order } = await paidOrder();
    expect([fulfilCheckout(order.id), fulfilCheckout(order.id), fulfilCheckout(order.id)]).toEqual([true, false, false]);
    await drainOutbox();
    await drainOutbox();
    const receipts = smtp.mailsTo(buyer.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe("Your receipt: Digital Kitchen Playbook");
    expect(receipts[0]!.text).toContain(`Order number: ${order.id}`);
    expect(receipts[0]!.text).toContain("Amount: $79.99");
    expect(receipts[0]!.text).toContain(`Date: ${new Date().toISOString().slice(0, 10)}`);
    expect(receipts[0]!.text).toContain("http://localhost:3000/account");
    expect(db.select().from(mailOutbox).where(eq(mailOutbox.key, `receipt:${order.id}:${buyer.email}`)).all()).toHaveLength(1);
  });

  it("a refund that takes back access sends a short notice, once", async () => {
    const { buyer, order } = await paidOrder();
    fulfilCheckout(order.id, { paymentIntentId: `pi_${order.id}` });
    expect(revokeRefunded(`pi_${order.id}`)).toBe(true);
    expect(revokeRefunded(`pi_${order.id}`)).toBe(false);
    await drainOutbox();
    const notices = smtp.mailsTo(buyer.email).filter((m) => m.subject.startsWith("Refund processed"));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain(order.id);
  });
});

describe("an SMTP outage", () => {
  it("loses nothing: enquiries and purchases succeed, and every queued mail is delivered exactly once when SMTP returns", async () => {
    await smtp.stop();
    const sender = unique("outage");
    let buyer;
    try {
      expect((await postEnquiry({ name: "Outage Test", email: sender })).status).toBe(302);
      const paid = await paidOrder();
      buyer = paid.buyer;
      expect(fulfilCheckout(paid.order.id)).toBe(true);

      // Attempts fail while the server is down; the mails go back to the queue with a growing delay.
      const firstTry = new Date();
      expect(await drainOutbox(() => firstTry)).toBe(4);
      const queued = db.select().from(mailOutbox).where(eq(mailOutbox.status, "queued")).all();
      expect(queued).toHaveLength(4);
      for (const mail of queued) {
        expect(mail.attempts).toBe(1);
        expect(mail.lastError).toMatch(/ECONNREFUSED|connect/i);
        expect(mail.nextAttemptAt.getTime()).toBe(firstTry.getTime() + retryDelayMs(1));
      }
      expect(await drainOutbox()).toBe(0); // not due yet
      expect(await drainOutbox(later(retryDelayMs(1) + 1000))).toBe(4); // second attempt, still down
      const second = db.select().from(mailOutbox).where(eq(mailOutbox.status, "queued")).all();
      expect(second.every((m) => m.attempts === 2)).toBe(true);
      expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
    } finally {
      await smtp.start();
    }
    const before = smtp.mails.length;
    expect(await drainOutbox(later(60 * 60 * 1000))).toBe(4);
    expect(await drainOutbox(later(2 * 60 * 60 * 1000))).toBe(0);
    expect(smtp.mails.length - before).toBe(4);
    expect(smtp.mailsTo(sender)).toHaveLength(1);
    expect(TEAM.map((a) => smtp.mailsTo(a).filter((m) => m.text.includes(sender)).length)).toEqual([1, 1]);
    expect(smtp.mailsTo(buyer!.email)).toHaveLength(1);
  });

  it("a mail claimed by a process that died is sent by another once its lease runs out", async () => {
    const to = unique("orphan");
    enqueueMail({ event: "orphan", to, content: { subject: "Orphan", paragraphs: ["Left behind."] } });
    // Process A claims it, then dies before sending.
    const claimed = claimNextMail(new Date(), 2 * 60 * 1000);
    expect(claimed?.recipient).toBe(to);
    expect(await drainOutbox()).toBe(0); // the lease still holds
    expect(await drainOutbox(later(2 * 60 * 1000 + 1000))).toBe(1);
    expect(smtp.mailsTo(to)).toHaveLength(1);
    expect(db.select().from(mailOutbox).where(eq(mailOutbox.id, claimed!.id)).get()).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("three drains at once send each mail once (two real processes: server/mail.test.ts)", async () => {
    const senders = Array.from({ length: 5 }, () => unique("race"));
    for (const email of senders) await postEnquiry({ name: "Race", email });
    const [a, b, c] = await Promise.all([drainOutbox(), drainOutbox(), drainOutbox()]);
    expect(a! + b! + c!).toBe(15);
    for (const email of senders) expect(smtp.mailsTo(email)).toHaveLength(1);
  });

  it("a permanent refusal (5xx) fails the mail at once; an admin's retry sends it", async () => {
    const sender = unique("refused");
    // For a while the server refuses this recipient with 550, as a real one does for an unknown mailbox.
    await smtp.stop();
    const { SMTPServer } = await import("smtp-server");
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (address, _session, callback) =>
        address.address === sender ? callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 })) : callback(),
      onData: (stream, _session, callback) => {
        stream.resume();
        stream.on("end", () => callback());
      },
    });
    await new Promise<void>((resolve) => refusing.listen(smtp.port, "127.0.0.1", () => resolve()));
    try {
      await postEnquiry({ name: "Refused", email: sender });
      await drainOutbox();
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
      await smtp.start();
    }
    const failed = db.select().from(mailOutbox).where(eq(mailOutbox.recipient, sender)).get()!;
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed.lastError).toMatch(/550/);

    const admin = await newBuyer("Admin");
    db.update(users).set({ role: "admin" }).where(eq(users.id, admin.id)).run();
    const page = (await outboxLoader({ request: getRequest("/admin/outbox?status=failed", { cookie: admin.cookie }), params: {}, context: {} })) as Awaited<ReturnType<typeof outboxLoader>>;
    expect(page.mails.find((m) => m.id === failed.id)).toMatchObject({ status: "failed", lastError: failed.lastError });

    const retried = await settle(() => outboxAction({ request: formRequest("/admin/outbox", { id: String(failed.id) }, { cookie: admin.cookie }), params: {}, context: {} }));
    expect(retried.status).toBe(302);
    await drainOutbox();
    expect(smtp.mailsTo(sender)).toHaveLength(1);
    expect(db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id)).get()!.status).toBe("sent");

    const again = await settle(() => outboxAction({ request: formRequest("/admin/outbox", { id: String(failed.id) }, { cookie: admin.cookie }), params: {}, context: {} }));
    expect(again.status).toBe(404);
    const buyer = await newBuyer();
    const refused = await settle(() => outboxAction({ request: formRequest("/admin/outbox", { id: String(failed.id) }, { cookie: buyer.cookie }), params: {}, context: {} }));
    expect(refused.status).toBe(403);
  });
});

describe("without SMTP_URL", () => {
  it("keeps each mail in the outbox, logs it with its links, and removes a single-use link once logged", async () => {
    useEnv({ SMTP_URL: undefined });
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      const content = { subject: "Reset", paragraphs: ["Use the link."], action: { label: "Reset", path: "/reset-password?token=abc123" } };
      enqueueMail({ event: "logged-test", to: "someone@guest.example", content, sensitive: true });
      const before = smtp.mails.length;
      await drainOutbox();
      expect(smtp.mails.length).toBe(before);
      const row = db.select().from(mailOutbox).where(like(mailOutbox.key, "logged-test:%")).get()!;
      expect(row.status).toBe("logged");
      expect(row.textBody).not.toContain("abc123");
      const logged = log.mock.calls.map((c) => String(c[0])).join("\n");
      expect(logged).toContain("SMTP_URL is not set");
      expect(logged).toContain("To: someone@guest.example");
      expect(logged).toContain("http://localhost:3000/reset-password?token=abc123");
    } finally {
      log.mockRestore();
      useEnv({ SMTP_URL: smtp.url });
    }
  });
});
