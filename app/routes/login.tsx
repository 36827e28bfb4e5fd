import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useSearchParams } from "@remix-run/react";
import { AuthFormPage } from "~/components/auth/auth-page";
import { AuthFailure, authenticator, redirectIfSignedIn } from "~/services/auth.server";
import { recordHit } from "~/models/rate-limit.server";
import { assertSameOrigin, clientIp, retryAfterSeconds, type Limit } from "~/services/security.server";
import { authFailureResponse, completeSignIn, isAuthFailure } from "~/services/sign-in-flow.server";
import { originFrom, seo } from "~/utils/seo";

const WINDOW_MS = 15 * 60 * 1000;

/** 5 failures per e-mail and IP; 20 per e-mail from anywhere, since X-Forwarded-For can be forged without a proxy. */
function signInLimits(email: string, ip: string): Limit[] {
  return [
    { bucket: `signin:${email}:${ip}`, max: 5, windowMs: WINDOW_MS },
    { bucket: `signin:${email}`, max: 20, windowMs: WINDOW_MS },
  ];
}

export async function loader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.clone().formData();
  const email = String(form.get("email") ?? "").trim().toLowerCase().slice(0, 254);
  const limits = signInLimits(email, clientIp(request, context));
  const wait = Math.max(...limits.map((limit) => retryAfterSeconds(limit)));
  if (wait > 0) {
    const message = `Too many failed sign-in attempts. Please try again in ${Math.ceil(wait / 60)} minute(s).`;
    return authFailureResponse(new AuthFailure(message, 429, {}, { "Retry-After": String(wait) }), form);
  }
  try {
    const user = await authenticator.authenticate("sign-in", request);
    return completeSignIn(request, user, form);
  } catch (error) {
    if (!isAuthFailure(error)) throw error;
    if (error.status === 401) for (const limit of limits) recordHit(limit.bucket);
    return authFailureResponse(error, form);
  }
}

export default function LoginPage() {
  const [params] = useSearchParams();
  return <AuthFormPage title="Sign in to your account" mode={params.get("portal") === "client" ? "portal" : "signin"} />;
}

export const meta: MetaFunction = ({ matches }) => [
  ...seo({ title: "Sign In", origin: originFrom(matches), path: "/login" }),
  { name: "robots", content: "noindex" },
];

export { AuthErrorBoundary as ErrorBoundary } from "~/components/auth/auth-page";
