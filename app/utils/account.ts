/**
 * The account fields pages show. On a member page the server fills them in
 * for each reader, so a page shows them as they are, never a value made from
 * them (docs/decisions/190): the initial is a field of its own.
 */
export type AccountFields = { email: string; fullName: string; initial: string };

/** What the browser may know about the signed-in user (from the root loader; read with useAccount()). */
export type Account = (AccountFields & { hasAccess: boolean; isAdmin: boolean }) | null;

/** The forms of /account; an action's answer names the one it concerns, so only that form shows it. */
export type AccountFormName = "password" | "email" | "delete" | "order" | "subscription" | "newsletter";

/** What a refused /account form gets back: one message, under its field when it concerns one. */
export type AccountActionData = {
  form: AccountFormName | null;
  error?: string;
  fieldErrors?: Record<string, string>;
  /** The order an "order" answer is about (its row shows the message). */
  orderId?: string;
  /** What was typed, to show again (never a password). */
  fields?: { newEmail?: string };
};
