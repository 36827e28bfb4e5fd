import { lazy, Suspense, type FormEvent } from "react";
import { errorProps, Field, inputClass } from "~/components/form-fields";

/** The send to subscribers' part of the box: loaded after the page's start, with the post's send panel (one module). A Suspense without fallback shows nothing meanwhile. */
const NewsletterTick = lazy(() => import("./newsletter-send-panel").then((m) => ({ default: m.NewsletterTick })));

/** Where the post stands, as the editor's loader says it (`publishedOn` written out in the site's zone). */
export type PublishingState = { state: "published" | "scheduled" | "draft"; publishedOn: string | null };
/** The zone a "Publish at" time is read in (the site's, from Settings) and the time there now, as a datetime-local value. */
export type PublishZone = { name: string; now: string };

const CHOICES = [
  { value: "draft", label: (isNew: boolean) => (isNew ? "Save as a draft" : "Keep as a draft") },
  { value: "now", label: () => "Publish now" },
  { value: "schedule", label: () => "Schedule: publish at the time below" },
] as const;

/**
 * The publish choice of the post form: a draft, now, or at a time in the
 * site's time zone (the post then publishes itself). Radio buttons and a
 * datetime field work without JavaScript; with it, typing a time picks "Schedule".
 * A published post shows no choice: Unpublish (above the form) takes it off the site.
 */
export function PostPublishing({
  current,
  isNew,
  choice,
  publishAt,
  zone,
  error,
  send,
}: {
  current: PublishingState | null;
  isNew: boolean;
  choice: string;
  publishAt: string;
  zone: PublishZone;
  error?: string;
  /** The "Send to subscribers" box as it was sent (ticked: "on"), its segment and its error. */
  send: { ticked: string; segment: string; error?: string };
}) {
  if (current?.state === "published") {
    return (
      <p className="rounded-xl border border-ink/15 p-4 text-sm" data-testid="publishing">
        Published{current.publishedOn ? ` on ${current.publishedOn}` : ""}. Unpublish (above) takes it off the site.
      </p>
    );
  }
  const pickSchedule = (event: FormEvent<HTMLInputElement>) => {
    const radio = event.currentTarget.form?.querySelector<HTMLInputElement>('input[name="publish"][value="schedule"]');
    if (radio && event.currentTarget.value) radio.checked = true;
  };
  return (
    <fieldset className="rounded-xl border border-ink/15 p-4" data-testid="publishing">
      <legend className="px-1 text-sm font-medium text-ink">Publishing</legend>
      <div className="space-y-1">
        {CHOICES.map(({ value, label }) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-sm font-medium">
            <input type="radio" name="publish" value={value} defaultChecked={(choice || "draft") === value} className="size-5" />
            {label(isNew)}
          </label>
        ))}
      </div>
      <div className="mt-2 max-w-sm">
        <Field
          id="post-publishAt"
          label={`Publish at (${zone.name} time)`}
          error={error}
          hint={`The site's zone (Settings), where it is now ${zone.now.replace("T", " ")}. Until then the post is off the site, feed and search; then it appears by itself.`}
        >
          <input
            id="post-publishAt"
            type="datetime-local"
            name="publishAt"
            defaultValue={publishAt}
            min={zone.now}
            onInput={pickSchedule}
            className={inputClass}
            {...errorProps("post-publishAt", error)}
          />
        </Field>
      </div>
      <Suspense>
        <NewsletterTick {...send} />
      </Suspense>
    </fieldset>
  );
}
