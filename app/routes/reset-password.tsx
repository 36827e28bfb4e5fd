/**
 * The link from the reset mail: a new-password form while the token is good
 * (unknown, used and expired tokens get one clear page with a way to ask
 * again). Success ends every session of the user and signs this browser in.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuthPage } from "~/components/auth/auth-page";
import { LinkNoLongerValid, ResetPasswordForm } from "~/components/auth/password-reset";
import { startSession } from "~/services/auth/auth.server";
import { resetPassword, resetTokenIsUsable } from "~/services/account/password-reset.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { clientIp, consumeLimit, limitFor } from "~/services/requests/security.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { SlotsBusy } from "~/services/ops/work-slots.server";
import { resetPasswordSchema } from "~/utils/forms.server";
import { originFrom, seo } from "~/utils/seo";
import { RATE_LIMITS } from "../../server/policy/limits.js";

const ASK_AGAIN = { to: "/forgot-password", label: "Send me a new link" };

export function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid = resetTokenIsUsable(token);
  return data({ token: valid ? token : "", valid }, { status: valid ? 200 : 410 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  consumeLimit(limitFor(RATE_LIMITS.resetSubmit, clientIp(request, context)), RATE_LIMITS.resetSubmit.message);
  const parsed = await parseAction(request, resetPasswordSchema);
  if (!parsed.ok) return data({ valid: true, error: parsed.fieldErrors[parsed.focus] }, { status: 400 });
  let outcome;
  try {
    outcome = await resetPassword(parsed.data.token, parsed.data.password);
  } catch (error) {
    if (!(error instanceof SlotsBusy)) throw error;
    return data({ valid: true, error: "We're very busy right now. Please try again in a moment." }, { status: 503, headers: { "Retry-After": String(error.retryAfterSeconds) } });
  }
  if (!outcome.ok && outcome.reason === "invalid-token") return data({ valid: false, error: undefined }, { status: 410 });
  if (!outcome.ok) return data({ valid: true, error: outcome.message }, { status: 400 });
  const response = await redirectWithSuccess("/account", {
    message: "Password changed",
    description: "You are signed in with your new password. Every other session has been signed out.",
  });
  response.headers.append("Set-Cookie", await startSession(request, outcome.user));
  return response;
}

/** The Retry-After of a 429 or 503 refusal reaches the browser only through this. */
export { keepRetryAfter as headers } from "~/utils/http.server";

export default function ResetPasswordPage() {
  const { token, valid } = useLoaderData<typeof loader>();
  const result = useActionData<{ valid: boolean }>();
  const usable = valid && result?.valid !== false;
  return (
    <AuthPage title={usable ? "Choose a new password" : "This link no longer works"}>
      {usable ? <ResetPasswordForm token={token} /> : <LinkNoLongerValid again={ASK_AGAIN} />}
    </AuthPage>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seo({ title: "Reset password", origin: originFrom(matches), path: "/reset-password" }),
  { name: "robots", content: "noindex" },
];

export { AuthErrorBoundary as ErrorBoundary } from "~/components/auth/auth-page";
