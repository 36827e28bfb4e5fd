/**
 * One zod schema per form (SPEC §5 for the public ones), for the actions only:
 * kept out of route modules so zod never reaches the browser (the inputs' limits
 * are in form-limits.ts). `parseForm` turns FormData into either the typed
 * values or field errors plus what was typed, so a form can be shown again.
 */
import { z } from "zod";
import { SERVICE_IDS } from "~/content/home-services";
import { INBOX_KINDS } from "~/utils/inbox-kinds";

import { formFields } from "./form-fields";
import { LIMITS } from "./form-limits";

export { LIMITS };

/** Control characters other than tab and newline (a CR of a CRLF goes too): never kept in free text. */
const CONTROL_CHARACTERS = /[\x00-\x08\x0b-\x1f\x7f]/g;
export const withoutControlCharacters = (text: string) => text.replace(CONTROL_CHARACTERS, "");

const required = (label: string, max: number) =>
  z
    .string({ required_error: `${label} is required.`, invalid_type_error: `${label} is required.` })
    .transform(withoutControlCharacters)
    .pipe(z.string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`));

const optional = (label: string, max: number) =>
  z
    .string()
    .transform(withoutControlCharacters)
    .pipe(z.string().trim().max(max, `${label} must be at most ${max} characters.`))
    .optional()
    .transform((v) => (v ? v : undefined));

/**
 * Deliberately loose (one @, no spaces, a dot in the domain): strict patterns
 * refuse real addresses such as o'brien@… or !x@…; the reply tells us the rest.
 * The characters that only a quoted local part may hold (<>()[]\,;:") are
 * refused, so an address we mail to or put in Reply-To is always one bare
 * address (services/mail/mail.server.ts, docs/decisions/161).
 */
export const EMAIL_PATTERN = /^[^\s\x00-\x1f\x7f@<>()[\]\\,;:"]+@[^\s\x00-\x1f\x7f@<>()[\]\\,;:"]+\.[^\s\x00-\x1f\x7f@<>()[\]\\,;:".]+$/;

const INVALID_EMAIL = "Enter a valid email address.";

/**
 * The one rule for an address a visitor gives us, on every form that takes
 * one: surrounding spaces are forgiven (browsers trim them too); a control
 * character anywhere (NUL, CR, LF), a space inside, or more than 254
 * characters (the most an address can have) is refused.
 */
export const email = z
  .string({ required_error: "Email is required.", invalid_type_error: "Email is required." })
  .refine((v) => !/[\x00-\x1f\x7f]/.test(v), INVALID_EMAIL)
  .pipe(
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1, "Email is required.")
      .max(LIMITS.email, INVALID_EMAIL)
      .regex(EMAIL_PATTERN, INVALID_EMAIL),
  );

/** The forgot-password form: an address only. */
export const forgotPasswordSchema = z.object({ email });

export const enquirySchema = z.object({
  name: required("Name", LIMITS.name),
  email,
  company: optional("Company", LIMITS.company),
  message: required("Message", LIMITS.message),
  selectedServices: z
    .array(z.enum(SERVICE_IDS, { errorMap: () => ({ message: "Please choose services from the list." }) }))
    .max(SERVICE_IDS.length)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});

export const contactSchema = z.object({
  name: required("Name", LIMITS.name),
  email,
  company: optional("Company", LIMITS.company),
  message: required("Message", LIMITS.message),
});

export const affiliateSchema = z.object({
  name: required("Name", LIMITS.name),
  email,
  website: optional("Website", LIMITS.website)
    // "linkedin.com/in/you" is an address as people write it: https:// is ours to add.
    .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v))
    .refine((v) => v === undefined || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), "Enter a full web address, starting with https://"),
  about: required("About you", LIMITS.about),
});

/** A custom-quote request: who to reply to, and for which product. */
export const quoteSchema = z.object({
  productId: z.string({ required_error: "Choose a product." }).trim().min(1, "Choose a product.").max(64, "Choose a product."),
  name: required("Name", LIMITS.name),
  email,
  phone: optional("Phone", LIMITS.phone),
  message: optional("About your project", LIMITS.message),
});

/**
 * The account's password, asked again on /account before a change of password
 * or address and before deletion. Longer than any password we accept
 * (password.server.ts: 128) cannot be right, so it is not hashed.
 */
const currentPassword = z
  .string({ required_error: "Enter your current password.", invalid_type_error: "Enter your current password." })
  .min(1, "Enter your current password.")
  .max(128, "Your current password is not correct.");

/** The forms of /account, told apart by `intent`. */
export const ACCOUNT_INTENTS = ["change-password", "change-email", "cancel-email-change", "delete-account"] as const;
export const accountIntentSchema = z.enum(ACCOUNT_INTENTS);

export const changePasswordSchema = z.object({
  currentPassword,
  newPassword: z.string({ required_error: "Enter a new password.", invalid_type_error: "Enter a new password." }).min(1, "Enter a new password."),
});

export const changeEmailSchema = z.object({ currentPassword, newEmail: email });

export const deleteAccountSchema = z.object({ currentPassword });

/** /admin/posts: one row's button. */
export const postRowSchema = z.object({
  intent: z.enum(["publish", "unpublish", "delete"]),
  id: z.string().trim().min(1).max(100),
});

/** /admin/inbox: "Mark handled". */
export const inboxHandleSchema = z.object({ kind: z.enum(INBOX_KINDS), id: z.string().trim().min(1).max(100) });

/** /admin/outbox: "Retry". */
/** A business buyer's details for a receipt; both optional, and an empty field clears it. */
export const billingDetailsSchema = z.object({
  company: optional("Company name", LIMITS.company),
  taxId: optional("Tax ID", LIMITS.taxId).refine(
    (v) => v === undefined || /^[\p{L}\p{N} .\-/]+$/u.test(v),
    "Tax ID can only have letters, numbers, spaces, dots, dashes and slashes.",
  ),
});

export const outboxRetrySchema = z.object({ id: z.coerce.number().int().positive() });

/** An admin's decision on a customer's guide upload. */
export const guideReviewSchema = z.object({ id: z.coerce.number().int().positive(), intent: z.enum(["publish", "discard"]) });

/** /admin/orders: "Refund the order", pressed on its confirmation. */
export const orderRefundSchema = z.object({ intent: z.literal("refund"), orderId: z.string().trim().min(1).max(100) });

/** The keyless test-mode checkout's two buttons. */
export const testCheckoutSchema = z.object({ intent: z.enum(["pay", "cancel"]) });

export type FieldErrors = Record<string, string>;
export type ParseResult<T> =
  | { ok: true; data: T }
  | { ok: false; fieldErrors: FieldErrors; fields: Record<string, string | string[]> };

/** What a refused form keeps of a field's values to redraw it, bounded: a huge post is not sent back whole. */
export function keptValue(all: string[], isList: boolean): string | string[] {
  return isList ? all.slice(0, 50).map((v) => v.slice(0, 100)) : (all[0] ?? "").slice(0, 10_000);
}

/**
 * Reads the schema's fields from FormData. A field sent twice where one value
 * belongs is an error, not "the last one wins". `arrays` names list fields.
 */
export function parseForm<S extends z.ZodObject<z.ZodRawShape>>(
  schema: S,
  form: FormData,
  arrays: string[] = [],
): ParseResult<z.infer<S>> {
  const values: Record<string, unknown> = {};
  const fields: Record<string, string | string[]> = {};
  const fieldErrors: FieldErrors = {};
  const posted = formFields(form);
  for (const key of Object.keys(schema.shape)) {
    const all = posted.get(key) ?? [];
    if (arrays.includes(key)) {
      values[key] = all;
      fields[key] = keptValue(all, true);
    } else if (all.length > 1) {
      fieldErrors[key] = "Please send one value for this field.";
      fields[key] = keptValue(all, false);
    } else if (all.length === 1) {
      values[key] = all[0];
      fields[key] = keptValue(all, false);
    }
  }
  const result = schema.safeParse(values);
  if (result.success && Object.keys(fieldErrors).length === 0) return { ok: true, data: result.data };
  if (!result.success) {
    for (const issue of result.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
  }
  return { ok: false, fieldErrors, fields };
}
