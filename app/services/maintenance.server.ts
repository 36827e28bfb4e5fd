/**
 * Maintenance mode is a server-side switch (docs/decisions/001; admins:
 * docs/decisions/154): the env flag or the settings row. SPEC's local-storage flag could only hide pages from one browser.
 */
import { data } from "@remix-run/node";
import { SETTING_KEYS, getSetting, setVisibleSetting } from "~/models/settings.server";
import { readSiteSettingValues } from "~/models/site-settings.server";
import { getEnv } from "~/utils/env.server";

export const RETRY_AFTER_SECONDS = 3600;

export function isMaintenanceOn(): boolean {
  return getEnv().MAINTENANCE_MODE || getSetting(SETTING_KEYS.maintenanceMode) === "true";
}

/** The switch changes every page a visitor sees, so cached pages go with it. */
export function setMaintenance(on: boolean) {
  setVisibleSetting(SETTING_KEYS.maintenanceMode, on ? "true" : "false");
}

/**
 * Paths that keep working during maintenance so the team can sign in and fix
 * things. The production server enforces the rule in front of Remix for every
 * request (server/app.js); the root loader's check renders the page.
 */
const OPEN_PATHS = ["/login", "/logout", "/forgot-password", "/reset-password"];

/** Admins keep the whole site (docs/design.md "Maintenance mode"), with a banner saying it is in maintenance. */
export function isOpenDuringMaintenance(pathname: string, isAdmin: boolean): boolean {
  if (isAdmin) return true;
  return OPEN_PATHS.includes(pathname);
}

/** Throws the 503 that the root boundary renders as the maintenance page. */
export function assertSiteOpen(request: Request, { isAdmin }: { isAdmin: boolean }) {
  const { pathname } = new URL(request.url);
  if (isMaintenanceOn() && !isOpenDuringMaintenance(pathname, isAdmin)) {
    throw data(
      // The page's Contact Support link: the root loader stops here, so its settings never reach the page.
      { maintenance: true, supportEmail: readSiteSettingValues().contactEmail },
      { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } },
    );
  }
}
