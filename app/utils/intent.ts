/**
 * A gated action a signed-out visitor asked for, carried through sign-in in the
 * URL and the sign-in form (e.g. "checkout:nutri_sync"), then carried out. A
 * buy button on a premium post's unlock panel adds the post
 * ("checkout:premium_access:menu-engineering"), so the checkout it leads to
 * counts for that post's funnel (the server checks the post again).
 */
import { withParams } from "./url";

export type Intent = { kind: "checkout"; productId: string; fromPost?: string };

const CHECKOUT = /^checkout:([a-z0-9_-]{1,64})(?::([a-z0-9-]{1,80}))?$/;
/** A slug's shape (utils/slug.ts, written out here: importing it would cost every page a script of its own). */
const POST = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function parseIntent(value: FormDataEntryValue | string | null | undefined): Intent | null {
  if (typeof value !== "string") return null;
  const match = CHECKOUT.exec(value);
  if (!match?.[1]) return null;
  const post = match[2];
  return post && POST.test(post)
    ? { kind: "checkout", productId: match[1], fromPost: post }
    : { kind: "checkout", productId: match[1] };
}

export function serializeIntent(intent: Intent): string {
  return `${intent.kind}:${intent.productId}${intent.fromPost ? `:${intent.fromPost}` : ""}`;
}

/** `path` (a local path) with the sign-in (or sign-up) dialog open and the intent attached. */
export function signInDialogUrl(path: string, intent: Intent | null, dialog: "signin" | "signup" = "signin"): string {
  return withParams(path, intent ? { dialog, intent: serializeIntent(intent) } : { dialog });
}
