import { Link } from "@remix-run/react";
import { KITCHEN_DESIGN as C, type KitchenTab } from "~/content/pages/kitchen-design";
import { Quote } from "./quote";
import { FeatureGrid } from "./section";

/** The body of one kitchen-design tab, under the <h3> the page gives it. */
export function KitchenTabPanel({ tab }: { tab: KitchenTab }) {
  // Inside the mobile accordion (a white panel) cards are cream; on desktop they are white on the page.
  const card = "bg-cream p-5 md:bg-white md:p-6 md:shadow-sm";
  switch (tab) {
    case "services":
      return <FeatureGrid features={C.services} columns={3} itemHeading="h4" card="responsive" />;
    case "projects":
      return (
        <ul className="grid gap-5 lg:grid-cols-3">
          {C.projects.map((p) => (
            <li key={p.title} className={`flex flex-col rounded-2xl ring-1 ring-ink/5 ${card}`}>
              <p className="text-sm font-semibold text-terracotta">{p.type}</p>
              <h4 className="mt-2 text-lg font-semibold text-teal">{p.title}</h4>
              <p className="mt-2 leading-relaxed text-ink/80">{p.text}</p>
              <p className="mt-4 border-t border-ink/10 pt-4 text-sm font-medium text-ink">
                <span className="text-teal-light">Result: </span>
                {p.result}
              </p>
            </li>
          ))}
          <li className="lg:col-span-3">
            {/* These projects are summaries; the written-up ones are on the case-study page (its contents stay out of this page's code). */}
            <Link to="/case-studies" className="inline-flex min-h-11 items-center font-semibold text-teal underline-offset-4 hover:underline">
              Read our full case studies →
            </Link>
          </li>
        </ul>
      );
    case "benefits":
      return <FeatureGrid features={C.benefits} columns={4} itemHeading="h4" card="responsive" />;
    case "testimonials":
      return (
        <ul className="grid gap-5 lg:grid-cols-3">
          {C.testimonials.map((t) => (
            <li key={t.author}>
              <Quote testimonial={t} tone="responsive" />
            </li>
          ))}
        </ul>
      );
  }
}
