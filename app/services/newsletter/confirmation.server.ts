/**
 * The confirmation mail of double opt-in: only an address whose owner followed
 * this link (or the verified address of an account, or an import whose consent
 * the admin recorded) ever receives the newsletter.
 */
import { SITE } from "~/content/site";
import { enqueueMail } from "~/services/mail/mail.server";
import { CONFIRMATION_LINK_HOURS, confirmationPath, confirmationToken } from "./links.server";

export type PendingSubscriber = { id: number; email: string; name: string | null };

/**
 * Stores the confirmation mail in the outbox; call it inside the transaction
 * that made or found the pending subscriber. Each call is a new mail with a new
 * link (how often a form may ask is the caller's rate limit).
 */
export function queueConfirmationMail(subscriber: PendingSubscriber, now = new Date()): boolean {
  const token = confirmationToken(subscriber, now);
  return enqueueMail({
    event: `newsletter-confirm:${subscriber.id}:${now.getTime()}`,
    to: subscriber.email,
    sensitive: true,
    content: {
      subject: `Confirm your subscription to ${SITE.name}`,
      paragraphs: [
        subscriber.name ? `Hello ${subscriber.name},` : "Hello,",
        `Please confirm that you want to receive new posts from ${SITE.name} by e-mail.`,
        `The link works for ${CONFIRMATION_LINK_HOURS} hours. If you did not ask for this, ignore this mail: you will not hear from us.`,
      ],
      action: { label: "Confirm my subscription", path: confirmationPath(token) },
    },
  });
}
