/**
 * Asking for a password reset link. The answer is the same whether or not an
 * account exists (services/account/password-reset.server.ts), and the form works
 * without JavaScript (post, then redirect to ?sent=1).
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AuthPage } from "~/components/auth/auth-page";
import { ForgotPasswordForm } from "~/components/auth/password-reset";
import { RESET_ANSWER, requestPasswordReset, resetRequestLimits, takeResetAttempt } from "~/services/account/password-reset.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { assertNotBot, clientIp, refusalText } from "~/services/requests/security.server";
import { forgotPasswordSchema as schema } from "~/utils/forms.server";
import { originFrom, seo } from "~/utils/seo";
import { RATE_LIMITS } from "../../server/policy/limits.js";

export function loader({ request }: LoaderFunctionArgs) {
  return { answer: new URL(request.url).searchParams.get("sent") === "1" ? RESET_ANSWER : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseAction(request, schema);
  assertNotBot(parsed.form);
  const typed = typeof parsed.fields.email === "string" ? parsed.fields.email.slice(0, 254) : "";
  if (!parsed.ok) return data({ fieldErrors: parsed.fieldErrors, fields: { email: typed } }, { status: 400 });
  const wait = takeResetAttempt(resetRequestLimits(parsed.data.email, clientIp(request, context)));
  if (wait > 0) {
    return data(
      { formError: refusalText(RATE_LIMITS.resetRequestPerAddress.message, wait), fields: { email: typed } },
      { status: 429, headers: { "Retry-After": String(wait) } },
    );
  }
  requestPasswordReset(parsed.data.email);
  return redirect("/forgot-password?sent=1", 303);
}

/** The Retry-After of a 429 refusal reaches the browser only through this. */
export { keepRetryAfter as headers } from "~/utils/http.server";

export default function ForgotPasswordPage() {
  const { answer } = useLoaderData<typeof loader>();
  return (
    <AuthPage title="Reset your password">
      <ForgotPasswordForm answer={answer} />
    </AuthPage>
  );
}

export const meta: MetaFunction = ({ matches }) => [
  ...seo({ title: "Forgot password", origin: originFrom(matches), path: "/forgot-password" }),
  { name: "robots", content: "noindex" },
];

export { AuthErrorBoundary as ErrorBoundary } from "~/components/auth/auth-page";
