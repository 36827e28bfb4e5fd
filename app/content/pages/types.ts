/** Shapes of the static copy of the case-study and service pages. */
import type { ServiceId } from "~/content/home-services";

/** A headline figure. `value` is shown as written: SPEC's figures are copied exactly. */
export type Stat = { value: string; label: string };

/** Icons the page components can draw (components/pages/icons.tsx). */
export type IconName =
  | "truck"
  | "palette"
  | "gear"
  | "route"
  | "flag"
  | "leaf"
  | "fish"
  | "mushroom"
  | "droplet"
  | "jar"
  | "basket"
  | "chart"
  | "tag"
  | "bed"
  | "glass"
  | "users"
  | "chat"
  | "heart"
  | "sparkle"
  | "clock"
  | "shield"
  | "bolt"
  | "recycle"
  | "search"
  | "book"
  | "phone"
  | "flask"
  | "plan";

export type Feature = { title: string; text: string; icon?: IconName };

/** A local image (public/images/pages/), always with its intrinsic size. */
export type PageImage = { src: string; alt: string; width: number; height: number };

export type Testimonial = { quote: string; author: string; role: string };

/** What every page states about itself: meta tags and the hero. */
export type PageIntro = {
  path: string;
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  heading: string;
  intro: string;
  image: PageImage;
};

/** A tab of a tabbed page: `id` is the value of `?tab=`. */
export type TabCopy<Id extends string = string> = {
  id: Id;
  label: string;
  heading: string;
  lead: string;
  points: string[];
};

/** The 21 enquiry service ids of SPEC §3; `service=<id>` on an enquiry link preselects one. */
export type EnquiryService = ServiceId;

/** A YouTube video shown through the facade (components/video-facade.tsx). */
export type Video = { id: string; title: string; poster: PageImage };
