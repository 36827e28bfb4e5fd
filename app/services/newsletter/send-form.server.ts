/**
 * The admin's side of a send: the editor's "Send to subscribers" choice read
 * from its form, and what the post's page shows of a send (its progress, or
 * whether one may start). The send itself is send.server.ts's.
 */

import { SEGMENT_OPTIONS } from "~/components/admin/newsletter-send-panel";
import { findSendOfPost, sendProgress, type SendProgress } from "~/models/newsletter-send.server";
import { parseFormData } from "~/services/requests/parse-action.server";
import { newsletterSendSchema } from "~/utils/newsletter-forms.server";
import type { NewsletterSegment } from "~/db/schema";

export type SendChoice = { send: false } | { send: true; segment: NewsletterSegment } | { error: string };

export const SEND_NEEDS_PUBLISH_NOW =
  "Sending goes out when the post is published now: choose Publish now, or save it and send it from this page once it is published.";

/** The editor's tick box and segment; sending only with "Publish now" (a schedule publishes later, by itself). */
export function readSendChoice(form: FormData, publishingNow: boolean): SendChoice {
  if (form.get("sendToSubscribers") !== "on") return { send: false };
  const parsed = parseFormData(newsletterSendSchema, form);
  if (!parsed.ok) return { error: parsed.fieldErrors.newsletterSegment ?? "Choose who receives it." };
  if (!publishingNow) return { error: SEND_NEEDS_PUBLISH_NOW };
  return { send: true, segment: parsed.data.newsletterSegment };
}

export type NewsletterPanel =
  | { kind: "sent"; segment: NewsletterSegment; segmentLabel: string; startedAt: string; finished: boolean; progress: SendProgress }
  | { kind: "ready" }
  | { kind: "unpublished" };

/** What the post's page shows: a send's progress, the send form for a published post, or why not yet. */
export function newsletterPanel(post: { id: string; isPublished: boolean }): NewsletterPanel {
  const send = findSendOfPost(post.id);
  if (!send) return post.isPublished ? { kind: "ready" } : { kind: "unpublished" };
  const progress = sendProgress(send);
  // Finished: every recipient was handed over and the outbox has none left to try.
  const finished = progress.waiting === 0 && progress.queued === 0;
  const segmentLabel = SEGMENT_OPTIONS.find((option) => option.value === send.segment)?.label ?? send.segment;
  return { kind: "sent", segment: send.segment, segmentLabel, startedAt: send.startedAt.toISOString(), finished, progress };
}
