/**
 * schema.org JSON-LD, built on the server only (ADR 174): a route names what it
 * describes in its `handle`, and the root's <StructuredData> writes the scripts.
 */
import type { BundleView, ProductView } from "~/utils/catalogue";
import { SERVICE_CARDS } from "~/content/home-services";
import { SITE } from "~/content/site";
import type { SiteSettings } from "~/content/site-setting-defaults";

type PageRef = { path: string; name: string; description: string; image?: string };

/** What a route's `handle.structuredData` may name. */
export type StructuredDataSource =
  | { type: "organization" }
  /** The catalogue in the route's loader data ({ products, bundle }). */
  | { type: "catalogue" }
  | ({ type: "caseStudy" | "service" } & PageRef)
  | ({ type: "product"; price: string; currency: string } & PageRef);

type Context = { origin: string; site: SiteSettings; routeData: unknown };

/** The JSON-LD of one source, safe to put inside a <script>; "" when there is nothing to describe. */
export function structuredDataJson(source: StructuredDataSource, context: Context) {
  const described = structuredData(source, context);
  if (!described) return "";
  // Keeps `</script>` and friends in a string from ending the script early.
  return JSON.stringify(described).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

function structuredData(source: StructuredDataSource, { origin, site, routeData }: Context): object | null {
  switch (source.type) {
    case "organization":
      return organizationLd(origin, { email: site.contactEmail, telephone: site.contactPhone });
    case "catalogue": {
      // No data when the route's loader failed and the error page is shown.
      const catalogue = routeData as { products: ProductView[]; bundle: BundleView | null } | undefined;
      if (!catalogue) return null;
      return catalogueLd(origin, catalogue.bundle ? [...catalogue.products, catalogue.bundle] : catalogue.products);
    }
    case "caseStudy":
      return caseStudyLd(origin, source);
    case "service":
      return serviceLd(origin, source);
    case "product":
      return productLd(origin, source);
  }
}

const organization = (origin: string) => ({
  "@type": "Organization",
  name: SITE.name,
  url: `${origin}/`,
});

/** The business on the home page: Organization + ProfessionalService. */
function organizationLd(origin: string, contact: { email: string; telephone?: string }) {
  return {
    "@context": "https://schema.org",
    "@type": ["Organization", "ProfessionalService"],
    "@id": `${origin}/#organization`,
    name: SITE.name,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    image: `${origin}/og-image.png`,
    description: SITE.description,
    email: contact.email,
    ...(contact.telephone ? { telephone: contact.telephone } : {}),
    knowsAbout: SERVICE_CARDS.map((s) => s.title),
    // SPEC §2: Mon-Fri 9:00-18:00 PST; Saturday by appointment; Sunday closed.
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
    ],
  };
}

/** The home page's catalogue: a Product with its Offer per item. */
function catalogueLd(origin: string, products: ProductView[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Digital products and consulting",
    itemListElement: products.map((product, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "Product",
        "@id": `${origin}/#product-${product.id}`,
        sku: product.id,
        name: product.name,
        description: product.description,
        // A custom-quote service has no price to offer until it is quoted. The seller (the
        // organization above) is the brand too; the Product's @id is where the offer is.
        ...(product.customQuote
          ? {}
          : {
              offers: {
                "@type": "Offer",
                price: (product.priceCents / 100).toFixed(2),
                priceCurrency: "USD",
                availability: "https://schema.org/InStock",
                seller: { "@id": `${origin}/#organization` },
              },
            }),
      },
    })),
  };
}

function caseStudyLd(origin: string, { path, name, description, image }: PageRef) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: name,
    description,
    url: `${origin}${path}`,
    ...(image ? { image: `${origin}${image}` } : {}),
    author: organization(origin),
    publisher: organization(origin),
  };
}

function serviceLd(origin: string, { path, name, description }: PageRef) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    url: `${origin}${path}`,
    provider: {
      "@type": "ProfessionalService",
      name: SITE.name,
      url: `${origin}/`,
    },
    audience: {
      "@type": "BusinessAudience",
      audienceType: "Restaurants and hotels",
    },
  };
}

function productLd(
  origin: string,
  { path, name, description, image, price, currency }: PageRef & { price: string; currency: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    description,
    ...(image ? { image: `${origin}${image}` } : {}),
    brand: organization(origin),
    offers: {
      "@type": "Offer",
      url: `${origin}${path}`,
      price,
      priceCurrency: currency,
      availability: "https://schema.org/InStock",
    },
  };
}
