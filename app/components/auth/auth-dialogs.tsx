import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { Dialog } from "~/components/dialog";
import { AuthForm } from "./auth-form";

const TITLES = { signin: "Sign In", signup: "Create an Account", "client-login": "Client Portal" } as const;
type AuthDialogName = keyof typeof TITLES;

function isAuthDialog(value: string | null): value is AuthDialogName {
  return value !== null && value in TITLES;
}

/**
 * The sign-in, sign-up and client-portal dialogs over any page
 * (`?dialog=signin|signup|client-login`), rendered by the server so they work without JS.
 */
export function AuthDialogs() {
  const [params] = useSearchParams();
  const { pathname, hash } = useLocation();
  const name = params.get("dialog");
  if (!isAuthDialog(name)) return null;

  const back = new URLSearchParams(params);
  back.delete("dialog");
  back.delete("intent");
  const query = back.toString();
  const here = `${pathname}${query ? `?${query}` : ""}${hash}`;

  return (
    <Dialog title={TITLES[name]} closeParams={["dialog", "intent"]}>
      {name === "client-login" ? (
        <>
          <p className="mb-4 text-sm text-ink/70">
            Clients sign in here to see their orders, downloads and premium access.
          </p>
          <AuthForm mode="portal" redirectTo="/account" inDialog />
        </>
      ) : (
        <>
          {params.get("intent") ? <CheckoutLead mode={name} /> : null}
          <AuthForm mode={name} redirectTo={here} intent={params.get("intent")} inDialog />
        </>
      )}
    </Dialog>
  );
}

/**
 * Over a buy button's page: what happens next, and the other way in, before
 * the form (a buyer who has an account should not have to find it at the bottom).
 */
function CheckoutLead({ mode }: { mode: "signin" | "signup" }) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.set("dialog", mode === "signup" ? "signin" : "signup");
  const other = `${location.pathname}?${params}`;
  return (
    <p className="mb-4 text-sm text-ink/80" data-testid="checkout-lead">
      {mode === "signup" ? "Create your account, then checkout opens. " : "Sign in, then checkout opens. "}
      {mode === "signup" ? "Already have an account? " : "New here? "}
      <Link to={other} replace preventScrollReset className="font-semibold text-teal underline">
        {mode === "signup" ? "Sign in" : "Create an account"}
      </Link>
    </p>
  );
}
