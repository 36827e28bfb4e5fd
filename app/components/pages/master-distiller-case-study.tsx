import { Link } from "@remix-run/react";
import { MASTER_DISTILLER as C } from "~/content/pages/master-distiller";
import { BUTTON, EnquiryLink } from "./buttons";
import { CtaBand } from "./cta-band";
import { Icon } from "./icons";
import { PageHero } from "./page-hero";
import { Quote } from "./quote";
import { FeatureGrid, Section } from "./section";

/**
 * The master-distiller spirits case study (SPEC §2). Rendered by both
 * /major-bangkok-hospitality-group-case-study and /pantera-group-case-study.
 */
export function MasterDistillerCaseStudy() {
  return (
    <main>
      <PageHero
        eyebrow={C.eyebrow}
        heading={C.heading}
        intro={C.intro}
        image={C.image}
        back={{ to: "/", label: "Back to Home" }}
        meta={
          <>
            <span className="font-semibold text-cream">Client:</span> {C.client}
          </>
        }
        stats={C.stats}
      >
        <EnquiryLink service="whiteLabelBeverage">{C.ctaButton}</EnquiryLink>
      </PageHero>

      <Section heading={C.challengeHeading} intro={C.challenge.map((p) => <p key={p}>{p}</p>)}>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/5 sm:p-8">
          <h3 className="text-lg font-semibold text-teal">{C.timelineHeading}</h3>
          <ol className="mt-6 grid gap-6 md:grid-cols-4">
            {C.timeline.map((step) => (
              <li key={step.title} className="border-l-4 border-amber-light pl-4">
                <span className="block text-sm font-bold tracking-wide text-terracotta uppercase">{step.title}</span>
                <span className="mt-1 block leading-relaxed text-ink/80">{step.text}</span>
              </li>
            ))}
          </ol>
        </div>
      </Section>

      <Section heading={C.approachHeading} tone="white">
        <FeatureGrid features={C.approach} columns={2} card="cream" />
      </Section>

      <Section heading={C.resultsHeading} intro={<p>{C.resultsText}</p>}>
        <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr]">
          <Quote testimonial={C.testimonial} large />
          <div className="flex flex-col rounded-2xl bg-teal p-8 text-cream">
            <Icon name="leaf" className="h-8 w-8 text-amber-light" />
            <h3 className="mt-4 text-xl font-semibold">{C.sustainabilityHeading}</h3>
            <p className="mt-3 leading-relaxed text-cream/85">{C.sustainabilityText}</p>
            <Link to="/sustainable-solutions" className={`${BUTTON.ghost} mt-6 self-start`}>
              {C.sustainabilityLink}
            </Link>
          </div>
        </div>
      </Section>

      <CtaBand heading={C.ctaHeading} text={C.ctaText}>
        <EnquiryLink service="whiteLabelBeverage">{C.ctaButton}</EnquiryLink>
      </CtaBand>
    </main>
  );
}
