/**
 * The one way actions read a posted form. A body that is not a form (JSON, say)
 * or a broken multipart body would be a 500 from `request.formData()`; here it is a
 * 415 or 400 that the route's ErrorBoundary shows as a page. A url-encoded form
 * with more fields than any of ours has is refused (413) before it is parsed:
 * even a linear parse of 60,000 fields costs the event loop a second. The
 * server in front of Remix refuses such a body first, by the same limit
 * (server/body-limit.js), and owns the byte limits; both read FORM_LIMIT from the policy.
 */
import { data } from "@remix-run/node";
import { FORM_LIMIT } from "../../../server/policy/index.js";

const URLENCODED = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Pass `request.clone()` when something else (remix-auth) reads the body afterwards. */
export async function readForm(request: Request): Promise<FormData> {
  const type = mediaType(request);
  if (type === URLENCODED) return readUrlEncoded(request);
  if (type !== MULTIPART) throw refusal(415, "This address only accepts form submissions.");
  try {
    return await request.formData();
  } catch {
    throw refusal(400, "The form could not be read. Please try again.");
  }
}

async function readUrlEncoded(request: Request): Promise<FormData> {
  const text = await request.text();
  if (fieldCount(text) > FORM_LIMIT.fields) throw refusal(413, "This form has too many fields.");
  const form = new FormData();
  for (const [key, value] of new URLSearchParams(text)) form.append(key, value);
  return form;
}

function fieldCount(body: string): number {
  let count = 1;
  for (let at = body.indexOf("&"); at !== -1; at = body.indexOf("&", at + 1)) count++;
  return count;
}

function refusal(status: number, error: string) {
  return data({ error }, { status });
}
