import type { Feature } from "./types";

/** /revenue-optimization: a video, six service cards and 'Request a Consultation' (SPEC §2). */
export const REVENUE_OPTIMIZATION = {
  path: "/revenue-optimization",
  metaTitle: "Revenue Optimization for Restaurants and Hotels",
  metaDescription:
    "Menu engineering, pricing, cost control, rooms revenue, upselling and beverage programmes: revenue optimization consulting for restaurants and hotels.",
  eyebrow: "Services · Revenue optimization",
  heading: "Revenue optimization",
  intro:
    "More covers are not always more profit. We look at what you sell, what it costs and how you sell it, then change the few things that move your margin most.",
  image: {
    src: "/images/pages/revenue-optimization.svg",
    alt: "Illustration of a rising bar chart beside a menu and a price tag",
    width: 640,
    height: 480,
  },
  consultationButton: "Request a Consultation",
  videoHeading: "Menu engineering in practice",
  videoText: "How we sort a menu into stars, plowhorses, puzzles and dogs, and what to do with each.",
  servicesHeading: "Six ways we grow your revenue",
  services: [
    {
      title: "Menu engineering",
      text: "Popularity and margin for every dish, then a menu layout and description that steer guests to your best sellers.",
      icon: "book",
    },
    {
      title: "Pricing strategy",
      text: "Prices set from cost, competition and what guests value, with a plan for increases that regulars accept.",
      icon: "tag",
    },
    {
      title: "Cost control",
      text: "Recipe costing, ordering to par and weekly variance checks that find the leaks before the month-end report does.",
      icon: "chart",
    },
    {
      title: "Rooms revenue management",
      text: "Forecasting, channel mix and rate rules for independent hotels that cannot afford a full-time revenue manager.",
      icon: "bed",
    },
    {
      title: "Upselling and sales training",
      text: "Natural, guest-friendly selling for servers, bartenders and front desk teams, measured shift by shift.",
      icon: "users",
    },
    {
      title: "Beverage programmes",
      text: "Drinks lists, house products and pour costs that lift the spend per head without lifting the workload.",
      icon: "glass",
    },
  ] satisfies Feature[],
  ctaHeading: "Find the margin you are leaving on the table",
  ctaText: "Send us your menu or your last month's numbers and we'll tell you where we'd look first.",
};
