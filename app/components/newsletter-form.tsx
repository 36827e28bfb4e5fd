/**
 * The newsletter's subscribe form: a plain POST to /newsletter, which answers
 * with a redirect to its page; refusals are shown on that page. The blog and
 * each post draw it on the server (newsletter-island.tsx), the footer a shorter
 * one (newsletter-form-html.server.tsx).
 */
import { HoneypotField } from "~/components/honeypot-field";
import { LIMITS } from "~/utils/form-limits";
import { NEWSLETTER_PATH, type SubscribeSource } from "~/utils/newsletter";

export type NewsletterFailure = { formError?: string; fieldErrors?: Record<string, string>; fields?: Record<string, string | string[]> };

const INPUT = "mt-1 block min-h-11 w-full rounded-md border border-ink/20 bg-white px-3 text-ink";

export function NewsletterForm({ source, dark = false, failure }: { source: SubscribeSource; dark?: boolean; failure?: NewsletterFailure }) {
  const id = `newsletter-${source}`;
  const typed = (name: string) => (typeof failure?.fields?.[name] === "string" ? (failure.fields[name] as string) : "");
  const errors = failure?.fieldErrors ?? {};
  const muted = dark ? "text-cream/80" : "text-ink/70";
  return (
    <form method="post" action={NEWSLETTER_PATH} className="relative space-y-3 text-sm" aria-label="Subscribe to the newsletter">
      <input type="hidden" name="source" value={source} />
      <HoneypotField />
      {failure?.formError ? (
        <p role="alert" className="font-semibold text-red-700">
          {failure.formError}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block font-medium">
          E-mail
          <input name="email" type="email" required maxLength={LIMITS.email} autoComplete="email" defaultValue={typed("email")} aria-invalid={errors.email ? true : undefined} aria-describedby={errors.email ? `${id}-email-error` : undefined} className={INPUT} />
          {errors.email ? (
            <span id={`${id}-email-error`} className="mt-1 block text-red-700">
              {errors.email}
            </span>
          ) : null}
        </label>
        <label className="block font-medium">
          Name <span className={muted}>(optional)</span>
          <input name="name" maxLength={LIMITS.name} autoComplete="name" defaultValue={typed("name")} aria-invalid={errors.name ? true : undefined} className={INPUT} />
          {errors.name ? <span className="mt-1 block text-red-700">{errors.name}</span> : null}
        </label>
      </div>
      <button type="submit" className={`min-h-11 rounded-md px-5 font-semibold ${dark ? "bg-cream text-teal-dark hover:bg-white" : "bg-teal text-white hover:bg-teal-dark"}`}>
        Subscribe
      </button>
      <p className={`text-xs ${muted}`}>
        New posts by e-mail, after you confirm your address. Unsubscribe in one click.{" "}
        <a href="/privacy" className="underline">
          Privacy policy
        </a>
      </p>
    </form>
  );
}
