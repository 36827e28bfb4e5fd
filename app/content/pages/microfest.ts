import type { Stat, TabCopy } from "./types";

/** /microfest-case-study: the food-truck case study of SPEC §2. */
export const MICROFEST_TABS = ["concept", "branding", "operations", "logistics", "execution"] as const;
export type MicrofestTab = (typeof MICROFEST_TABS)[number];

export const MICROFEST = {
  path: "/microfest-case-study",
  metaTitle: "Microfest Food Truck Festival Case Study",
  metaDescription:
    "How we planned Microfest: 8 trucks, 12 locations and over 28,000 attendees, with 98% satisfaction, 64% lower wait times and 100% compostable packaging.",
  eyebrow: "Case study · Concept development",
  heading: "Microfest: a touring food truck festival",
  intro:
    "An events company asked us to turn a weekend idea into a festival format that could travel. We built the concept, the brand, the operating model and the logistics, then ran it with them on the ground.",
  image: {
    src: "/images/pages/microfest.svg",
    alt: "Illustration of food trucks under string lights at an evening festival",
    width: 640,
    height: 480,
  },
  stats: [
    { value: "8", label: "trucks" },
    { value: "Over 28,000", label: "attendees" },
    { value: "12", label: "locations" },
    { value: "98%", label: "satisfaction" },
    { value: "64%", label: "lower wait times" },
    { value: "100%", label: "compostable packaging" },
  ] satisfies Stat[],
  tabsLabel: "Project phases",
  tabs: {
    concept: {
      id: "concept",
      label: "Concept",
      heading: "A festival small enough to move, big enough to draw a crowd",
      lead: "The brief was a food event that could appear in a new neighbourhood every few weeks without a stadium budget. We designed a compact, repeatable format around 8 trucks and a shared seating area.",
      points: [
        "A curated line-up of 8 trucks, each with one signature dish and a short menu of four to five items.",
        "Price bands agreed with every vendor, so families could eat well and no truck undercut another.",
        "A shared drinks and dessert point to stop queues forming at the savoury trucks.",
        "A site template that fits car parks, riverside lawns and mall forecourts alike.",
      ],
    },
    branding: {
      id: "branding",
      label: "Branding",
      heading: "One festival, eight personalities",
      lead: "Microfest needed to feel like one event while letting each vendor keep its own character. We built a light brand system that sits around the trucks rather than over them.",
      points: [
        "A festival identity, colour palette and wayfinding set that works on banners, menus and social posts.",
        "Matching bilingual menu boards (Thai and English) with prices and allergens in the same place on every truck.",
        "Queue signs that show the expected wait, which kept guests patient and spread them across trucks.",
        "A content plan for each stop: line-up reveal, vendor stories and a same-day map.",
      ],
    },
    operations: {
      id: "operations",
      label: "Operations",
      heading: "Menus and service built for speed",
      lead: "Long queues are the first thing guests remember about food festivals. We engineered every menu and every truck workflow around the time from order to hand-off.",
      points: [
        "Menu engineering with each vendor: fewer components, more prep done at the commissary before service.",
        "Cashless ordering with order numbers, so guests could sit down instead of standing in line.",
        "Staffing plans per truck for peak hours, with a floating runner shared between neighbours.",
        "Opening and closing food safety checks on every truck, signed off by the site lead.",
      ],
    },
    logistics: {
      id: "logistics",
      label: "Logistics",
      heading: "Twelve sites, one playbook",
      lead: "A touring event lives or dies on its logistics. We wrote a site playbook so each of the 12 locations could be set up, run and cleared by the same small crew.",
      points: [
        "Site plans for power, water, grey water and fire lanes, checked with each landlord in advance.",
        "A single compostable packaging range bought centrally for all 8 trucks, with collection bins at every exit.",
        "Restocking runs from a central commissary, timed around each truck's sales curve.",
        "Load-in and load-out schedules that fit inside the landlords' access windows.",
      ],
    },
    execution: {
      id: "execution",
      label: "Execution",
      heading: "Running it, measuring it, improving it",
      lead: "We worked every stop with the organiser's team, watched the queues live and changed the plan between events, not after the season.",
      points: [
        "A run-of-show for each day, with a single radio channel for vendors and site crew.",
        "Live queue checks every 30 minutes; trucks with long waits got the floating runner.",
        "Guest surveys at every stop, which recorded 98% satisfaction across the series.",
        "Wait times 64% lower than at the organiser's previous events, with 100% compostable packaging throughout.",
      ],
    },
  } satisfies { [Id in MicrofestTab]: TabCopy<Id> },
  ctaHeading: "Planning a festival, a pop-up or a new food concept?",
  ctaText: "We take concepts from the first sketch to opening day, with the numbers to back every decision.",
};
