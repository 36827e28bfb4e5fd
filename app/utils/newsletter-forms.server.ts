/**
 * The newsletter's forms (kept out of route modules so zod never reaches the
 * browser), with forms.server.ts's rules for an address, a name and a post that
 * was not understood.
 */
import { z } from "zod";
import { SUBSCRIBE_SOURCES } from "~/utils/newsletter";
import { email, LIMITS, NOT_UNDERSTOOD, optional } from "./forms.server";

/** Every newsletter subscribe form: the address, an optional name, and which form it was (its consent's source). */
export const newsletterSchema = z.object({
  email,
  name: optional("Name", LIMITS.name),
  source: z.enum(SUBSCRIBE_SOURCES, { errorMap: () => ({ message: NOT_UNDERSTOOD }) }),
});

/** The confirmation page's button; the token is the page's (its query). */
export const newsletterConfirmSchema = z.object({
  intent: z.literal("confirm", { errorMap: () => ({ message: NOT_UNDERSTOOD }) }),
});

/**
 * The unsubscribe page's buttons, or a mail provider's one-click POST (RFC 8058), which
 * sends only `List-Unsubscribe=One-Click`; the token is the page's (its query).
 */
export const newsletterUnsubscribeSchema = z.object({
  "List-Unsubscribe": z.literal("One-Click", { errorMap: () => ({ message: NOT_UNDERSTOOD }) }).optional(),
  intent: z.enum(["unsubscribe", "resubscribe"], { errorMap: () => ({ message: NOT_UNDERSTOOD }) }).optional(),
});

/** Sending a post to subscribers: which of them (the editor's tick box sends `sendToSubscribers` with it). */
export const newsletterSendSchema = z.object({
  sendToSubscribers: z.string().optional().transform((v) => v === "on"),
  newsletterSegment: z.enum(["all", "free", "premium"], { errorMap: () => ({ message: "Choose who receives it: all, free or premium subscribers." }) }),
});
