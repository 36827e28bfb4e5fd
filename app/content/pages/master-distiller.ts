import type { Feature, Stat, Testimonial } from "./types";

/**
 * The master-distiller spirits case study of SPEC §2, served at two URLs
 * (docs/spec-notes.md#one-case-study-at-two-urls-spec-2). This is its canonical path.
 */
export const MASTER_DISTILLER_PATH = "/major-bangkok-hospitality-group-case-study";

export const MASTER_DISTILLER = {
  metaTitle: "House Spirits Programme Case Study: Major Bangkok Hospitality Group",
  metaDescription:
    "A master distiller and a white-label house spirits range for a Bangkok hospitality group: in 8 months, +28% beverage revenue, 42% margin on house spirits and 15K retail bottles.",
  eyebrow: "Case study · White label beverage",
  heading: "A house spirits programme with a master distiller",
  client: "Major Bangkok Hospitality Group (Pantera Group)",
  intro:
    "A Bangkok hospitality group was pouring the same imported brands as every bar on the street. We paired its beverage team with a master distiller and built a range of house spirits that guests now ask for by name, and take home.",
  image: {
    src: "/images/pages/master-distiller.svg",
    alt: "Illustration of a copper pot still beside three bottles of house spirits",
    width: 640,
    height: 480,
  },
  stats: [
    { value: "8 months", label: "from first brief to launch" },
    { value: "+28%", label: "beverage revenue" },
    { value: "42%", label: "margin on house spirits" },
    { value: "15K", label: "retail bottles sold" },
    { value: "35%", label: "more press mentions" },
  ] satisfies Stat[],
  challengeHeading: "The challenge",
  challenge: [
    "The group's bars and hotel lounges had strong service but a drinks list anyone could copy. Margins on imported spirits were squeezed by duty and distributor pricing, and nothing on the back bar told the group's own story.",
    "Management wanted a signature product that would lift margin, give the bartenders something to talk about and travel beyond the bar as a gift and retail item, without building a distillery.",
  ],
  approachHeading: "What we did",
  approach: [
    {
      title: "Found the right distiller",
      text: "We shortlisted licensed craft distilleries and matched the group with a master distiller whose style fitted its bars, on a white-label contract that kept the recipes in the group's hands.",
      icon: "flask",
    },
    {
      title: "Built the range around the menu",
      text: "A gin with Thai botanicals, an aged rum and a coffee liqueur, each developed against the cocktails the bars already sold best, so the switch was easy for guests and staff.",
      icon: "glass",
    },
    {
      title: "Packaging, pricing and compliance",
      text: "Bottle, label and gift box design; excise and labelling checks; a price ladder for pour, bottle service and retail that protects margin at every level.",
      icon: "tag",
    },
    {
      title: "Trained the teams and told the story",
      text: "Tasting notes, serves and a short story for every bartender, distillery visits for the media and a retail corner in each venue.",
      icon: "chat",
    },
  ] satisfies Feature[],
  timelineHeading: "8 months, brief to launch",
  timeline: [
    { title: "Months 1–2", text: "Brief, bar audit, distiller selection and contracts." },
    { title: "Months 3–5", text: "Recipe development, tasting panels with the bar teams, licensing." },
    { title: "Months 6–7", text: "Packaging, pricing, staff training and the launch plan." },
    { title: "Month 8", text: "Launch in every venue, retail corners and press tastings." },
  ] satisfies Feature[],
  resultsHeading: "The results",
  resultsText:
    "Within the first trading period after launch the house spirits were the group's most-poured products. Revenue rose, the margin on every pour improved, and bottles left the venues as gifts and souvenirs.",
  testimonial: {
    quote:
      "Our bartenders finally have something of our own to pour and talk about. Guests order the house gin by name, they buy bottles on the way out, and the margin speaks for itself.",
    author: "Siriporn Chaiyasit",
    role: "Beverage Director, Major Bangkok Hospitality Group",
  } satisfies Testimonial,
  sustainabilityHeading: "Built to last",
  sustainabilityText:
    "Botanicals come from Thai growers, and the venues take back bottles for refilling. Our sustainability team can do the same for your sourcing, water and waste.",
  sustainabilityLink: "Explore sustainable solutions",
  ctaHeading: "Thinking about your own house spirits?",
  ctaText: "We'll tell you whether a white-label range makes sense for your venues, what it costs and how long it takes.",
  ctaButton: "Schedule a Consultation",
};
