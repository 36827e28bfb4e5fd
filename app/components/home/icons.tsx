import type { ServiceIcon } from "~/content/home-services";

const PATHS: Record<ServiceIcon, string> = {
  concept: "M12 3a6 6 0 0 0-3.5 10.9V17h7v-3.1A6 6 0 0 0 12 3zM9.5 20h5",
  kitchen: "M4 10h16v10H4zM4 14h16M8 10V4M12 10V6M16 10V4",
  revenue: "M4 19h16M6 15l4-4 3 3 5-6M15 8h3v3",
  guest: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  app: "M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2",
  bottle: "M10 2h4v4l2 3v12a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V9l2-3zM8 13h8",
  checklist: "M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2",
  team: "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM17 11a3 3 0 1 0 0-6M3 20a6 6 0 0 1 12 0M15 14a6 6 0 0 1 6 6",
  compass: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM15.5 8.5l-2 5-5 2 2-5z",
};

export function ServiceGlyph({ icon, className = "" }: { icon: ServiceIcon; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className={className} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[icon]} />
    </svg>
  );
}

/** The repeated icons are CSS masks (app/tailwind.css, `.icon`): a span each instead of an SVG each. */
function MaskIcon({ name, small = false, className = "" }: { name: "check" | "arrow" | "star" | "external"; small?: boolean; className?: string }) {
  return <span aria-hidden="true" className={`icon icon-${name}${small ? " icon-small" : ""} ${className}`} />;
}

export function CheckIcon({ className = "" }: { className?: string }) {
  return <MaskIcon name="check" className={className} />;
}

export function ArrowIcon({ className = "" }: { className?: string }) {
  return <MaskIcon name="arrow" small className={className} />;
}

export function StarIcon({ className = "" }: { className?: string }) {
  return <MaskIcon name="star" className={className} />;
}

export function ExternalIcon({ className = "" }: { className?: string }) {
  return <MaskIcon name="external" small className={className} />;
}
