import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { PageImg } from "~/components/pages/page-image";
import { CASE_STUDIES, CASE_STUDIES_PAGE as C } from "~/content/case-studies";
import { originFrom, seo } from "~/utils/seo";

/** Every case study on one page: the header's "Case Studies" leads here. */
export default function CaseStudiesPage() {
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold text-teal sm:text-4xl">{C.heading}</h1>
      <p className="mt-3 max-w-2xl text-ink/75">{C.intro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {CASE_STUDIES.map((study) => (
          <li key={study.path} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10">
            <PageImg image={{ ...study.image, alt: "" }} className="aspect-[4/3] w-full bg-cream object-cover" />
            <div className="flex flex-1 flex-col p-6">
              <p className="text-xs font-semibold tracking-wider text-terracotta uppercase">{study.eyebrow}</p>
              <h2 className="mt-2 text-xl font-semibold text-ink">
                <Link to={study.path} className="inline-flex min-h-11 items-center text-teal underline-offset-4 hover:underline">
                  {study.heading}
                </Link>
              </h2>
              <p className="mt-2 flex-1 leading-relaxed text-ink/75">{study.summary}</p>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}

export { sharedPage as headers } from "~/utils/cache-control";

export const meta: MetaFunction = ({ matches }) =>
  seo({ title: "Case Studies", description: C.metaDescription, origin: originFrom(matches), path: C.path });
