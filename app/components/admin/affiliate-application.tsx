import { Form } from "@remix-run/react";
import { errorProps, inputClass } from "~/components/form-fields";
import { formatDay } from "~/utils/dates";

export type ApplicationView = {
  applicationId: number;
  name: string;
  email: string;
  website: string | null;
  about: string;
  code: string;
  submittedAt: string;
  status: "new" | "active" | "suspended" | "rejected";
  decidedAt: string | null;
  affiliate: { id: string; ratePercent: number; linked: boolean; suspendedAt: string | null } | null;
};

/** A refused post, drawn at the row it was for with what was typed. */
export type AffiliateAnswer = { applicationId: string; affiliateId: string; intent: string; error: string; ratePercent: string };

const STATUS_LABELS: Record<ApplicationView["status"], string> = { new: "New", active: "Active", suspended: "Suspended", rejected: "Rejected" };
const button = "min-h-11 rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60";

/** One application: who applied and why, its code, and the buttons its status allows. */
export function AffiliateApplicationCard({
  application: a,
  defaultRate,
  answer,
  busy,
}: {
  application: ApplicationView;
  defaultRate: number;
  answer: AffiliateAnswer | undefined;
  busy: boolean;
}) {
  const mine = answer && (answer.applicationId === String(a.applicationId) || (a.affiliate && answer.affiliateId === a.affiliate.id)) ? answer : undefined;
  const rateId = `rate-${a.applicationId}`;
  const rateError = mine?.error;
  const rateValue = mine?.ratePercent || String(a.affiliate?.ratePercent ?? defaultRate);
  return (
    <article className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:p-5" data-application={a.code} aria-label={`${a.name}, ${a.code}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{a.name}</h3>
        <span className="rounded-full bg-cream px-3 py-0.5 text-xs font-semibold" data-status>
          {STATUS_LABELS[a.status]}
          {a.affiliate ? ` · ${a.affiliate.ratePercent}%` : ""}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[7rem_1fr]">
        <dt className="text-ink/70">E-mail</dt>
        <dd className="break-all">
          <a href={`mailto:${a.email}`} className="text-teal underline">
            {a.email}
          </a>
        </dd>
        <dt className="text-ink/70">Website</dt>
        <dd className="break-all">
          {a.website ? (
            <a href={a.website} rel="noopener noreferrer nofollow" target="_blank" className="text-teal underline">
              {a.website}
            </a>
          ) : (
            "None given"
          )}
        </dd>
        <dt className="text-ink/70">Code</dt>
        <dd className="font-mono font-semibold">{a.code}</dd>
        <dt className="text-ink/70">Applied</dt>
        <dd>
          {formatDay(a.submittedAt)}
          {a.decidedAt && a.status !== "new" ? <span className="text-ink/70"> · {a.status === "rejected" ? "rejected" : "approved"} {formatDay(a.decidedAt)}</span> : null}
        </dd>
        {a.affiliate ? (
          <>
            <dt className="text-ink/70">Account</dt>
            <dd>{a.affiliate.linked ? "Linked: they see their dashboard" : "Not linked yet: the approval e-mail's link is unused"}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-3 whitespace-pre-line text-sm text-ink/85">{a.about}</p>
      {mine ? (
        <p role="alert" id={`${rateId}-error`} className="mt-3 text-sm font-semibold text-terracotta">
          {mine.error}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {a.status === "new" || a.status === "rejected" ? (
          <>
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="applicationId" value={a.applicationId} />
              <RateInput id={rateId} value={rateValue} error={rateError} />
              <button type="submit" name="intent" value="approve" disabled={busy} className={`${button} bg-teal text-white hover:bg-teal-dark`}>
                Approve<span className="sr-only"> {a.name}</span>
              </button>
            </Form>
            {a.status === "new" ? (
              <Form method="post">
                <input type="hidden" name="applicationId" value={a.applicationId} />
                <button type="submit" name="intent" value="reject" disabled={busy} className={`${button} border border-terracotta text-terracotta`}>
                  Reject<span className="sr-only"> {a.name}</span>
                </button>
              </Form>
            ) : null}
          </>
        ) : null}
        {a.affiliate ? (
          <>
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="affiliateId" value={a.affiliate.id} />
              <RateInput id={rateId} value={rateValue} error={rateError} />
              <button type="submit" name="intent" value="rate" disabled={busy} className={`${button} border border-ink/20`}>
                Change rate<span className="sr-only"> of {a.name}</span>
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="affiliateId" value={a.affiliate.id} />
              {a.status === "active" ? (
                <button type="submit" name="intent" value="suspend" disabled={busy} className={`${button} border border-terracotta text-terracotta`}>
                  Suspend<span className="sr-only"> {a.name}</span>
                </button>
              ) : (
                <button type="submit" name="intent" value="reactivate" disabled={busy} className={`${button} bg-teal text-white hover:bg-teal-dark`}>
                  Reactivate<span className="sr-only"> {a.name}</span>
                </button>
              )}
            </Form>
          </>
        ) : null}
      </div>
    </article>
  );
}

function RateInput({ id, value, error }: { id: string; value: string; error?: string }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium">
      Rate (%)
      <input
        id={id}
        key={value}
        name="ratePercent"
        type="text"
        inputMode="numeric"
        defaultValue={value}
        className={`${inputClass} mt-1 w-24`}
        {...errorProps(id, error)}
      />
    </label>
  );
}
