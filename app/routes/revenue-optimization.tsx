import type { MetaFunction } from "@remix-run/node";
import { EnquiryLink } from "~/components/pages/buttons";
import { CtaBand } from "~/components/pages/cta-band";
import { PageHero } from "~/components/pages/page-hero";
import { FeatureGrid, Section } from "~/components/pages/section";
import type { StructuredDataHandle } from "~/components/structured-data";
import { useSiteSettings } from "~/components/page-context";
import { VideoFacade } from "~/components/video-facade";
import { REVENUE_OPTIMIZATION as C } from "~/content/pages/revenue-optimization";
import { VIDEOS } from "~/content/pages/videos";
import { originFrom, seo } from "~/utils/seo";

export default function RevenueOptimization() {
  const site = useSiteSettings();
  return (
    <main>
      <PageHero eyebrow={C.eyebrow} heading={C.heading} intro={C.intro} image={C.image}>
        <EnquiryLink service="revenueOptimization">{C.consultationButton}</EnquiryLink>
      </PageHero>

      <Section heading={C.videoHeading} intro={<p>{C.videoText}</p>}>
        <VideoFacade video={{ ...VIDEOS.revenueOptimization, id: site.revenueVideoId }} className="mx-auto max-w-4xl" />
      </Section>

      <Section heading={C.servicesHeading} tone="white">
        <FeatureGrid features={C.services} columns={3} card="cream" />
      </Section>

      <CtaBand heading={C.ctaHeading} text={C.ctaText}>
        <EnquiryLink service="revenueOptimization">{C.consultationButton}</EnquiryLink>
      </CtaBand>
    </main>
  );
}

export { sharedPage as headers } from "~/utils/cache-control";

export const meta: MetaFunction = ({ matches }) =>
  seo({ title: C.metaTitle, description: C.metaDescription, origin: originFrom(matches), path: C.path });

export const handle: StructuredDataHandle = {
  structuredData: [{ type: "service", path: C.path, name: "Revenue optimization consulting", description: C.metaDescription }],
};
