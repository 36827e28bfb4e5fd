import type { Feature, Stat } from "./types";

/** /aquaponics-case-study. */
export const AQUAPONICS = {
  path: "/aquaponics-case-study",
  metaTitle: "Aquaponics Case Study: Fresh Produce for 12 Hotels",
  metaDescription:
    "How we designed a central aquaponics farm that grows herbs, leafy greens and fish for the kitchens of 12 hotels, and what it changed for quality, waste and cost.",
  eyebrow: "Case study · Sustainable solutions",
  heading: "Aquaponics: a hotel group grows its own greens",
  intro:
    "A hotel group was paying premium prices for imported herbs and salad that arrived tired and left a trail of packaging. We designed a central aquaponics farm that now supplies the kitchens of 12 hotels.",
  image: {
    src: "/images/pages/aquaponics.svg",
    alt: "Illustration of a fish tank feeding water to grow beds of leafy greens",
    width: 640,
    height: 480,
  },
  stats: [
    { value: "12", label: "hotels supplied from one farm" },
    { value: "2", label: "harvests a week for every kitchen" },
    { value: "18", label: "local suppliers for the rest of the produce" },
  ] satisfies Stat[],
  howHeading: "How aquaponics works",
  howText:
    "Fish and plants share one recirculating water loop. The fish feed the plants, the plants clean the water, and the only regular input is fish feed.",
  how: [
    { title: "Fish", text: "Tilapia in insulated tanks produce nutrient-rich water as they grow.", icon: "fish" },
    { title: "Bacteria", text: "Beneficial bacteria in the biofilter turn ammonia into nitrates that plants can use.", icon: "recycle" },
    { title: "Plants", text: "Herbs and leafy greens take up the nitrates and return clean water to the fish.", icon: "leaf" },
  ] satisfies Feature[],
  challengeHeading: "The challenge",
  challenge: [
    "The group's chefs wanted better herbs and greens than the market could deliver in a hot climate: basil that lasts a service, salad that has not travelled for days, and microgreens that do not cost more than the protein.",
    "Each hotel had tried a small kitchen garden. None of them survived a change of chef. The group needed something run centrally, with a supply plan the kitchens could rely on.",
  ],
  workHeading: "What we built",
  work: [
    {
      title: "Crop plan from the menus",
      text: "We read every hotel's menu and purchase history to choose the crops that replace the most expensive, most perishable items first.",
      icon: "book",
    },
    {
      title: "System design",
      text: "Fish tanks, biofilters and deep-water grow beds under shade netting, with backup power and water-quality alarms on the staff's phones.",
      icon: "plan",
    },
    {
      title: "Operations and food safety",
      text: "Harvest, washing and cold-chain SOPs, a HACCP plan for the farm and a delivery route that reaches every kitchen twice a week.",
      icon: "shield",
    },
    {
      title: "Team and training",
      text: "We recruited and trained a small farm team and taught each kitchen to order from the farm like any other supplier.",
      icon: "users",
    },
  ] satisfies Feature[],
  resultsHeading: "What changed",
  results: [
    "Herbs and greens reach the kitchens within hours of harvest and last days longer in the walk-in.",
    "Chefs plan menus around what the farm grows, and guests see the farm's name on the menu.",
    "The rest of the produce moved to 18 local suppliers within a day's drive, chosen and vetted with the chefs.",
    "Packaging from imported produce is gone, and the fish go to staff meals and a weekly special.",
    "The farm is a stop on the group's sustainability tours for guests, schools and the press.",
  ],
  ctaHeading: "Could your kitchens grow their own?",
  ctaText: "We'll look at your menus, your space and your climate, and tell you whether aquaponics pays off for you.",
};
