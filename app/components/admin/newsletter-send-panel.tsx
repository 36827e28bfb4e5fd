import { Form, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { errorProps, Field, inputClass } from "~/components/form-fields";

export type SendProgressView = { audience: number; waiting: number; skipped: number; queued: number; sent: number; failed: number };
export type NewsletterPanelView =
  | { kind: "sent"; segment: string; segmentLabel: string; startedAt: string; finished: boolean; progress: SendProgressView }
  | { kind: "ready" }
  | { kind: "scheduled"; segmentLabel: string; published: boolean }
  | { kind: "unpublished" };

const POLL_MS = 3000;

/**
 * The post's send to subscribers on its admin page: the send form for a
 * published post not yet sent, the send kept with a schedule, else the send's
 * progress. Without JavaScript the progress is as of the page's load (Refresh
 * reloads it); with it, it is asked for every few seconds until the send is
 * finished (or, kept with a post just published, until it has started).
 */
export default function NewsletterSendPanel({ postId, panel }: { postId: string; panel: NewsletterPanelView }) {
  const fetcher = useFetcher<{ panel: NewsletterPanelView }>();
  const current = fetcher.data?.panel ?? panel;
  const action = `/admin/posts/${postId}/send`;
  const running = (current.kind === "sent" && !current.finished) || (current.kind === "scheduled" && current.published);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (fetcher.state === "idle") fetcher.load(action);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, action, fetcher]);

  if (current.kind === "unpublished") return null;
  if (current.kind === "scheduled") {
    return (
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:p-6" data-testid="newsletter-send" aria-live="polite">
        <h2 className="text-lg font-semibold text-ink">Send to subscribers</h2>
        <p className="mt-1 text-sm text-ink/70" data-testid="newsletter-status">
          {current.published
            ? `Sending to ${current.segmentLabel} starts in a moment.`
            : `It goes to ${current.segmentLabel} when it is published. To change that, change "Send to subscribers" below and save.`}
        </p>
      </section>
    );
  }
  if (current.kind === "ready") {
    return (
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:p-6" data-testid="newsletter-send">
        <h2 className="text-lg font-semibold text-ink">Send to subscribers</h2>
        <p className="mt-1 text-sm text-ink/70">
          Mail this post to confirmed subscribers. A post is sent once; the audience is fixed when you press Send.
        </p>
        <Form method="post" action={action} className="mt-3 flex flex-wrap items-end gap-3">
          <label htmlFor="newsletter-send-segment" className="block text-sm font-medium">
            Who receives it
            <SegmentSelect id="newsletter-send-segment" />
          </label>
          <button type="submit" className="min-h-11 rounded-md bg-teal px-5 font-semibold text-white hover:bg-teal-dark">
            Send to subscribers
          </button>
        </Form>
      </section>
    );
  }
  const { progress } = current;
  const rows: Array<[string, number, string]> = [
    ["Audience", progress.audience, "audience"],
    ["Waiting", progress.waiting, "waiting"],
    ["Queued", progress.queued, "queued"],
    ["Sent", progress.sent, "sent"],
    ["Failed", progress.failed, "failed"],
    ["Skipped (left or suppressed since)", progress.skipped, "skipped"],
  ];
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:p-6" data-testid="newsletter-progress" aria-live="polite">
      <h2 className="text-lg font-semibold text-ink">Sent to subscribers</h2>
      <p className="mt-1 text-sm text-ink/70" data-testid="newsletter-status">
        {current.segmentLabel}, started {new Date(current.startedAt).toUTCString()}.{" "}
        {current.finished ? "Finished." : "Sending…"}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        {rows.map(([label, value, key]) => (
          <div key={key} className="flex justify-between gap-3 border-b border-ink/10 py-1">
            <dt>{label}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`newsletter-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {current.finished ? null : (
        <a href={`/admin/posts/${postId}`} className="mt-3 inline-block text-sm text-teal underline underline-offset-4">
          Refresh
        </a>
      )}
    </section>
  );
}

/**
 * The post editor's "Send to subscribers" box (post-publishing.tsx), as it was sent
 * (ticked: "on"), with its segment and error. Lazily loaded with this module: the
 * editor's start-up code is at its budget.
 */
export function NewsletterTick({ ticked, segment, error }: { ticked: string; segment: string; error?: string }) {
  return (
    <div className="mt-4 space-y-2 border-t border-ink/10 pt-3">
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input type="checkbox" name="sendToSubscribers" defaultChecked={ticked === "on"} className="size-5" />
        Send to subscribers when it is published
      </label>
      <div className="max-w-sm">
        <Field id="post-newsletterSegment" label="Who receives it" error={error} hint="Free subscribers get a premium post's teaser with an Unlock link. A post is sent once.">
          <SegmentSelect id="post-newsletterSegment" value={segment} error={error} />
        </Field>
      </div>
    </div>
  );
}

/** Who a post may be sent to, in the admin's words (the select, and the send's progress from send-form.server.ts). */
export const SEGMENT_OPTIONS = [
  { value: "all", label: "All subscribers" },
  { value: "free", label: "Free subscribers (premium posts as a teaser)" },
  { value: "premium", label: "Premium subscribers only" },
] as const;

/** Who receives it: one select for the editor's tick box and the send form alike. */
export function SegmentSelect({ id, value, error }: { id: string; value?: string; error?: string }) {
  return (
    <select id={id} name="newsletterSegment" defaultValue={value || "all"} className={inputClass} {...errorProps(id, error)}>
      {SEGMENT_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
