import type { Feature } from "./types";
import { OZONE_DISCOUNT } from "./ozone-partner";

/** The copy of the 10% ozone offer of SPEC §2/§9, shown on /aiden-showcase and /ozone-water-systems. */

export const OZONE_OFFER_COPY = {
  eyebrow: "Partner offer",
  heading: `${OZONE_DISCOUNT} off ozone water systems`,
  text: "Through our affiliate partner, clients and readers get 10% off the supply and installation of an ozone water system for kitchens, housekeeping and laundry. Quote the referral code below when you ask for a quote.",
  codeLabel: "Your referral code",
  codeNote: "Valid for enquiries sent today. The partner confirms the discount in writing with your quote.",
  button: "Email the partner for a quote",
} as const;

/** The body of /ozone-water-systems. */
export const OZONE_PAGE = {
  path: "/ozone-water-systems",
  metaTitle: "Ozone Water Systems: 10% Off for Restaurants and Hotels",
  metaDescription:
    "Ozone water systems for commercial kitchens, housekeeping and laundry, with 10% off through our affiliate partner. Get your referral code and request a quote.",
  eyebrow: "Sustainable solutions · Ozone water",
  heading: "Ozone water systems for kitchens and hotels",
  intro:
    "Ozonated water cleans and sanitises with oxygen instead of a cupboard of chemicals. We help operators decide where it pays off, size the system and train the team, and our installation partner takes 10% off the system for our clients.",
  image: {
    src: "/images/pages/ozone-water.svg",
    alt: "Illustration of a water tap with ozone bubbles flowing into a stainless sink",
    width: 640,
    height: 480,
  },
  usesHeading: "Where ozone water earns its place",
  uses: [
    {
      title: "Produce washing",
      text: "Wash salad, herbs and fruit in ozonated water instead of chlorine dips: no chemical taste, no rinse step and one less product to store.",
      icon: "leaf",
    },
    {
      title: "Surfaces and equipment",
      text: "Sanitise boards, prep tables and cold rooms with water from a wall unit. Ozone reverts to oxygen within minutes and leaves no residue.",
      icon: "sparkle",
    },
    {
      title: "Housekeeping and laundry",
      text: "Ozone laundry systems wash at lower temperatures with less detergent, which cuts energy bills and is kinder to hotel linen.",
      icon: "bed",
    },
    {
      title: "Ice machines and water lines",
      text: "Periodic ozone flushing keeps ice machines and beverage lines cleaner between services, with less downtime for deep cleans.",
      icon: "droplet",
    },
  ] satisfies Feature[],
  stepsHeading: "How we bring it in",
  steps: [
    { title: "Site review", text: "We map where water, chemicals and hot-water energy go today, station by station." },
    { title: "Business case", text: "A costed comparison of chemicals, energy and labour, before and after, so you see the payback." },
    { title: "Installation", text: "Our partner supplies and installs the units; we check them against your HACCP plan." },
    { title: "Training and SOPs", text: "Short, practical SOPs and a team session, so the system is used correctly on every shift." },
  ] satisfies Feature[],
  ctaHeading: "Not sure ozone fits your operation?",
  ctaText: "Book a short consultation and we'll tell you honestly where it pays off and where it doesn't.",
};
