/**
 * The admin-editable site values, stored as `site.<name>` rows of `settings`.
 * Unset names fall back to SITE_SETTING_DEFAULTS.
 */
import { like } from "drizzle-orm";
import { db } from "~/db/client.server";
import { settings } from "~/db/schema";
import { SITE_SETTING_DEFAULTS, type SiteSettingName, type SiteSettings } from "~/content/site-setting-defaults";

const PREFIX = "site.";

/** Every value, stored or default, in one query. */
export function readSiteSettingValues(): SiteSettings {
  const values: SiteSettings = { ...SITE_SETTING_DEFAULTS };
  const rows = db.select({ key: settings.key, value: settings.value }).from(settings).where(like(settings.key, `${PREFIX}%`)).all();
  for (const row of rows) {
    const name = row.key.slice(PREFIX.length) as SiteSettingName;
    if (name in values) values[name] = row.value;
  }
  return values;
}

/** Stores what changed, in one transaction (the database moves the content version on). Returns the names changed. */
export function saveSiteSettingValues(next: SiteSettings): SiteSettingName[] {
  return db.transaction(() => {
    const current = readSiteSettingValues();
    const changed = (Object.keys(next) as SiteSettingName[]).filter((name) => next[name] !== current[name]);
    for (const name of changed) {
      const key = `${PREFIX}${name}`;
      db.insert(settings)
        .values({ key, value: next[name], updatedAt: new Date() })
        .onConflictDoUpdate({ target: settings.key, set: { value: next[name], updatedAt: new Date() } })
        .run();
    }
    return changed;
  });
}
