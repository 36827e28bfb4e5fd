import { renderToStaticMarkup } from "react-dom/server";
import { MaintenancePage } from "~/components/maintenance-page";
import { readSiteSettingValues } from "~/models/site-settings.server";
import stylesheet from "~/tailwind.css";

/**
 * The maintenance page as a whole document, styled and without scripts, for
 * the answers the app cannot turn into it: a page that would redirect (to
 * sign-in, say) and a form post. The same component as the root boundary's.
 */
export function maintenancePageHtml(): string {
  const body = renderToStaticMarkup(<MaintenancePage email={readSiteSettingValues().contactEmail} />);
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>We're Down for Maintenance</title><link rel="stylesheet" href="${stylesheet}"></head><body>${body}</body></html>`
  );
}
