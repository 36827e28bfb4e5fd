import { useRouteLoaderData } from "@remix-run/react";
import { SITE_SETTING_DEFAULTS, type SiteSettings } from "~/content/site-settings";

/**
 * The admin-editable site values, as the root loader read them for this
 * request (the page cache keys pages by the content version, which a change bumps).
 */
export function useSiteSettings(): SiteSettings {
  const root = useRouteLoaderData("root") as { site?: SiteSettings } | undefined;
  return root?.site ?? SITE_SETTING_DEFAULTS;
}
