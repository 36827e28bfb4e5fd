import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useDialogHref } from "~/components/page-context";
import type { EnquiryService } from "~/content/pages/types";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-3 text-center text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2";

/** Button looks for links and buttons on the case-study and service pages. */
export const BUTTON = {
  /** On dark backgrounds: the amber call to action. */
  primary: `${base} bg-amber-light text-ink hover:bg-[#e9a02a] focus-visible:outline-amber-light`,
  /** On dark backgrounds: the quiet alternative. */
  ghost: `${base} border border-cream/50 text-cream hover:bg-cream/10 focus-visible:outline-cream`,
  /** On light backgrounds. */
  solid: `${base} bg-teal text-white hover:bg-teal-light focus-visible:outline-teal`,
  outline: `${base} border border-teal/40 bg-white text-teal hover:bg-teal/5 focus-visible:outline-teal`,
} as const;

/**
 * Opens the enquiry dialog (`?dialog=enquiry`, built by the enquiry feature)
 * over the current page, optionally with one SPEC §3 service preselected.
 */
export function EnquiryLink({
  service,
  product,
  className = BUTTON.primary,
  children,
}: {
  service?: EnquiryService;
  /** A product id: the dialog names it and starts the message about it. */
  product?: string;
  className?: string;
  children: ReactNode;
}) {
  const dialogHref = useDialogHref();
  const extra: Record<string, string> = {};
  if (service) extra.service = service;
  if (product) extra.product = product;
  return (
    <Link to={dialogHref("enquiry", extra)} preventScrollReset className={className}>
      {children}
    </Link>
  );
}
