import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { PageImage, Stat } from "~/content/pages/types";
import { PageImg } from "./page-image";

/** The dark opening band of every case-study and service page, with the page's only <h1>. */
export function PageHero({
  eyebrow,
  heading,
  intro,
  image,
  back,
  meta,
  stats,
  children,
}: {
  eyebrow: string;
  heading: string;
  intro: string;
  image: PageImage;
  back?: { to: string; label: string };
  /** A short line under the intro, e.g. the client's name. */
  meta?: ReactNode;
  stats?: Stat[];
  /** Calls to action. */
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-teal-dark bg-[radial-gradient(rgb(246_239_227/0.07)_1.5px,transparent_1.5px)] bg-[size:24px_24px] text-cream">
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 lg:grid-cols-[1.15fr_0.85fr] lg:pt-14 lg:pb-20">
        <div>
          {back ? (
            <Link
              to={back.to}
              className="mb-4 inline-flex min-h-11 items-center gap-2 rounded text-sm font-medium text-cream/85 hover:text-cream focus-visible:outline-2 focus-visible:outline-cream"
            >
              <span aria-hidden="true">←</span> {back.label}
            </Link>
          ) : null}
          <p className="text-sm font-semibold tracking-widest text-amber-light uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">{heading}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-cream/85">{intro}</p>
          {meta ? <div className="mt-4 text-sm text-cream/85">{meta}</div> : null}
          {children ? <div className="mt-8 flex flex-wrap items-center gap-3">{children}</div> : null}
        </div>
        <PageImg image={image} priority className="mx-auto w-full max-w-xs rounded-2xl sm:max-w-sm lg:max-w-md" />
      </div>
      {stats ? (
        <div className="relative border-t border-cream/15 bg-teal/60">
          <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-6 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:flex lg:justify-between">
            {stats.map((stat) => (
              <li key={stat.label} className="flex flex-col">
                <span className="text-2xl font-bold text-amber-light sm:text-3xl">{stat.value}</span>
                <span className="mt-1 text-sm text-cream/85">{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
