/**
 * The link from the verification mail and from a change of address, and the
 * resend button of /account. Opening the link shows a button (a POST does the
 * change: mail scanners that fetch links must not use the token up). A used
 * or expired link does nothing. Confirming signs nobody in.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthPage } from "~/components/auth/auth-page";
import { LinkNoLongerValid } from "~/components/auth/password-reset";
import { getUserById } from "~/models/user.server";
import { getAccess, requireUser } from "~/services/auth/auth.server";
import { confirmEmailChange, emailChangeTokenIsUsable } from "~/services/account/email-change.server";
import { queueVerificationMail, verificationTokenIsUsable, verifyEmail } from "~/services/account/email-verification.server";
import { ADMIN_PASSWORD_STEP, adminPasswordStep } from "~/services/account/password-reset.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { limitFor, refusalText, tryConsume } from "~/services/requests/security.server";
import { redirectWithError, redirectWithInfo, redirectWithSuccess } from "~/services/requests/toast.server";
import { verifyEmailSchema } from "~/utils/forms.server";
import { unlistedPage } from "~/utils/seo";
import { RATE_LIMITS } from "../../server/policy/limits.js";

type Answer = { valid: boolean; taken?: boolean };

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const change = emailChangeTokenIsUsable(token);
  const valid = change || verificationTokenIsUsable(token);
  const { user } = await getAccess(request);
  return data({ token: valid ? token : "", valid, change, signedIn: Boolean(user) }, { status: valid ? 200 : 410 });
}

export async function action({ request }: ActionFunctionArgs) {
  const parsed = await parseAction(request, verifyEmailSchema);
  // A link whose token cannot be read is no link.
  if (!parsed.ok) return data<Answer>({ valid: false }, { status: 410 });
  if (parsed.data.intent === "resend") return resend(request);
  const { token } = parsed.data;
  const { user } = await getAccess(request);
  if (emailChangeTokenIsUsable(token)) return changeAddress(token, Boolean(user));
  const verified = verifyEmail(token);
  if (!verified) return data<Answer>({ valid: false }, { status: 410 });
  const adminStep = adminPasswordStep(verified);
  if (adminStep) return redirectWithInfo(adminStep, ADMIN_PASSWORD_STEP);
  return redirectWithSuccess(user ? "/account" : "/login", {
    message: "E-mail address verified",
    description: "Thank you for confirming your e-mail address.",
  });
}

async function changeAddress(token: string, signedIn: boolean) {
  const outcome = confirmEmailChange(token);
  if (!outcome.ok) return data<Answer>({ valid: false, taken: outcome.reason === "taken" }, { status: outcome.reason === "taken" ? 409 : 410 });
  const adminStep = adminPasswordStep(outcome.userId);
  if (adminStep) return redirectWithInfo(adminStep, ADMIN_PASSWORD_STEP);
  return redirectWithSuccess(signedIn ? "/account" : "/login", {
    message: "E-mail address changed",
    description: `Your account now uses ${outcome.email}, and it is verified. Sign in with it from now on.`,
  });
}

async function resend(request: Request) {
  const user = await requireUser(request);
  const stored = getUserById(user.id);
  if (!stored || stored.emailVerifiedAt) return redirectWithInfo("/account", "Your e-mail address is already verified.");
  const wait = tryConsume(limitFor(RATE_LIMITS.verifyResend, user.id));
  if (wait > 0) {
    return redirectWithError("/account", {
      message: RATE_LIMITS.verifyResend.message,
      description: refusalText(RATE_LIMITS.verifyResend.detail, wait),
    });
  }
  queueVerificationMail(stored);
  return redirectWithSuccess("/account", {
    message: "Verification e-mail sent",
    description: `We sent a new link to ${stored.email}. It works for 24 hours.`,
  });
}

/** Refusals here are toasts on /account, but a thrown 403/429 keeps its Retry-After like everywhere else. */
export { keepRetryAfter as headers } from "~/utils/http.server";

export default function VerifyEmailPage() {
  const { token, valid, change, signedIn } = useLoaderData<typeof loader>();
  const result = useActionData<Answer>();
  const busy = useNavigation().state === "submitting";
  if (result?.taken) {
    return (
      <AuthPage title="This address is taken">
        <p role="alert" className="text-ink/80">
          Another account uses this e-mail address now, so your account keeps its current address.
        </p>
      </AuthPage>
    );
  }
  if (!valid || result?.valid === false) {
    return (
      <AuthPage title="This link no longer works">
        <LinkNoLongerValid again={signedIn ? { to: "/account", label: "Send a new link from your account" } : { to: "/login?redirectTo=%2Faccount", label: "Sign in to send a new link" }} />
      </AuthPage>
    );
  }
  return (
    <AuthPage title={change ? "Confirm your new e-mail address" : "Confirm your e-mail address"}>
      <p className="mb-6 text-sm text-ink/70">
        {change ? "One click and your account moves to this address; you then sign in with it." : "One click and your address is confirmed."}
      </p>
      <Form method="post">
        <input type="hidden" name="token" value={token} />
        <button type="submit" disabled={busy} className="w-full rounded-md bg-teal px-4 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-70">
          {busy ? "Confirming..." : change ? "Confirm my new e-mail address" : "Confirm my e-mail address"}
        </button>
      </Form>
    </AuthPage>
  );
}

export const meta: MetaFunction = () => unlistedPage("Confirm your e-mail address");

export { AuthErrorBoundary as ErrorBoundary } from "~/components/auth/auth-page";
