/**
 * The services grid of the home page (SPEC §2 "Home details", §3 "Service card").
 * A card with `link` navigates there; a card without one is a gated action
 * (premium resources), handled by <GatedAction> so the rule lives in one place.
 */

/** The 21 service ids of SPEC §3 (shared with the enquiry form's choices). */
export const SERVICE_IDS = [
  "operationalExcellence",
  "guestExperience",
  "revenueOptimization",
  "techIntegration",
  "strategicPlanning",
  "staffTraining",
  "productDevelopment",
  "kitchenDesign",
  "conceptDevelopment",
  "marketResearch",
  "menuDesign",
  "smartScheduling",
  "guestExperiencePersonalization",
  "consistencyStrategies",
  "technologySolutions",
  "digitalMarketing",
  "manpowerResources",
  "eventCatering",
  "brandLaunch",
  "whiteLabelBeverage",
  "other",
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export type ServiceColour = "teal" | "amber" | "terracotta" | "sage";
export type ServiceIcon = "concept" | "kitchen" | "revenue" | "guest" | "app" | "bottle" | "checklist" | "team" | "compass";

export type ServiceCard = {
  id: ServiceId;
  title: string;
  description: string;
  colour: ServiceColour;
  icon: ServiceIcon;
  /** Where the card leads; without it the card opens the premium resources (gated). */
  link?: string;
  /** Shown as a badge: the link is a case study or a product showcase. */
  marker?: "casestudy" | "showcase";
};

export const SERVICE_CARDS: ServiceCard[] = [
  {
    id: "conceptDevelopment",
    title: "Concept Development",
    description:
      "From idea to opening day: positioning, menu, brand and operating model, tested against real demand before you sign a lease.",
    colour: "amber",
    icon: "concept",
    link: "/microfest-case-study",
    marker: "casestudy",
  },
  {
    id: "kitchenDesign",
    title: "Kitchen Design",
    description: "Layouts, equipment and workflow that shorten ticket times and cut energy use, for new builds and renovations.",
    colour: "teal",
    icon: "kitchen",
    link: "/kitchen-design-services",
  },
  {
    id: "revenueOptimization",
    title: "Revenue Optimization",
    description: "Menu engineering, pricing and channel strategy that lift revenue per cover and per available room.",
    colour: "terracotta",
    icon: "revenue",
    link: "/revenue-optimization",
  },
  {
    id: "guestExperience",
    title: "Guest Experience",
    description: "Service standards, recovery scripts and personal touches that turn first visits into regulars.",
    colour: "sage",
    icon: "guest",
    link: "/guest-experience",
  },
  {
    id: "technologySolutions",
    title: "Mobile App Development",
    description: "Guest and staff apps built around your operation, like the AIDEN nutrition supplement platform.",
    colour: "teal",
    icon: "app",
    link: "/aiden-showcase",
    marker: "showcase",
  },
  {
    id: "whiteLabelBeverage",
    title: "White Label Beverage",
    description: "House spirits and signature drinks developed with a master distiller, from recipe to retail bottle.",
    colour: "amber",
    icon: "bottle",
    link: "/major-bangkok-hospitality-group-case-study",
    marker: "casestudy",
  },
  {
    id: "operationalExcellence",
    title: "Operational Excellence",
    description: "SOPs, checklists and daily routines that keep quality consistent across shifts and sites.",
    colour: "terracotta",
    icon: "checklist",
  },
  {
    id: "staffTraining",
    title: "Staff Training",
    description: "Role-based training for kitchen, floor and front office, with AI prompt packs for every department.",
    colour: "sage",
    icon: "team",
  },
  {
    id: "strategicPlanning",
    title: "Strategic Planning",
    description: "Budgets, growth plans and AI adoption roadmaps for owners and general managers.",
    colour: "teal",
    icon: "compass",
  },
];
