import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useSearchParams } from "@remix-run/react";
import { AuthFormPage } from "~/components/auth/auth-page";
import { AuthFailure, authenticator, authFormFailure, redirectIfSignedIn, signInSchema } from "~/services/auth/auth.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { clientIp } from "~/services/requests/security.server";
import { recordSignInFailure, signInLimits, signInRefusal, signInWait, signInWaitHeaders } from "~/services/auth/sign-in-limits.server";
import { authFailureResponse, completeSignIn, isAuthFailure } from "~/services/auth/sign-in-flow.server";
import { originFrom, seo } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const posted = await parseAction(request.clone(), signInSchema); // remix-auth reads the body again
  const { form } = posted;
  const limits = signInLimits(String(form.get("email") ?? ""), clientIp(request, context));
  const wait = signInWait(limits);
  if (wait > 0) {
    return authFailureResponse(new AuthFailure(signInRefusal(wait), 429, {}, signInWaitHeaders(limits, wait)), form);
  }
  if (!posted.ok) return authFailureResponse(authFormFailure(posted.fieldErrors), form);
  try {
    const user = await authenticator.authenticate("sign-in", request);
    return completeSignIn(request, user, form);
  } catch (error) {
    if (!isAuthFailure(error)) throw error;
    if (error.status === 401) recordSignInFailure(limits);
    return authFailureResponse(error, form);
  }
}

/** The Retry-After of a 429 or 503 refusal reaches the browser only through this. */
export { keepRetryAfter as headers } from "~/utils/http.server";

export default function LoginPage() {
  const [params] = useSearchParams();
  return <AuthFormPage title="Sign in to your account" mode={params.get("portal") === "client" ? "portal" : "signin"} />;
}

export const meta: MetaFunction = ({ matches }) => [
  ...seo({ title: "Sign In", origin: originFrom(matches), path: "/login" }),
  { name: "robots", content: "noindex" },
];

export { AuthErrorBoundary as ErrorBoundary } from "~/components/auth/auth-page";
