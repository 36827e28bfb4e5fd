/** What the browser may know about the signed-in user (from the root loader; read with useAccount()). */
export type Account = { email: string; fullName: string; hasAccess: boolean; isAdmin: boolean } | null;

/** The forms of /account; an action's answer names the one it concerns, so only that form shows it. */
export type AccountFormName = "password" | "email" | "delete";

/** What a refused /account form gets back: one message, under its field when it concerns one. */
export type AccountActionData = {
  form: AccountFormName | null;
  error?: string;
  fieldErrors?: Record<string, string>;
  /** What was typed, to show again (never a password). */
  fields?: { newEmail?: string };
};
