/**
 * The admin post editor's form: one zod schema, the body rendered to
 * sanitised HTML in the post's format (utils/markdown.server), the reading
 * time worked out, and the publish choice read (a "Publish at" time is the
 * wall clock of the site's time zone). What the editor is shown after a post
 * (errors, preview, an upload) has one shape, `EditorResult`, whatever the button.
 */
import { z } from "zod";
import { BLOG_CATEGORIES } from "~/db/schema";
import type { PostInput, PublishChoice } from "~/models/admin-posts.server";
import { readSiteSettingValues } from "~/models/site-settings.server";
import type { StoredImage } from "~/services/files/image-upload.server";
import { parseFormData } from "~/services/requests/parse-action.server";
import { firstValues, formFields } from "~/utils/form-fields";
import { imageMarkdown, isOwnImage } from "~/utils/images";
import { postBodyUnsanitised, renderPostBody } from "~/utils/markdown.server";
import type { PostBodyFormat } from "~/utils/post-body-format";
import { META_DESCRIPTION_MAX, isShareableImage, shareDescription, shareImage } from "~/utils/post-share";
import { droppedImages } from "~/utils/sanitize.server";
import { formatDayTime } from "~/utils/dates";
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from "~/utils/slug";
import { instantOfWallTime, isTimeZone, wallTimeIn } from "~/utils/time-zone";

export const POST_LIMITS = {
  title: 160, description: 400, metaDescription: META_DESCRIPTION_MAX, author: 100, authorTitle: 100, url: 500, attachmentName: 120, body: 200_000, imageAlt: 200,
};
export const POST_FIELDS = [
  "title", "slug", "description", "metaDescription", "category", "isPremium", "author", "authorTitle", "imageUrl", "socialImageUrl", "imageAlt", "body",
  "attachmentName", "attachmentUrl", "publish", "publishAt", "sendToSubscribers", "newsletterSegment",
] as const;

/** The editor's publish choices. A checkbox's "on" (the editor's form before scheduling existed) is "now". */
const PUBLISH_CHOICES = ["draft", "now", "schedule"] as const;

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

/** Share cards show raster images only: say so rather than let a card fall back without a word. */
const socialImage = (label: string) =>
  optionalText(label, POST_LIMITS.url).refine(
    (v) => v === null || isShareableImage(v),
    `${label} must be a PNG, JPEG or WebP image on this site, a path starting with /images/. Upload the image above to get one.`,
  );

const checkbox = z.string().optional().transform((v) => v === "on" || v === "true");

/** Absent (an edit of a published post shows no choice): the publication stays as it is. */
const publishField = z
  .string()
  .optional()
  .transform((v) => (v === "on" ? "now" : v === "" ? "draft" : v))
  .pipe(z.enum(PUBLISH_CHOICES, { errorMap: () => ({ message: "Choose whether to keep it as a draft, publish it now or schedule it." }) }).optional());

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
    metaDescription: optionalText("Meta description", POST_LIMITS.metaDescription),
    category: z.enum(BLOG_CATEGORIES, { errorMap: () => ({ message: "Choose a category." }) }),
    isPremium: checkbox,
    author: text("Author", POST_LIMITS.author),
    authorTitle: optionalText("Author title", POST_LIMITS.authorTitle),
    imageUrl: ownImage("Image URL"),
    socialImageUrl: socialImage("Social image"),
    body: text("Body", POST_LIMITS.body),
    attachmentName: optionalText("Attachment name", POST_LIMITS.attachmentName),
    attachmentUrl: link("Attachment URL"),
    publish: publishField,
    publishAt: z.string().trim().max(40).optional(),
  });

/** An attachment needs both its name and its address (checked even when other fields fail, so every problem shows at once). */
function attachmentErrors(values: Record<string, string>): Record<string, string> {
  const name = values.attachmentName?.trim();
  const url = values.attachmentUrl?.trim();
  if (url && !name) return { attachmentName: "Give the attachment a name." };
  if (name && !url) return { attachmentUrl: "Add the attachment's URL, or clear its name." };
  return {};
}

/**
 * The zone "Publish at" is written in: the site's own (Settings, "Business
 * hours time zone"), where the business and its admins are; and the time there now.
 */
export function publishZone(now = new Date()): { name: string; now: string } {
  const setting = readSiteSettingValues().businessTimeZone;
  const name = isTimeZone(setting) ? setting : "UTC";
  return { name, now: wallTimeIn(now, name) };
}

/**
 * The time a "schedule" choice names, or the message for the Publish at field.
 * Only read when "schedule" is chosen: a time left in the field while another choice is made is not an error.
 */
function scheduledTime(value: string | undefined, { timeZone, now }: { timeZone: string; now: Date }): { at: Date } | { error: string } {
  if (!value) return { error: "Choose the date and time to publish at." };
  const reading = instantOfWallTime(value, timeZone);
  if (!reading.ok) {
    return reading.reason === "missing"
      ? { error: `That time does not exist in ${timeZone} (the clocks go forward then): choose another.` }
      : { error: "Publish at must be a date and a time, e.g. 2026-12-01 09:00." };
  }
  if (reading.date.getTime() <= now.getTime()) return { error: "Publish at must be in the future: choose a later time, or Publish now." };
  return { at: reading.date };
}

export type PostFields = Record<(typeof POST_FIELDS)[number], string>;
/** An image just uploaded, as the editor offers it: its path, a Markdown line to paste, and whether it became the post's image. */
export type UploadedImage = StoredImage & { markdown: string; format: PostBodyFormat; usedAsPostImage: boolean };
/** What a share card and a feed reader will show (the preview draws it). */
export type SharePreview = { title: string; description: string; image: string | null };
export type EditorResult = {
  fieldErrors: Record<string, string>;
  fields: PostFields;
  /** The body as it will be stored (sanitised HTML), with its share card (services/content/post-preview.server.tsx). */
  preview: string | null;
  upload: UploadedImage | null;
  /** Images in the body that are not shown (another site's): the editor says so. */
  foreignImages: string[];
};
export type PostFormResult =
  /** `publish` undefined: the form offered no choice (a published post's edit), so nothing changes. */
  | { ok: true; input: PostInput; publish: PublishChoice | undefined; share: SharePreview; fields: PostFields }
  | { ok: false; fieldErrors: Record<string, string>; fields: PostFields };

/** What the form is read with: the post's body format, the zone "Publish at" is in, and the time now. */
export type PostFormContext = { format: PostBodyFormat; timeZone: string; now?: Date };

/** The form as typed (every field a string), to show it again. */
function typedFields(values: Record<string, string>): PostFields {
  return Object.fromEntries(POST_FIELDS.map((name) => [name, values[name] ?? ""])) as PostFields;
}

export function parsePostForm(form: FormData, { format, timeZone, now = new Date() }: PostFormContext): PostFormResult {
  const values = firstValues(formFields(form));
  const fields = typedFields(values);
  const result = parseFormData(postSchema, form);
  const fieldErrors: Record<string, string> = attachmentErrors(values);
  if (!result.ok) {
    for (const [name, message] of Object.entries(result.fieldErrors)) fieldErrors[name] ??= message;
  }
  const schedule = result.ok && result.data.publish === "schedule" ? scheduledTime(result.data.publishAt, { timeZone, now }) : null;
  if (schedule && "error" in schedule) fieldErrors.publishAt = schedule.error;
  if (!result.ok || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, fields };
  const post = result.data;
  const publish: PublishChoice | undefined = schedule && "at" in schedule ? schedule : post.publish === undefined ? undefined : post.publish === "now";
  return {
    ok: true,
    publish,
    fields,
    share: {
      title: post.title,
      description: shareDescription({ metaDescription: post.metaDescription, description: post.description }),
      image: shareImage({ socialImageUrl: post.socialImageUrl, imageUrl: post.imageUrl }),
    },
    input: {
      title: post.title,
      slug: post.slug || undefined,
      description: post.description,
      category: post.category,
      isPremium: post.isPremium,
      author: post.author,
      authorTitle: post.authorTitle ?? "",
      imageUrl: post.imageUrl,
      contentHtml: renderPostBody(post.body, format),
      bodyMarkdown: format === "markdown" ? post.body : null,
      metaDescription: post.metaDescription,
      socialImageUrl: post.socialImageUrl,
      readingTime: readingMinutes(post.body),
      attachmentUrl: post.attachmentUrl,
      attachmentName: post.attachmentName,
    },
  };
}

/** The editor as it is shown after a post: what was typed, and what the action found. */
export function editorResult(
  form: FormData,
  format: PostBodyFormat,
  found: Partial<Omit<EditorResult, "fields" | "foreignImages">> = {},
): EditorResult {
  const fields = typedFields(firstValues(formFields(form)));
  return { fieldErrors: {}, preview: null, upload: null, ...found, fields, foreignImages: foreignImages(fields.body, format) };
}

/** How to write a body in its format, under the editor's body field. */
export const BODY_HINTS: Record<PostBodyFormat, string> = {
  markdown:
    "Markdown: ## for a heading, - for a list, **bold**, [a link](/blog/…), tables, and images uploaded above (![description](/images/…)). HTML is allowed and kept to a safe list of tags.",
  html: "This post was written in HTML (a seeded or generated post) and stays HTML: edit the tags as they are (h2–h4, p, lists, links, tables, images on this site). Posts written here are Markdown.",
};

/**
 * Where a post stands, written out in the site's zone for the editor's header
 * and its publishing box (on the server: the browser's code stays small).
 */
export function editorStatus(post: { isPublished: boolean; publishAt: Date | null; publishedAt: Date | null }, timeZone: string) {
  const status = post.isPublished ? "Published" : post.publishAt ? `Scheduled for ${formatDayTime(post.publishAt, timeZone)}` : "Draft";
  return { status, publishedOn: post.publishedAt ? formatDayTime(post.publishedAt, timeZone) : null };
}

/** The toast after a save: what became of the post. */
export function savedMessage(publish: PublishChoice | undefined, timeZone: string, { isNew, wasPublished = false }: { isNew: boolean; wasPublished?: boolean }) {
  if (typeof publish === "object") return `Post scheduled for ${formatDayTime(publish.at, timeZone)}`;
  if (publish === true && !wasPublished) return "Post published";
  return isNew ? "Draft saved" : "Post saved";
}

/** The images of a body that the sanitiser removes. */
export function foreignImages(body: string, format: PostBodyFormat): string[] {
  return droppedImages(postBodyUnsanitised(body, format));
}

/** An uploaded image becomes the post's image when it has none (it is easily cleared); the body gets it by paste, in its own format. */
export function offerUploadedImage(form: FormData, image: StoredImage, format: PostBodyFormat): UploadedImage {
  const usedAsPostImage = !String(form.get("imageUrl") ?? "").trim();
  if (usedAsPostImage) form.set("imageUrl", image.path);
  const alt = String(form.get("imageAlt") ?? "").slice(0, POST_LIMITS.imageAlt);
  const markdown = imageMarkdown(image.path, alt);
  return { ...image, markdown: format === "html" ? imageTag(image.path, alt) : markdown, format, usedAsPostImage };
}

/** As imageMarkdown, for an HTML body. */
function imageTag(path: string, alt: string): string {
  const text = alt.replace(/\s+/g, " ").trim().replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
  return `<img src="${path}" alt="${text || "Describe the image"}">`;
}

/** About 200 words a minute, at least one (tags are not words, in Markdown or HTML). */
export function readingMinutes(body: string): number {
  const words = body.replace(/<[^>]*>/g, " ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

