/**
 * The one mail module (docs/design.md "Mail"). Callers describe a mail and give it a
 * key (event + recipient); `enqueueMail` stores it in the outbox inside the
 * caller's transaction, and the outbox worker (mail-worker.server.ts) sends it
 * through nodemailer. No user-supplied text ever reaches a header: subjects are
 * our own words, addresses are checked to be bare addresses, and user text
 * appears only in the bodies (escaped in the HTML part).
 */
import type { Transporter } from "nodemailer";
import { SITE } from "~/content/site";
import { insertMail, type OutboxMail } from "~/models/outbox.server";
import { getEnv } from "~/utils/env.server";
import { EMAIL_PATTERN } from "~/utils/forms.server";

export type MailLink = { label: string; path: string };

/** What a mail says; the layout adds greeting-free plain text and HTML parts and the site's footer. */
export type MailContent = {
  subject: string;
  /** Paragraphs of plain text (user text allowed: escaped in the HTML). */
  paragraphs: string[];
  /** Label/value lines, e.g. an order's details or a form's fields. */
  details?: Array<[string, string]>;
  /** The main button: a site path made absolute from PUBLIC_URL. */
  action?: MailLink;
  /** Further links under the button. */
  links?: MailLink[];
};

export type MailRequest = {
  /** What caused it, e.g. `receipt:<order id>`; with the recipient it is the mail's key, so a repeat is dropped. */
  event: string;
  to: string;
  replyTo?: string | null;
  content: MailContent;
  /** Holds a single-use link: the stored body is removed once it has been delivered. */
  sensitive?: boolean;
  /** The account the mail is about (its own mail, or a form it sent): deleting the account deletes the mail. */
  userId?: string | null;
  /** A list mail's one-click unsubscribe link (absolute http(s)): sent as List-Unsubscribe with a mailto, and List-Unsubscribe-Post (RFC 8058). */
  unsubscribeUrl?: string;
};

/**
 * A mail whose parts are laid out whole by its caller (the newsletter's own
 * layout): the subject and bodies are stored as given. `key` is the whole key.
 */
export type WholeMailRequest = {
  key: string;
  to: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  unsubscribeUrl?: string;
};

/** A plain address and nothing else: no display name, no list, no line break (so nothing can add a header). */
export function assertBareAddress(address: string): string {
  if (!EMAIL_PATTERN.test(address) || address.length > 254) throw new Error(`Not a plain e-mail address: ${JSON.stringify(address)}`);
  return address;
}

/** Absolute link to a site path, from PUBLIC_URL (mail is read outside the site). */
export function siteUrl(path: string): string {
  return new URL(path, `${getEnv().PUBLIC_URL}/`).toString();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function footerLines(): string[] {
  return [SITE.name, getEnv().PUBLIC_URL, SITE.supportEmail];
}

export function renderText(content: MailContent): string {
  const parts = [...content.paragraphs];
  if (content.details?.length) parts.push(content.details.map(([label, value]) => `${label}: ${value}`).join("\n"));
  const links = [...(content.action ? [content.action] : []), ...(content.links ?? [])];
  if (links.length) parts.push(links.map((link) => `${link.label}: ${siteUrl(link.path)}`).join("\n"));
  parts.push(`-- \n${footerLines().join("\n")}`);
  return `${parts.join("\n\n")}\n`;
}

/** Simple HTML: inline styles only, no images, no tracking. */
export function renderHtml(content: MailContent): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
  const rows = (content.details ?? [])
    .map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`)
    .join("");
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(siteUrl(content.action.path))}" style="background:#0f766e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : "";
  const links = (content.links ?? [])
    .map((link) => `<p style="margin:0 0 8px"><a href="${escapeHtml(siteUrl(link.path))}" style="color:#0f766e">${escapeHtml(link.label)}</a></p>`)
    .join("");
  return [
    `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">`,
    content.paragraphs.map(p).join(""),
    rows ? `<table style="border-collapse:collapse;margin:0 0 16px">${rows}</table>` : "",
    button,
    links,
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="font-size:13px;color:#666">${footerLines().map(escapeHtml).join("<br>")}</p>`,
    `</body></html>`,
  ].join("");
}

/** Our own words only, on one line (a product name from our catalogue at most). */
function safeSubject(subject: string): string {
  return subject.replace(/[\r\n\t]+/g, " ").slice(0, 200);
}

/**
 * Stores the mail in the outbox; true when stored, false when a mail with its
 * key already exists. Call it inside the transaction of the event that causes
 * it, so the two are written together or not at all.
 */
export function enqueueMail(mail: MailRequest): boolean {
  const recipient = assertBareAddress(mail.to.toLowerCase());
  const stored = insertMail({
    key: `${mail.event}:${recipient}`,
    recipient,
    replyTo: mail.replyTo ? assertBareAddress(mail.replyTo) : null,
    subject: safeSubject(mail.content.subject),
    textBody: renderText(mail.content),
    htmlBody: renderHtml(mail.content),
    sensitive: mail.sensitive ?? false,
    userId: mail.userId ?? null,
    unsubscribeUrl: mail.unsubscribeUrl ? assertListUrl(mail.unsubscribeUrl) : null,
  });
  if (stored) mailQueued();
  return stored;
}

/**
 * Stores a mail laid out by its caller; true when stored, false when its key
 * exists. Call inside the cause's transaction; `wake` false lets a caller that
 * stores many wake the worker once (mailQueued) after its transaction.
 */
export function enqueueWholeMail(mail: WholeMailRequest, { wake = true } = {}): boolean {
  const recipient = assertBareAddress(mail.to.toLowerCase());
  const stored = insertMail({
    key: mail.key,
    recipient,
    replyTo: null,
    subject: safeSubject(mail.subject),
    textBody: mail.textBody,
    htmlBody: mail.htmlBody,
    sensitive: false,
    userId: null,
    unsubscribeUrl: mail.unsubscribeUrl ? assertListUrl(mail.unsubscribeUrl) : null,
  });
  if (stored && wake) mailQueued();
  return stored;
}

/** An absolute http(s) URL with nothing that could end or add a header. */
export function assertListUrl(url: string): string {
  const parsed = new URL(url);
  if (!/^https?:$/.test(parsed.protocol) || /[\s<>,]/.test(url)) throw new Error(`Not a list link: ${JSON.stringify(url)}`);
  return url;
}

/** Where a mailto unsubscribe goes: MAIL_UNSUBSCRIBE_TO, else the site's support address. */
export function unsubscribeMailbox(): string {
  return getEnv().MAIL_UNSUBSCRIBE_TO ?? SITE.supportEmail;
}

/**
 * RFC 2369 and 8058 headers of a list mail: the https link (which a mail
 * client POSTs to for one-click) and a mailto, in one List-Unsubscribe.
 */
export function listHeaders(unsubscribeUrl: string) {
  return {
    list: { unsubscribe: [[assertListUrl(unsubscribeUrl), `mailto:${assertBareAddress(unsubscribeMailbox())}?subject=unsubscribe`]] },
    headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

let onQueued: (() => void) | null = null;

/** The worker asks to hear of new mail, so it need not wait for its next poll. */
export function onMailQueued(listener: (() => void) | null) {
  onQueued = listener;
}

/** A mail became due outside enqueueMail (an admin's retry): wake the worker. */
export function mailQueued() {
  // After the caller's transaction has committed: the worker reads from the database.
  if (onQueued) setImmediate(onQueued);
}

/** Where notifications of forms go: NOTIFY_EMAILS, else ADMIN_EMAILS. */
export function notifyAddresses(): string[] {
  const env = getEnv();
  return env.NOTIFY_EMAILS.length ? env.NOTIFY_EMAILS : env.ADMIN_EMAILS;
}

export function mailConfigured(): boolean {
  return Boolean(getEnv().SMTP_URL);
}

/** The From header every mail is sent with. */
export function mailFrom(): string {
  return getEnv().MAIL_FROM ?? `"${SITE.name}" <no-reply@${new URL(getEnv().PUBLIC_URL).hostname}>`;
}

type Transport = { url: string; transporter: Transporter };
let transport: Transport | undefined;
let listTransport: Transport | undefined;

/** nodemailer is loaded with the first mail sent, not at start-up (docs/decisions/192-sdks-loaded-when-used.md). */
async function transporter(url: string): Promise<Transporter> {
  // Awaited before the check, so the check and the swap happen in one go.
  const { default: nodemailer } = await import("nodemailer");
  if (transport?.url !== url) {
    transport?.transporter.close();
    transport = {
      url,
      // Short timeouts: a dead server fails the attempt quickly and the outbox retries later.
      transporter: nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
    };
  }
  return transport.transporter;
}

/**
 * List mail (a newsletter's thousands) goes over one pooled connection: a new
 * SMTP connection per mail costs more than the mail. It is closed whenever the
 * outbox is empty (closeListConnection), so no connection idles between sends.
 */
async function listTransporter(url: string): Promise<Transporter> {
  const { default: nodemailer } = await import("nodemailer");
  if (listTransport?.url !== url) {
    listTransport?.transporter.close();
    listTransport = {
      url,
      transporter: nodemailer.createTransport({ url, pool: true, maxConnections: 1, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }),
    };
  }
  return listTransport.transporter;
}

/** Closes the list mail's pooled connection (the outbox worker, once nothing is due). */
export function closeListConnection() {
  listTransport?.transporter.close();
  listTransport = undefined;
}

/** Hands one stored mail to the SMTP server. Throws what nodemailer throws. */
export async function deliver(mail: OutboxMail, smtpUrl: string): Promise<void> {
  await (await (mail.unsubscribeUrl ? listTransporter(smtpUrl) : transporter(smtpUrl))).sendMail({
    from: mailFrom(),
    to: { name: "", address: assertBareAddress(mail.recipient) },
    ...(mail.replyTo ? { replyTo: { name: "", address: assertBareAddress(mail.replyTo) } } : {}),
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    messageId: messageIdOf(mail.id),
    ...(mail.unsubscribeUrl ? listHeaders(mail.unsubscribeUrl) : {}),
  });
}

/** One Message-ID per outbox row: a copy sent again after a crash is recognisably the same mail. */
export function messageIdOf(outboxId: number): string {
  return `<outbox-${outboxId}@${new URL(getEnv().PUBLIC_URL).hostname}>`;
}

/** Without SMTP_URL the mail goes to the log, links and all, so a local run can still follow them. */
export function logMail(mail: OutboxMail) {
  console.info(
    [
      `Mail not sent (SMTP_URL is not set); kept in the outbox as #${mail.id}.`,
      `To: ${mail.recipient}`,
      ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []),
      `Subject: ${mail.subject}`,
      "",
      mail.textBody,
    ].join("\n"),
  );
}
