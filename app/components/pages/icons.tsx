import type { IconName } from "~/content/pages/types";

/** Stroke paths on a 24×24 grid; drawn in currentColor. */
const PATHS: Record<IconName, string> = {
  truck: "M2 6h11v9H2zM13 9h4l3 3v3h-7M6 18a2 2 0 1 0 0-.01M17 18a2 2 0 1 0 0-.01",
  palette: "M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.2-1.7-.4-1 .3-2.3 1.5-2.3H17a4 4 0 0 0 4-4c0-5.5-4-10-9-10zM7.5 11h.01M10 7.5h.01M14.5 7.5h.01",
  gear: "M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1",
  route: "M6 19a2 2 0 1 0 0-.01M18 5a2 2 0 1 0 0-.01M6 17V9a3 3 0 0 1 3-3h3M18 7v8a3 3 0 0 1-3 3h-3",
  flag: "M5 21V4M5 4h11l-2 4 2 4H5",
  leaf: "M5 19c0-9 5-14 15-14 0 10-5 15-14 15M5 19l7-7",
  fish: "M3 12c3-4 7-6 11-6 3 0 5 3 6 6-1 3-3 6-6 6-4 0-8-2-11-6zM3 12l-1-3M3 12l-1 3M15 11h.01",
  mushroom: "M3 12a9 7 0 0 1 18 0zM9 12v6a3 3 0 0 0 6 0v-6",
  droplet: "M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z",
  jar: "M8 3h8v3H8zM7 6h10l1 3v10a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V9zM6 13h12",
  basket: "M3 10h18l-2 10H5zM7 10l3-6M17 10l-3-6M9 14v3M15 14v3",
  chart: "M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6",
  tag: "M3 12V3h9l9 9-9 9zM7.5 7.5h.01",
  bed: "M3 18V7M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 12a1.5 1.5 0 1 0 0-.01",
  glass: "M6 3h12l-6 8zM12 11v8M8 21h8",
  users: "M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 3.5a4 4 0 0 1 0 7.5M19 14a6 6 0 0 1 3 7",
  chat: "M4 5h16v11H9l-5 4z",
  heart: "M12 20s-8-4.5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6.5-8 11-8 11z",
  sparkle: "M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2zM19 3v4M17 5h4",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4",
  bolt: "M13 2 4 14h7l-1 8 9-12h-7z",
  recycle: "M7 19H4l3-5M17 19h3l-3-5M12 4l-2 3.5M12 4l2 3.5M9 19h6M6.5 10.5 9 7M17.5 10.5 15 7",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4",
  book: "M4 4h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4zM20 4h-5a3 3 0 0 0-3 3",
  phone: "M7 2h10v20H7zM11 18h2",
  flask: "M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3M7 15h10",
  plan: "M3 3h18v18H3zM3 10h8V3M11 21v-6h10M15 10h6",
};

export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[name]} />
    </svg>
  );
}
