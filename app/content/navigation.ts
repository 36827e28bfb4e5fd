/**
 * The header of SPEC §2, with each address once (docs/spec-notes.md#the-menus):
 * the Knowledge Center is /blog, White Papers sit under Resources, and Pricing
 * and Contact are links of their own.
 */
export type NavLink = { label: string; to: string };
export type NavMenu = { label: string; links: NavLink[] };

export const PRIMARY_LINKS: NavLink[] = [
  { label: "Home", to: "/" },
  { label: "Prompt Vault", to: "/prompt-vault" },
  { label: "Case Studies", to: "/case-studies" },
  { label: "AIDEN Supplements", to: "/aiden-showcase" },
  { label: "Fermentation Guidebook", to: "/fermentation-guidebook" },
  { label: "Knowledge Center", to: "/blog" },
  { label: "Pricing", to: "/pricing" },
  { label: "Contact", to: "/contact" },
];

// Tabs are query links (works without JS); SPEC's hash form /#products?tab=… is
// still honoured on the home page for old links.
export const NAV_MENUS: NavMenu[] = [
  {
    label: "Resources",
    links: [
      { label: "Resources Hub", to: "/resources" },
      { label: "White Papers", to: "/white-papers" },
    ],
  },
  {
    label: "Digital Downloads",
    links: [
      { label: "All Products", to: "/?tab=all#products" },
      { label: "Digital Resources", to: "/?tab=digital#products" },
      { label: "Consulting Services", to: "/?tab=consulting#products" },
    ],
  },
  {
    // SPEC shows this menu on desktop; the mobile menu lists it too so no page is out of reach.
    label: "Services",
    links: [
      { label: "Kitchen Design", to: "/kitchen-design-services" },
      { label: "Revenue Optimization", to: "/revenue-optimization" },
      { label: "Guest Experience", to: "/guest-experience" },
      { label: "Sustainable Solutions", to: "/sustainable-solutions" },
    ],
  },
];

/**
 * The phone menu, in sections: the services first (what most visitors came
 * for), then the pages (no heading), then what is left of the other menus;
 * each address once (the desktop header reaches /blog and /white-papers from
 * three places).
 */
export function mobileMenuSections(): { label?: string; links: NavLink[] }[] {
  const seen = new Set<string>();
  const once = (links: NavLink[]) => links.filter((link) => !seen.has(link.to) && seen.add(link.to));
  const services = NAV_MENUS.filter((menu) => menu.label === "Services");
  const others = NAV_MENUS.filter((menu) => menu.label !== "Services");
  const sections = [...services, { links: PRIMARY_LINKS }, ...others].map((section) => ({ ...section, links: once(section.links) }));
  return sections.filter((section) => section.links.length > 0);
}

/** A link is active when its path (without query or hash) is the current path. */
export function isActivePath(to: string, pathname: string): boolean {
  const path = to.split(/[?#]/)[0] || "/";
  return path === pathname;
}
