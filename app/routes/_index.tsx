import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { SITE } from "~/content/site";
import { originFrom, seo } from "~/utils/seo";

export default function Home() {
  return (
    <main>
      <section className="bg-teal text-cream">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:py-28">
          <p className="text-sm font-semibold tracking-widest text-amber-light uppercase">{SITE.tagline}</p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
            Run a better restaurant, hotel or kitchen.
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-cream/80">
            Concept development, kitchen design, revenue optimisation, sustainability and practical AI tools,
            from consultants who have run the pass and the front desk themselves.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to="?dialog=enquiry" className="rounded-md bg-amber-light px-6 py-3 font-semibold text-ink hover:bg-amber">
              Get Started
            </Link>
            <a href="#services" className="rounded-md border border-cream/40 px-6 py-3 font-semibold hover:bg-cream/10">
              Our Solutions
            </a>
          </div>
        </div>
      </section>
      <section id="services" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 className="text-3xl font-bold text-teal">Our Services</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {[
            { to: "/kitchen-design-services", title: "Kitchen Design", text: "Layouts, equipment and workflow for faster, safer service." },
            { to: "/revenue-optimization", title: "Revenue Optimization", text: "Pricing, menu engineering and cost control that protect margin." },
            { to: "/guest-experience", title: "Guest Experience", text: "Service standards and personalisation that bring guests back." },
            { to: "/sustainable-solutions", title: "Sustainable Solutions", text: "Waste, water and sourcing programmes that pay for themselves." },
          ].map((s) => (
            <li key={s.to} className="rounded-xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-teal">
                <Link to={s.to} className="hover:underline">
                  {s.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-ink/70">{s.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

export const meta: MetaFunction = ({ matches }) =>
  seo({ title: SITE.name, origin: originFrom(matches), path: "/" });
