import { Link } from "@remix-run/react";
import { useDialogHref } from "~/components/page-context";
import { HERO } from "~/content/home-hero";
import { SITE } from "~/content/site";

const BLANK_PIXEL = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

export function Hero() {
  const dialogHref = useDialogHref();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-teal text-cream">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(217,142,4,0.22),transparent_55%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-widest text-[#f2b84b] uppercase">{SITE.tagline}</p>
          <h1 id="hero-title" className="mt-4 font-serif text-4xl leading-[1.1] font-bold tracking-tight sm:text-5xl lg:text-6xl">
            {HERO.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-cream/85">{HERO.lead}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link
              to={dialogHref("enquiry")}
              preventScrollReset
              className="rounded-md bg-[#f2b84b] px-6 py-3 font-semibold text-ink shadow-sm hover:bg-amber-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cream"
            >
              Get Started
            </Link>
            <a
              href="#services"
              className="rounded-md border border-cream/40 px-6 py-3 font-semibold hover:bg-cream/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cream"
            >
              Our Solutions
            </a>
          </div>
          <dl className="mt-8 grid sm:mt-12 max-w-xl grid-cols-3 gap-4 border-t border-cream/15 pt-8">
            {HERO.stats.map((stat) => (
              <div key={stat.value} className="flex flex-col-reverse">
                <dt className="mt-1 text-sm leading-snug text-cream/80">{stat.label}</dt>
                <dd className="font-serif text-3xl font-bold text-[#f2b84b] sm:text-4xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        {/* Art for wide screens only: phones get a 1px placeholder instead of the download. */}
        <picture className="hidden justify-self-end lg:block">
          <source media="(min-width: 1024px)" srcSet="/images/home/hero-plate.svg" />
          <img
            src={BLANK_PIXEL}
            alt=""
            width={560}
            height={480}
            decoding="async"
            className="h-auto w-full max-w-[560px] rounded-[2rem] shadow-2xl"
          />
        </picture>
      </div>
    </section>
  );
}
