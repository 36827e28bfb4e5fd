import { Link } from "@remix-run/react";
import { RESOURCES_AND_TOOLS } from "~/content/home";
import { ArrowIcon } from "./icons";
import { PHONE_ROW, PHONE_ROW_ITEM, SwipeHint } from "./phone-row";
import { SectionHeading } from "./section-heading";

export function ResourcesAndTools() {
  return (
    <section id="resources" aria-labelledby="resources-title" className="scroll-mt-24 bg-white py-12 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="resources-title" eyebrow="Resources and tools" title="Know-how you can put to work this week">
          Guides, research and programmes from our consulting work, for owners, chefs and managers who want to fix things themselves.
        </SectionHeading>
        <SwipeHint count={RESOURCES_AND_TOOLS.length} noun="resources" className="mt-6" />
        <ul className={`${PHONE_ROW} mt-2 sm:mt-12 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3`}>
          {RESOURCES_AND_TOOLS.map((tool) => (
            <li key={tool.to} className={`${PHONE_ROW_ITEM} tool-card`}>
              <h3 className="text-lg font-semibold text-teal">{tool.title}</h3>
              <p className="card-text">{tool.text}</p>
              <Link
                to={tool.to}
                prefetch="intent"
                className="stretched-link mt-1 sm:mt-4"
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
