import type { Feature, Testimonial } from "./types";

export const KITCHEN_TABS = ["services", "projects", "benefits", "testimonials"] as const;
export type KitchenTab = (typeof KITCHEN_TABS)[number];

export type KitchenProject = { title: string; type: string; text: string; result: string };

/** /kitchen-design-services: tabs Services, Projects, Benefits, Testimonials (SPEC §2). */
export const KITCHEN_DESIGN = {
  path: "/kitchen-design-services",
  metaTitle: "Commercial Kitchen Design Services",
  metaDescription:
    "Commercial kitchen design for restaurants, hotels and central kitchens: layout and workflow, equipment, ventilation and food safety, from concept to commissioning.",
  eyebrow: "Services · Kitchen design",
  heading: "Kitchen design that works on a full service",
  intro:
    "A kitchen is a machine for turning tickets into plates. We design layouts, equipment and workflows around your menu and your team, so service is faster, safer and cheaper to run.",
  image: {
    src: "/images/pages/kitchen-design.svg",
    alt: "Illustration of a commercial kitchen floor plan with cooking, prep and wash stations",
    width: 640,
    height: 480,
  },
  consultationButton: "Schedule a Consultation",
  guideButton: "Download Kitchen Design Guide",
  guideTitle: "The Kitchen Design Guide",
  tabsLabel: "Kitchen design details",
  tabs: [
    { id: "services", label: "Services" },
    { id: "projects", label: "Projects" },
    { id: "benefits", label: "Benefits" },
    { id: "testimonials", label: "Testimonials" },
  ] satisfies { id: KitchenTab; label: string }[],
  servicesHeading: "What we design",
  services: [
    {
      title: "Layout and workflow",
      text: "Station placement from your menu and ticket data, so food moves one way from delivery to the pass.",
      icon: "plan",
    },
    {
      title: "Equipment specification",
      text: "The right equipment, sized for your covers, with a budget and a list your contractor can price.",
      icon: "gear",
    },
    {
      title: "Ventilation and services",
      text: "Hoods, extraction, gas, power, water and drainage, coordinated with your engineers and the landlord.",
      icon: "bolt",
    },
    {
      title: "Food safety by design",
      text: "Separate raw and ready-to-eat flows, hand-wash points and temperature zones that make HACCP easy.",
      icon: "shield",
    },
    {
      title: "Renovation and refits",
      text: "Phased refits that keep you trading, with night works planned around service.",
      icon: "clock",
    },
    {
      title: "Commissioning and training",
      text: "We test every station before opening and train the team to cook in the new kitchen.",
      icon: "users",
    },
  ] satisfies Feature[],
  projectsHeading: "Recent projects",
  projects: [
    {
      title: "Hotel banqueting kitchen",
      type: "Hotel · Refit",
      text: "A banqueting kitchen rebuilt in phases around a full events calendar, with a new cook-chill line.",
      result: "Plated service for large events from one line instead of two.",
    },
    {
      title: "Delivery-only central kitchen",
      type: "Central kitchen · New build",
      text: "Four brands sharing one kitchen, with separate pick-up points for riders and a shared prep room.",
      result: "One prep team and one cold store serve all four brands.",
    },
    {
      title: "Open-kitchen restaurant",
      type: "Restaurant · New build",
      text: "A counter-side grill and pass that guests can watch, with the noisy work hidden behind it.",
      result: "The kitchen became part of the dining room without slowing the line.",
    },
  ] satisfies KitchenProject[],
  benefitsHeading: "Why it pays",
  benefits: [
    { title: "Faster tickets", text: "Shorter walking distances and clear flows get plates to the pass sooner.", icon: "clock" },
    { title: "Lower labour cost", text: "A kitchen laid out for your menu needs fewer hands at peak.", icon: "users" },
    { title: "Lower energy bills", text: "Right-sized equipment and smart extraction cut gas and power use.", icon: "bolt" },
    { title: "Safer food", text: "Separated flows and temperature zones make audits routine.", icon: "shield" },
  ] satisfies Feature[],
  testimonialsHeading: "What our clients say",
  testimonials: [
    {
      quote: "They started from our menu, not from an equipment catalogue. The line finally works the way our chefs cook.",
      author: "Anan Srisuk",
      role: "Executive Chef, hotel group",
    },
    {
      quote: "The phased refit kept us open the whole time. We lost no events and gained a kitchen we are proud to show clients.",
      author: "Claire Dumont",
      role: "Director of Food & Beverage, resort hotel",
    },
    {
      quote: "Four brands, one kitchen and no collisions at the pass. The layout paid for itself in the first year.",
      author: "Rahul Mehta",
      role: "Founder, delivery kitchen group",
    },
  ] satisfies Testimonial[],
  ctaHeading: "Planning a new kitchen or a refit?",
  ctaText: "Bring your menu, your floor plan and your covers. We'll show you what the kitchen should look like.",
};
