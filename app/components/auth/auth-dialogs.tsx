import { useLocation, useSearchParams } from "@remix-run/react";
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
        <AuthForm mode={name} redirectTo={here} intent={params.get("intent")} inDialog />
      )}
    </Dialog>
  );
}
