/** Parses /admin/settings: one rule per kind of value, every problem named at once. */
import { z } from "zod";
import { SITE_SETTING_FIELDS, type SettingKind } from "~/content/site-setting-fields";
import type { SiteSettings } from "~/content/site-setting-defaults";
import { EMAIL_PATTERN } from "~/utils/forms.server";
import type { KeptFields } from "~/services/requests/parse-action.server";
import { isTimeZone } from "~/utils/time-zone";

const required = (label: string, max: number) =>
  z
    .string({ required_error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Multi-line text: trimmed lines, blank ones dropped, Windows line ends made plain. */
const linesOf = (label: string) =>
  required(label, 500)
    .transform((v) => v.split(/\r?\n/).map((line) => line.trim()).filter(Boolean).join("\n"))
    .refine((v) => v.split("\n").length <= 8, `${label} may have at most 8 lines.`);

function rule(kind: SettingKind, label: string): z.ZodType<string, z.ZodTypeDef, unknown> {
  switch (kind) {
    case "email":
      return required(label, 254).toLowerCase().regex(EMAIL_PATTERN, `${label}: enter a valid email address.`);
    case "phone":
      return required(label, 40).regex(/^\+?[\d\s().-]{6,}$/, `${label}: use digits, spaces, +, -, ( ) and dots only.`);
    case "text":
      return required(label, 80);
    case "lines":
      return linesOf(label);
    case "timeZone":
      return required(label, 64).refine(isTimeZone, `${label}: enter an IANA time zone such as America/Los_Angeles.`);
    case "url":
      return required(label, 500).regex(/^https:\/\/[^\s/$.?#][^\s]*$/i, `${label}: enter a full https:// address.`);
    case "prefix":
      return required(label, 12).regex(/^[A-Z0-9]{2,12}$/, `${label}: 2 to 12 capital letters or digits.`);
    case "youtubeId":
      return required(label, 11).regex(/^[A-Za-z0-9_-]{11}$/, `${label}: an 11-character YouTube id, e.g. dQw4w9WgXcQ.`);
  }
}

/** Every setting of /admin/settings, each by its kind's rule. */
export const siteSettingsSchema = z.object(
  Object.fromEntries(SITE_SETTING_FIELDS.map((field) => [field.name, rule(field.kind, field.label)])) as Record<
    keyof SiteSettings,
    z.ZodType<string, z.ZodTypeDef, unknown>
  >,
);

/** What a refused settings form shows again: every setting, as typed (bounded), empty when not sent. */
export function typedSettings(fields: KeptFields): Record<string, string> {
  return Object.fromEntries(SITE_SETTING_FIELDS.map((f) => [f.name, String(fields[f.name] ?? "").slice(0, 1000)]));
}
