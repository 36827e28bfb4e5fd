import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useState, type ChangeEvent, type FormEvent } from "react";
import { MAX_GUIDE_BYTES, UPLOAD_MESSAGES } from "~/utils/guide-upload-limits";

/**
 * Upload of a new guide version (users with access; an admin publishes it). A plain multipart form:
 * without JS the page comes back with the message; with JS it stays in place, and a file over the
 * limit is refused before it is sent (the server refuses such a body before the app sees it, with a
 * page of its own).
 */
export function GuideUploadForm({ resources }: { resources: { id: string; title: string }[] }) {
  // formError: a refusal every form shares (a full disk: services/files/storage-faults.server.ts).
  const actionData = useActionData<{ uploadError?: string; formError?: string }>();
  const [tooLarge, setTooLarge] = useState(false);
  const error = tooLarge ? UPLOAD_MESSAGES.tooLarge : (actionData?.uploadError ?? actionData?.formError);
  const checkSize = (event: ChangeEvent<HTMLInputElement>) => setTooLarge(isTooLarge(event.target));
  // Read from the field itself: a file chosen before the page came alive fired no change for React.
  const holdIfTooLarge = (event: FormEvent<HTMLFormElement>) => {
    const field = event.currentTarget.elements.namedItem("file");
    if (!(field instanceof HTMLInputElement) || !isTooLarge(field)) return;
    event.preventDefault();
    setTooLarge(true);
  };
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/resources") === true;
  return (
    <section aria-labelledby="upload-heading" className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
      <h2 id="upload-heading" className="text-xl font-semibold text-ink">
        Upload a new guide version
      </h2>
      <p className="mt-1 text-sm text-ink/75">
        A PDF of at most 10 MB. An admin reviews each file before it replaces the guide members download.
      </p>
      <Form method="post" encType="multipart/form-data" onSubmit={holdIfTooLarge} className="mt-4 grid gap-4 sm:max-w-lg">
        <label className="grid gap-1 text-sm font-medium text-ink">
          Guide
          <select name="resourceId" required className="min-h-11 rounded-md border border-ink/20 bg-white px-3">
            {resources.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-ink">
          PDF file
          <input
            type="file"
            name="file"
            accept="application/pdf,.pdf"
            required
            onChange={checkSize}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "upload-error" : undefined}
            className="min-h-11 rounded-md border border-ink/20 bg-white px-3 py-2"
          />
        </label>
        {error ? (
          <p id="upload-error" role="alert" className="rounded-md bg-terracotta/10 p-3 text-sm font-semibold text-terracotta">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className="min-h-11 justify-self-start rounded-md bg-teal px-5 font-semibold text-white hover:bg-teal-dark">
          {busy ? "Uploading…" : "Upload new version"}
        </button>
      </Form>
    </section>
  );
}

function isTooLarge(field: HTMLInputElement) {
  return (field.files?.[0]?.size ?? 0) > MAX_GUIDE_BYTES;
}
