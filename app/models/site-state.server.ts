/**
 * The site's switches, stored as rows of `settings`: maintenance, the content
 * version the page cache checks, and what becomes of an AI-written paper.
 * The content version is moved on by the database itself: a trigger on every
 * table visitors see, and on `settings` (drizzle/0010_content_version_triggers.sql);
 * so is the account version, by every table a customer's own pages show.
 * (The admin-editable contact details and links are site-settings.server.ts.)
 */
import { eq, inArray } from "drizzle-orm";
import { db, preparedOnce } from "~/db/client.server";
import { settings } from "~/db/schema";

export const SETTING_KEYS = {
  maintenanceMode: "maintenance_mode",
  contentVersion: "content_version",
  /** Moved on by every write to a customer's account, orders and links (drizzle/0011_account_version_triggers.sql). */
  accountVersion: "account_version",
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

/** Run on every request. */
const siteStateQuery = preparedOnce(() =>
  db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [SETTING_KEYS.contentVersion, SETTING_KEYS.accountVersion, SETTING_KEYS.maintenanceMode]))
    .prepare(),
);

/**
 * What the page cache of every process checks on each request: one read of
 * the content and account versions and the maintenance switch together.
 */
export function readSiteState(): { contentVersion: string; accountVersion: string; maintenanceMode: boolean } {
  const rows = siteStateQuery().all();
  const value = (key: SettingKey) => rows.find((row) => row.key === key)?.value;
  return {
    contentVersion: value(SETTING_KEYS.contentVersion) ?? "0",
    accountVersion: value(SETTING_KEYS.accountVersion) ?? "0",
    maintenanceMode: value(SETTING_KEYS.maintenanceMode) === "true",
  };
}
