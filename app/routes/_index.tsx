import type { MetaFunction } from "@remix-run/node";
import { useLoaderData, type ClientLoaderFunctionArgs, type ShouldRevalidateFunction } from "@remix-run/react";
import type { BundleView, ProductView } from "~/components/home/catalogue-types";
import { Closing, Products, Story, preloadBelowFold } from "~/components/home/deferred-parts";
import { Hero } from "~/components/home/hero";
import { ServicesGrid } from "~/components/home/services-grid";
import { useLegacyHashTab } from "~/components/home/tab-href";
import { catalogueJsonLd, organizationJsonLd } from "~/components/home/structured-data";
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

/** A navigation to this page brings the code of its lower parts with the data, so they render at once. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([serverLoader<typeof loader>(), preloadBelowFold()]);
  return data;
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
  useLegacyHashTab();
  return (
    <main>
      <Hero />
      <ServicesGrid accessPriceCents={accessPriceCents} />
      <Story featured={featured} />
      <Products products={products} bundle={bundle} />
      <Closing accessPriceCents={accessPriceCents} />
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
