import { Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { NAV_MENUS } from "~/content/navigation";
import { SITE } from "~/content/site";
import { lines, telHref } from "~/utils/contact-format";
import { useAccount, useDialogHref, useSiteSettings } from "~/components/page-context";
import { footer as newsletterForm } from "~/services/requests/root-data.server";
import { Logo } from "./logo";

const COMPANY_LINKS = [
  { label: "About", to: "/#about" },
  { label: "Services", to: "/#services" },
  { label: "Case Studies", to: "/case-studies" },
];

const MORE_RESOURCES = [
  { label: "Knowledge Center", to: "/blog" },
  { label: "Pricing", to: "/pricing" },
];

/** Short on purpose: the footer is in every page's start-up JavaScript, which is at its 100 KB budget. */
const LEGAL_LINKS = [
  { label: "Terms", to: "/terms" },
  { label: "Privacy", to: "/privacy" },
  { label: "Refunds", to: "/refunds" },
];

/** The newsletter form's HTML: the server's, and in the browser what the first footer on screen held. */
let formHtml = newsletterForm?.__html ?? "";
const keepForm = (element: HTMLDivElement | null) => {
  if (element?.innerHTML) formHtml = element.innerHTML;
};

export function Footer() {
  // Read once per footer: changed later, React would write the form again over what is typed in it.
  const [form] = useState(() => ({ __html: formHtml }));
  const dialogHref = useDialogHref();
  const site = useSiteSettings();
  const account = useAccount();
  const { pathname } = useLocation();
  const companyLinks = [
    ...COMPANY_LINKS,
    // On the home page the form is a short scroll away; from anywhere else a page of its own loads at once.
    { label: "Contact", to: pathname === "/" ? "/#contact" : "/contact" },
    { label: "Become an Affiliate", to: dialogHref("affiliate") },
    // A signed-in client is in already: the portal is their account page, not a sign-in form.
    { label: "Client Portal", to: account ? "/account" : dialogHref("client-login") },
  ];
  return (
    <footer className="mt-auto bg-teal-dark text-cream/80">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-6 lg:gap-10">
        <div className="col-span-2">
          <Logo className="text-cream" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{SITE.description}</p>
          <h2 className="mt-6 text-sm font-semibold text-cream">Business hours</h2>
          <ul className="mt-2 space-y-1 text-sm">
            {lines(site.businessHours).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <FooterColumn title="Company" links={companyLinks} />
        {NAV_MENUS.filter((m) => m.label !== "Digital Downloads").map((menu) => (
          <FooterColumn key={menu.label} title={menu.label} links={menu.label === "Resources" ? [...menu.links, ...MORE_RESOURCES] : menu.links} />
        ))}
        <FooterColumn title="Legal" links={LEGAL_LINKS} />
      </div>
      {/*
        The newsletter's form, drawn by the server only: in the browser the server module is empty and this
        element's inner HTML is one React leaves alone (as newsletter-island.tsx), so the plain POST form
        stays on every page for next to no start-up JavaScript. A footer React draws anew (the root's error
        page and back) gets the form as the first page's footer held it.
      */}
      <div ref={keepForm} dangerouslySetInnerHTML={form} />
      <div className="border-t border-cream/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs sm:flex-row sm:justify-between sm:px-6">
          {/* The UTC year, as every date the site shows: the same on the server and in any visitor's zone. */}
          <p>
            © {new Date().getUTCFullYear()} {SITE.name}. All rights reserved.
          </p>
          <p className="flex flex-wrap gap-x-4">
            <a href={telHref(site.contactPhone)} className="inline-flex min-h-11 items-center hover:text-cream">
              {site.contactPhone}
            </a>
            <a href={`mailto:${site.contactEmail}`} className="inline-flex min-h-11 items-center hover:text-cream">
              {site.contactEmail}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-cream">{title}</h2>
      <ul className="mt-1 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              preventScrollReset={link.to.includes("dialog=")}
              className="footer-link"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
