/**
 * The one way actions read a posted form. A body that is not a form (JSON, say)
 * or a broken multipart body was a 500 from `request.formData()`; here it is a
 * 415 or 400 that the route's ErrorBoundary shows as a page.
 * Body size and field-count limits live in the server in front of Remix.
 */
import { data } from "@remix-run/node";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Pass `request.clone()` when something else (remix-auth) reads the body afterwards. */
export async function readForm(request: Request): Promise<FormData> {
  if (!FORM_TYPES.has(mediaType(request))) {
    throw data({ error: "This address only accepts form submissions." }, { status: 415 });
  }
  try {
    return await request.formData();
  } catch {
    throw data({ error: "The form could not be read. Please try again." }, { status: 400 });
  }
}
