/**
 * The outbox worker: sends stored mail in the background, retrying with
 * growing delays. Every process runs one (WEB_CONCURRENCY); each mail is
 * claimed in the database first, so only one process sends it. A worker that
 * dies mid-send leaves a lease that runs out, and another picks the mail up:
 * delivery is at least once, and a duplicate needs a crash in the instant
 * between the SMTP server's acceptance and our write (docs/decisions/160).
 */
import { db } from "~/db/client.server";
import { claimNextMail, failMail, finishMail, type OutboxMail } from "~/models/outbox.server";
import { suppress } from "~/models/suppression.server";
import { getEnv } from "~/utils/env.server";
import { closeListConnection, deliver, logMail, onMailQueued } from "./mail.server";

const POLL_MS = 5000;
const FIRST_RETRY_MS = 30 * 1000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
/** About 11 hours of retries in all before a mail is failed for an admin to retry. */
export const MAX_ATTEMPTS = 15;

/** The wait after the n-th failed attempt: 30 s, 1 min, 2 min, … up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** An SMTP 5xx reply is a refusal that retrying will not change (e.g. no such mailbox). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

/**
 * A permanent refusal of the mailbox itself, not of this one message: refused
 * at RCPT TO, or an enhanced status of the address class (5.1.x: no such user,
 * bad domain) or 5.2.1 (mailbox disabled) at any stage. A 5xx for the content
 * (554 spam, 552 too large) says nothing about the address. Any mail's refusal
 * counts, a receipt's as a newsletter's: a mailbox that does not exist does not
 * exist for either (docs/decisions/223).
 */
export function refusesMailbox(error: unknown): boolean {
  if (!isPermanent(error)) return false;
  const { command, response } = error as { command?: unknown; response?: unknown };
  if (command === "RCPT TO") return true;
  return typeof response === "string" && /\b5\.(1\.\d{1,3}|2\.1)\b/.test(response);
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** The server's own words ("550 5.1.1 No such user"), else nodemailer's message. */
function smtpReply(error: unknown): string {
  const response = (error as { response?: unknown } | null)?.response;
  return typeof response === "string" && response ? response : describe(error);
}

async function sendOne(mail: OutboxMail, now: () => Date) {
  const smtpUrl = getEnv().SMTP_URL;
  if (!smtpUrl) {
    logMail(mail);
    finishMail(mail, "logged", now());
    return;
  }
  try {
    await deliver(mail, smtpUrl);
  } catch (error) {
    const giveUp = isPermanent(error) || mail.attempts >= MAX_ATTEMPTS;
    const retryAt = giveUp ? null : new Date(now().getTime() + retryDelayMs(mail.attempts));
    db.transaction(() => {
      failMail(mail.id, describe(error), retryAt);
      if (refusesMailbox(error)) suppress(mail.recipient, "bounce", smtpReply(error), now());
    });
    console.warn(`Mail #${mail.id} (${mail.key}) attempt ${mail.attempts} failed${retryAt ? `; retrying at ${retryAt.toISOString()}` : "; giving up"}: ${describe(error)}`);
    return;
  }
  finishMail(mail, "sent", now());
}

/**
 * Sends every mail that is due, one after another; returns how many were
 * handled. `now` lets tests step past retry delays without waiting.
 */
export async function drainOutbox(now: () => Date = () => new Date()): Promise<number> {
  let handled = 0;
  // MAIL_LEASE_SECONDS (2 minutes): far longer than one SMTP exchange with its timeouts.
  const leaseMs = getEnv().MAIL_LEASE_SECONDS * 1000;
  for (let mail = claimNextMail(now(), leaseMs); mail; mail = claimNextMail(now(), leaseMs)) {
    await sendOne(mail, now);
    handled++;
  }
  // Nothing due: the list mail's pooled connection is not kept open until the next send.
  if (handled > 0) closeListConnection();
  return handled;
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | null = null;
let again = false;

/** One drain at a time in this process; a wake-up during a drain runs another after it. */
function wake() {
  if (running) {
    again = true;
    return;
  }
  running = drainOutbox()
    .catch((error) => console.error("Outbox worker failed", error))
    .finally(() => {
      running = null;
      if (again && timer) {
        again = false;
        wake();
      }
    });
}

export function startOutboxWorker(pollMs = POLL_MS) {
  if (timer) return;
  onMailQueued(wake);
  timer = setInterval(wake, pollMs);
  timer.unref();
  wake();
}

/** Stops claiming; a send under way finishes (or its lease runs out and another process resends it). */
export function stopOutboxWorker(): Promise<unknown> {
  clearInterval(timer);
  timer = undefined;
  onMailQueued(null);
  return running ?? Promise.resolve();
}
