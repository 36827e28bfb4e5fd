import { Link } from "@remix-run/react";
import { RESOURCES_AND_TOOLS } from "~/content/home";
import { ArrowIcon } from "./icons";
import { SectionHeading } from "./section-heading";

export function ResourcesAndTools() {
  return (
    <section id="resources" aria-labelledby="resources-title" className="scroll-mt-24 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="resources-title" eyebrow="Resources and tools" title="Know-how you can put to work this week">
          Guides, research and programmes from our consulting work, for owners, chefs and managers who want to fix things themselves.
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {RESOURCES_AND_TOOLS.map((tool) => (
            <li key={tool.to} className="relative flex flex-col rounded-2xl border border-ink/10 p-6 transition-colors hover:border-teal/40 hover:bg-cream/50">
              <h3 className="text-lg font-semibold text-teal">{tool.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink/75">{tool.text}</p>
              <Link
                to={tool.to}
                prefetch="intent"
                className="mt-5 inline-flex items-center gap-1.5 font-semibold text-teal after:absolute after:inset-0 after:content-[''] hover:underline"
              >
                {tool.cta}
                <ArrowIcon />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
