/**
 * The dialogs any page can show (`?dialog=…`). Their forms are code most
 * visits never use, so they load on demand: the server renders an open dialog
 * in full (entry.server waits for it, so it works without JavaScript), and the
 * browser fetches its code only when a dialog is open.
 */
import { useSearchParams } from "@remix-run/react";
import { Suspense, lazy } from "react";

const AuthDialogs = lazy(() => import("./auth/auth-dialogs").then((m) => ({ default: m.AuthDialogs })));
const FormDialogs = lazy(() => import("./forms/form-dialogs").then((m) => ({ default: m.FormDialogs })));

const AUTH_DIALOGS = new Set(["signin", "signup", "client-login"]);
const FORM_DIALOGS = new Set(["enquiry", "affiliate"]);

export function PageDialogs() {
  const [params] = useSearchParams();
  const name = params.get("dialog") ?? "";
  if (!AUTH_DIALOGS.has(name) && !FORM_DIALOGS.has(name)) return null;
  return <Suspense fallback={null}>{AUTH_DIALOGS.has(name) ? <AuthDialogs /> : <FormDialogs />}</Suspense>;
}
