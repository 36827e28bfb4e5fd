/**
 * The one way a route action reads what was posted: `parseAction(request, schema)`
 * reads the body once (readForm: a body that is not a form stays a 415, a broken
 * one a 400, a flood of fields a 413) and applies one zod schema. It gives either
 * the typed values or the failure every form renders: a message per field, what
 * was typed (so the form is filled in again without JavaScript) and the field to
 * put the cursor in first. A form that several buttons post with different fields
 * (an `intent`) is a `z.discriminatedUnion` on that field: the option it names is
 * applied, and the failure says which option it was.
 *
 * Lives beside readForm, not in utils: it reads the request. The schemas stay in
 * utils/forms.server.ts, kept out of route modules so zod never reaches the browser.
 */
import { z } from "zod";
import { formFields, type FormFields } from "~/utils/form-fields";
import { readForm } from "./read-form.server";

type IntentSchema = z.ZodDiscriminatedUnion<string, z.ZodDiscriminatedUnionOption<string>[]>;
export type FormSchema = z.AnyZodObject | IntentSchema;

export type FieldErrors = Record<string, string>;
/** What was typed, as a refused form is drawn again: one value, or a list for a list field. */
export type KeptFields = Record<string, string | string[]>;

/** The value of the union's discriminator (the intent) that chose an option; never for a plain object schema. */
type IntentOf<S> = S extends z.ZodDiscriminatedUnion<infer D, infer _Options> ? z.infer<S>[D] : never;

export type ParsedForm<S extends FormSchema> =
  | { ok: true; data: z.infer<S>; fields: KeptFields }
  | {
      ok: false;
      fieldErrors: FieldErrors;
      fields: KeptFields;
      /** The first field with a message, in the schema's order (its forms list their fields in that order). */
      focus: string;
      /** For an intent union: the option the post named (undefined when it named none of them: its field has the message). */
      intent: IntentOf<S> | undefined;
    };

/** The parse, and the whole form read, for the fields a schema does not describe (returnTo, the honeypot). */
export type ParsedAction<S extends FormSchema> = ParsedForm<S> & { form: FormData };

export type ParseOptions = {
  /** Fields that take several values (ticked boxes); any other field sent twice is an error. */
  arrays?: readonly string[];
  /** Fields kept longer than KEPT_TEXT when refused (an admin's long text), with their bound. */
  keepUpTo?: Readonly<Record<string, number>>;
};

export const SEND_ONE_VALUE = "Please send one value for this field.";

/**
 * `source` is the request, read here; or, for a multipart body that was
 * streamed to disk as it came (the guide upload: reading it whole would hold
 * 10 MB in memory and lose the streaming limit), the form already parsed.
 */
export async function parseAction<S extends FormSchema>(
  source: Request | FormData,
  schema: S,
  options: ParseOptions = {},
): Promise<ParsedAction<S>> {
  const form = "headers" in source ? await readForm(source) : source;
  return { ...parseFormData(schema, form, options), form };
}

/** The same parse on a form already read, for code handed one (remix-auth's strategies). */
export function parseFormData<S extends FormSchema>(schema: S, form: FormData, { arrays = [], keepUpTo = {} }: ParseOptions = {}): ParsedForm<S> {
  // One pass over the form: FormData's get/getAll scan every entry per call.
  const posted = formFields(form);
  const chosen = schema instanceof z.ZodDiscriminatedUnion ? chooseOption(schema, posted) : { object: schema as z.AnyZodObject, intent: undefined };
  const keys = Object.keys(chosen.object.shape);
  const values: Record<string, unknown> = {};
  const fields: KeptFields = {};
  const fieldErrors: FieldErrors = {};
  for (const key of keys) {
    const all = posted.get(key) ?? [];
    if (arrays.includes(key)) values[key] = all;
    else if (all.length > 1) fieldErrors[key] = SEND_ONE_VALUE;
    else if (all.length === 1) values[key] = all[0];
    if (all.length > 0 && !isSecret(key)) fields[key] = keptValue(all, arrays.includes(key), keepUpTo[key]);
  }
  const result = chosen.object.safeParse(values);
  if (result.success && Object.keys(fieldErrors).length === 0) return { ok: true, data: result.data, fields };
  if (!result.success) {
    for (const issue of result.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
  }
  const focus = keys.find((key) => key in fieldErrors) ?? Object.keys(fieldErrors)[0]!;
  return { ok: false, fieldErrors, fields, focus, intent: chosen.intent as IntentOf<S> | undefined };
}

/**
 * The option of an intent union that the posted intent names. An intent that
 * names none leaves only the intent to check, so its message is the one given.
 */
function chooseOption(schema: IntentSchema, posted: FormFields): { object: z.AnyZodObject; intent: unknown } {
  const all = posted.get(schema.discriminator) ?? [];
  // An option whose intent is z.undefined() is the form that sends none.
  const option = all.length <= 1 ? schema.optionsMap.get(all[0]) : undefined;
  if (option) return { object: option, intent: all[0] };
  return { object: z.object({ [schema.discriminator]: z.never({ errorMap: () => ({ message: unknownIntent(schema) }) }) }), intent: undefined };
}

/** The union's own message for an intent it does not know (its errorMap), else zod's. */
function unknownIntent(schema: IntentSchema): string {
  const result = schema.safeParse({ [schema.discriminator]: undefined });
  return result.success ? "Unknown form." : result.error.issues[0]!.message;
}

/** A password is never sent back to the page. */
function isSecret(key: string): boolean {
  return /password/i.test(key);
}

const KEPT_TEXT = 10_000;

/** What a refused form keeps of a field's values to redraw it, bounded: a huge post is not sent back whole. */
export function keptValue(all: string[], isList: boolean, upTo = KEPT_TEXT): string | string[] {
  return isList ? all.slice(0, 50).map((v) => v.slice(0, 100)) : (all[0] ?? "").slice(0, upTo);
}
