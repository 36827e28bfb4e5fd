import type { MetaDescriptor } from "@remix-run/node";
import { SITE } from "~/content/site";

/** schema.org JSON-LD for the case-study and service pages, as Remix meta descriptors. */

type PageRef = { origin: string; path: string; name: string; description: string; image?: string };

const organization = (origin: string) => ({ "@type": "Organization", name: SITE.name, url: `${origin}/` });

export function caseStudyLd({ origin, path, name, description, image }: PageRef): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: name,
      description,
      url: `${origin}${path}`,
      ...(image ? { image: `${origin}${image}` } : {}),
      author: organization(origin),
      publisher: organization(origin),
    },
  };
}

export function serviceLd({ origin, path, name, description }: PageRef): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "Service",
      name,
      description,
      url: `${origin}${path}`,
      provider: { "@type": "ProfessionalService", name: SITE.name, url: `${origin}/` },
      audience: { "@type": "BusinessAudience", audienceType: "Restaurants and hotels" },
    },
  };
}

export function productLd({
  origin,
  path,
  name,
  description,
  image,
  price,
  currency,
}: PageRef & { price: string; currency: string }): MetaDescriptor {
  return {
    "script:ld+json": {
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
    },
  };
}
