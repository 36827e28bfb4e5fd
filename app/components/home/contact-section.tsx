import { Form } from "@remix-run/react";
import { HoneypotField } from "~/components/honeypot-field";
import { CONTACT } from "~/content/home";
import { SITE } from "~/content/site";
import { SectionHeading } from "./section-heading";

const field =
  "mt-1.5 block w-full rounded-md border border-ink/20 bg-white px-3.5 py-2.5 text-ink placeholder:text-ink/50 focus:border-teal focus:ring-2 focus:ring-teal/30 focus:outline-none";

/** SPEC §2 contact section. The form posts to /contact, whose action belongs to the forms feature. */
export function ContactSection() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-24 py-20 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <SectionHeading id="contact-title" eyebrow="Contact" title={CONTACT.title}>
            {CONTACT.text}
          </SectionHeading>
          <dl className="mt-8 space-y-5 rounded-2xl bg-white p-6 ring-1 ring-ink/10">
            <div>
              <dt className="font-semibold text-teal">Email</dt>
              <dd className="mt-1">
                <a href={`mailto:${SITE.supportEmail}`} className="text-teal-light underline underline-offset-4 hover:text-teal">
                  {SITE.supportEmail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-teal">Reply time</dt>
              <dd className="mt-1 text-ink/80">Within 24 hours, and sooner during our business hours (listed below).</dd>
            </div>
          </dl>
        </div>
        <Form method="post" action="/contact" className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8">
          <HoneypotField />
          <div className="grid gap-5 sm:grid-cols-2">
            <label className="block text-sm font-semibold text-ink">
              Name
              <input name="name" required autoComplete="name" maxLength={100} className={field} />
            </label>
            <label className="block text-sm font-semibold text-ink">
              Email
              <input name="email" type="email" required autoComplete="email" maxLength={254} className={field} />
            </label>
            <label className="block text-sm font-semibold text-ink sm:col-span-2">
              Company <span className="font-normal text-ink/75">(optional)</span>
              <input name="company" autoComplete="organization" maxLength={120} className={field} />
            </label>
            <label className="block text-sm font-semibold text-ink sm:col-span-2">
              Message
              <textarea name="message" required rows={5} maxLength={5000} className={field} />
            </label>
          </div>
          <button type="submit" className="mt-6 w-full rounded-md bg-teal px-6 py-3 font-semibold text-white hover:bg-teal-dark sm:w-auto">
            Send Message
          </button>
        </Form>
      </div>
    </section>
  );
}
