import { Link } from "@remix-run/react";
import { useDialogHref } from "~/components/page-context";
import { KITCHEN_PROMO } from "~/content/home";
import { SectionHeading } from "./section-heading";

export function KitchenPromo() {
  const dialogHref = useDialogHref();
  return (
    <section aria-labelledby="kitchen-title" className="py-12 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 sm:gap-12 sm:px-6 lg:grid-cols-2">
        <div>
          <SectionHeading id="kitchen-title" eyebrow={KITCHEN_PROMO.eyebrow} title={KITCHEN_PROMO.title}>
            {KITCHEN_PROMO.text}
          </SectionHeading>
          <ul className="check-list mt-6 space-y-2 text-ink/80 sm:mt-8 sm:space-y-3 [&>li]:gap-3">
            {KITCHEN_PROMO.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link to="/kitchen-design-services" className="rounded-md bg-teal px-5 py-3 font-semibold text-white hover:bg-teal-dark">
              Explore Kitchen Design
            </Link>
            <Link
              to={dialogHref("enquiry", { service: "kitchenDesign" })}
              preventScrollReset
              className="rounded-md border border-teal/30 px-5 py-3 font-semibold text-teal hover:bg-teal/5"
            >
              Schedule a Consultation
            </Link>
          </div>
        </div>
        <img
          src="/images/home/kitchen-plan.svg"
          alt="Floor plan of a zoned commercial kitchen, with the flow from receiving to the pass"
          width={560}
          height={400}
          loading="lazy"
          decoding="async"
          className="hidden h-auto w-full max-w-[560px] sm:block justify-self-center rounded-3xl shadow-xl"
        />
      </div>
    </section>
  );
}
