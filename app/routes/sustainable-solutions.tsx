import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { BUTTON, EnquiryLink } from "~/components/pages/buttons";
import { CtaBand } from "~/components/pages/cta-band";
import { Icon } from "~/components/pages/icons";
import { PageHero } from "~/components/pages/page-hero";
import { PageImg } from "~/components/pages/page-image";
import { CheckList, Section } from "~/components/pages/section";
import type { StructuredDataHandle } from "~/components/structured-data";
import { SUSTAINABLE_SOLUTIONS as C } from "~/content/pages/sustainable-solutions";
import { originFrom, seo } from "~/utils/seo";

export default function SustainableSolutions() {
  const { featured } = C;
  return (
    <main>
      <PageHero eyebrow={C.eyebrow} heading={C.heading} intro={C.intro} image={C.image}>
        <EnquiryLink>{C.consultationButton}</EnquiryLink>
        {/* SPEC gives this button no action; it asks for the guide through the enquiry dialog (docs/spec-notes.md#buttons-without-an-action-spec-2). */}
        <EnquiryLink className={BUTTON.ghost}>{C.guideButton}</EnquiryLink>
      </PageHero>

      <Section heading={C.blocksHeading} intro={<p>{C.blocksIntro}</p>}>
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {C.blocks.map((block) => (
            <li key={block.id} id={block.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:p-8">
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-teal/10 text-teal">
                <Icon name={block.icon} className="h-7 w-7" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-teal">{block.title}</h3>
              <p className="mt-2 leading-relaxed text-ink/80">{block.text}</p>
              <CheckList items={block.points} className="mt-5 text-sm text-ink/90" />
              <div className="mt-auto pt-6">
                {block.link ? (
                  <Link to={block.link.to} className="font-semibold text-teal-light underline underline-offset-4 hover:text-teal">
                    {block.link.label} <span aria-hidden="true">→</span>
                  </Link>
                ) : (
                  <EnquiryLink className="font-semibold text-teal-light underline underline-offset-4 hover:text-teal">
                    Ask about {block.title.toLowerCase()} <span aria-hidden="true">→</span>
                  </EnquiryLink>
                )}
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={featured.heading} eyebrow={featured.eyebrow} tone="white">
        <div className="grid items-center gap-8 overflow-hidden rounded-3xl bg-cream ring-1 ring-ink/5 lg:grid-cols-2">
          <PageImg image={featured.image} className="w-full" />
          <div className="p-6 sm:p-10 lg:pl-0">
            <p className="text-lg leading-relaxed text-ink/90">{featured.text}</p>
            <ul className="mt-6 flex flex-wrap gap-8">
              {featured.stats.map((s) => (
                <li key={s.label}>
                  <span className="block text-4xl font-bold text-terracotta">{s.value}</span>
                  <span className="text-ink/80">{s.label}</span>
                </li>
              ))}
            </ul>
            <Link to={featured.to} className={`${BUTTON.solid} mt-8`}>
              {featured.link}
            </Link>
          </div>
        </div>
      </Section>

      <CtaBand heading={C.ctaHeading} text={C.ctaText}>
        <EnquiryLink>{C.consultationButton}</EnquiryLink>
        <EnquiryLink className={BUTTON.ghost}>{C.guideButton}</EnquiryLink>
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
