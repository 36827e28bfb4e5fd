import { useLocation } from "@remix-run/react";
import { ContactForm } from "~/components/forms/contact-form";
import { ContactDetails } from "~/components/contact-details";
import { CONTACT } from "~/content/home";
import { SectionHeading } from "./section-heading";

/** SPEC §2 contact section. The form posts to /contact in place (errors stay here); without JS it is a normal post. */
export function ContactSection() {
  const location = useLocation();
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-24 py-12 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:gap-12 sm:px-6 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <SectionHeading id="contact-title" eyebrow="Contact" title={CONTACT.title}>
            {CONTACT.text}
          </SectionHeading>
          <ContactDetails className="mt-6 sm:mt-8" />
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-8">
          {/* A sent message redirects back here (a new location): the new key gives an empty form. */}
          <ContactForm key={location.key} inPlace returnTo="/#contact" />
        </div>
      </div>
    </section>
  );
}
