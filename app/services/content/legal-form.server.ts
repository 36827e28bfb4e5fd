/**
 * Judges one form of /admin/legal: which page, Save or Restore, and for Save
 * the Markdown (line ends made plain, outer blank lines dropped, never empty).
 */
import { z } from "zod";
import { LEGAL_PAGES, LEGAL_SLUGS, MAX_LEGAL_TEXT, type LegalSlug } from "~/content/legal-pages";

const bodyOf = (title: string) =>
  z
    .string({ required_error: `The text of the ${title} is empty. Write it, or restore the default text.` })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, `The text of the ${title} is empty. Write it, or restore the default text.`)
        .max(MAX_LEGAL_TEXT, `The text of the ${title} must be at most ${MAX_LEGAL_TEXT.toLocaleString("en-US")} characters.`),
    );

export type LegalFormResult =
  | { ok: true; slug: LegalSlug; intent: "restore" }
  | { ok: true; slug: LegalSlug; intent: "save"; markdown: string }
  | { ok: false; slug: LegalSlug | null; error: string; body: string };

/** Judges the fields parseAction read (legalFormSchema): the body's rule names the page it is for. */
export function parseLegalForm(values: { page?: string; intent?: string; body?: string }): LegalFormResult {
  const slug = z.enum(LEGAL_SLUGS).safeParse(values.page);
  const body = (values.body ?? "").slice(0, MAX_LEGAL_TEXT + 1000);
  if (!slug.success) return { ok: false, slug: null, error: "Choose one of the legal pages.", body };
  if (values.intent === "restore") return { ok: true, slug: slug.data, intent: "restore" };
  if (values.intent !== "save") return { ok: false, slug: slug.data, error: "Choose Save or Restore default text.", body };
  const markdown = bodyOf(LEGAL_PAGES[slug.data].title).safeParse(values.body);
  if (!markdown.success) return { ok: false, slug: slug.data, error: markdown.error.issues[0]!.message, body };
  return { ok: true, slug: slug.data, intent: "save", markdown: markdown.data };
}
