import { Form, useFormAction, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { errorProps, Field, inputClass } from "~/components/form-fields";
import type { PostBodyFormat } from "~/utils/post-body-format";
import { useHydrated } from "~/utils/use-hydrated";
import { ForeignImagesNote, ImageUploadFields, type ImageLimit, type UploadedImageView } from "./post-image-upload";
import { PostPublishing, type PublishingState, type PublishZone } from "./post-publishing";

export type EditorFields = Record<
  | "title" | "slug" | "description" | "metaDescription" | "category" | "isPremium" | "author" | "authorTitle" | "imageUrl" | "socialImageUrl"
  | "imageAlt" | "body" | "attachmentName" | "attachmentUrl" | "publish" | "publishAt" | "sendToSubscribers" | "newsletterSegment",
  string
>;

const CATEGORIES = [
  { value: "article", label: "Article" },
  { value: "white-paper", label: "White paper" },
  { value: "case-study", label: "Case study" },
  { value: "research", label: "Research" },
];

/**
 * The post form (new and edit): a multipart POST so a long article is not
 * percent-encoded to three times its size, and so it can carry an image.
 * Save, Preview and Upload image are submit buttons with an `intent`; all
 * work without JavaScript. The body and its preview sit side by side on a
 * wide screen; Preview's own address ends in #preview, so without JavaScript
 * the answer opens at the preview (with it, PostPreview scrolls there).
 */
export function PostEditor({
  fields,
  errors,
  isNew,
  format,
  bodyHint,
  current,
  zone,
  metaDescriptionMax,
  imageLimit,
  upload,
  foreignImages,
  preview,
}: {
  fields: EditorFields;
  errors: Record<string, string>;
  isNew: boolean;
  format: PostBodyFormat;
  /** How to write the body in its format (services/content/post-form.server.ts). */
  bodyHint: string;
  current: PublishingState | null;
  zone: PublishZone;
  /** The policy's image limit, sent by the loader so the policy module stays out of the browser bundle. */
  imageLimit: ImageLimit;
  /** The server's limit (utils/post-share.ts), from the loader: the browser's code stays small. */
  metaDescriptionMax: number;
  upload: UploadedImageView | null;
  foreignImages: string[];
  preview: ReactNode;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const action = useFormAction();
  const busy = navigation.state === "submitting" && navigation.formMethod === "POST";
  const sending = navigation.formData?.get("intent");
  const field = (name: keyof EditorFields, label: string, input: ReactNode, options: { optional?: boolean; hint?: string } = {}) => (
    <Field id={`post-${name}`} label={label} error={errors[name]} {...options}>
      {input}
    </Field>
  );
  const textInput = (name: keyof EditorFields, max: number, extra: Record<string, unknown> = {}) => (
    <input
      id={`post-${name}`}
      name={name}
      defaultValue={fields[name]}
      maxLength={max}
      className={inputClass}
      {...errorProps(`post-${name}`, errors[name])}
      {...extra}
    />
  );
  return (
    <Form method="post" encType="multipart/form-data" className="space-y-5" noValidate>
      {/*
        Enter in a one-line field submits the form with its first submit button (HTML's implicit
        submission), which would be "Upload image": this one comes first, so Enter saves. Out of
        sight, of the tab order and of the accessibility tree; the visible Save button says the same.
      */}
      <button type="submit" name="intent" value="save" disabled={busy} tabIndex={-1} aria-hidden="true" className="sr-only" />
      {field("title", "Title", textInput("title", 160, { required: true }))}
      {field("slug", "Slug", textInput("slug", 80, { pattern: "[a-z0-9]+(-[a-z0-9]+)*" }), {
        optional: true,
        hint: isNew ? "Blank: made from the title." : "Changing it keeps the old address working (it redirects here).",
      })}
      {field("description", "Description", <textarea id="post-description" name="description" rows={2} maxLength={400} defaultValue={fields.description} className={inputClass} {...errorProps("post-description", errors.description)} />)}
      <div className="grid gap-5 sm:grid-cols-2">
        {field(
          "category",
          "Category",
          <select id="post-category" name="category" defaultValue={fields.category} className={inputClass} {...errorProps("post-category", errors.category)}>
            {CATEGORIES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>,
        )}
        <div className="flex items-end gap-6 pb-2">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" name="isPremium" defaultChecked={fields.isPremium === "on"} className="size-5" />
            Premium (visitors without access see a teaser)
          </label>
        </div>
        {field("author", "Author", textInput("author", 100, { required: true }))}
        {field("authorTitle", "Author title", textInput("authorTitle", 100), { optional: true })}
      </div>
      {field("imageUrl", "Image URL", textInput("imageUrl", 500, { type: "text", inputMode: "url" }), {
        optional: true,
        hint: "An image on this site (a path starting /images/): upload one below. Images from other sites are not shown.",
      })}
      <ImageUploadFields alt={fields.imageAlt} error={errors.image} upload={upload} limit={imageLimit} />
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <div className="min-w-0 space-y-3">
          {field(
            "body",
            format === "markdown" ? "Body (Markdown)" : "Body (HTML)",
            <textarea
              id="post-body"
              name="body"
              rows={18}
              defaultValue={fields.body}
              className={`${inputClass} font-mono text-sm`}
              {...errorProps("post-body", errors.body)}
            />,
            { hint: bodyHint },
          )}
          <ForeignImagesNote images={foreignImages} />
          <button
            type="submit"
            name="intent"
            value="preview"
            // Without JavaScript the answer is a new page: it opens at the preview.
            formAction={hydrated ? undefined : `${action}#preview`}
            disabled={busy}
            className="min-h-11 rounded-md border border-teal/30 px-5 font-semibold text-teal hover:bg-teal/5 disabled:opacity-60"
          >
            {busy && sending === "preview" ? "Previewing…" : "Preview"}
          </button>
        </div>
        <div className="min-w-0">{preview}</div>
      </div>
      <SearchAndSharing fields={fields} errors={errors} max={metaDescriptionMax} />
      <div className="grid gap-5 sm:grid-cols-2">
        {field("attachmentName", "Attachment name", textInput("attachmentName", 120), { optional: true })}
        {field("attachmentUrl", "Attachment URL", textInput("attachmentUrl", 500, { inputMode: "url" }), { optional: true, hint: "e.g. /downloads/… (checked for premium access)" })}
      </div>
      <PostPublishing current={current} isNew={isNew} choice={fields.publish} publishAt={fields.publishAt} zone={zone} error={errors.publishAt}
        send={{ ticked: fields.sendToSubscribers, segment: fields.newsletterSegment, error: errors.newsletterSegment }}
      />
      <button type="submit" name="intent" value="save" disabled={busy} className="min-h-11 rounded-md bg-teal px-5 font-semibold text-white hover:bg-teal-dark disabled:opacity-60">
        {busy && sending === "save" ? "Saving…" : isNew ? "Create post" : "Save changes"}
      </button>
    </Form>
  );
}

/** The meta description and the share image: blank, the description and the post's image are used. */
function SearchAndSharing({ fields, errors, max }: { fields: EditorFields; errors: Record<string, string>; max: number }) {
  return (
    <fieldset className="space-y-5 rounded-xl border border-ink/15 p-4">
      <legend className="px-1 text-sm font-medium text-ink">Search and sharing</legend>
      <Field
        id="post-metaDescription"
        label="Meta description"
        optional
        error={errors.metaDescription}
        hint={`At most ${max} characters, for search results, share cards and the feed. Blank: the description.`}
      >
        <textarea
          id="post-metaDescription"
          name="metaDescription"
          rows={2}
          maxLength={max}
          defaultValue={fields.metaDescription}
          className={inputClass}
          {...errorProps("post-metaDescription", errors.metaDescription)}
        />
      </Field>
      <Field
        id="post-socialImageUrl"
        label="Social image"
        optional
        error={errors.socialImageUrl}
        hint="A PNG, JPEG or WebP on this site (/images/…; upload one above) for share cards and the feed, best 1200 × 630. Blank: the post's image if it is one, else the site's."
      >
        <input
          id="post-socialImageUrl"
          name="socialImageUrl"
          type="text"
          inputMode="url"
          maxLength={500}
          defaultValue={fields.socialImageUrl}
          className={inputClass}
          {...errorProps("post-socialImageUrl", errors.socialImageUrl)}
        />
      </Field>
    </fieldset>
  );
}
