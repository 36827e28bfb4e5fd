/**
 * A gated action a signed-out visitor asked for, carried through sign-in in the
 * URL and the sign-in form (e.g. "checkout:nutri_sync"), then carried out.
 */
import { withParams } from "./url";

export type Intent = { kind: "checkout"; productId: string };

const CHECKOUT = /^checkout:([a-z0-9_-]{1,64})$/;

export function parseIntent(value: FormDataEntryValue | string | null | undefined): Intent | null {
  if (typeof value !== "string") return null;
  const match = CHECKOUT.exec(value);
  return match?.[1] ? { kind: "checkout", productId: match[1] } : null;
}

export function serializeIntent(intent: Intent): string {
  return `${intent.kind}:${intent.productId}`;
}

/** `path` (a local path) with the sign-in (or sign-up) dialog open and the intent attached. */
export function signInDialogUrl(path: string, intent: Intent | null, dialog: "signin" | "signup" = "signin"): string {
  return withParams(path, intent ? { dialog, intent: serializeIntent(intent) } : { dialog });
}
