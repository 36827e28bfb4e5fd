import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { MailSetupWarning } from "~/components/admin/mail-setup-warning";
import { SITE } from "~/content/site";
import { listInbox, markHandled } from "~/models/inbox.server";
import { INBOX_KINDS, type InboxKind } from "~/utils/inbox-kinds";
import { requireAdmin } from "~/services/auth/auth.server";
import { mailSetupProblems } from "~/services/mail/mail-setup.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { inboxHandleSchema } from "~/utils/forms.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { FormError } from "~/components/form-fields";

/** The subject a reply starts with, so the sender recognises what it answers. */
const REPLY_SUBJECTS: Record<InboxKind, string> = {
  enquiry: `Your enquiry to ${SITE.name}`,
  contact: `Your message to ${SITE.name}`,
  affiliate: `Your affiliate application to ${SITE.name}`,
  quote: `Your quote request to ${SITE.name}`,
  order: `Your consulting order with ${SITE.name}`,
};

const KIND_LABELS: Record<InboxKind, string> = {
  enquiry: "Enquiries",
  contact: "Contact messages",
  affiliate: "Affiliate applications",
  quote: "Quote requests",
  order: "Consulting orders",
};

function kindFrom(url: URL): InboxKind | undefined {
  const kind = url.searchParams.get("kind");
  return INBOX_KINDS.find((k) => k === kind);
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const kind = kindFrom(new URL(request.url));
  const items = listInbox(kind).map((item) => ({
    kind: item.kind,
    id: item.id,
    name: item.name,
    email: item.email,
    company: item.company ?? "",
    summary: item.summary,
    details: item.details.join(" · "),
    createdAt: item.createdAt.toISOString(),
    handled: item.handledAt !== null,
  }));
  return { kind: kind ?? null, items, mailProblems: mailSetupProblems() };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const parsed = await parseAction(request, inboxHandleSchema);
  if (!parsed.ok) return data({ error: "Unknown inbox item." }, { status: 400 });
  if (!markHandled(parsed.data.kind, parsed.data.id)) return data({ error: "That item is already handled or gone." }, { status: 404 });
  const back = new URL(request.url);
  return redirectWithSuccess(`/admin/inbox${back.search}`, "Marked as handled");
}

/** After a refusal too (an item another admin handled meanwhile), the list is read again, so it shows what is true now. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => formMethod === "POST" || defaultShouldRevalidate;

export default function AdminInbox() {
  const { kind, items, mailProblems } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-teal">Inbox</h1>
        <a href={`/admin/inbox.csv${kind ? `?kind=${kind}` : ""}`} className="rounded-md border border-ink/20 px-3 py-1.5 text-sm font-semibold hover:bg-white" download>
          Export CSV
        </a>
      </div>
      <MailSetupWarning problems={mailProblems} />
      <div className="mt-4 empty:hidden">
        <FormError message={result?.error} />
      </div>
      <nav aria-label="Inbox filter" className="mt-6 flex flex-wrap gap-2 text-sm">
        <FilterLink to="/admin/inbox" active={!kind} label="All" />
        {INBOX_KINDS.map((k) => (
          <FilterLink key={k} to={`/admin/inbox?kind=${k}`} active={kind === k} label={KIND_LABELS[k]} />
        ))}
      </nav>
      {items.length === 0 ? (
        <p className="mt-8 text-ink/70">Nothing here yet.</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className={`rounded-xl bg-white p-4 shadow-sm ${item.handled ? "opacity-60" : ""}`} data-kind={item.kind}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">
                  {item.name} {item.email ? <span className="font-normal text-ink/70">&lt;{item.email}&gt;</span> : null}
                  {item.company ? <span className="font-normal text-ink/70"> · {item.company}</span> : null}
                </p>
                <p className="text-xs text-ink/70">
                  {KIND_LABELS[item.kind]} · <time dateTime={item.createdAt}>{item.createdAt.slice(0, 16).replace("T", " ")} UTC</time>
                </p>
              </div>
              <p className="mt-2 text-sm whitespace-pre-line text-ink/80">{item.summary}</p>
              {item.details ? <p className="mt-1 text-xs text-ink/70">{item.details}</p> : null}
              <div className="mt-3 flex flex-wrap items-center gap-3">
                {item.email ? (
                  <a
                    href={replyHref(item.email, item.kind)}
                    className="rounded-md border border-teal px-3 py-1 text-xs font-semibold text-teal hover:bg-cream"
                  >
                    Reply by e-mail<span className="sr-only"> to {item.name}</span>
                  </a>
                ) : null}
                {item.handled ? (
                  <span className="text-xs font-semibold text-teal">Handled</span>
                ) : (
                  <Form method="post" action={`/admin/inbox${params.size ? `?${params}` : ""}`}>
                    <input type="hidden" name="kind" value={item.kind} />
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" className="rounded-md bg-teal px-3 py-1 text-xs font-semibold text-white hover:bg-teal-dark">
                      Mark handled
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A mailto: link; each part of the address is encoded (RFC 6068) so an odd address cannot add headers. */
function replyHref(email: string, kind: InboxKind) {
  const to = email.split("@").map(encodeURIComponent).join("@");
  return `mailto:${to}?subject=${encodeURIComponent(REPLY_SUBJECTS[kind])}`;
}

function FilterLink({ to, active, label }: { to: string; active: boolean; label: string }) {
  return (
    <Link to={to} aria-current={active ? "page" : undefined} className={`rounded-full px-3 py-1 ${active ? "bg-teal text-white" : "bg-white text-ink/80 hover:bg-cream"}`}>
      {label}
    </Link>
  );
}

export const meta: MetaFunction = () => [{ title: "Inbox | Admin" }, { name: "robots", content: "noindex" }];
