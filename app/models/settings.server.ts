import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { settings } from "~/db/schema";

export const SETTING_KEYS = { maintenanceMode: "maintenance_mode" } as const;
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
