/**
 * /admin/affiliates: the affiliate applications and what became of them
 * (docs/decisions/214). The admin approves one at a rate (which mails the
 * applicant their dashboard link), rejects one, and suspends, reactivates or
 * re-rates an affiliate. Plain POST forms, one per row, told apart by `intent`.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AffiliateApplicationCard, type AffiliateAnswer, type ApplicationView } from "~/components/admin/affiliate-application";
import { requireAdmin } from "~/services/auth/auth.server";
import { applicationsForAdmin, approveApplication, changeAffiliateRate, changeAffiliateStatus, rejectApplication } from "~/services/affiliates/approval.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { affiliateAdminSchema } from "~/utils/forms.server";
import { AFFILIATE_TERMS } from "../../server/policy/index.js";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { applications: applicationsForAdmin(), defaultRate: AFFILIATE_TERMS.defaultRatePercent };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const parsed = await parseAction(request, affiliateAdminSchema);
  const row = { applicationId: String(parsed.fields.applicationId ?? ""), affiliateId: String(parsed.fields.affiliateId ?? "") };
  if (!parsed.ok) {
    const error = parsed.fieldErrors.ratePercent ?? (parsed.intent ? "No such application or affiliate." : "Choose Approve, Reject, Suspend, Reactivate or Change rate.");
    return data<AffiliateAnswer>({ ...row, intent: String(parsed.fields.intent ?? ""), error, ratePercent: String(parsed.fields.ratePercent ?? "") }, { status: 400 });
  }
  const posted = parsed.data;
  const decision =
    posted.intent === "approve"
      ? approveApplication(posted.applicationId, posted.ratePercent)
      : posted.intent === "reject"
        ? rejectApplication(posted.applicationId)
        : posted.intent === "rate"
          ? changeAffiliateRate(posted.affiliateId, posted.ratePercent)
          : changeAffiliateStatus(posted.affiliateId, posted.intent === "suspend" ? "suspended" : "active");
  if (!decision.ok) return data<AffiliateAnswer>({ ...row, intent: posted.intent, error: decision.error, ratePercent: "" }, { status: decision.status });
  return redirectWithSuccess("/admin/affiliates", { message: decision.message, description: decision.description });
}

const SECTIONS: { status: ApplicationView["status"]; title: string; empty: string }[] = [
  { status: "new", title: "New applications", empty: "No applications are waiting." },
  { status: "active", title: "Active affiliates", empty: "No active affiliates yet." },
  { status: "suspended", title: "Suspended", empty: "Nobody is suspended." },
  { status: "rejected", title: "Rejected", empty: "No rejected applications." },
];

export default function AdminAffiliates() {
  const { applications, defaultRate } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold text-teal">Affiliates</h1>
        <p className="mt-2 max-w-2xl text-sm text-ink/75">
          Approving an application makes its code earn {`${AFFILIATE_TERMS.minRatePercent}–${AFFILIATE_TERMS.maxRatePercent}`}% of what referred orders pay and e-mails the
          applicant a link to their dashboard. Applications also stay in the <Link to="/admin/inbox?kind=affiliate" className="font-semibold text-teal underline">inbox</Link>.
        </p>
      </div>
      {answer?.error ? (
        <p role="alert" className="rounded-md bg-terracotta/10 p-3 text-sm font-semibold text-terracotta">
          {answer.error}
        </p>
      ) : null}
      {SECTIONS.map((section) => {
        const rows = applications.filter((a) => a.status === section.status);
        return (
          <section key={section.status} aria-labelledby={`affiliates-${section.status}`}>
            <h2 id={`affiliates-${section.status}`} className="text-xl font-semibold">
              {section.title} <span className="text-base font-normal text-ink/70">({rows.length})</span>
            </h2>
            {rows.length === 0 ? (
              <p className="mt-3 text-ink/75">{section.empty}</p>
            ) : (
              <ul className="mt-3 space-y-4">
                {rows.map((application) => (
                  <li key={application.applicationId}>
                    <AffiliateApplicationCard application={application} defaultRate={defaultRate} answer={answer} busy={busy} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Affiliates · Admin" }, { name: "robots", content: "noindex" }];
