import { eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { settings } from "~/db/schema";

export const SETTING_KEYS = {
  maintenanceMode: "maintenance_mode",
  contentVersion: "content_version",
  /** "publish" or "review": what becomes of a white paper the AI has just written. */
  aiPaperRelease: "ai_paper_release",
} as const;
type SettingKey = (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS];

export function getSetting(key: SettingKey): string | undefined {
  return db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).get()
    ?.value;
}

export function setSetting(key: SettingKey, value: string) {
  db.insert(settings)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } })
    .run();
}

/**
 * What the page cache of every process checks on each request: one read of
 * the content version and the maintenance switch together.
 */
export function readSiteSettings(): { contentVersion: string; maintenanceMode: boolean } {
  const rows = db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [SETTING_KEYS.contentVersion, SETTING_KEYS.maintenanceMode]))
    .all();
  const value = (key: SettingKey) => rows.find((row) => row.key === key)?.value;
  return { contentVersion: value(SETTING_KEYS.contentVersion) ?? "0", maintenanceMode: value(SETTING_KEYS.maintenanceMode) === "true" };
}

/**
 * Every write that changes what a visitor sees calls this (in its transaction
 * where it has one), so no process serves a page cached before the write.
 */
export function bumpContentVersion() {
  db.insert(settings)
    .values({ key: SETTING_KEYS.contentVersion, value: "1", updatedAt: new Date() })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`CAST(${settings.value} AS INTEGER) + 1`, updatedAt: new Date() },
    })
    .run();
}

/** A setting that changes what visitors see: stored and the content version bumped, together. */
export function setVisibleSetting(key: SettingKey, value: string) {
  db.transaction(() => {
    setSetting(key, value);
    bumpContentVersion();
  });
}
