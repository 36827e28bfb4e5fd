/**
 * The admin-editable site values, stored as `site.<name>` rows of `settings`.
 * Unset names fall back to SITE_SETTING_DEFAULTS.
 */
import { and, asc, eq, gte, like } from "drizzle-orm";
import { db } from "~/db/client.server";
import { settingHistory, settings } from "~/db/schema";
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
    const now = new Date();
    for (const name of changed) {
      const key = `${PREFIX}${name}`;
      db.insert(settingHistory).values({ key, value: current[name], validUntil: now }).run();
      db.insert(settings)
        .values({ key, value: next[name], updatedAt: now })
        .onConflictDoUpdate({ target: settings.key, set: { value: next[name], updatedAt: now } })
        .run();
    }
    return changed;
  });
}

/**
 * The values of `names` as they were at `at`: the first value that was still
 * in place then, or today's if none has been changed since. A value changed
 * before this history began reads as today's.
 */
export function siteSettingValuesAt<Name extends SiteSettingName>(names: readonly Name[], at: Date): Pick<SiteSettings, Name> {
  const today = readSiteSettingValues();
  const values = {} as Pick<SiteSettings, Name>;
  for (const name of names) {
    const earlier = db
      .select({ value: settingHistory.value })
      .from(settingHistory)
      .where(and(eq(settingHistory.key, `${PREFIX}${name}`), gte(settingHistory.validUntil, at)))
      .orderBy(asc(settingHistory.validUntil))
      .limit(1)
      .get();
    values[name] = earlier?.value ?? today[name];
  }
  return values;
}
