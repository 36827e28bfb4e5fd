/**
 * The guards every public form action runs first: the honeypot and a per-IP
 * rate limit (the catalogue's publicForms). The server in front of Remix has
 * already refused cross-site posts, bodies over the form limit and a closed site.
 * Refusals the visitor can act on come back as form data, not thrown, so a
 * dialog can show them in place.
 */
import { data, type AppLoadContext } from "@remix-run/node";
import { getAccess, type SessionUser } from "~/services/auth/auth.server";
import { readForm } from "./read-form.server";
import { assertNotBot, clientIp, HONEYPOT_FIELD, limitFor, refusalText, tryConsume } from "./security.server";
import { formFields } from "~/utils/form-fields";
import { keptValue } from "./parse-action.server";
import { RATE_LIMITS } from "../../../server/policy/limits.js";


export type FormFailure = {
  formError?: string;
  fieldErrors: Record<string, string>;
  fields: Record<string, string | string[]>;
};

export function formFailure(status: number, body: FormFailure, headers?: Record<string, string>) {
  return data(body, { status, headers });
}

/** A refused form with what was typed and the page it came from, so a redrawn form still returns there. */
export function fieldFailure(form: FormData, parsed: { fieldErrors: Record<string, string>; fields: Record<string, string | string[]> }) {
  const returnTo = form.get("returnTo");
  const fields = typeof returnTo === "string" ? { ...parsed.fields, returnTo: returnTo.slice(0, 2000) } : parsed.fields;
  return formFailure(400, { fieldErrors: parsed.fieldErrors, fields });
}

export async function guardPublicForm(
  request: Request,
  context: AppLoadContext,
  kind: string,
  arrays: string[] = [],
): Promise<{ ok: true; form: FormData; user: SessionUser | null } | { ok: false; response: ReturnType<typeof formFailure> }> {
  const form = await readForm(request);
  assertNotBot(form);
  const wait = tryConsume(limitFor(RATE_LIMITS.publicForms, `${kind}:${clientIp(request, context)}`));
  if (wait > 0) {
    return {
      ok: false,
      response: formFailure(
        429,
        { formError: refusalText(RATE_LIMITS.publicForms.message, wait), fieldErrors: {}, fields: typedFields(form, arrays) },
        { "Retry-After": String(wait) },
      ),
    };
  }
  // A form sent while signed in belongs to the account: deleting it deletes the form too.
  return { ok: true, form, user: (await getAccess(request)).user };
}

/**
 * What the visitor typed, as a refused form's `fields`, so the form redrawn with the refusal keeps
 * it; `arrays` are the fields that take several values (ticked boxes).
 */
function typedFields(form: FormData, arrays: string[]): FormFailure["fields"] {
  const fields: FormFailure["fields"] = {};
  for (const [key, values] of formFields(form)) {
    if (key !== HONEYPOT_FIELD) fields[key] = keptValue(values, arrays.includes(key));
  }
  return fields;
}
