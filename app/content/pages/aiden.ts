import type { Feature, Stat } from "./types";

/** /aiden-showcase: the nutrition supplement platform case study of SPEC §2. */
export const AIDEN = {
  path: "/aiden-showcase",
  metaTitle: "AIDEN Supplements: Nutrition Platform Showcase",
  metaDescription:
    "How we developed AIDEN Supplements: 8 formulations and 42 flavor iterations backed by 27 studies, and a mobile platform integrated with hotels, gyms and restaurants.",
  eyebrow: "Showcase · Product development and mobile app",
  heading: "AIDEN Supplements: from formula to platform",
  intro:
    "AIDEN set out to make daily nutrition simple for people who work long, irregular hours. We developed the product range with them and built the platform that sells it, including the partnerships that put it in front of hotel and restaurant guests.",
  image: {
    src: "/images/pages/aiden.svg",
    alt: "Illustration of a phone showing the AIDEN app beside supplement capsules",
    width: 640,
    height: 480,
  },
  overviewHeading: "Project overview",
  overview: [
    "The founders had a clear audience: chefs, hotel teams, shift workers and the active professionals who stay in the hotels they run. What they lacked was a product range with evidence behind it and a way to reach those people.",
    "We ran the project end to end: the research, the formulations and flavours with a certified contract manufacturer, the brand and packaging, and a mobile platform for subscriptions and hospitality partners.",
  ],
  overviewStats: [
    { value: "8", label: "formulations" },
    { value: "42", label: "flavor iterations" },
    { value: "27", label: "studies reviewed" },
  ] satisfies Stat[],
  processHeading: "Development process",
  process: [
    {
      title: "Research",
      text: "We reviewed 27 published studies to choose ingredients and doses that have evidence behind them, and left out the ones that only have marketing.",
      icon: "search",
    },
    {
      title: "Formulation",
      text: "Eight formulations with a GMP-certified manufacturer: energy, recovery, sleep, focus, hydration, immunity, gut health and a daily multi.",
      icon: "flask",
    },
    {
      title: "Flavor",
      text: "42 flavor iterations with tasting panels of chefs and hotel staff, until each product tasted good in water and not only on paper.",
      icon: "sparkle",
    },
    {
      title: "Launch",
      text: "Packaging, label compliance and a launch plan built around the platform, the partner venues and the people who work in them.",
      icon: "flag",
    },
  ] satisfies Feature[],
  platformHeading: "Platform integration",
  platformText:
    "The AIDEN app recommends a routine from a short questionnaire, runs the subscription and reorders before a pack runs out. Behind it, one platform connects the online store, the warehouse and the hospitality partners.",
  platform: [
    {
      title: "Mobile app and subscriptions",
      text: "Personal routines, reminders and one-tap reorders, with payments and delivery tracking in the same place.",
      icon: "phone",
    },
    {
      title: "Hotel and gym partners",
      text: "QR codes in rooms, spas and fitness centres open a partner store; the venue earns a commission on every order.",
      icon: "bed",
    },
    {
      title: "Restaurant menus",
      text: "Partner restaurants add AIDEN to smoothies and post-workout dishes, with nutrition data synced to their menus.",
      icon: "glass",
    },
  ] satisfies Feature[],
  platformLink: "View the AIDEN showcase",
  resultsHeading: "Results",
  results: [
    { value: "87%", label: "of subscribers renewed after their first three months" },
    { value: "94%", label: "of tasting-panel ratings were good or excellent" },
    { value: "42%", label: "of orders came through hospitality partners" },
  ] satisfies Stat[],
  ctaHeading: "Developing a product or an app for hospitality?",
  ctaText: "From the first formula to the platform that sells it, we can take your product to market.",
};
