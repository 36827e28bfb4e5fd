/** The case studies and the showcase, for /case-studies: each card's words come from its own page. */
import { AIDEN } from "./pages/aiden";
import { AQUAPONICS } from "./pages/aquaponics";
import { MASTER_DISTILLER, MASTER_DISTILLER_PATH } from "./pages/master-distiller";
import { MICROFEST } from "./pages/microfest";
import type { PageImage } from "./pages/types";

export type CaseStudyCard = { path: string; eyebrow: string; heading: string; summary: string; image: PageImage };

const card = (path: string, page: { eyebrow: string; heading: string; metaDescription: string; image: PageImage }): CaseStudyCard => ({
  path,
  eyebrow: page.eyebrow,
  heading: page.heading,
  summary: page.metaDescription,
  image: page.image,
});

export const CASE_STUDIES: CaseStudyCard[] = [
  card(MASTER_DISTILLER_PATH, MASTER_DISTILLER),
  card(MICROFEST.path, MICROFEST),
  card(AQUAPONICS.path, AQUAPONICS),
  card(AIDEN.path, AIDEN),
];

export const CASE_STUDIES_PAGE = {
  path: "/case-studies",
  heading: "Case studies",
  intro: "Projects we have run with hotels, restaurants, festivals and brands: what they needed, what we did and what changed.",
  metaDescription: "Hospitality consulting case studies: a house spirits programme, a touring food festival, hotel aquaponics and a supplement brand's app.",
};
