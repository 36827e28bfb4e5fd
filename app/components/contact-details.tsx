import { lines, telHref } from "~/utils/contact-format";
import { useSiteSettings } from "~/components/page-context";

const LINK = "inline-flex min-h-11 items-center text-teal-light underline underline-offset-4 hover:text-teal";

/** How to reach the team, from the site settings: the home page's contact section and /contact. */
export function ContactDetails({ className = "" }: { className?: string }) {
  const site = useSiteSettings();
  return (
    <dl className={`space-y-4 rounded-2xl bg-white p-4 ring-1 ring-ink/10 sm:space-y-5 sm:p-6 ${className}`}>
      <div>
        <dt className="font-semibold text-teal">Email</dt>
        <dd className="mt-1">
          <a href={`mailto:${site.contactEmail}`} className={LINK}>
            {site.contactEmail}
          </a>
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-teal">Phone</dt>
        <dd className="mt-1">
          <a href={telHref(site.contactPhone)} className={LINK} data-testid="contact-phone">
            {site.contactPhone}
          </a>
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-teal">Messaging</dt>
        <dd className="mt-1 text-ink/80">{site.messagingHandle}</dd>
      </div>
      <div>
        <dt className="font-semibold text-teal">Address</dt>
        <dd className="mt-1 text-ink/80">
          <address className="not-italic">
            {lines(site.postalAddress).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-teal">Business hours</dt>
        <dd className="mt-1 text-ink/80">
          {lines(site.businessHours).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="block text-sm text-ink/70">Time zone: {site.businessTimeZone}</span>
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-teal">Reply time</dt>
        <dd className="mt-1 text-ink/80">Within 24 hours, and sooner during our business hours.</dd>
      </div>
    </dl>
  );
}
