import type { Feature } from "./types";

/** /fermentation-guidebook: the sales page of SPEC §2 (THB 790, about USD 22). */
export const GUIDEBOOK = {
  path: "/fermentation-guidebook",
  metaTitle: "The Fermentation Guidebook: 100 Recipes for Professional Kitchens",
  metaDescription:
    "The Fermentation Guidebook: 100+ pages and 100 recipes for professional kitchens, with safety and costing notes. THB 790 (about USD 22), free update to V2.0.",
  eyebrow: "Digital guidebook",
  heading: "The Fermentation Guidebook",
  intro:
    "Kimchi, koji, kombucha, hot sauces and house vinegars, written for professional kitchens: tested recipes, salt ratios, timings and pH targets, with the safety and costing notes your head chef will ask for.",
  image: {
    src: "/images/pages/fermentation-guidebook.svg",
    alt: "Cover of The Fermentation Guidebook with jars of ferments",
    width: 480,
    height: 600,
  },
  /** Minor units, formatted with utils/money.ts. The catalogue row is `fermentation_guidebook`. */
  priceThbMinor: 79000,
  priceUsdMinor: 2200,
  highlights: ["100+ pages", "100 recipes", "Free update to V2.0"],
  buyButton: "Buy the Guidebook",
  downloadButton: "Download the Guidebook",
  orderNote: "Orders are handled by our team: send the enquiry form and we reply within 24 hours with payment options and your download link.",
  insideHeading: "What's inside",
  inside: [
    { title: "Foundations", text: "Salt, acid, temperature and time: the four controls behind every safe ferment.", icon: "book" },
    { title: "Vegetables and kimchi", text: "Lacto-ferments, kimchi and som pak, with brine tables you can scale to any batch.", icon: "leaf" },
    { title: "Koji and miso", text: "Growing koji in a restaurant kitchen and turning it into miso, shio koji and garums.", icon: "jar" },
    { title: "Drinks", text: "Kombucha, tepache, kefir and house sodas for the bar and the staff fridge.", icon: "glass" },
    { title: "Sauces and vinegars", text: "Hot sauces, fermented chilli pastes and fruit vinegars from kitchen trim.", icon: "flask" },
    { title: "Safety and costing", text: "pH logs, HACCP notes and plate-cost sheets, so ferments earn a place on the menu.", icon: "shield" },
  ] satisfies Feature[],
  forHeading: "Written for",
  forWhom: [
    "Head chefs building a fermentation programme",
    "Bar teams making house sodas and kombucha",
    "Food entrepreneurs planning a fermented product",
    "Sustainability leads turning trim into product",
  ],
  updateHeading: "Free update to V2.0",
  ctaText: "100+ pages, 100 recipes and a free update to V2.0, for less than the cost of one failed batch.",
  updateText: "Buy the current edition and you receive V2.0 at no extra cost when it is published, with new recipes and your feedback built in.",
};
