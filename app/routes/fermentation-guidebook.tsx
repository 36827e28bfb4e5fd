import type { MetaFunction } from "@remix-run/node";
import { BUTTON, EnquiryLink } from "~/components/pages/buttons";
import { CtaBand } from "~/components/pages/cta-band";
import { PageHero } from "~/components/pages/page-hero";
import { CheckList, FeatureGrid, Section } from "~/components/pages/section";
import type { StructuredDataHandle } from "~/components/structured-data";
import { GUIDEBOOK as C } from "~/content/pages/fermentation-guidebook";
import { formatPrice } from "~/utils/money";
import { originFrom, seo } from "~/utils/seo";

const thb = formatPrice(C.priceThbMinor, "thb");
const usd = `${formatPrice(C.priceUsdMinor)} USD`;

export default function FermentationGuidebook() {
  return (
    <main>
      <PageHero eyebrow={C.eyebrow} heading={C.heading} intro={C.intro} image={C.image}>
        <PriceBlock />
        <BuyButtons />
      </PageHero>

      <Section heading={C.insideHeading}>
        <FeatureGrid features={C.inside} columns={3} />
      </Section>

      <Section heading={C.forHeading} tone="white">
        <div className="grid gap-8 lg:grid-cols-2">
          <CheckList items={C.forWhom} className="text-lg text-ink/90" />
          <div className="rounded-2xl bg-cream p-6 ring-1 ring-ink/5 sm:p-8">
            <h3 className="text-xl font-semibold text-teal">{C.updateHeading}</h3>
            <p className="mt-3 leading-relaxed text-ink/80">{C.updateText}</p>
          </div>
        </div>
      </Section>

      <CtaBand heading={`${C.heading}: ${thb} (≈ ${usd})`} text={C.ctaText}>
        <BuyButtons />
      </CtaBand>
    </main>
  );
}

function PriceBlock() {
  return (
    // basis-full puts the buttons on the next line of the hero's flex row.
    <div className="mb-3 basis-full">
      <div className="max-w-md rounded-2xl border border-cream/20 bg-teal/70 p-6">
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-4xl font-bold text-cream">{thb}</span>
          <span className="text-lg text-cream/85">≈ {usd}</span>
        </p>
        <ul className="mt-4 flex flex-wrap gap-2">
          {C.highlights.map((h) => (
            <li key={h} className="rounded-full bg-amber-light px-3 py-1 text-sm font-semibold text-ink">
              {h}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm leading-relaxed text-cream/85">{C.orderNote}</p>
      </div>
    </div>
  );
}

/** The guidebook's row in the products table (seed/data/products.ts). */
const GUIDEBOOK_PRODUCT = "fermentation_guidebook";

/** SPEC §2: buy and download both open the enquiry dialog; our team handles the order. */
function BuyButtons() {
  return (
    <>
      <EnquiryLink service="other" product={GUIDEBOOK_PRODUCT}>{C.buyButton}</EnquiryLink>
      <EnquiryLink service="other" product={GUIDEBOOK_PRODUCT} className={BUTTON.ghost}>
        {C.downloadButton}
      </EnquiryLink>
    </>
  );
}

export { sharedPage as headers } from "~/utils/cache-control";

export const meta: MetaFunction = ({ matches }) =>
  seo({ title: C.metaTitle, description: C.metaDescription, origin: originFrom(matches), path: C.path });

export const handle: StructuredDataHandle = {
  structuredData: [
    {
      type: "product",
      path: C.path,
      name: C.heading,
      description: C.metaDescription,
      image: C.image.src,
      price: (C.priceThbMinor / 100).toFixed(2),
      currency: "THB",
    },
  ],
};
