import { NEWSLETTER_PATH, type SubscribeSource } from "~/utils/newsletter";
import { HoneypotField } from "./honeypot-field";

/**
 * The newsletter's form with the address only, for places whose page is at its
 * HTML budget (the footer of every page, the home page's free-guide card): a
 * plain POST; a refused address gets the whole form on /newsletter.
 */
export function NewsletterAddressForm({
  source,
  label,
  className,
  labelClassName,
  buttonClassName,
}: {
  source: SubscribeSource;
  label: string;
  className: string;
  labelClassName: string;
  buttonClassName: string;
}) {
  return (
    <form method="post" action={NEWSLETTER_PATH} className={className}>
      <input type="hidden" name="source" value={source} />
      <HoneypotField />
      <label className={labelClassName}>
        {label}
        <input name="email" type="email" required autoComplete="email" className="mt-1 block min-h-11 w-full rounded-md bg-white px-3 text-ink" />
      </label>
      <button className={`min-h-11 rounded-md px-5 font-semibold ${buttonClassName}`}>Subscribe</button>
      <a href="/privacy" className="inline-flex min-h-11 items-center underline">
        Privacy policy
      </a>
    </form>
  );
}
