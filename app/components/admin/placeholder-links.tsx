import { Link } from "@remix-run/react";
import { SITE_SETTING_FIELDS } from "~/content/site-setting-fields";
import type { SiteSettingName } from "~/content/site-setting-defaults";

export const PLACEHOLDER_NOTE = "Still the placeholder that came with the site: visitors who follow it find nothing of yours. Enter your own.";

const labelOf = (name: SiteSettingName) => SITE_SETTING_FIELDS.find((f) => f.name === name)?.label ?? name;

/** On the overview, until each placeholder link or video is replaced in Settings. */
export function PlaceholderLinks({ names }: { names: SiteSettingName[] }) {
  if (names.length === 0) return null;
  return (
    <section className="mt-6 rounded-2xl border border-amber/60 bg-amber/10 p-4 text-sm" aria-labelledby="placeholders">
      <h2 id="placeholders" className="font-semibold">
        {names.length === 1 ? "1 link still points at a placeholder" : `${names.length} links still point at placeholders`}
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {names.map((name) => (
          <li key={name}>{labelOf(name)}</li>
        ))}
      </ul>
      <Link to="/admin/settings" className="mt-3 inline-flex min-h-11 items-center font-semibold text-teal underline">
        Replace them in Settings
      </Link>
    </section>
  );
}
