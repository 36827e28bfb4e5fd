import { useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { inputClass } from "~/components/form-fields";
import { cardImage } from "~/utils/images";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * The policy's EDITOR_IMAGE, as the loader sends it. Checked on the server
 * (services/files/image-upload.server.ts); here only to spare sending a file that would be refused.
 */
export type ImageLimit = { bytes: number; tooLarge: string };

/** `markdown`: the line that shows the image in the body, in the body's format (an <img> tag in an HTML post). */
export type UploadedImageView = { path: string; markdown: string; format: "markdown" | "html"; width: number; height: number; usedAsPostImage: boolean };

/**
 * The editor's image upload: fields and a submit button of the post form
 * itself (`intent=upload`), so what was typed comes back with the image.
 * Without JavaScript the path and a Markdown line are shown to copy, and an
 * upload fills an empty Image URL; with it, two buttons put them in place.
 */
export function ImageUploadFields({ alt, error, upload, limit }: { alt: string; error?: string; upload: UploadedImageView | null; limit: ImageLimit }) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const [tooLarge, setTooLarge] = useState(false);
  const shownError = tooLarge ? limit.tooLarge : error;
  const checkSize = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    const refused = file !== undefined && file.size > limit.bytes;
    if (refused) event.currentTarget.value = "";
    setTooLarge(refused);
  };
  return (
    <fieldset className="rounded-xl border border-ink/15 p-4" aria-describedby="post-image-help">
      <legend className="px-1 text-sm font-medium text-ink">Upload an image</legend>
      <p id="post-image-help" className="text-xs text-ink/75">
        PNG, JPEG or WebP, at most 5 MB; the file name must end as its type does (.png, .jpg, .webp). Then use it as the post&apos;s image or its
        social image, or paste its Markdown into the body.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <label className="block text-sm font-medium text-ink">
          Image file
          <input
            type="file"
            name="image"
            accept="image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp"
            onChange={checkSize}
            className={`${inputClass} text-sm`}
            {...(shownError ? { "aria-invalid": true, "aria-describedby": "post-image-error" } : {})}
          />
        </label>
        <label className="block text-sm font-medium text-ink">
          Alt text <span className="font-normal text-ink/75">(optional: what the image shows, for its Markdown)</span>
          <input name="imageAlt" maxLength={200} defaultValue={alt} className={inputClass} />
        </label>
      </div>
      {shownError ? (
        <p id="post-image-error" role="alert" className="mt-2 text-sm text-terracotta">
          {shownError}
        </p>
      ) : null}
      <button
        type="submit"
        name="intent"
        value="upload"
        disabled={uploading}
        className="mt-3 min-h-11 rounded-md border border-teal/30 px-4 font-semibold text-teal hover:bg-teal/5 disabled:opacity-60"
      >
        {uploading ? "Uploading…" : "Upload image"}
      </button>
      {upload ? <UploadedImage upload={upload} /> : null}
    </fieldset>
  );
}

function UploadedImage({ upload }: { upload: UploadedImageView }) {
  const hydrated = useHydrated();
  const [done, setDone] = useState<string | null>(null);
  // Where the admin last put the cursor in the body; until then the image goes at the end.
  const cursorPlaced = useRef(false);
  useEffect(() => {
    const body = document.getElementById("post-body");
    const placed = () => (cursorPlaced.current = true);
    body?.addEventListener("focus", placed);
    return () => body?.removeEventListener("focus", placed);
  }, []);
  const setAsPostImage = () => {
    const field = document.getElementById("post-imageUrl") as HTMLInputElement | null;
    if (field) field.value = upload.path;
    setDone("It is now the post's image.");
  };
  const setAsSocialImage = () => {
    const field = document.getElementById("post-socialImageUrl") as HTMLInputElement | null;
    if (field) field.value = upload.path;
    setDone("It is now the post's social image.");
  };
  const insertIntoBody = () => {
    const body = document.getElementById("post-body") as HTMLTextAreaElement | null;
    if (!body) return;
    const [start, end] = cursorPlaced.current ? [body.selectionStart, body.selectionEnd] : [body.value.length, body.value.length];
    const before = body.value.slice(0, start);
    const gap = before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
    body.setRangeText(`${gap}${upload.markdown}\n`, start, end, "end");
    body.focus();
    setDone("Inserted into the body.");
  };
  return (
    <div role="status" className="mt-4 flex flex-wrap gap-4 rounded-lg bg-cream/60 p-3" data-testid="uploaded-image">
      <img src={cardImage(upload.path)} alt="" width={160} height={Math.round((160 * upload.height) / Math.max(upload.width, 1))} className="h-auto w-40 self-start rounded bg-white" />
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <p className="font-semibold text-ink">
          Image uploaded ({upload.width} × {upload.height}).{" "}
          {upload.usedAsPostImage ? <span className="font-normal">It is the post&apos;s image now, as the Image URL was empty.</span> : null}
        </p>
        <p className="break-all">
          Path: <code>{upload.path}</code>
        </p>
        <label className="block">
          {upload.format === "html" ? "HTML for the body" : "Markdown for the body"}
          <input readOnly value={upload.markdown} onFocus={(event) => event.currentTarget.select()} className={`${inputClass} font-mono text-xs`} />
        </label>
        {hydrated ? (
          <div className="flex flex-wrap items-center gap-3">
            <button type="button" onClick={setAsPostImage} className="min-h-11 rounded-md bg-teal px-3 font-semibold text-white hover:bg-teal-dark">
              Use as post image
            </button>
            <button type="button" onClick={setAsSocialImage} className="min-h-11 rounded-md border border-teal/30 px-3 font-semibold text-teal hover:bg-teal/5">
              Use as social image
            </button>
            <button type="button" onClick={insertIntoBody} className="min-h-11 rounded-md border border-teal/30 px-3 font-semibold text-teal hover:bg-teal/5">
              Insert into body
            </button>
            {done ? <span>{done}</span> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The sanitiser removes images from other sites (the CSP would block them): say so, and where to go instead. */
export function ForeignImagesNote({ images }: { images: string[] }) {
  if (images.length === 0) return null;
  return (
    <div className="mt-2 rounded-md bg-amber/15 px-3 py-2 text-sm text-ink" data-testid="foreign-images">
      <p className="font-semibold">Images from other sites are not shown; upload them here.</p>
      <ul className="mt-1 list-disc pl-5 text-xs break-all">
        {images.map((src, i) => (
          <li key={`${i}-${src}`}>{src || "(an image without an address)"}</li>
        ))}
      </ul>
    </div>
  );
}
