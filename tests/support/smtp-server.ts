/**
 * A real SMTP server for tests (smtp-server), reading each mail back with
 * mailparser. Start on port 0; `stop()` then `start()` again on the same port
 * simulates an outage. Every mail keeps its raw header block and its SMTP
 * envelope, so tests can check that nothing added a header or a recipient.
 */
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";

export type ReceivedMail = {
  /** The RCPT TO addresses: who the mail really went to, Bcc included. */
  envelopeTo: string[];
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  /** The raw header block as it arrived. */
  rawHeaders: string;
  parsed: ParsedMail;
  receivedAt: number;
};

function addresses(field: ParsedMail["to"]): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? ""));
}

export class TestSmtpServer {
  readonly mails: ReceivedMail[] = [];
  private server: SMTPServer | null = null;
  private waiters: Array<() => void> = [];
  /** Addresses refused at RCPT TO, with the refusal's code and text. */
  private refused = new Map<string, { code: number; text: string }>();
  port = 0;

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const refusal = this.refused.get(address.address.toLowerCase());
        if (!refusal) return callback();
        callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", async () => {
          try {
            const raw = Buffer.concat(chunks);
            const text = raw.toString("utf8");
            const parsed = await simpleParser(raw);
            this.mails.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              from: addresses(parsed.from as ParsedMail["to"])[0] ?? "",
              to: addresses(parsed.to),
              replyTo: addresses(parsed.replyTo as ParsedMail["to"]),
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              rawHeaders: text.slice(0, text.search(/\r?\n\r?\n/)),
              parsed,
              receivedAt: Date.now(),
            });
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          } catch (error) {
            callback(error as Error);
          }
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as { port: number }).port;
    this.server = server;
  }

  /** Stops listening; the port is kept for the next start(). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * From now on, refuses mail to `address` at RCPT TO (a mailbox that does not
   * exist: 550, or a 4xx for a temporary refusal); other recipients are unaffected.
   */
  refuseRecipient(address: string, code = 550, text = "5.1.1 No such user here") {
    this.refused.set(address.toLowerCase(), { code, text });
  }

  mailsTo(address: string) {
    return this.mails.filter((m) => m.envelopeTo.includes(address.toLowerCase()));
  }

  /** Resolves with the first mail to `address` whose subject matches, waiting up to `timeoutMs`. */
  async waitForMail(address: string, subject: RegExp = /./, timeoutMs = 20_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.mailsTo(address).find((m) => subject.test(m.subject));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No mail to ${address} matching ${subject} within ${timeoutMs} ms (got ${this.mails.length} mails)`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 500));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

/** The first absolute link in a mail's text part that goes to `path`. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, "\\$&")}\\S*`));
  if (!match) throw new Error(`No link to ${path} in:\n${mail.text}`);
  return new URL(match[0]);
}
