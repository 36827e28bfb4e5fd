import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { EnquiryLink } from "~/components/pages/buttons";
import { CtaBand } from "~/components/pages/cta-band";
import { Icon } from "~/components/pages/icons";
import { PageHero } from "~/components/pages/page-hero";
import { Section } from "~/components/pages/section";
import type { StructuredDataHandle } from "~/components/structured-data";
import { WASTE_MANAGEMENT as C } from "~/content/pages/waste-management";
import { originFrom, seo } from "~/utils/seo";

const cardLink = "font-semibold text-teal-light underline underline-offset-4 hover:text-teal";

export default function SustainableWasteManagement() {
  return (
    <main>
      <PageHero
        eyebrow={C.eyebrow}
        heading={C.heading}
        intro={C.intro}
        image={C.image}
        meta={
          <p className="flex flex-wrap items-baseline gap-x-3 rounded-xl border border-cream/20 bg-teal/60 px-5 py-4">
            <span className="text-3xl font-bold text-amber-light">{C.stat.value}</span>
            <span className="text-base text-cream">{C.stat.label}</span>
          </p>
        }
      >
        <EnquiryLink>Schedule a Consultation</EnquiryLink>
      </PageHero>

      <Section heading={C.cardsHeading}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {C.cards.map((card) => (
            <li key={card.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-teal/10 text-teal">
                <Icon name={card.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-teal">{card.title}</h3>
              <p className="mt-2 leading-relaxed text-ink/80">{card.text}</p>
              <div className="mt-auto pt-5">
                {card.to ? (
                  <Link to={card.to} className={cardLink}>
                    {card.action} <span aria-hidden="true">→</span>
                  </Link>
                ) : (
                  <EnquiryLink service={card.service} className={cardLink}>
                    {card.action} <span aria-hidden="true">→</span>
                  </EnquiryLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="five-rs" heading={C.fiveRsHeading} intro={<p>{C.fiveRsIntro}</p>} tone="white">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {C.fiveRs.map((r, i) => (
            <li key={r.title} className="rounded-2xl bg-cream p-6 ring-1 ring-ink/5">
              <span aria-hidden="true" className="text-sm font-bold text-terracotta">
                {i + 1}
              </span>
              <h3 className="mt-1 text-2xl font-bold text-teal">{r.title}</h3>
              <p className="mt-3 leading-relaxed text-ink/80">{r.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CtaBand heading={C.ctaHeading} text={C.ctaText}>
        <EnquiryLink>Schedule a Consultation</EnquiryLink>
      </CtaBand>
    </main>
  );
}

export { sharedPage as headers } from "~/utils/cache-control";

export const meta: MetaFunction = ({ matches }) =>
  seo({ title: C.metaTitle, description: C.metaDescription, origin: originFrom(matches), path: C.path });

export const handle: StructuredDataHandle = {
  structuredData: [{ type: "service", path: C.path, name: C.heading, description: C.metaDescription }],
};
