import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { EnquiryLink } from "~/components/pages/buttons";
import { CtaBand } from "~/components/pages/cta-band";
import { PageHero } from "~/components/pages/page-hero";
import { CheckList } from "~/components/pages/section";
import type { StructuredDataHandle } from "~/components/structured-data";
import { TabLinks, useTab } from "~/components/pages/tab-links";
import { MICROFEST as C, MICROFEST_TABS } from "~/content/pages/microfest";
import { originFrom, seo } from "~/utils/seo";

export default function MicrofestCaseStudy() {
  const tab = useTab(MICROFEST_TABS);
  const tabs = MICROFEST_TABS.map((id) => C.tabs[id]);
  const index = MICROFEST_TABS.indexOf(tab);
  const active = C.tabs[tab];
  const next = tabs[index + 1];

  return (
    <main>
      <PageHero
        eyebrow={C.eyebrow}
        heading={C.heading}
        intro={C.intro}
        image={C.image}
        back={{ to: "/#services", label: "Back to Services" }}
        stats={C.stats}
      >
        <EnquiryLink service="conceptDevelopment">Discuss Your Concept</EnquiryLink>
      </PageHero>

      <section id="phases" aria-labelledby="phases-heading" className="scroll-mt-4">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
          <p className="text-sm font-semibold tracking-widest text-terracotta uppercase">The project</p>
          <h2 id="phases-heading" className="mt-2 mb-8 text-2xl font-bold tracking-tight text-teal sm:text-3xl">
            How we built Microfest, phase by phase
          </h2>
          <TabLinks tabs={tabs} active={tab} label={C.tabsLabel} anchorId="phases" />
          <div data-testid="tab-panel" className="mt-6 grid gap-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:p-10 lg:grid-cols-[1fr_1.15fr]">
            <div>
              <p className="text-sm font-semibold text-terracotta">
                Phase {index + 1} of {tabs.length}: {active.label}
              </p>
              <h3 className="mt-2 text-2xl font-bold text-teal text-balance">{active.heading}</h3>
              <p className="mt-4 text-lg leading-relaxed text-ink/80">{active.lead}</p>
            </div>
            <div>
              <CheckList items={active.points} className="text-ink/90" />
              {next ? (
                <Link
                  to={`?tab=${next.id}#phases`}
                  preventScrollReset
                  className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-teal-light underline-offset-4 hover:underline"
                >
                  Next phase: {next.label} <span aria-hidden="true">→</span>
                </Link>
              ) : null}
            </div>
          </div>
        </div>
      </section>

      <CtaBand heading={C.ctaHeading} text={C.ctaText}>
        <EnquiryLink service="conceptDevelopment">Schedule a Consultation</EnquiryLink>
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
