/**
 * The mails of double opt-in: the confirmation link (only an address whose
 * owner followed it, the verified address of an account, or an import whose
 * consent the admin recorded ever receives the newsletter), and the welcome
 * that follows it with the free guide.
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
        `Please confirm that you want to receive new posts from ${SITE.name} by e-mail at this address. Once you confirm, we send you our free fermentation guide.`,
        `The link works for ${CONFIRMATION_LINK_HOURS} hours. If you did not ask for this, ignore this mail: you will not hear from us.`,
      ],
      action: { label: "Confirm my subscription", path: confirmationPath(token) },
    },
  });
}

/** Once per subscriber (the key): confirming again after unsubscribing sends no second welcome. */
export function queueWelcomeMail(subscriber: PendingSubscriber, guideUrl: string): boolean {
  return enqueueMail({
    event: `newsletter-welcome:${subscriber.id}`,
    to: subscriber.email,
    content: {
      subject: `Welcome to the ${SITE.name} newsletter`,
      paragraphs: [
        subscriber.name ? `Hello ${subscriber.name},` : "Hello,",
        "Your subscription is confirmed: you will receive our new posts by e-mail. Every mail has a link to unsubscribe in one click.",
        "As promised, here is our free fermentation guide.",
      ],
      action: { label: "Open the free fermentation guide", path: guideUrl },
    },
  });
}
