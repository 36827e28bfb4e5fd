import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BUTTON, EnquiryLink } from "~/components/pages/buttons";
import { CtaBand } from "~/components/pages/cta-band";
import { OzoneOffer } from "~/components/pages/ozone-offer";
import { PageHero } from "~/components/pages/page-hero";
import { FeatureGrid, Section } from "~/components/pages/section";
import type { StructuredDataHandle } from "~/components/structured-data";
import { readSiteSettingValues } from "~/models/site-settings.server";
import { OZONE_PAGE as C } from "~/content/pages/ozone-offer";
import { ozonePartnerMailto, referralCode } from "~/content/pages/ozone-partner";
import { originFrom, seo } from "~/utils/seo";

// The referral code carries today's date, so it is made per request on the server.
export async function loader() {
  const site = readSiteSettingValues();
  const code = referralCode(new Date(), site.ozoneReferralPrefix);
  return { referralCode: code, mailto: ozonePartnerMailto(code, site.ozonePartnerEmail) };
}

export default function OzoneWaterSystems() {
  const { referralCode, mailto } = useLoaderData<typeof loader>();
  return (
    <main>
      <PageHero
        eyebrow={C.eyebrow}
        heading={C.heading}
        intro={C.intro}
        image={C.image}
        back={{ to: "/sustainable-solutions", label: "Back to Sustainable Solutions" }}
      >
        <a href="#ozone-offer" className={BUTTON.primary}>
          Get Your 10% Referral Code
        </a>
        <EnquiryLink className={BUTTON.ghost}>Book a Consultation</EnquiryLink>
      </PageHero>

      <OzoneOffer code={referralCode} mailto={mailto} />

      <Section heading={C.usesHeading}>
        <FeatureGrid features={C.uses} columns={4} />
      </Section>

      <Section heading={C.stepsHeading} tone="white">
        <FeatureGrid features={C.steps} columns={4} card="cream" numbered />
      </Section>

      <CtaBand heading={C.ctaHeading} text={C.ctaText}>
        <EnquiryLink>Schedule a Consultation</EnquiryLink>
      </CtaBand>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seo({ title: C.metaTitle, description: C.metaDescription, origin: originFrom(matches), path: C.path });

export const handle: StructuredDataHandle = {
  structuredData: [{ type: "service", path: C.path, name: C.heading, description: C.metaDescription }],
};
