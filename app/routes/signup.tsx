import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { AuthFormPage } from "~/components/auth/auth-page";
import { AuthFailure, authenticator, authFormFailure, redirectIfSignedIn, signUpSchema } from "~/services/auth/auth.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { assertNotBot, clientIp, limitFor, refusalText, tryConsume } from "~/services/requests/security.server";
import { authFailureResponse, completeSignIn, isAuthFailure } from "~/services/auth/sign-in-flow.server";
import { recordSignup } from "~/services/insights/form-events.server";
import { originFrom, seo } from "~/utils/seo";
import { RATE_LIMITS } from "../../server/policy/limits.js";

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const posted = await parseAction(request.clone(), signUpSchema); // remix-auth reads the body again
  const { form } = posted;
  assertNotBot(form);
  // Refused in the form, as a wrong password is: with when to come back, and what was typed kept.
  const wait = tryConsume(limitFor(RATE_LIMITS.signUp, clientIp(request, context)));
  if (wait > 0) {
    const message = refusalText(RATE_LIMITS.signUp.message, wait);
    return authFailureResponse(new AuthFailure(message, 429, {}, { "Retry-After": String(wait) }), form);
  }
  if (!posted.ok) return authFailureResponse(authFormFailure(posted.fieldErrors), form);
  try {
    const user = await authenticator.authenticate("sign-up", request);
    recordSignup(request, form);
    return completeSignIn(request, user, form);
  } catch (error) {
    if (!isAuthFailure(error)) throw error;
    return authFailureResponse(error, form);
  }
}

/** The Retry-After of a 429 or 503 refusal reaches the browser only through this. */
export { keepRetryAfter as headers } from "~/utils/http.server";

export default function SignupPage() {
  return <AuthFormPage title="Create your account" mode="signup" />;
}

export const meta: MetaFunction = ({ matches }) => [
  ...seo({ title: "Create an Account", origin: originFrom(matches), path: "/signup" }),
  { name: "robots", content: "noindex" },
];

export { AuthErrorBoundary as ErrorBoundary } from "~/components/auth/auth-page";
