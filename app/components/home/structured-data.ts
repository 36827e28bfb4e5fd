/**
 * schema.org JSON-LD for the home page: the business (Organization +
 * ProfessionalService) and the catalogue (Product/Offer per item).
 */
import { SERVICE_CARDS } from "~/content/home-services";
import { SITE } from "~/content/site";
import { displayPriceCents } from "~/utils/catalogue";
import type { ProductView } from "./catalogue-types";

export function organizationJsonLd(origin: string, contact: { email: string; telephone?: string } = { email: SITE.supportEmail }) {
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

export function catalogueJsonLd(origin: string, products: ProductView[]) {
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
        brand: { "@type": "Brand", name: SITE.name },
        offers: {
          "@type": "Offer",
          url: `${origin}/?tab=all#product-${product.id}`,
          price: (displayPriceCents(product) / 100).toFixed(2),
          priceCurrency: "USD",
          availability: "https://schema.org/InStock",
          seller: { "@id": `${origin}/#organization` },
        },
      },
    })),
  };
}
