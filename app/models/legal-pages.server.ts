/**
 * The admin's text of each legal page, stored as a `legal.<slug>` row of
 * `settings` (its `updated_at` is the page's edit date). A page without a row
 * shows its default. Kept apart from the `site.` rows, which every page reads.
 */
import { eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { settings } from "~/db/schema";
import { LEGAL_DEFAULTS } from "~/content/legal-defaults.server";
import { LEGAL_SLUGS, type LegalSlug } from "~/content/legal-pages";

export type LegalText = { slug: LegalSlug; markdown: string; editedAt: Date | null };

const keyOf = (slug: LegalSlug) => `legal.${slug}`;

export function readLegalText(slug: LegalSlug): LegalText {
  const row = db.select({ value: settings.value, updatedAt: settings.updatedAt }).from(settings).where(eq(settings.key, keyOf(slug))).get();
  return row ? { slug, markdown: row.value, editedAt: row.updatedAt } : { slug, markdown: LEGAL_DEFAULTS[slug], editedAt: null };
}

/** Every page, in LEGAL_SLUGS order, in one query. */
export function readLegalTexts(): LegalText[] {
  const rows = db
    .select({ key: settings.key, value: settings.value, updatedAt: settings.updatedAt })
    .from(settings)
    .where(inArray(settings.key, LEGAL_SLUGS.map(keyOf)))
    .all();
  return LEGAL_SLUGS.map((slug) => {
    const row = rows.find((r) => r.key === keyOf(slug));
    return row ? { slug, markdown: row.value, editedAt: row.updatedAt } : { slug, markdown: LEGAL_DEFAULTS[slug], editedAt: null };
  });
}

/**
 * Stores the page's new text and bumps the content version, together. Text
 * equal to the default puts the page back on its default (no row), so the
 * admin page keeps flagging it for review.
 */
export function saveLegalText(slug: LegalSlug, markdown: string): "saved" | "unchanged" {
  return db.transaction(() => {
    if (readLegalText(slug).markdown === markdown) return "unchanged";
    if (markdown === LEGAL_DEFAULTS[slug]) {
      db.delete(settings).where(eq(settings.key, keyOf(slug))).run();
    } else {
      const now = new Date();
      db.insert(settings)
        .values({ key: keyOf(slug), value: markdown, updatedAt: now })
        .onConflictDoUpdate({ target: settings.key, set: { value: markdown, updatedAt: now } })
        .run();
    }
    return "saved";
  });
}

/** Back to the default text; false when the page was on it already. */
export function restoreLegalDefault(slug: LegalSlug): boolean {
  return db.delete(settings).where(eq(settings.key, keyOf(slug))).run().changes > 0;
}
