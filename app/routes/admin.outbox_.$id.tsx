/**
 * /admin/outbox/:id: one stored mail as it was (or will be) sent: its headers
 * and its text. A mail holding a single-use link (a password reset, an address
 * check) shows no body before delivery, and has none after: the link is for its
 * recipient only.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getMail } from "~/models/outbox.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { mailFrom, messageIdOf } from "~/services/mail/mail.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = Number(params.id);
  const mail = Number.isSafeInteger(id) && id > 0 ? getMail(id) : undefined;
  if (!mail) throw data({ message: "That mail does not exist." }, { status: 404 });
  const delivered = mail.status === "sent" || mail.status === "logged";
  return {
    subject: mail.subject,
    status: mail.status,
    headers: [
      ["From", mailFrom()],
      ["To", mail.recipient],
      ...(mail.replyTo ? [["Reply-To", mail.replyTo]] : []),
      ["Subject", mail.subject],
      ["Date", (mail.sentAt ?? mail.createdAt).toUTCString()],
      ["Message-ID", messageIdOf(mail.id)],
    ] as [string, string][],
    text: mail.sensitive && !delivered ? null : mail.textBody,
    lastError: mail.lastError,
  };
}

export default function OutboxMail() {
  const { subject, status, headers, text, lastError } = useLoaderData<typeof loader>();
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/outbox" className="font-semibold text-teal underline">
          ← Outbox
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold break-words text-teal">{subject}</h1>
      <p className="mt-1 text-sm text-ink/70">Status: {status}</p>
      {lastError ? <p className="mt-1 text-sm text-terracotta">Last error: {lastError}</p> : null}
      <article className="mt-6 rounded-2xl bg-white p-6 shadow-sm" aria-label="Mail">
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[7rem_1fr]" data-testid="mail-headers">
          {headers.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-semibold text-ink/70">{name}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
        {text === null ? (
          <p className="mt-6 text-sm text-ink/70">
            The text is not shown: it holds a single-use link meant for its recipient only, and is removed once delivered.
          </p>
        ) : (
          <pre className="mt-6 border-t border-ink/10 pt-4 font-sans text-sm whitespace-pre-wrap" data-testid="mail-text">
            {text}
          </pre>
        )}
      </article>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Mail · Outbox · Admin" }, { name: "robots", content: "noindex" }];
