/**
 * The admin post editor's form: one zod schema, the Markdown rendered to
 * sanitised HTML (utils/markdown.server), and the reading time worked out.
 * What the editor is shown after a post (errors, preview, an upload) has one
 * shape, `EditorResult`, whatever the button.
 */
import { z } from "zod";
import { BLOG_CATEGORIES } from "~/db/schema";
import type { PostInput } from "~/models/admin-posts.server";
import type { StoredImage } from "~/services/image-upload.server";
import { firstValues, formFields } from "~/utils/form-fields";
import { imageMarkdown, isOwnImage } from "~/utils/images";
import { renderUnsanitised, renderMarkdown } from "~/utils/markdown.server";
import { droppedImages } from "~/utils/sanitize.server";
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from "~/utils/slug";

export const POST_LIMITS = { title: 160, description: 400, author: 100, authorTitle: 100, url: 500, attachmentName: 120, body: 200_000, imageAlt: 200 };
export const POST_FIELDS = [
  "title", "slug", "description", "category", "isPremium", "author", "authorTitle", "imageUrl", "imageAlt", "body", "attachmentName", "attachmentUrl", "publish",
] as const;

const text = (label: string, max: number) =>
  z
    .string({ required_error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).optional().transform((v) => v || null);

/** A full http(s) address, or a path on this site ("/images/…"); never "//host" or "javascript:". */
const link = (label: string) =>
  optionalText(label, POST_LIMITS.url).refine(
    (v) => v === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v),
    `${label} must start with https:// or with / for a page of this site.`,
  );

/** The CSP shows only this site's images (img-src 'self'): an address elsewhere would be a broken image. */
const ownImage = (label: string) =>
  optionalText(label, POST_LIMITS.url).refine(
    (v) => v === null || isOwnImage(v),
    `${label} must be an image on this site, a path starting with /images/. Upload the image below to get one.`,
  );

const checkbox = z.string().optional().transform((v) => v === "on" || v === "true");

const postSchema = z
  .object({
    title: text("Title", POST_LIMITS.title),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(MAX_SLUG_LENGTH, `The slug must be at most ${MAX_SLUG_LENGTH} characters.`)
      .refine((v) => v === "" || SLUG_PATTERN.test(v), "Use lower-case letters, digits and single hyphens, e.g. menu-engineering-guide.")
      .optional(),
    description: text("Description", POST_LIMITS.description),
    category: z.enum(BLOG_CATEGORIES, { errorMap: () => ({ message: "Choose a category." }) }),
    isPremium: checkbox,
    author: text("Author", POST_LIMITS.author),
    authorTitle: optionalText("Author title", POST_LIMITS.authorTitle),
    imageUrl: ownImage("Image URL"),
    body: text("Body", POST_LIMITS.body),
    attachmentName: optionalText("Attachment name", POST_LIMITS.attachmentName),
    attachmentUrl: link("Attachment URL"),
    publish: checkbox,
  });

/** An attachment needs both its name and its address (checked even when other fields fail, so every problem shows at once). */
function attachmentErrors(values: Record<string, string>): Record<string, string> {
  const name = values.attachmentName?.trim();
  const url = values.attachmentUrl?.trim();
  if (url && !name) return { attachmentName: "Give the attachment a name." };
  if (name && !url) return { attachmentUrl: "Add the attachment's URL, or clear its name." };
  return {};
}

export type PostFields = Record<(typeof POST_FIELDS)[number], string>;
/** An image just uploaded, as the editor offers it: its path, a Markdown line to paste, and whether it became the post's image. */
export type UploadedImage = StoredImage & { markdown: string; usedAsPostImage: boolean };
export type EditorResult = {
  fieldErrors: Record<string, string>;
  fields: PostFields;
  preview: string | null;
  upload: UploadedImage | null;
  /** Images in the body that are not shown (another site's): the editor says so. */
  foreignImages: string[];
};
export type PostFormResult =
  | { ok: true; input: PostInput; publish: boolean; fields: PostFields }
  | { ok: false; fieldErrors: Record<string, string>; fields: PostFields };

/** The form as typed (every field a string), to show it again. */
function typedFields(values: Record<string, string>): PostFields {
  return Object.fromEntries(POST_FIELDS.map((name) => [name, values[name] ?? ""])) as PostFields;
}

export function parsePostForm(form: FormData): PostFormResult {
  const values = firstValues(formFields(form));
  const fields = typedFields(values);
  const result = postSchema.safeParse(values);
  const fieldErrors: Record<string, string> = attachmentErrors(values);
  if (!result.success) {
    for (const issue of result.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
  }
  if (!result.success || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, fields };
  const post = result.data;
  return {
    ok: true,
    publish: post.publish,
    fields,
    input: {
      title: post.title,
      slug: post.slug || undefined,
      description: post.description,
      category: post.category,
      isPremium: post.isPremium,
      author: post.author,
      authorTitle: post.authorTitle ?? "",
      imageUrl: post.imageUrl,
      contentHtml: renderMarkdown(post.body),
      bodyMarkdown: post.body,
      readingTime: readingMinutes(post.body),
      attachmentUrl: post.attachmentUrl,
      attachmentName: post.attachmentName,
    },
  };
}

/** The editor as it is shown after a post: what was typed, and what the action found. */
export function editorResult(form: FormData, found: Partial<Omit<EditorResult, "fields" | "foreignImages">> = {}): EditorResult {
  const fields = typedFields(firstValues(formFields(form)));
  return { fieldErrors: {}, preview: null, upload: null, ...found, fields, foreignImages: foreignImages(fields.body) };
}

/** The images of a Markdown body that the sanitiser removes. */
export function foreignImages(markdown: string): string[] {
  return droppedImages(renderUnsanitised(markdown));
}

/** An uploaded image becomes the post's image when it has none (it is easily cleared); the body gets it by paste. */
export function offerUploadedImage(form: FormData, image: StoredImage): UploadedImage {
  const usedAsPostImage = !String(form.get("imageUrl") ?? "").trim();
  if (usedAsPostImage) form.set("imageUrl", image.path);
  return { ...image, markdown: imageMarkdown(image.path, String(form.get("imageAlt") ?? "").slice(0, POST_LIMITS.imageAlt)), usedAsPostImage };
}

/** About 200 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown.replace(/<[^>]*>/g, " ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
