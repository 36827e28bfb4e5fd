import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endSession } from "~/services/auth/auth.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { redirectWithError, redirectWithSuccess } from "~/services/requests/toast.server";
import { signOutSchema } from "~/utils/forms.server";
import { safeRedirect } from "~/utils/safe-redirect";

// Signing out changes state, so it is POST only; a GET just goes home.
export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  // Read like every post (a body that is not a form is refused the same way); a button may say where to go next.
  const parsed = await parseAction(request, signOutSchema);
  const next = safeRedirect(parsed.ok ? parsed.data.redirectTo : undefined, "/");
  try {
    const cookie = await endSession(request);
    return redirectWithSuccess(
      next,
      { message: "Signed out", description: "You have been successfully signed out." },
      { headers: { "Set-Cookie": cookie } },
    );
  } catch (error) {
    console.error("Sign-out failed", error);
    const description = error instanceof Error ? error.message : "Please try again.";
    return redirectWithError(next, { message: "Error signing out", description });
  }
}
