/** Company facts shown across the site. Static copy: changing it needs a deploy. */
export const SITE = {
  name: "Kitchen & Key Consulting",
  shortName: "Kitchen & Key",
  tagline: "Hospitality consulting for restaurants, hotels and kitchens",
  description:
    "Hospitality consultancy for restaurants, hotels and commercial kitchens: concept development, kitchen design, revenue optimisation, sustainability and practical AI tools for operators.",
  supportEmail: "support@kitchenandkey.co",
  businessHours: [
    "Mon-Fri 9:00-18:00 PST",
    "Saturday by appointment",
    "Sunday closed",
  ],
} as const;
