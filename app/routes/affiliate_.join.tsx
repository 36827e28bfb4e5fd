/**
 * The approval mail's link (docs/decisions/216). Signed out, it asks the
 * applicant to sign in or create an account with the applied address and
 * comes back here; signed in with that address, one button links the account
 * to the affiliate and verifies the address (a POST: mail scanners that fetch
 * links must not use it); signed in with another address, it says so.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AuthPage } from "~/components/auth/auth-page";
import { getAccess, requireUser } from "~/services/auth/auth.server";
import { acceptApprovalLink, approvalLinkView, type LinkView } from "~/services/affiliates/approval.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { affiliateJoinSchema } from "~/utils/forms.server";
import { unlistedPage } from "~/utils/seo";

const DASHBOARD = "/account/affiliate";

/** The page's status for each case: the link is gone, or refused for this account. */
const STATUS: Record<LinkView["kind"], number> = { invalid: 410, "signed-out": 200, "other-address": 403, taken: 409, "account-has-other": 409, linked: 200, ready: 200 };

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { user } = await getAccess(request);
  const view = approvalLinkView(token, user ? { id: user.id, email: user.email } : null);
  if (view.kind === "linked") throw redirect(DASHBOARD);
  const back = `/affiliate/join?${new URLSearchParams({ token })}`;
  return data({ view, token: view.kind === "invalid" ? "" : token, back }, { status: STATUS[view.kind] });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = await parseAction(request, affiliateJoinSchema);
  const view = acceptApprovalLink(parsed.ok ? parsed.data.token : "", user.id);
  if (view.kind === "linked") {
    return redirectWithSuccess(DASHBOARD, { message: "Welcome to the affiliate programme", description: "Your account is linked and your e-mail address verified." });
  }
  return data({ view }, { status: STATUS[view.kind] });
}

export default function AffiliateJoinPage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const view = answer?.view ?? loaded.view;
  switch (view.kind) {
    case "invalid":
      return (
        <AuthPage title="This link no longer works">
          <p className="text-ink/80">
            The link is incomplete or more than 30 days old. Ask us for a new one through our{" "}
            <Link to="/contact" className="font-semibold text-teal underline">
              contact page
            </Link>
            , from the address you applied with.
          </p>
        </AuthPage>
      );
    case "signed-out": {
      const params = (to: string) => `${to}?${new URLSearchParams({ email: view.email, redirectTo: loaded.back })}`;
      return (
        <AuthPage title="Your affiliate application is approved">
          <p className="text-ink/80">
            Welcome, {view.name}. To see your referral link and earnings, sign in or create an account with the address you applied with:{" "}
            <strong className="break-all">{view.email}</strong>. You come back here afterwards.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to={params("/login")} className="min-h-11 rounded-md bg-teal px-4 py-2.5 text-center font-semibold text-white hover:bg-teal-dark">
              Sign in
            </Link>
            <Link to={params("/signup")} className="min-h-11 rounded-md border border-ink/20 px-4 py-2.5 text-center font-semibold hover:bg-cream">
              Create an account
            </Link>
          </div>
        </AuthPage>
      );
    }
    case "other-address":
      return (
        <AuthPage title="This link is for another address">
          <p role="alert" className="text-ink/80">
            You are signed in as <strong className="break-all">{view.signedInAs}</strong>, but this affiliate account belongs to{" "}
            <strong className="break-all">{view.email}</strong>. Sign out, then sign in or create an account with {view.email}.
          </p>
          <Form method="post" action="/logout" className="mt-6">
            <input type="hidden" name="redirectTo" value={loaded.back} />
            <button type="submit" className="min-h-11 w-full rounded-md bg-teal px-4 py-2.5 font-semibold text-white hover:bg-teal-dark">
              Sign out and continue
            </button>
          </Form>
        </AuthPage>
      );
    case "taken":
      return (
        <AuthPage title="Already linked">
          <p role="alert" className="text-ink/80">
            This affiliate account is linked to another account with the address {view.email} already. If that is not right, please write to us through our{" "}
            <Link to="/contact" className="font-semibold text-teal underline">
              contact page
            </Link>
            .
          </p>
        </AuthPage>
      );
    case "account-has-other":
      return (
        <AuthPage title="Your account has an affiliate code already">
          <p role="alert" className="text-ink/80">
            Your account is linked to the affiliate code {view.code}; an account holds one.{" "}
            <Link to={DASHBOARD} className="font-semibold text-teal underline">
              Open your affiliate dashboard
            </Link>
            .
          </p>
        </AuthPage>
      );
    case "ready":
      return (
        <AuthPage title="Link your affiliate account">
          <p className="mb-6 text-ink/80">
            Welcome, {view.name}. One click links the affiliate code <strong className="font-mono">{view.code}</strong> to your account and confirms {view.email}.
          </p>
          <Form method="post">
            <input type="hidden" name="token" value={loaded.token} />
            <button type="submit" disabled={busy} className="min-h-11 w-full rounded-md bg-teal px-4 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-70">
              {busy ? "Linking..." : "Open my affiliate dashboard"}
            </button>
          </Form>
        </AuthPage>
      );
    default:
      return null;
  }
}

export const meta: MetaFunction = () => unlistedPage("Your affiliate account");

export { AuthErrorBoundary as ErrorBoundary } from "~/components/auth/auth-page";
