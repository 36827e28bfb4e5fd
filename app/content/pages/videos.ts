import type { Video } from "./types";

/**
 * YouTube videos shown through the facade. The ids are placeholders in the
 * right format: replace them with the consultancy's own uploads.
 */
export const VIDEOS = {
  guestExperience: {
    id: "Xq4pT7m2LsE",
    title: "Designing a guest journey: from booking to farewell",
    poster: {
      src: "/images/pages/video-guest-experience.svg",
      alt: "Video: a hotel lobby welcome, from booking to farewell",
      width: 1280,
      height: 720,
    },
  },
  revenueOptimization: {
    id: "bR8vN3kYw1Q",
    title: "Menu engineering and pricing in practice",
    poster: {
      src: "/images/pages/video-revenue.svg",
      alt: "Video: a menu with rising revenue bars and a price tag",
      width: 1280,
      height: 720,
    },
  },
} satisfies Record<string, Video>;
