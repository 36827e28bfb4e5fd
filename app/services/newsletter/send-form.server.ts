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
import type { PublishChoice } from "~/models/admin-posts.server";

export type SendChoice = { send: false } | { send: true; segment: NewsletterSegment } | { error: string };

export const SEND_NEEDS_PUBLISHING =
  "Sending goes out when the post is published: choose Publish now or a time to publish it, or save it as a draft without sending.";

/** The editor's tick box and segment; sending needs the post to be published, now or at a set time (the send then starts by itself). */
export function readSendChoice(form: FormData, publish: PublishChoice | undefined): SendChoice {
  if (form.get("sendToSubscribers") !== "on") return { send: false };
  const parsed = parseFormData(newsletterSendSchema, form);
  if (!parsed.ok) return { error: parsed.fieldErrors.newsletterSegment ?? "Choose who receives it." };
  if (publish === undefined || publish === false) return { error: SEND_NEEDS_PUBLISHING };
  return { send: true, segment: parsed.data.newsletterSegment };
}

export type NewsletterPanel =
  | { kind: "sent"; segment: NewsletterSegment; segmentLabel: string; startedAt: string; finished: boolean; progress: SendProgress }
  | { kind: "ready" }
  | { kind: "scheduled"; segmentLabel: string; published: boolean }
  | { kind: "unpublished" };

const segmentLabel = (segment: NewsletterSegment) => SEGMENT_OPTIONS.find((option) => option.value === segment)?.label ?? segment;

/** What the post's page shows: a send's progress, the send form for a published post, a send kept for its publication, or nothing yet. */
export function newsletterPanel(post: { id: string; isPublished: boolean; sendOnPublish: NewsletterSegment | null }): NewsletterPanel {
  const send = findSendOfPost(post.id);
  if (!send) {
    if (post.sendOnPublish) return { kind: "scheduled", segmentLabel: segmentLabel(post.sendOnPublish), published: post.isPublished };
    return post.isPublished ? { kind: "ready" } : { kind: "unpublished" };
  }
  const progress = sendProgress(send);
  // Finished: every recipient was handed over and the outbox has none left to try.
  const finished = progress.waiting === 0 && progress.queued === 0;
  return { kind: "sent", segment: send.segment, segmentLabel: segmentLabel(send.segment), startedAt: send.startedAt.toISOString(), finished, progress };
}
