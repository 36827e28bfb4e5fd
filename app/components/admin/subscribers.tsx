import { Form, useNavigation } from "@remix-run/react";
import { errorProps, Field, FormError, inputClass } from "~/components/form-fields";
import { card } from "~/components/admin/card";
import type { SubscriberStatus, SuppressionReason } from "~/db/schema";
import type { ImportResult } from "~/services/newsletter/subscriber-import.server";

/** What the page's action answers (every refusal stays on the page, so it works without JavaScript). */
export type ActionAnswer =
  | { intent: "import" | "lift" | null; fieldErrors: Record<string, string>; fields: Record<string, string | string[]> }
  | { intent: "import" | "lift"; error: string; fields?: Record<string, string> }
  | { intent: "import"; result: Extract<ImportResult, { ok: true }> };

type Counts = Record<SubscriberStatus | "suppressed", number>;

const COUNT_LABELS: [keyof Counts, string, string][] = [
  ["confirmed", "Confirmed", "receive the newsletter"],
  ["pending", "Pending", "have not confirmed yet"],
  ["unsubscribed", "Unsubscribed", "left the list"],
  ["suppressed", "Suppressed", "bounced or complained"],
];

export function CountCards({ counts }: { counts: Counts }) {
  return (
    <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {COUNT_LABELS.map(([key, label, note]) => (
        <div key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-ink/10" data-count={key}>
          <dt className="text-sm text-ink/75">{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-teal tabular-nums">{counts[key].toLocaleString("en-US")}</dd>
          <dd className="text-xs text-ink/70">{note}</dd>
        </div>
      ))}
    </dl>
  );
}

const STATUS_LABELS: Record<SubscriberStatus, string> = { confirmed: "Confirmed", pending: "Pending", unsubscribed: "Unsubscribed" };

/** A GET form, so a search is a link and works without JavaScript. */
export function SearchForm({ tab, search, status }: { tab: "subscribers" | "suppressed"; search: string; status: SubscriberStatus | null }) {
  return (
    <Form method="get" action="/admin/subscribers" className={`${card} mt-6 flex flex-wrap items-end gap-3`} role="search" aria-label={tab === "suppressed" ? "Search suppressed addresses" : "Search subscribers"}>
      {tab === "suppressed" ? <input type="hidden" name="tab" value="suppressed" /> : null}
      <div className="min-w-0 flex-1 basis-56">
        <Field id={`search-${tab}`} label={tab === "suppressed" ? "Address" : "Address or name"}>
          <input id={`search-${tab}`} name="q" type="search" defaultValue={search} key={search} maxLength={200} className={`${inputClass} mt-1 w-full`} />
        </Field>
      </div>
      {tab === "subscribers" ? (
        <Field id="search-status" label="Status">
          <select id="search-status" name="status" defaultValue={status ?? ""} key={status ?? ""} className={`${inputClass} mt-1`}>
            <option value="">Any</option>
            {(Object.keys(STATUS_LABELS) as SubscriberStatus[]).map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <button type="submit" className="min-h-11 rounded-md bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark">
        Search
      </button>
    </Form>
  );
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "—");

type SubscriberView = { id: number; email: string; name: string; status: SubscriberStatus; suppressed: SuppressionReason | null; source: string; consentAt: string | null; consentNote: string; createdAt: string };

export function SubscriberTable({ rows }: { rows: SubscriberView[] }) {
  if (rows.length === 0) return <p className="mt-4 text-ink/70">No subscribers here.</p>;
  return (
    <div className="scroll-hint mt-3 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-ink/10 [--hint-bg:var(--color-white)]" role="region" tabIndex={0} aria-label="Subscribers, scrolls sideways">
      {/* Wide enough for an address on one line: on a phone the box scrolls sideways, not the page. */}
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="text-ink/70">
          <tr>
            {["Address", "Name", "Status", "Source", "Consent", "Added"].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id} className="border-t border-ink/10 align-top" data-subscriber={s.email}>
              <th scope="row" className="px-3 py-2 font-normal whitespace-nowrap">
                {s.email}
              </th>
              <td className="px-3 py-2">{s.name}</td>
              <td className="px-3 py-2" data-status={s.status}>
                {STATUS_LABELS[s.status]}
                {s.suppressed ? <span className="block text-xs text-terracotta">Suppressed: {REASON_LABELS[s.suppressed].toLowerCase()}</span> : null}
              </td>
              <td className="px-3 py-2">{s.source}</td>
              <td className="max-w-60 px-3 py-2">
                {day(s.consentAt)}
                {s.consentNote ? <span className="block text-xs text-ink/70">{s.consentNote}</span> : null}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{day(s.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const REASON_LABELS: Record<SuppressionReason, string> = { bounce: "Bounced", complaint: "Complaint", admin: "By an admin" };

export function SuppressionTable({ rows, action }: { rows: { email: string; reason: SuppressionReason; detail: string; createdAt: string }[]; action: string }) {
  if (rows.length === 0) return <p className="mt-4 text-ink/70">No suppressed addresses here.</p>;
  return (
    <ul className="mt-3 space-y-3">
      {rows.map((s) => (
        <li key={s.email} className="flex flex-wrap items-start justify-between gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-ink/10" data-suppressed={s.email}>
          <div className="min-w-0 flex-1">
            <p className="font-semibold [overflow-wrap:anywhere]">{s.email}</p>
            <p className="text-sm text-ink/80">
              {REASON_LABELS[s.reason]} · since <time dateTime={s.createdAt}>{day(s.createdAt)}</time>
            </p>
            {s.detail ? <p className="mt-1 text-xs text-ink/70 [overflow-wrap:anywhere]">{s.detail}</p> : null}
          </div>
          <Form method="post" action={action}>
            <input type="hidden" name="intent" value="lift" />
            <input type="hidden" name="email" value={s.email} />
            <button type="submit" className="min-h-11 rounded-md border border-teal px-4 text-sm font-semibold text-teal hover:bg-cream">
              Lift<span className="sr-only"> the suppression of {s.email}</span>
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/** The import: a file or pasted lines, and where consent was given (filled: confirmed at once; empty: each is asked to confirm). */
export function ImportForm({ answer, maxRows }: { answer: ActionAnswer | null; maxRows: number }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "import";
  const mine = answer?.intent === "import" ? answer : null;
  const errors = mine && "fieldErrors" in mine ? mine.fieldErrors : {};
  const fields = mine && "fields" in mine ? (mine.fields ?? {}) : {};
  const kept = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
  return (
    <section aria-labelledby="import-title" className={`${card} mt-6`}>
      <h2 id="import-title" className="text-lg font-semibold">
        Import subscribers
      </h2>
      <p className="mt-1 text-sm text-ink/80">
        A CSV with one address per line: <code>email,name</code> (the name may be left out; a header line is skipped). At most {maxRows.toLocaleString("en-US")} lines and 1 MB. Addresses already on the list, unsubscribed or suppressed are left as they are.
      </p>
      {mine && "result" in mine ? <ImportOutcome result={mine.result} /> : null}
      {mine && "error" in mine ? (
        <div className="mt-3">
          <FormError message={mine.error} />
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4" key={mine && "result" in mine ? "done" : "form"}>
        <input type="hidden" name="intent" value="import" />
        <Field id="import-file" label="CSV file" optional>
          <input id="import-file" name="file" type="file" accept=".csv,text/csv,text/plain" className="mt-1 block w-full text-sm" />
        </Field>
        <Field id="import-csv" label="Or paste the lines" optional error={errors.csv}>
          <textarea id="import-csv" name="csv" rows={4} defaultValue={kept("csv")} className={`${inputClass} mt-1 w-full font-mono text-sm`} placeholder={"ana@example.com,Ana Lima\nben@example.com"} {...errorProps("import-csv", errors.csv)} />
        </Field>
        <Field
          id="import-consent"
          label="Where was consent given?"
          optional
          error={errors.consentNote}
          hint="For example “Sign-up sheet at the Bangkok food fair, 12 Oct 2026”. Filled in: the addresses are confirmed at once with this note. Empty: each is sent a mail asking to confirm, and receives nothing until they do."
        >
          <input id="import-consent" name="consentNote" type="text" maxLength={300} defaultValue={kept("consentNote")} className={`${inputClass} mt-1 w-full`} {...errorProps("import-consent", errors.consentNote)} />
        </Field>
        <div>
          <button type="submit" disabled={busy} className="min-h-11 rounded-md bg-teal px-5 text-sm font-semibold text-white hover:bg-teal-dark disabled:opacity-70">
            {busy ? "Importing…" : "Import"}
          </button>
        </div>
      </Form>
    </section>
  );
}

const SHOWN_INVALID = 50;

function ImportOutcome({ result }: { result: Extract<ImportResult, { ok: true }> }) {
  return (
    <div role="status" className="mt-3 rounded-md bg-teal/10 px-3 py-2 text-sm" data-import-result>
      <p className="font-semibold">
        Added {result.added.toLocaleString("en-US")} {result.added === 1 ? "address" : "addresses"}
        {result.added ? (result.confirmed ? ", confirmed with your note on consent." : ", each sent a mail asking to confirm.") : "."}
      </p>
      {result.skipped.length ? (
        <ul className="mt-1 list-disc pl-5">
          {result.skipped.map((s) => (
            <li key={s.reason}>
              Skipped {s.count.toLocaleString("en-US")}: {s.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {result.invalid.length ? (
        <>
          <p className="mt-2 font-semibold text-terracotta">
            {result.invalid.length.toLocaleString("en-US")} {result.invalid.length === 1 ? "line was" : "lines were"} not imported:
          </p>
          <ul className="mt-1 list-disc pl-5 text-terracotta">
            {result.invalid.slice(0, SHOWN_INVALID).map((l) => (
              <li key={l.line}>
                Line {l.line}: {l.reason}
              </li>
            ))}
            {result.invalid.length > SHOWN_INVALID ? <li>and {(result.invalid.length - SHOWN_INVALID).toLocaleString("en-US")} more</li> : null}
          </ul>
        </>
      ) : null}
    </div>
  );
}
