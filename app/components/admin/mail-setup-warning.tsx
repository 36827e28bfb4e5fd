import { Link } from "@remix-run/react";
import type { MailSetupProblem } from "~/services/mail/mail-setup.server";

const TEXTS: Record<MailSetupProblem, { title: string; body: string }> = {
  "no-recipient": {
    title: "New leads are not e-mailed to anyone.",
    body: "No notification address is set. Enquiries, contact messages, quote requests and affiliate applications are kept in the inbox only. Put the team's addresses in NOTIFY_EMAILS (or ADMIN_EMAILS) in the server's environment (.env, or the container's environment) and restart the site.",
  },
  "no-smtp": {
    title: "No mail is being sent.",
    body: "SMTP_URL is not set, so notifications, receipts and password-reset mails stay in the outbox and the server log. Set SMTP_URL to your mail provider's SMTP address (smtp://user:password@host:587) in the server's environment and restart the site.",
  },
};

/** The admin's warning that leads are stored but not mailed (nothing when mail is set up). */
export function MailSetupWarning({ problems }: { problems: MailSetupProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <section role="status" aria-label="Mail setup" className="mt-6 space-y-2 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink" data-testid="mail-setup-warning">
      {problems.map((problem) => (
        <p key={problem} data-problem={problem}>
          <strong>{TEXTS[problem].title}</strong> {TEXTS[problem].body}
        </p>
      ))}
      <p>
        <Link to="/admin/outbox" className="font-semibold text-teal underline">
          See the outbox
        </Link>
      </p>
    </section>
  );
}
