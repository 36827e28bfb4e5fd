/**
 * /admin/outbox: every mail the site stored, by status, with the last error of
 * a failed one and a retry button (a POST form: works without JavaScript).
 * Each subject opens the mail (/admin/outbox/:id).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { MAIL_STATUSES, type MailStatus } from "~/utils/mail-statuses";
import { countOutbox, listOutbox, requeueFailedMail } from "~/models/outbox.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { mailConfigured, mailQueued } from "~/services/mail/mail.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { FormError } from "~/components/form-fields";
import { outboxRetrySchema } from "~/utils/forms.server";

const STATUS_LABELS: Record<MailStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  logged: "Logged (no SMTP)",
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const wanted = new URL(request.url).searchParams.get("status");
  const status = MAIL_STATUSES.find((s) => s === wanted);
  const mails = listOutbox(status).map((mail) => ({
    ...mail,
    createdAt: mail.createdAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
    nextAttemptAt: mail.nextAttemptAt.toISOString(),
  }));
  return { status: status ?? null, counts: countOutbox(), mails, configured: mailConfigured() };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const parsed = await parseAction(request, outboxRetrySchema);
  if (!parsed.ok) return data({ error: "Unknown mail." }, { status: 400 });
  if (!requeueFailedMail(parsed.data.id)) return data({ error: "That mail is not failed (any more)." }, { status: 404 });
  mailQueued();
  return redirectWithSuccess(`/admin/outbox${new URL(request.url).search}`, "Mail queued again");
}

/** After a refusal too (a mail another admin retried meanwhile), the list is read again, so it shows what is true now. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => formMethod === "POST" || defaultShouldRevalidate;

export default function AdminOutbox() {
  const { status, counts, mails, configured } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <h1 className="text-3xl font-bold text-teal">Outbox</h1>
      <div className="mt-4 empty:hidden">
        <FormError message={result?.error} />
      </div>
      {configured ? null : (
        <p className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm">
          SMTP_URL is not set: mails are kept here and written to the server log instead of being sent.
        </p>
      )}
      <nav aria-label="Outbox filter" className="mt-6 flex flex-wrap gap-2 text-sm">
        <FilterLink to="/admin/outbox" active={!status} label="All" />
        {MAIL_STATUSES.map((s) => (
          <FilterLink key={s} to={`/admin/outbox?status=${s}`} active={status === s} label={`${STATUS_LABELS[s]} (${counts[s]})`} />
        ))}
      </nav>
      {mails.length === 0 ? (
        <p className="mt-8 text-ink/70">No mail here.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {mails.map((mail) => (
            <li key={mail.id} className="rounded-xl bg-white p-4 text-sm shadow-sm" data-status={mail.status}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <Link to={`/admin/outbox/${mail.id}`} className="font-semibold text-teal underline underline-offset-4">
                  {mail.subject}
                </Link>
                <p className="text-ink/70">{STATUS_LABELS[mail.status]}</p>
              </div>
              <p className="mt-1 text-ink/70">
                To {mail.recipient} · created {mail.createdAt.slice(0, 16).replace("T", " ")} · {mail.attempts} attempt(s)
                {mail.sentAt ? ` · done ${mail.sentAt.slice(0, 16).replace("T", " ")}` : ""}
                {mail.status === "queued" && mail.attempts > 0 ? ` · next try ${mail.nextAttemptAt.slice(0, 16).replace("T", " ")}` : ""}
              </p>
              {mail.lastError ? <p className="mt-1 text-terracotta">Last error: {mail.lastError}</p> : null}
              {mail.status === "failed" ? (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="id" value={mail.id} />
                  <button type="submit" className="min-h-11 rounded-md bg-teal px-4 py-2 font-semibold text-white hover:bg-teal-dark">
                    Retry
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function FilterLink({ to, active, label }: { to: string; active: boolean; label: string }) {
  return (
    <Link to={to} aria-current={active ? "page" : undefined} className={`rounded-full px-3 py-1.5 ${active ? "bg-teal text-white" : "bg-white text-ink/70 hover:bg-ink/5"}`}>
      {label}
    </Link>
  );
}

export const meta: MetaFunction = () => [{ title: "Outbox · Admin" }, { name: "robots", content: "noindex" }];
