/**
 * The forms of /admin/subscribers (kept out of the route module so zod never
 * reaches the browser): importing a CSV, and lifting a suppression.
 */
import { z } from "zod";
import { LIMITS } from "./form-limits";

export const CONSENT_NOTE_CHARS = 300;

export const subscriberAdminSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("import"),
    // Its size is checked with the file's, by the import (SUBSCRIBER_IMPORT), with the message that names the limit.
    csv: z.string().optional().default(""),
    consentNote: z
      .string()
      .trim()
      .max(CONSENT_NOTE_CHARS, `Say where consent was given in at most ${CONSENT_NOTE_CHARS} characters.`)
      .refine((v) => !/[\x00-\x08\x0b-\x1f\x7f]/.test(v), "Remove the control characters from this note.")
      .optional()
      .default(""),
  }),
  z.object({
    intent: z.literal("lift"),
    email: z.string().trim().toLowerCase().min(1, "Which address?").max(LIMITS.email, "Which address?"),
  }),
]);
