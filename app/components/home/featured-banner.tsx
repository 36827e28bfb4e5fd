import { Link } from "@remix-run/react";
import { FEATURED_BANNER } from "~/content/home";
import { formatPrice } from "~/utils/money";
import { ArrowIcon } from "./icons";

export function FeaturedBanner({ featured }: { featured: { id: string; name: string; priceCents: number } | null }) {
  return (
    <section aria-labelledby="featured-title" className="px-4 py-16 sm:px-6">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-3xl bg-teal-dark px-6 py-12 text-cream sm:px-12">
        <div aria-hidden="true" className="absolute -top-28 -right-20 h-80 w-80 rounded-full border-[28px] border-[#f2b84b]/15" />
        <div aria-hidden="true" className="absolute -bottom-40 -left-16 h-72 w-72 rounded-full bg-teal-light/25" />
        <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <p className="section-eyebrow text-[#f2b84b]">{FEATURED_BANNER.eyebrow}</p>
            <h2 id="featured-title" className="section-title text-cream">
              {FEATURED_BANNER.title}
            </h2>
            <p className="mt-4 text-lg text-cream/85">{FEATURED_BANNER.text}</p>
            {featured ? (
              <p className="mt-4 text-cream/85">
                Most popular: <strong className="text-cream">{featured.name}</strong>, <span data-price-of={featured.id}>{formatPrice(featured.priceCents)}</span>
              </p>
            ) : null}
          </div>
          <Link
            to="/#products"
            className="inline-flex shrink-0 items-center gap-2 self-start rounded-md bg-[#f2b84b] px-6 py-3 font-semibold text-ink hover:bg-amber-light lg:self-center"
          >
            Explore All Products <ArrowIcon />
          </Link>
        </div>
      </div>
    </section>
  );
}
