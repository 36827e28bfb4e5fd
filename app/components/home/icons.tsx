import type { ServiceIcon } from "~/content/home-services";

/** The service glyphs are CSS masks too (app/tailwind.css, `.icon-concept` and the rest). */
export function ServiceGlyph({ icon }: { icon: ServiceIcon }) {
  return <MaskIcon name={icon} size="large" />;
}

/** The repeated icons are CSS masks (app/tailwind.css, `.icon`): a span each instead of an SVG each. */
function MaskIcon({ name, size = "normal", className }: { name: ServiceIcon | "arrow" | "star" | "external"; size?: "small" | "normal" | "large"; className?: string }) {
  const classes = ["icon", `icon-${name}`, size === "normal" ? "" : `icon-${size}`, className ?? ""].filter(Boolean).join(" ");
  return <span aria-hidden="true" className={classes} />;
}

export function ArrowIcon({ className }: { className?: string }) {
  return <MaskIcon name="arrow" size="small" className={className} />;
}

export function StarIcon({ className }: { className?: string }) {
  return <MaskIcon name="star" className={className} />;
}

export function ExternalIcon({ className }: { className?: string }) {
  return <MaskIcon name="external" size="small" className={className} />;
}
