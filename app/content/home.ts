/**
 * Static copy of the home page (SPEC §2 "Home"). Figures are SPEC §9's marketing
 * statistics; everything sold or priced comes from the database instead.
 */

import type { Stat } from "./pages/types";

export const ABOUT = {
  title: "Operators first, consultants second",
  paragraphs: [
    "Our team has run the pass on a 400-cover Saturday, closed the books at month end and opened hotels from an empty shell. We advise the way we would want to be advised: with numbers, with a plan your team can carry out, and with someone on site when it matters.",
    "From a single café to a group of resorts, we work on the levers that decide a hospitality business: the layout of the kitchen, the price and placement of every dish, the first thirty seconds of a guest's arrival, and the waste that quietly eats your margin.",
  ],
  pillars: [
    { title: "Measured", text: "Every engagement starts with a baseline and ends with a report against it." },
    { title: "Practical", text: "SOPs, checklists and training your team can use on the next shift." },
    { title: "Sustainable", text: "Lower waste, water and energy use, with up to 40% lower waste disposal cost." },
  ],
} as const;

export const WELLNESS = {
  eyebrow: "Wellness Consulting",
  title: "Wellness that guests notice and owners can measure",
  text:
    "Spa menus, functional food and beverage, sleep and recovery programmes: we build wellness offers that raise average spend and repeat stays, and train the teams who deliver them.",
  stats: [
    { value: "12", label: "hotels running our wellness programmes" },
    { value: "8", label: "supplement formulations developed with AIDEN" },
    { value: "27", label: "clinical studies reviewed for the formulas" },
    { value: "18", label: "vetted ingredient suppliers" },
  ] satisfies Stat[],
  note: "42 flavor iterations before the AIDEN range met our own tasting panel.",
} as const;

export type ToolCard = { title: string; text: string; to: string; cta: string };

export const RESOURCES_AND_TOOLS: ToolCard[] = [
  {
    title: "Resources Hub",
    text: "The Prompt Rulebook, the Department Prompt Pack and the AI Hospitality Starter Kit, ready to download.",
    to: "/resources",
    cta: "Open the Resources Hub",
  },
  {
    title: "White Papers",
    text: "Research on revenue management, kitchen efficiency and AI in hospitality, free and premium.",
    to: "/white-papers",
    cta: "Browse white papers",
  },
  {
    title: "Knowledge Center",
    text: "Articles, case studies and field guides on costs, menus, guests and teams.",
    to: "/blog",
    cta: "Read the articles",
  },
  {
    title: "Sustainable Waste Management",
    text: "The 5Rs applied to a working kitchen, with up to 40% lower waste disposal cost.",
    to: "/sustainable-waste-management",
    cta: "Cut your waste",
  },
  {
    title: "Sustainable Solutions",
    text: "Aquaponics, mushroom farms, ozone water, fermentation and local sourcing programmes.",
    to: "/sustainable-solutions",
    cta: "See the programmes",
  },
  {
    title: "Ozone Water Systems",
    text: "Chemical-free sanitation for produce, surfaces and laundry, with 10% off for our clients.",
    to: "/ozone-water-systems",
    cta: "View the offer",
  },
];

export const FEATURED_BANNER = {
  eyebrow: "Featured Digital Products",
  title: "The tools we install in client kitchens, ready to download",
  text: "Playbooks, calculators and SOP templates built in working kitchens, plus chef apps and fixed-price consulting.",
} as const;

export const KITCHEN_PROMO = {
  eyebrow: "Kitchen Design Services",
  title: "A kitchen laid out for the way you cook",
  text:
    "We map every step between the delivery door and the pass, then design zones, equipment and ventilation that shorten ticket times and lower energy bills.",
  points: [
    "Workflow and station-by-station assessment",
    "Zoned layouts and equipment schedules",
    "Energy, water and ventilation recommendations",
    "A contractor-ready brief, with us on site during the build",
  ],
} as const;

export const CHEF_APPS_PROMO = {
  title: "Chef Apps",
  text: "Nutrition, allergen and plating tools built for the kitchen, from less than the price of a staff meal a week.",
} as const;

export const FREE_RESOURCES = {
  title: "Free resources",
  text: "Start here: no account needed.",
  guide: {
    title: "Free Fermentation Guide",
    text: "Kimchi, kombucha and house hot sauce: three starter recipes with the safety and costing notes a commercial kitchen needs.",
    cta: "Get the free guide",
    notice: "Your free guide is opening in a new tab.",
  },
  others: [
    {
      title: "Free White Papers",
      text: "The Future of AI in Hospitality and Sustainable Kitchen Operations, free to download.",
      to: "/white-papers",
      cta: "Download free papers",
    },
    {
      title: "The Fermentation Guidebook",
      text: "Ready for more? 100+ pages and 100 recipes, with a free update to V2.0.",
      to: "/fermentation-guidebook",
      cta: "See the guidebook",
    },
  ],
} as const;

export const PROMPT_VAULT_PROMO = {
  eyebrow: "AI Prompt Vault",
  title: "Prompts written for hotels and restaurants, ready to copy",
  text:
    "Search by department, difficulty, language and use case, or browse bundles for the Chef, GM, Bar Manager, Receptionist and Cost Controller. Every prompt is tested on real operating problems.",
  points: ["10 library prompts, free to copy", "6 role bundles with tips and sample outputs", "English, Thai and multilingual prompts"],
  sample: {
    title: "Guest complaint response",
    text: "You are the front office manager of a 120-room hotel. Draft a reply to this guest review that apologises once, explains what we changed and invites them back…",
  },
} as const;

export const CONTACT = {
  title: "Tell us about your operation",
  text: "Send us a note about your restaurant, hotel or kitchen. A consultant, not a sales team, will reply within 24 hours.",
} as const;
