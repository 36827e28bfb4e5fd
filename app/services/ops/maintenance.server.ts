/**
 * Maintenance mode is a server-side switch (docs/decisions/001; admins:
 * docs/decisions/154): the env flag or the settings row. SPEC's local-storage flag could only hide pages from one browser.
 */
import { data, type AppLoadContext } from "@remix-run/node";
import { SETTING_KEYS, getSetting, setSetting } from "~/models/site-state.server";
import { readSiteSettingValues } from "~/models/site-settings.server";
import { getEnv } from "~/utils/env.server";
import { RETRY_AFTER_SECONDS } from "../../../server/policy/index.js";


export function isMaintenanceOn(): boolean {
  return getEnv().MAINTENANCE_MODE || getSetting(SETTING_KEYS.maintenanceMode) === "true";
}

/** The switch changes every page a visitor sees, so cached pages go with it. */
export function setMaintenance(on: boolean) {
  setSetting(SETTING_KEYS.maintenanceMode, on ? "true" : "false");
}

/**
 * Throws the 503 that the root boundary renders as the maintenance page, for a
 * request the server in front closed (server/app.js decides, for every request,
 * which paths stay open and who is an admin).
 */
export function assertSiteOpen(context: AppLoadContext | undefined) {
  if (context?.closedForMaintenance) {
    throw data(
      // The page's Contact Support link: the root loader stops here, so its settings never reach the page.
      { maintenance: true, supportEmail: readSiteSettingValues().contactEmail },
      { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS.maintenance) } },
    );
  }
}
