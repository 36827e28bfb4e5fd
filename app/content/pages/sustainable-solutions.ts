import type { IconName, Stat } from "./types";

export type SolutionBlock = {
  id: string;
  title: string;
  text: string;
  points: string[];
  icon: IconName;
  link?: { to: string; label: string };
};

/** /sustainable-solutions: the five blocks of SPEC §2. */
export const SUSTAINABLE_SOLUTIONS = {
  path: "/sustainable-solutions",
  metaTitle: "Sustainable Solutions for Restaurants and Hotels",
  metaDescription:
    "Aquaponics, mushroom farms, ozone water, fermentation and local sourcing: sustainability programmes for restaurants and hotels that cut cost as well as waste.",
  eyebrow: "Services · Sustainability",
  heading: "Sustainable solutions that pay their way",
  intro:
    "Sustainability in hospitality has to work on a Friday night. We design programmes that lower cost, improve the product and give your team and guests a story worth telling.",
  image: {
    src: "/images/pages/sustainable-solutions.svg",
    alt: "Illustration of a leaf, a water drop and a jar forming a circle",
    width: 640,
    height: 480,
  },
  consultationButton: "Book a Sustainability Consultation",
  guideButton: "Download Sustainability Guide",
  blocksHeading: "Five programmes, one plan",
  blocksIntro: "Most clients start with one programme and add the next when the first has paid for itself.",
  blocks: [
    {
      id: "aquaponics",
      title: "Aquaponics",
      text: "Fish and plants in one recirculating loop: herbs and greens grown on site or in a central farm, harvested hours before service.",
      points: ["Crop plans built from your menus", "System design, SOPs and HACCP", "Farm team recruitment and training"],
      icon: "fish",
      link: { to: "/aquaponics-case-study", label: "Read the aquaponics case study" },
    },
    {
      id: "mushrooms",
      title: "Mushroom farms",
      text: "Gourmet mushrooms grown on spent coffee grounds and kitchen by-products, in a back room or a container.",
      points: ["Oyster, lion's mane and shiitake", "Substrate from your own coffee waste", "Harvest schedules matched to your menu"],
      icon: "mushroom",
    },
    {
      id: "ozone",
      title: "Ozone water",
      text: "Clean and sanitise produce, surfaces and linen with ozonated water instead of a cupboard of chemicals.",
      points: ["Kitchen, housekeeping and laundry", "Costed business case before you buy", "10% off through our partner"],
      icon: "droplet",
      link: { to: "/ozone-water-systems", label: "See the ozone water offer" },
    },
    {
      id: "fermentation",
      title: "Fermentation",
      text: "Turn trim and seasonal gluts into house sauces, drinks and condiments with some of the best margins on the menu.",
      points: ["Recipes, salt ratios and pH targets", "Fermentation as a HACCP control point", "Staff training in the kitchen"],
      icon: "jar",
      link: { to: "/fermentation-guidebook", label: "Get the fermentation guidebook" },
    },
    {
      id: "local-sourcing",
      title: "Local sourcing",
      text: "Shorter supply chains with growers, fishers and producers near you: fresher product, fewer food miles and a better story.",
      points: ["Supplier search and vetting", "Seasonal menu planning", "Fair contracts and quality specs"],
      icon: "basket",
    },
  ] satisfies SolutionBlock[],
  featured: {
    eyebrow: "Featured case study",
    heading: "A central farm for 12 hotels",
    text: "A hotel group replaced imported herbs and salad with an aquaponics farm that now supplies 12 hotels, and moved its other produce to 18 suppliers within a day's drive.",
    stats: [
      { value: "12", label: "hotels supplied" },
      { value: "18", label: "local suppliers" },
    ] satisfies Stat[],
    link: "Read the case study",
    to: "/aquaponics-case-study",
    image: {
      src: "/images/pages/aquaponics.svg",
      alt: "Illustration of a fish tank feeding water to grow beds of leafy greens",
      width: 640,
      height: 480,
    },
  },
  ctaHeading: "Where should your sustainability plan start?",
  ctaText: "A short consultation is enough to find the programme with the quickest payback for your operation.",
};
