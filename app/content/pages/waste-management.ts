import type { EnquiryService, IconName } from "./types";

export type WasteCard = {
  title: string;
  text: string;
  icon: IconName;
  /** A page to go to; cards without one open the enquiry dialog. */
  to?: string;
  action: string;
  service?: EnquiryService;
};

/** /sustainable-waste-management: four cards and the 5Rs of SPEC §2. */
export const WASTE_MANAGEMENT = {
  path: "/sustainable-waste-management",
  metaTitle: "Sustainable Waste Management for Restaurants and Hotels",
  metaDescription:
    "Waste audits, fermentation, composting and smarter purchasing, built on the 5Rs: up to 40% lower waste disposal cost for restaurants and hotels.",
  eyebrow: "Services · Waste management",
  heading: "Sustainable waste management",
  intro:
    "Every bin in your kitchen is money you have already paid for. We measure what you throw away, design it out where we can and turn the rest into product, compost or savings.",
  image: {
    src: "/images/pages/waste-management.svg",
    alt: "Illustration of sorted bins for compost, recycling and reuse with a circular arrow",
    width: 640,
    height: 480,
  },
  stat: { value: "Up to 40%", label: "lower waste disposal cost" },
  cardsHeading: "How we cut your waste",
  cards: [
    {
      title: "Fermentation programme",
      text: "Turn trim, peel and seasonal gluts into house sauces, drinks and condiments that sell at a premium.",
      icon: "jar",
      to: "/fermentation-guidebook",
      action: "See the fermentation guidebook",
    },
    {
      title: "Waste audit",
      text: "We sort and weigh a week of your waste by station and by cause, then show you where the money goes.",
      icon: "search",
      action: "Ask about a waste audit",
      service: "operationalExcellence",
    },
    {
      title: "Composting and food recovery",
      text: "On-site composting, partner pick-ups and surplus food donation, set up with simple SOPs your team will follow.",
      icon: "leaf",
      action: "Ask about composting",
    },
    {
      title: "Purchasing and packaging",
      text: "Par levels from real usage, supplier take-back schemes and reusable containers that stop waste arriving at the back door.",
      icon: "basket",
      action: "Ask about purchasing",
    },
  ] satisfies WasteCard[],
  fiveRsHeading: "The 5Rs, applied to a working kitchen",
  fiveRsIntro: "We work down the list: the earlier the step, the more it saves.",
  fiveRs: [
    { title: "Refuse", text: "Say no to what you don't need: single-use extras, unrequested samples, over-packaged deliveries." },
    { title: "Reduce", text: "Order to real usage, portion to what guests eat and prep to the forecast, not to habit." },
    { title: "Reuse", text: "Returnable crates, refillable bottles and containers that go back to the supplier." },
    { title: "Recycle", text: "Clear, labelled streams for glass, cans, cardboard and oil, with a collector who takes them." },
    { title: "Rot", text: "Compost what's left, on site or through a partner, and close the loop with your growers." },
  ],
  ctaHeading: "Find out what your waste costs you",
  ctaText: "Book a consultation and we'll show you where a waste programme pays back fastest in your operation.",
};
