import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BUTTON, EnquiryLink } from "~/components/pages/buttons";
import { CtaBand } from "~/components/pages/cta-band";
import { OzoneOffer } from "~/components/pages/ozone-offer";
import { PageHero } from "~/components/pages/page-hero";
import { FeatureGrid, Section, StatList } from "~/components/pages/section";
import type { StructuredDataHandle } from "~/components/structured-data";
import { AIDEN as C } from "~/content/pages/aiden";
import { readSiteSettingValues } from "~/models/site-settings.server";
import { ozonePartnerMailto, referralCode } from "~/content/pages/ozone-partner";
import { originFrom, seo } from "~/utils/seo";

// The referral code carries today's date, so it is made per request on the server.
export async function loader() {
  const site = readSiteSettingValues();
  const code = referralCode(new Date(), site.ozoneReferralPrefix);
  return { referralCode: code, mailto: ozonePartnerMailto(code, site.ozonePartnerEmail) };
}

export default function AidenShowcase() {
  const { referralCode, mailto } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero eyebrow={C.eyebrow} heading={C.heading} intro={C.intro} image={C.image}>
        <EnquiryLink service="productDevelopment">Discuss Your Product</EnquiryLink>
        <a href="#ozone-offer" className={BUTTON.ghost}>
          10% Off Ozone Water Systems
        </a>
      </PageHero>

      <Section heading={C.overviewHeading} intro={C.overview.map((p) => <p key={p}>{p}</p>)}>
        <StatList stats={C.overviewStats} />
      </Section>

      <Section heading={C.processHeading} tone="white">
        <FeatureGrid features={C.process} columns={4} card="cream" numbered />
      </Section>

      <Section id="platform" heading={C.platformHeading} intro={<p>{C.platformText}</p>}>
        <FeatureGrid features={C.platform} columns={3} />
        <Link to="/aiden-showcase" className={`${BUTTON.outline} mt-8`}>
          {C.platformLink}
        </Link>
      </Section>

      <Section heading={C.resultsHeading} tone="white">
        <ul className="grid gap-4 sm:grid-cols-3">
          {C.results.map((r) => (
            <li key={r.label} className="rounded-2xl bg-teal p-6 text-cream">
              <span className="block text-5xl font-bold text-amber-light">{r.value}</span>
              <span className="mt-3 block leading-snug text-cream/90">{r.label}</span>
            </li>
          ))}
        </ul>
      </Section>

      <OzoneOffer code={referralCode} mailto={mailto} tone="cream" />

      <CtaBand heading={C.ctaHeading} text={C.ctaText}>
        <EnquiryLink service="productDevelopment">Schedule a Consultation</EnquiryLink>
      </CtaBand>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seo({ title: C.metaTitle, description: C.metaDescription, origin: originFrom(matches), path: C.path, type: "article" });

export const handle: StructuredDataHandle = {
  structuredData: [{ type: "caseStudy", path: C.path, name: C.heading, description: C.metaDescription, image: C.image.src }],
};
