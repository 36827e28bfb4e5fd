import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { errorProps, Field, inputClass } from "~/components/form-fields";
import { ForeignImagesNote, ImageUploadFields, type UploadedImageView } from "./post-image-upload";

export type EditorFields = Record<
  | "title" | "slug" | "description" | "category" | "isPremium" | "author" | "authorTitle" | "imageUrl" | "imageAlt" | "body" | "attachmentName"
  | "attachmentUrl" | "publish",
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
 * work without JavaScript.
 */
export function PostEditor({
  fields,
  errors,
  isNew,
  upload,
  foreignImages,
}: {
  fields: EditorFields;
  errors: Record<string, string>;
  isNew: boolean;
  upload: UploadedImageView | null;
  foreignImages: string[];
}) {
  const navigation = useNavigation();
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
      <ImageUploadFields alt={fields.imageAlt} error={errors.image} upload={upload} />
      {field(
        "body",
        "Body (Markdown)",
        <textarea
          id="post-body"
          name="body"
          rows={18}
          defaultValue={fields.body}
          className={`${inputClass} font-mono text-sm`}
          {...errorProps("post-body", errors.body)}
        />,
        { hint: "Markdown; HTML is allowed and kept to a safe list of tags. Headings, lists, links, tables, and images uploaded above (![description](/images/…))." },
      )}
      <ForeignImagesNote images={foreignImages} />
      <div className="grid gap-5 sm:grid-cols-2">
        {field("attachmentName", "Attachment name", textInput("attachmentName", 120), { optional: true })}
        {field("attachmentUrl", "Attachment URL", textInput("attachmentUrl", 500, { inputMode: "url" }), { optional: true, hint: "e.g. /downloads/… (checked for premium access)" })}
      </div>
      {isNew ? (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" name="publish" defaultChecked={fields.publish === "on"} className="size-5" />
          Publish now (otherwise it is saved as a draft)
        </label>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" disabled={busy} className="rounded-md bg-teal px-5 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-60">
          {busy && sending === "save" ? "Saving…" : isNew ? "Create post" : "Save changes"}
        </button>
        <button type="submit" name="intent" value="preview" disabled={busy} className="rounded-md border border-teal/30 px-5 py-2.5 font-semibold text-teal hover:bg-teal/5 disabled:opacity-60">
          Preview
        </button>
      </div>
    </Form>
  );
}

/** The rendered body as it will be stored (already sanitised on the server). */
export function PostPreview({ html, foreignImages }: { html: string; foreignImages: string[] }) {
  return (
    <section aria-labelledby="preview" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
      <h2 id="preview" className="text-lg font-semibold">
        Preview
      </h2>
      <ForeignImagesNote images={foreignImages} />
      <div className="mt-4 max-w-none space-y-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_a]:text-teal [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6" data-testid="post-preview" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
