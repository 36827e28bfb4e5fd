import { isRouteErrorResponse, Link, useRouteError, useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";
import { safeRedirect } from "~/utils/safe-redirect";
import { AuthForm, type AuthMode } from "./auth-form";

export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex flex-1 items-start justify-center px-4 py-12 sm:py-20">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="mb-6 text-2xl font-bold text-teal">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** The /login and /signup pages: the form, returning to `redirectTo` and carrying the intent. */
export function AuthFormPage({ title, mode }: { title: string; mode: AuthMode }) {
  const [params] = useSearchParams();
  return (
    <AuthPage title={title}>
      <AuthForm
        mode={mode}
        redirectTo={safeRedirect(params.get("redirectTo"), "/account")}
        intent={params.get("intent")}
        inDialog={false}
      />
    </AuthPage>
  );
}

/** Refusals thrown by guards (403 cross-site, 429 throttled, 400 bot) shown as a readable page. */
export function AuthErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof error.data?.error === "string"
      ? error.data.error
      : "Something went wrong. Please try again.";
  return (
    <AuthPage title="We couldn't sign you in">
      <p role="alert" className="text-ink/80">
        {message}
      </p>
      <Link to="/login" className="mt-6 inline-block font-semibold text-teal underline">
        Back to sign in
      </Link>
    </AuthPage>
  );
}
