import { useLocation } from "@remix-run/react";
import { ContactForm } from "~/components/forms/contact-form";
import { CONTACT } from "~/content/home";
import { lines, telHref } from "~/content/site-settings";
import { useSiteSettings } from "~/components/page-context";
import { SectionHeading } from "./section-heading";

const LINK = "inline-flex min-h-11 items-center text-teal-light underline underline-offset-4 hover:text-teal";

/** SPEC §2 contact section. The form posts to /contact in place (errors stay here); without JS it is a normal post. */
export function ContactSection() {
  const location = useLocation();
  const site = useSiteSettings();
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-24 py-12 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:gap-12 sm:px-6 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <SectionHeading id="contact-title" eyebrow="Contact" title={CONTACT.title}>
            {CONTACT.text}
          </SectionHeading>
          <dl className="mt-6 space-y-4 rounded-2xl bg-white p-4 sm:mt-8 sm:space-y-5 sm:p-6 ring-1 ring-ink/10">
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
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8">
          {/* A sent message redirects back here (a new location): the new key gives an empty form. */}
          <ContactForm key={location.key} inPlace />
        </div>
      </div>
    </section>
  );
}
