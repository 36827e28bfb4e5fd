/**
 * The public pages of SPEC §2's route table and the legal pages, in one place:
 * the sitemap is built from this list (plus published blog posts). Admin pages
 * and the duplicate /pantera-group-case-study (its canonical is the Major
 * Bangkok page) stay out.
 */
export type PublicRoute = {
  path: string;
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
};

export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/kitchen-design-services", changeFrequency: "monthly", priority: 0.9 },
  { path: "/revenue-optimization", changeFrequency: "monthly", priority: 0.9 },
  { path: "/guest-experience", changeFrequency: "monthly", priority: 0.9 },
  { path: "/sustainable-solutions", changeFrequency: "monthly", priority: 0.9 },
  { path: "/sustainable-waste-management", changeFrequency: "monthly", priority: 0.8 },
  { path: "/ozone-water-systems", changeFrequency: "monthly", priority: 0.7 },
  { path: "/case-studies", changeFrequency: "monthly", priority: 0.8 },
  { path: "/microfest-case-study", changeFrequency: "monthly", priority: 0.8 },
  { path: "/major-bangkok-hospitality-group-case-study", changeFrequency: "monthly", priority: 0.8 },
  { path: "/aiden-showcase", changeFrequency: "monthly", priority: 0.8 },
  { path: "/aquaponics-case-study", changeFrequency: "monthly", priority: 0.7 },
  { path: "/fermentation-guidebook", changeFrequency: "monthly", priority: 0.8 },
  { path: "/prompt-vault", changeFrequency: "weekly", priority: 0.8 },
  { path: "/resources", changeFrequency: "monthly", priority: 0.7 },
  { path: "/blog", changeFrequency: "daily", priority: 0.8 },
  { path: "/white-papers", changeFrequency: "weekly", priority: 0.8 },
  { path: "/pricing", changeFrequency: "monthly", priority: 0.7 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.5 },
  { path: "/terms", changeFrequency: "yearly", priority: 0.3 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.3 },
  { path: "/refunds", changeFrequency: "yearly", priority: 0.3 },
];

/** Paths robots should not crawl: private, per-user or action-only. */
export const DISALLOWED_PATHS = ["/admin", "/account", "/checkout", "/course", "/downloads", "/webhooks", "/quote", "/login", "/signup", "/logout"];
