import type { MetaFunction } from "@remix-run/node";
import { BUTTON, EnquiryLink } from "~/components/pages/buttons";
import { CtaBand } from "~/components/pages/cta-band";
import { ExternalDownloadLink } from "~/components/pages/external-download-link";
import { KitchenTabPanel } from "~/components/pages/kitchen-tab-panel";
import { PageHero } from "~/components/pages/page-hero";
import type { StructuredDataHandle } from "~/components/structured-data";
import { TabLinks, useTab } from "~/components/pages/tab-links";
import { useSiteSettings } from "~/components/page-context";
import { KITCHEN_DESIGN as C, KITCHEN_TABS } from "~/content/pages/kitchen-design";
import { originFrom, seo } from "~/utils/seo";

const PANEL_HEADINGS = {
  services: C.servicesHeading,
  projects: C.projectsHeading,
  benefits: C.benefitsHeading,
  testimonials: C.testimonialsHeading,
} as const;

export default function KitchenDesignServices() {
  const tab = useTab(KITCHEN_TABS);
  const { kitchenGuidePdfUrl } = useSiteSettings();
  return (
    <main>
      <PageHero eyebrow={C.eyebrow} heading={C.heading} intro={C.intro} image={C.image}>
        <EnquiryLink service="kitchenDesign">{C.consultationButton}</EnquiryLink>
        <ExternalDownloadLink href={kitchenGuidePdfUrl} title={C.guideTitle} className={BUTTON.ghost}>
          {C.guideButton}
          <span className="sr-only"> (PDF, opens in a new tab)</span>
        </ExternalDownloadLink>
      </PageHero>

      <section id="details" aria-labelledby="details-heading" className="scroll-mt-4">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
          <p className="text-sm font-semibold tracking-widest text-terracotta uppercase">How we work</p>
          <h2 id="details-heading" className="mt-2 mb-8 text-2xl font-bold tracking-tight text-teal sm:text-3xl">
            Services, projects and results
          </h2>

          {/*
            One panel per tab, rendered once. Desktop (md+): tabs as links (?tab=…) and only the
            active panel, summary hidden. Mobile: the same panels are an accordion; the tab in
            the URL starts open.
          */}
          <div className="hidden md:block">
            <TabLinks tabs={C.tabs} active={tab} label={C.tabsLabel} anchorId="details" />
          </div>
          <div className="space-y-3 md:mt-8 md:space-y-0">
            {C.tabs.map(({ id, label }) => (
              <details
                key={id}
                name="kitchen-details"
                open={id === tab}
                data-testid={id === tab ? "tab-panel" : undefined}
                className={`group rounded-2xl bg-white shadow-sm ring-1 ring-ink/5 md:rounded-none md:bg-transparent md:shadow-none md:ring-0 ${id === tab ? "" : "md:hidden"}`}
              >
                <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-lg font-semibold text-teal focus-visible:outline-2 focus-visible:outline-teal md:hidden [&::-webkit-details-marker]:hidden">
                  {label}
                  <svg viewBox="0 0 12 12" aria-hidden="true" className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180">
                    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
                  </svg>
                </summary>
                <div className="px-4 pb-5 md:p-0">
                  <h3 className="mb-4 px-1 text-lg font-semibold text-terracotta md:mb-6 md:px-0 md:text-2xl md:font-bold md:text-teal">
                    {PANEL_HEADINGS[id]}
                  </h3>
                  <KitchenTabPanel tab={id} />
                </div>
              </details>
            ))}
          </div>
        </div>
      </section>

      <CtaBand heading={C.ctaHeading} text={C.ctaText}>
        <EnquiryLink service="kitchenDesign">{C.consultationButton}</EnquiryLink>
        <ExternalDownloadLink href={kitchenGuidePdfUrl} title={C.guideTitle} className={BUTTON.ghost}>
          {C.guideButton}
          <span className="sr-only"> (PDF, opens in a new tab)</span>
        </ExternalDownloadLink>
      </CtaBand>
    </main>
  );
}

export { sharedPage as headers } from "~/utils/cache-control";

export const meta: MetaFunction = ({ matches }) =>
  seo({ title: C.metaTitle, description: C.metaDescription, origin: originFrom(matches), path: C.path });

export const handle: StructuredDataHandle = {
  structuredData: [{ type: "service", path: C.path, name: C.metaTitle, description: C.metaDescription }],
};
