import type { Feature } from "./types";

/** /guest-experience: a video and four feature blocks (SPEC §2). */
export const GUEST_EXPERIENCE = {
  path: "/guest-experience",
  metaTitle: "Guest Experience Consulting for Hotels and Restaurants",
  metaDescription:
    "Guest journeys, personalisation, feedback and service training: guest experience consulting that turns first visits into regulars for hotels and restaurants.",
  eyebrow: "Services · Guest experience",
  heading: "Guest experiences people come back for",
  intro:
    "Guests rarely remember the thread count or the plating. They remember how they were treated. We help your team deliver that on every shift, not only when the manager is watching.",
  image: {
    src: "/images/pages/guest-experience.svg",
    alt: "Illustration of a host welcoming guests at a hotel reception desk",
    width: 640,
    height: 480,
  },
  videoHeading: "See how we map a guest journey",
  videoText:
    "A short walk-through of how we map the moments that matter, from the first search to the farewell, and decide which ones to improve first.",
  featuresHeading: "Four ways we raise the standard",
  features: [
    {
      title: "Guest journey mapping",
      text: "We walk every step your guests take, in person and online, and find the moments that make or break a stay or a meal.",
      icon: "route",
    },
    {
      title: "Personalisation",
      text: "Simple systems to remember names, preferences and occasions, so regulars feel known without your team guessing.",
      icon: "heart",
    },
    {
      title: "Feedback and reviews",
      text: "Fast, honest replies to reviews and a weekly look at what guests are telling you, turned into actions for each team.",
      icon: "chat",
    },
    {
      title: "Service training",
      text: "Short, practical sessions on the floor and at the desk, with standards your team helped write and actually follow.",
      icon: "users",
    },
  ] satisfies Feature[],
  ctaHeading: "Where does your guest experience fall short?",
  ctaText: "Tell us about your property or restaurant and we'll suggest where to start.",
};
