/**
 * /admin/guide-uploads: customers' guide uploads wait here (SPEC §5 lets members
 * upload; a customer's file must not replace what every buyer downloads unseen).
 * The admin downloads each to check it, then publishes or discards it: POST
 * forms, so it works without JavaScript.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { formatFileSize } from "~/content/blog";
import { discardPendingVersion, listPendingVersions, publishPendingVersion } from "~/models/resource-file.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { removeStoredFiles } from "~/services/files/guide-upload.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { guideReviewSchema } from "~/utils/forms.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const uploads = listPendingVersions().map((upload) => ({ ...upload, createdAt: upload.createdAt.toISOString() }));
  return { uploads };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const parsed = await parseAction(request, guideReviewSchema);
  if (!parsed.ok) return data({ error: "Unknown upload." }, { status: 400 });
  const { id, intent } = parsed.data;
  if (intent === "publish") {
    const published = publishPendingVersion(id);
    if (!published) return data({ error: "That upload is no longer waiting." }, { status: 404 });
    removeStoredFiles(published);
    return redirectWithSuccess("/admin/guide-uploads", { message: "Guide published", description: `${published.title}: members now download this file.` });
  }
  const discarded = discardPendingVersion(id);
  if (!discarded) return data({ error: "That upload is no longer waiting." }, { status: 404 });
  removeStoredFiles(discarded);
  return redirectWithSuccess("/admin/guide-uploads", "Upload discarded");
}

export default function AdminGuideUploads() {
  const { uploads } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-teal">Guide uploads</h1>
      <p className="mt-2 max-w-2xl text-sm text-ink/70">
        Members with premium access can send a new version of a guide. It reaches members only when you publish it, so
        download and read it first. Publishing keeps the two versions before it; older ones are deleted.
      </p>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-md bg-terracotta/10 p-3 text-sm font-semibold text-terracotta">
          {actionData.error}
        </p>
      ) : null}
      {uploads.length === 0 ? (
        <p className="mt-8 text-ink/70">No uploads are waiting.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {uploads.map((upload) => (
            <li key={upload.id} className="rounded-xl bg-white p-4 text-sm shadow-sm">
              <p className="font-semibold">{upload.title}</p>
              <p className="mt-1 text-ink/70">
                {upload.originalName} · {formatFileSize(upload.sizeBytes)} · from {upload.uploaderEmail ?? "a deleted account"} ·{" "}
                {upload.createdAt.slice(0, 16).replace("T", " ")}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <a
                  href={`/admin/guide-uploads/${upload.id}/file`}
                  className="inline-flex min-h-11 items-center rounded-md border border-teal/30 px-4 font-semibold text-teal hover:bg-teal/5"
                >
                  Download to check<span className="sr-only"> {upload.originalName}</span>
                </a>
                <Form method="post" className="contents">
                  <input type="hidden" name="id" value={upload.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="publish"
                    className="min-h-11 rounded-md bg-teal px-4 font-semibold text-white hover:bg-teal-dark"
                  >
                    Publish<span className="sr-only"> {upload.originalName}</span>
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="discard"
                    className="min-h-11 rounded-md px-4 font-semibold text-terracotta hover:bg-terracotta/10"
                  >
                    Discard<span className="sr-only"> {upload.originalName}</span>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Guide uploads · Admin" }, { name: "robots", content: "noindex" }];
