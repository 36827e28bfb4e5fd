import type { Video } from "./types";

/**
 * YouTube videos shown through the facade. Their ids are site settings an admin
 * changes (content/site-setting-defaults.ts holds the defaults).
 */
export const VIDEOS = {
  guestExperience: {
    title: "Designing a guest journey: from booking to farewell",
    poster: {
      src: "/images/pages/video-guest-experience.svg",
      alt: "Video: a hotel lobby welcome, from booking to farewell",
      width: 1280,
      height: 720,
    },
  },
  revenueOptimization: {
    title: "Menu engineering and pricing in practice",
    poster: {
      src: "/images/pages/video-revenue.svg",
      alt: "Video: a menu with rising revenue bars and a price tag",
      width: 1280,
      height: 720,
    },
  },
} satisfies Record<string, Omit<Video, "id">>;
