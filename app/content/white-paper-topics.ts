/**
 * Topics the generator picks from when an admin leaves the topic blank, and
 * for the weekly run (SPEC §5: "blank means a random topic"). Written for the
 * operators we serve: restaurants, hotels and commercial kitchens.
 */
export const WHITE_PAPER_TOPICS = [
  "Menu engineering: using contribution margin and popularity to redesign a restaurant menu",
  "Cutting food waste in hotel buffets without hurting guest satisfaction",
  "Practical AI for front-office teams: guest messaging, upselling and reviews",
  "Dynamic pricing for boutique hotels: rules a small revenue team can run",
  "Designing a commercial kitchen for speed: zoning, flow and equipment placement",
  "Energy and water savings in commercial kitchens: where the payback is fastest",
  "Staff retention in hospitality: scheduling, training paths and pay that keep people",
  "Food cost control: recipe costing, yield testing and supplier price tracking",
  "Fermentation programmes in restaurant kitchens: flavour, waste and food safety",
  "Guest experience measurement: from online reviews to operational fixes",
  "Standard operating procedures that teams actually follow: writing, training and audits",
  "Sustainable sourcing for hotels and restaurants: local suppliers without supply risk",
  "Ozone water systems in hospitality: sanitation, laundry and the business case",
  "Beverage programmes that lift margin: house spirits, cocktails and zero-proof menus",
  "Opening a second location: what to standardise and what to leave local",
  "Wellness offers in hotels: spa menus, functional food and measurable revenue",
] as const;

/** A topic from the list; `random` returns a number in [0, 1) (tests pass their own). */
export function pickWhitePaperTopic(random: () => number = Math.random): string {
  const index = Math.min(WHITE_PAPER_TOPICS.length - 1, Math.floor(random() * WHITE_PAPER_TOPICS.length));
  return WHITE_PAPER_TOPICS[index]!;
}
