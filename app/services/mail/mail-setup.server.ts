/**
 * Whether the site can tell its team about new leads: the admin's dashboard and
 * inbox say plainly when they are only stored, so no enquiry waits unseen.
 */
import { mailConfigured, notifyAddresses } from "./mail.server";

export type MailSetupProblem = "no-recipient" | "no-smtp";

/** What keeps lead notifications from reaching anyone, most basic first; empty when mail works. */
export function mailSetupProblems(): MailSetupProblem[] {
  return [...(notifyAddresses().length === 0 ? ["no-recipient" as const] : []), ...(mailConfigured() ? [] : ["no-smtp" as const])];
}
