/**
 * One zod schema per form (SPEC §5 for the public ones), for the actions only:
 * kept out of route modules so zod never reaches the browser (the inputs' limits
 * are in form-limits.ts). Every action applies its schema through `parseAction`
 * (services/requests/parse-action.server.ts).
 */
import { z } from "zod";
import { SERVICE_IDS } from "~/content/home-services";
import { INBOX_KINDS } from "~/utils/inbox-kinds";
import { AFFILIATE_TERMS } from "../../server/policy/index.js";

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

export const optional = (label: string, max: number) =>
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

export const changePasswordSchema = z.object({
  currentPassword,
  newPassword: z.string({ required_error: "Enter a new password.", invalid_type_error: "Enter a new password." }).min(1, "Enter a new password."),
});

export const changeEmailSchema = z.object({ currentPassword, newEmail: email });

export const deleteAccountSchema = z.object({ currentPassword });

/** "Complete payment" and "Cancel order" on one of the customer's unfinished orders. */
export const pendingOrderSchema = z.object({
  orderId: z.string({ required_error: "Choose an order." }).trim().min(1, "Choose an order.").max(100, "We could not find that order in your account."),
});

/** A subscriber's buttons on /account: the subscription is named by its order. */
export const subscriptionFormSchema = z.object({
  orderId: z.string({ required_error: "Choose a subscription." }).trim().min(1, "Choose a subscription.").max(100, "We could not find that subscription in your account."),
});

export const NOT_UNDERSTOOD = "This form could not be understood. Please reload the page and try again.";

/** The forms of /account, told apart by `intent`. */
export const accountFormsSchema = z.discriminatedUnion(
  "intent",
  [
    changePasswordSchema.extend({ intent: z.literal("change-password") }),
    changeEmailSchema.extend({ intent: z.literal("change-email") }),
    z.object({ intent: z.literal("cancel-email-change") }),
    deleteAccountSchema.extend({ intent: z.literal("delete-account") }),
    pendingOrderSchema.extend({ intent: z.literal("complete-order") }),
    pendingOrderSchema.extend({ intent: z.literal("cancel-order") }),
    subscriptionFormSchema.extend({ intent: z.literal("cancel-subscription") }),
    subscriptionFormSchema.extend({ intent: z.literal("resume-subscription") }),
    subscriptionFormSchema.extend({ intent: z.literal("update-card") }),
    z.object({ intent: z.literal("newsletter-subscribe") }),
    z.object({ intent: z.literal("newsletter-unsubscribe") }),
  ],
  { errorMap: () => ({ message: "This form could not be understood. Please reload the page and try again." }) },
);

/** /admin/posts: one row's button. */
export const postRowSchema = z.object({
  intent: z.enum(["publish", "unpublish", "delete"]),
  id: z.string().trim().min(1).max(100),
});

/** /admin/inbox: "Mark handled". */
export const inboxHandleSchema = z.object({ kind: z.enum(INBOX_KINDS), id: z.string().trim().min(1).max(100) });

/** A business buyer's details for a receipt; both optional, and an empty field clears it. */
export const billingDetailsSchema = z.object({
  company: optional("Company name", LIMITS.company),
  taxId: optional("Tax ID", LIMITS.taxId).refine(
    (v) => v === undefined || /^[\p{L}\p{N} .\-/]+$/u.test(v),
    "Tax ID can only have letters, numbers, spaces, dots, dashes and slashes.",
  ),
});

/** /admin/outbox: "Retry". */
export const outboxRetrySchema = z.object({ id: z.coerce.number().int().positive() });

/** An admin's decision on a customer's guide upload. */
export const guideReviewSchema = z.object({ id: z.coerce.number().int().positive(), intent: z.enum(["publish", "discard"]) });

/** /admin/orders: "Refund the order", pressed on its confirmation. */
export const orderRefundSchema = z.object({ intent: z.literal("refund"), orderId: z.string().trim().min(1).max(100) });

/** "Mark paid" on /admin/affiliates/payouts: the month, the payment's reference, and what the page showed (services/affiliates/payouts.server.ts). */
export const affiliatePayoutSchema = z.object({
  intent: z.literal("mark-paid"),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Choose a month."),
  reference: required("Reference", 100),
  check: z.string().max(64).default(""),
});

/** The keyless test-mode checkout's two buttons. */
export const testCheckoutSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("pay") }),
  z.object({ intent: z.literal("cancel") }),
  // An empty box is the action's own message ("Enter a promotion code."), shown beside the field.
  z.object({ intent: z.literal("apply-code"), code: z.string().max(100, "We don't recognise that code. Check the spelling and try again.").optional() }),
  z.object({ intent: z.literal("remove-code") }),
]);

const optionalNumberText = z.string().trim().max(20).optional().transform((v) => (v ? v : undefined));

/**
 * /admin/promotions: a new code, or a code to deactivate. Rules between fields
 * (a percentage or an amount, products for a list) are checked by the service.
 */
export const promotionFormsSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("create"),
    code: required("Code", 40),
    percentOff: optionalNumberText,
    amountOff: optionalNumberText,
    currency: z.enum(["usd", "thb"], { errorMap: () => ({ message: "Choose USD or THB." }) }).default("usd"),
    appliesTo: z.enum(["all", "some"], { errorMap: () => ({ message: "Choose All products or Chosen products." }) }).default("all"),
    productIds: z.array(z.string().max(100)).max(50).default([]),
    expiresOn: optionalNumberText,
    maxRedemptions: optionalNumberText,
    /** The affiliate the code belongs to, if any: checked against the active affiliates by the service. */
    affiliateId: z.string().trim().max(100).optional().transform((v) => (v ? v : undefined)),
  }),
  z.object({ intent: z.literal("deactivate"), id: z.string().trim().min(1).max(100) }),
]);

export const AFFILIATE_RATE_MESSAGE = `Enter the rate as a whole percent from ${AFFILIATE_TERMS.minRatePercent} to ${AFFILIATE_TERMS.maxRatePercent}.`;

/** A commission rate as typed: a whole percent within the programme's bounds ("12" or "12%"). */
const ratePercent = z
  .string({ required_error: AFFILIATE_RATE_MESSAGE, invalid_type_error: AFFILIATE_RATE_MESSAGE })
  .trim()
  .regex(/^\d{1,3}\s*%?$/, AFFILIATE_RATE_MESSAGE)
  .transform((v) => Number.parseInt(v, 10))
  .pipe(z.number().int().min(AFFILIATE_TERMS.minRatePercent, AFFILIATE_RATE_MESSAGE).max(AFFILIATE_TERMS.maxRatePercent, AFFILIATE_RATE_MESSAGE));

const applicationId = z.coerce.number({ invalid_type_error: "No such application." }).int().positive().max(Number.MAX_SAFE_INTEGER);
const affiliateId = z.string().trim().min(1).max(100);

/** /admin/affiliates: approve (with a rate) or reject an application; suspend, reactivate or re-rate an affiliate. */
export const affiliateAdminSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), applicationId, ratePercent }),
  z.object({ intent: z.literal("reject"), applicationId }),
  z.object({ intent: z.literal("suspend"), affiliateId }),
  z.object({ intent: z.literal("reactivate"), affiliateId }),
  z.object({ intent: z.literal("rate"), affiliateId, ratePercent }),
]);

/** /affiliate/join: the approval link's button (its token). */
export const affiliateJoinSchema = z.object({ token: z.string().max(200).default("") });

/** /admin: the maintenance switch; "on" turns it on, anything else off. */
export const maintenanceSchema = z.object({ maintenance: z.string().optional() });

/** A buy button: the product, where the buyer came from, and where a held purchase goes on to (`next`). */
export const checkoutSchema = z.object({
  productId: z.string().optional(),
  next: z.string().optional(),
  returnTo: z.string().optional(),
  /** The premium post whose unlock panel the button was on (checked against the posts). */
  from: z.string().max(200).optional().catch(undefined),
});

/** The sign-out button: nothing but the post itself, and where to go next (a local path) when it says. */
export const signOutSchema = z.object({ redirectTo: z.string().max(2000).optional() });

/** The new-password form of a reset link; the token and the password are judged by password-reset.server.ts. */
export const resetPasswordSchema = z.object({ token: z.string().default(""), password: z.string().default("") });

/** /verify-email: the link's confirm button (its token), or "send the link again". */
export const verifyEmailSchema = z.object({ intent: z.string().optional(), token: z.string().default("") });

/** /resources: the guide a customer's upload replaces (the file itself is streamed apart). */
export const guideUploadSchema = z.object({ resourceId: z.string() });


/** /admin/posts/<id>: which button of the editor was pressed; its fields are read by post-form.server.ts in the post's format. */
export const postEditorSchema = z.object({ intent: z.string().optional() });

/** /admin/legal: which page, Save or Restore, and the text; legal-form.server.ts judges them. */
export const legalFormSchema = z.object({ page: z.string().optional(), intent: z.string().optional(), body: z.string().optional() });
