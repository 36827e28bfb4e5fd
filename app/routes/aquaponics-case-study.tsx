import type { MetaFunction } from "@remix-run/node";
import { EnquiryLink } from "~/components/pages/buttons";
import { CtaBand } from "~/components/pages/cta-band";
import { Icon } from "~/components/pages/icons";
import { PageHero } from "~/components/pages/page-hero";
import { CheckList, FeatureGrid, Section } from "~/components/pages/section";
import type { StructuredDataHandle } from "~/components/structured-data";
import { AQUAPONICS as C } from "~/content/pages/aquaponics";
import { originFrom, seo } from "~/utils/seo";

export default function AquaponicsCaseStudy() {
  return (
    <main>
      <PageHero
        eyebrow={C.eyebrow}
        heading={C.heading}
        intro={C.intro}
        image={C.image}
        back={{ to: "/sustainable-solutions", label: "Back to Sustainable Solutions" }}
        stats={C.stats}
      >
        <EnquiryLink>Discuss Your Project</EnquiryLink>
      </PageHero>

      <Section heading={C.challengeHeading} intro={C.challenge.map((p) => <p key={p}>{p}</p>)} />

      <Section heading={C.howHeading} intro={<p>{C.howText}</p>} tone="white">
        <ol className="grid gap-5 md:grid-cols-3">
          {C.how.map((step, i) => (
            <li key={step.title} className="relative rounded-2xl bg-cream p-6 ring-1 ring-ink/5">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-teal text-cream">
                {step.icon ? <Icon name={step.icon} /> : null}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-teal">
                <span className="sr-only">Step {i + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-ink/80">{step.text}</p>
              {i < C.how.length - 1 ? (
                <span aria-hidden="true" className="absolute top-1/2 -right-4 z-10 hidden text-2xl text-terracotta md:block">
                  →
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      </Section>

      <Section heading={C.workHeading}>
        <FeatureGrid features={C.work} columns={2} />
      </Section>

      <Section heading={C.resultsHeading} tone="white">
        <CheckList items={C.results} className="max-w-3xl text-lg text-ink/90" />
      </Section>

      <CtaBand heading={C.ctaHeading} text={C.ctaText}>
        <EnquiryLink>Schedule a Consultation</EnquiryLink>
      </CtaBand>
    </main>
  );
}

export { sharedPage as headers } from "~/utils/cache-control";

export const meta: MetaFunction = ({ matches }) =>
  seo({ title: C.metaTitle, description: C.metaDescription, origin: originFrom(matches), path: C.path, type: "article" });

export const handle: StructuredDataHandle = {
  structuredData: [{ type: "caseStudy", path: C.path, name: C.heading, description: C.metaDescription, image: C.image.src }],
};
