import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { errorProps, Field, inputClass } from "~/components/form-fields";
import { LEGAL_PAGES, MAX_LEGAL_TEXT, type LegalPageInfo } from "~/content/legal-pages";
import { readLegalTexts, restoreLegalDefault, saveLegalText } from "~/models/legal-pages.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { parseLegalForm } from "~/services/content/legal-form.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { legalFormSchema } from "~/utils/forms.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { formatDay } from "~/utils/dates";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    pages: readLegalTexts().map((text) => ({
      ...LEGAL_PAGES[text.slug],
      markdown: text.markdown,
      editedAt: text.editedAt?.toISOString() ?? null,
    })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const posted = await parseAction(request, legalFormSchema);
  if (!posted.ok) return data({ slug: null, error: posted.fieldErrors[posted.focus]!, body: "" }, { status: 400 });
  const parsed = parseLegalForm(posted.data);
  if (!parsed.ok) return data({ slug: parsed.slug, error: parsed.error, body: parsed.body }, { status: 400 });
  const { title } = LEGAL_PAGES[parsed.slug];
  if (parsed.intent === "restore") {
    return redirectWithSuccess("/admin/legal", restoreLegalDefault(parsed.slug) ? `${title}: default text restored` : "Nothing changed");
  }
  const saved = saveLegalText(parsed.slug, parsed.markdown) === "saved";
  return redirectWithSuccess("/admin/legal", saved ? `${title} saved` : "Nothing changed");
}

export default function AdminLegalPages() {
  const { pages } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-teal">Legal pages</h1>
      <p className="max-w-2xl text-ink/80">
        The terms, privacy and refund pages linked from the footer and from checkout. Write in Markdown, as in posts; a change shows to visitors at
        once. Your adviser may want to add the company's legal name and address, and the law that governs the terms.
      </p>
      {result && !result.slug ? (
        <p role="alert" className="rounded-md bg-terracotta/10 px-3 py-2 text-sm text-terracotta">
          {result.error}
        </p>
      ) : null}
      {pages.map((page) => (
        <LegalPageForm key={page.slug} page={page} markdown={page.markdown} editedAt={page.editedAt} error={result?.slug === page.slug ? result : null} />
      ))}
    </div>
  );
}

function LegalPageForm({
  page,
  markdown,
  editedAt,
  error,
}: {
  page: LegalPageInfo;
  markdown: string;
  editedAt: string | null;
  error: { error: string; body: string } | null;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("page") === page.slug;
  const id = `legal-${page.slug}`;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {page.title}
        </h2>
        <Link to={page.path} className="inline-flex min-h-11 items-center text-sm text-teal underline underline-offset-4">
          View {page.path}
        </Link>
      </div>
      {editedAt ? (
        <p className="text-sm text-ink/75">Edited {formatDay(editedAt)}.</p>
      ) : (
        <p role="note" className="rounded-md border border-amber bg-amber-light/15 px-3 py-2 text-sm font-semibold text-ink">
          Default text — review it with your adviser before launch
        </p>
      )}
      {/* Multipart: a long text is not percent-encoded to three times its size. */}
      <Form method="post" encType="multipart/form-data" className="space-y-4" key={location.key} noValidate>
        <input type="hidden" name="page" value={page.slug} />
        <Field id={id} label={`${page.title} text (Markdown)`} error={error?.error} hint="Headings (##), lists, links and tables. The title and the date are added for you.">
          <textarea
            id={id}
            name="body"
            rows={16}
            maxLength={MAX_LEGAL_TEXT}
            defaultValue={error?.body ?? markdown}
            className={`${inputClass} font-mono text-sm`}
            {...errorProps(id, error?.error)}
          />
        </Field>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" disabled={busy} className="rounded-md bg-teal px-5 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-60">
            {busy && navigation.formData?.get("intent") === "save" ? "Saving…" : `Save ${page.title}`}
          </button>
        </div>
      </Form>
      {editedAt ? <RestoreDefault page={page} busy={busy} /> : null}
    </section>
  );
}

/** Restoring throws the edited text away for good, so it takes a second, deliberate click, with or without JS. */
function RestoreDefault({ page, busy }: { page: LegalPageInfo; busy: boolean }) {
  return (
    <details>
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-md border border-teal/30 px-5 py-2.5 font-semibold text-teal hover:bg-teal/5">
        Restore default text…
      </summary>
      <Form method="post" className="mt-3 max-w-md space-y-3 rounded-md bg-cream/60 p-4 text-sm ring-1 ring-ink/10">
        <p>Replace the {page.title} with the default text? The text you wrote is lost.</p>
        <input type="hidden" name="page" value={page.slug} />
        <button type="submit" name="intent" value="restore" disabled={busy} className="rounded-md bg-teal px-4 py-2 font-semibold text-white hover:bg-teal-dark disabled:opacity-60">
          Yes, restore the default text
        </button>
      </Form>
    </details>
  );
}

export const meta: MetaFunction = () => [{ title: "Legal pages · Admin" }, { name: "robots", content: "noindex" }];
