import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { AboutSection } from "~/components/home/about-section";
import type { BundleView, ProductView } from "~/components/home/catalogue-types";
import { ContactSection } from "~/components/home/contact-section";
import { DailyCourse } from "~/components/home/daily-course";
import { FeaturedBanner } from "~/components/home/featured-banner";
import { FreeResources } from "~/components/home/free-resources";
import { Hero } from "~/components/home/hero";
import { KitchenPromo } from "~/components/home/kitchen-promo";
import { ProductsSection } from "~/components/home/products-section";
import { PromptVaultPromo } from "~/components/home/prompt-vault-promo";
import { ResourcesAndTools } from "~/components/home/resources-tools";
import { ServicesGrid } from "~/components/home/services-grid";
import { catalogueJsonLd, organizationJsonLd } from "~/components/home/structured-data";
import { Testimonials } from "~/components/home/testimonials";
import { WellnessSection } from "~/components/home/wellness-section";
import { PREMIUM_ACCESS_PRODUCT } from "~/components/gated-action";
import { SITE } from "~/content/site";
import { getProduct, getProductPrices, listCatalogue, type CatalogueProduct } from "~/models/product.server";
import { bundleListPriceCents } from "~/utils/catalogue";
import { contactFrom, originFrom, seo } from "~/utils/seo";

export function loader() {
  const catalogue = listCatalogue();
  const products = catalogue.filter((p) => p.kind !== "bundle").map(toView);
  const bundleRow = catalogue.find((p) => p.kind === "bundle");
  const bundle: BundleView | null = bundleRow
    ? { ...toView(bundleRow), listPriceCents: bundleListPriceCents(bundleRow.includes ?? [], getProductPrices(bundleRow.includes ?? [])) }
    : null;
  const featured = products.find((p) => p.isFeatured);
  return {
    products,
    bundle,
    featured: featured ? { name: featured.name, priceCents: featured.priceCents } : null,
    accessPriceCents: getProduct(PREMIUM_ACCESS_PRODUCT)?.priceCents ?? null,
  };
}

function toView(p: CatalogueProduct): ProductView {
  return {
    id: p.id,
    name: p.name,
    kind: p.kind,
    priceCents: p.priceCents,
    description: p.description,
    features: p.features,
    targetAudience: p.targetAudience,
    ctaText: p.ctaText,
    isFeatured: p.isFeatured,
    customQuote: p.customQuote,
  };
}

/** The tab is filtered on the client, so switching tabs needs no new data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    params.sort();
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
};

export default function Home() {
  const { products, bundle, featured, accessPriceCents } = useLoaderData<typeof loader>();
  return (
    <main>
      <Hero />
      <ServicesGrid accessPriceCents={accessPriceCents} />
      <AboutSection />
      <WellnessSection />
      <ResourcesAndTools />
      <FeaturedBanner featured={featured} />
      <KitchenPromo />
      <ProductsSection products={products} bundle={bundle} />
      <FreeResources />
      <PromptVaultPromo />
      <DailyCourse accessPriceCents={accessPriceCents} />
      <Testimonials />
      <ContactSection />
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const origin = originFrom(matches);
  return [
    ...seo({ title: "Hospitality Consulting for Restaurants & Hotels", description: SITE.description, origin, path: "/" }),
    { "script:ld+json": organizationJsonLd(origin, contactFrom(matches)) },
    ...(data ? [{ "script:ld+json": catalogueJsonLd(origin, [...data.products, ...(data.bundle ? [data.bundle] : [])]) }] : []),
  ];
};
