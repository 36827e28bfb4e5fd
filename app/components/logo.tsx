import { Link } from "@remix-run/react";
import { SITE } from "~/content/site";

export function Logo({ className = "" }: { className?: string }) {
  return (
    <Link to="/" className={`flex min-h-11 items-center gap-2 font-semibold ${className}`} aria-label={`${SITE.name} home`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" fill="#0f3d3e" />
        <path d="M9 22V10h3v5l5-5h4l-6 6 6 6h-4l-5-5v5z" fill="#f6efe3" />
        <circle cx="23.5" cy="10.5" r="2.5" fill="#d98e04" />
      </svg>
      <span className="text-lg leading-none tracking-tight">{SITE.shortName}</span>
    </Link>
  );
}
