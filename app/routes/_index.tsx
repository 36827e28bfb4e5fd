import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ClientLoaderFunctionArgs, type ShouldRevalidateFunction } from "@remix-run/react";
import { Closing, Products, Story, preloadBelowFold } from "~/components/home/parts-loaded-when-seen";
import { Hero } from "~/components/home/hero";
import { ServicesGrid } from "~/components/home/services-grid";
import { useLegacyHashTab } from "~/components/home/tab-href";
import { useLaidOutForFragment } from "~/components/load-when-seen";
import type { StructuredDataHandle } from "~/components/structured-data";
import { SITE } from "~/content/site";
import { homeCatalogue } from "~/services/content/home-catalogue.server";
import { originFrom, seo } from "~/utils/seo";

export function loader({ request }: LoaderFunctionArgs) {
  return homeCatalogue(request);
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
  const data = useLoaderData<typeof loader>();
  const { products, bundle, featured, accessPriceCents } = data;
  useLegacyHashTab();
  useLaidOutForFragment();
  return (
    <main>
      <Hero />
      <ServicesGrid accessPriceCents={accessPriceCents} />
      <Story featured={featured} />
      <Products products={products} bundle={bundle} owned={"owned" in data ? data.owned : undefined} />
      <Closing accessPriceCents={accessPriceCents} />
    </main>
  );
}

export { sharedPage as headers } from "~/utils/cache-control";

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seo({ title: "Hospitality Consulting for Restaurants & Hotels", description: SITE.description, origin: originFrom(matches), path: "/" });

export const handle: StructuredDataHandle = { structuredData: [{ type: "organization" }, { type: "catalogue" }] };
