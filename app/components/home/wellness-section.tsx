import { Link } from "@remix-run/react";
import { useDialogHref } from "~/components/page-context";
import { WELLNESS } from "~/content/home";
import { ArrowIcon } from "./icons";
import { SectionHeading } from "./section-heading";

export function WellnessSection() {
  const dialogHref = useDialogHref();
  return (
    <section aria-labelledby="wellness-title" className="py-12 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 sm:gap-12 sm:px-6 lg:grid-cols-2">
        <img
          src="/images/home/wellness.svg"
          alt="A herbal infusion, a supplement bottle and fresh leaves"
          width={480}
          height={400}
          loading="lazy"
          decoding="async"
          className="order-last hidden h-auto w-full max-w-[480px] sm:block justify-self-center rounded-[1.75rem] lg:order-first"
        />
        <div>
          <SectionHeading id="wellness-title" eyebrow={WELLNESS.eyebrow} title={WELLNESS.title}>
            {WELLNESS.text}
          </SectionHeading>
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {WELLNESS.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-white p-4 ring-1 ring-ink/5">
                <dt className="mt-1 text-sm leading-snug text-ink/75">{stat.label}</dt>
                <dd className="font-serif text-3xl font-bold text-teal">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-ink/75">{WELLNESS.note}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/aiden-showcase" className="inline-flex items-center gap-2 rounded-md bg-teal px-5 py-3 font-semibold text-white hover:bg-teal-dark">
              See the AIDEN showcase <ArrowIcon />
            </Link>
            <Link
              to={dialogHref("enquiry", { service: "guestExperiencePersonalization" })}
              preventScrollReset
              className="rounded-md border border-teal/30 px-5 py-3 font-semibold text-teal hover:bg-teal/5"
            >
              Plan a wellness programme
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
