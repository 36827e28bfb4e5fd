/** The device class kept for a view: never the browser's name itself. */
import type { DEVICE_CLASSES } from "~/db/schema";

export type DeviceClass = (typeof DEVICE_CLASSES)[number];

export function deviceClass(userAgent: string): DeviceClass {
  if (/ipad|tablet|kindle|silk|playbook/i.test(userAgent) || (/android/i.test(userAgent) && !/mobile/i.test(userAgent))) return "tablet";
  if (/mobi|iphone|ipod|android|phone/i.test(userAgent)) return "mobile";
  return "desktop";
}
