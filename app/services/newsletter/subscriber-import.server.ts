/**
 * The admin's CSV import of subscribers (docs/decisions/223). Columns
 * `email[,name]` (more are ignored, so our own export imports), a header row
 * allowed, RFC 4180 quotes. With a record of where consent was given the new
 * addresses are confirmed; without one they are pending and each is mailed the
 * confirmation link, in the same transaction. Addresses the list knows are
 * left as they are: an unsubscribed reader is never put back, a suppressed
 * address never added.
 */
import { db } from "~/db/client.server";
import { insertImported, knownAddresses, type ImportedSubscriber, type KnownAddress } from "~/models/subscriber-admin.server";
import { EMAIL_PATTERN } from "~/utils/forms.server";
import { LIMITS } from "~/utils/form-limits";
import { SUBSCRIBER_IMPORT } from "../../../server/policy/index.js";
import { queueConfirmationMail } from "./confirmation.server";

export type InvalidLine = { line: number; reason: string };
export type ImportRow = ImportedSubscriber & { line: number };

/** Why a valid line added no one, in the order the result lists them. */
const SKIPS = {
  confirmed: "already subscribed",
  pending: "already waiting for confirmation",
  unsubscribed: "unsubscribed earlier (left as they are)",
  suppressed: "on the suppression list (bounced or complained)",
  repeated: "repeated in this import",
} as const;
type SkipReason = keyof typeof SKIPS;

export type ImportResult =
  | { ok: false; error: string }
  | {
      ok: true;
      added: number;
      /** True when the admin recorded consent: the added are confirmed; else each was sent a confirmation mail. */
      confirmed: boolean;
      skipped: { reason: string; count: number }[];
      invalid: InvalidLine[];
    };

/** Records of a CSV text, each with the line it starts on; quoted fields may hold commas, quotes ("") and line breaks. */
export function csvRecords(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]!.trim() !== "") records.push({ line: start, cells });
    cells = [];
    cell = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === "\n") line++;
        cell += c;
      }
    } else if (c === '"' && cell.trim() === "") {
      cell = "";
      quoted = true;
    } else if (c === ",") {
      cells.push(cell);
      cell = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else cell += c;
  }
  if (cell !== "" || cells.length) endRecord();
  return records;
}

const HEADER = /^(e-?mail|e-?mail address)$/i;

/** The rows to import and the lines that are not an address (with why), or why the whole text is refused. */
export function parseSubscriberCsv(text: string): { ok: true; rows: ImportRow[]; invalid: InvalidLine[] } | { ok: false; error: string } {
  if (Buffer.byteLength(text, "utf8") > SUBSCRIBER_IMPORT.bytes) return { ok: false, error: SUBSCRIBER_IMPORT.tooLarge };
  const records = csvRecords(text.replace(/^\uFEFF/, ""));
  if (records[0] && HEADER.test(records[0].cells[0]!.trim())) records.shift();
  if (records.length === 0) return { ok: false, error: "There is no address to import: give a CSV file or paste lines of email,name." };
  if (records.length > SUBSCRIBER_IMPORT.rows) return { ok: false, error: SUBSCRIBER_IMPORT.tooLarge };
  const rows: ImportRow[] = [];
  const invalid: InvalidLine[] = [];
  for (const { line, cells } of records) {
    const email = cells[0]!.trim().toLowerCase();
    const name = (cells[1] ?? "").replace(/[\x00-\x1f\x7f]+/g, " ").trim();
    if (!email) invalid.push({ line, reason: "no e-mail address" });
    else if (/[\x00-\x1f\x7f]/.test(email) || email.length > LIMITS.email || !EMAIL_PATTERN.test(email)) invalid.push({ line, reason: `not an e-mail address: ${email.slice(0, 60)}` });
    else if (name.length > LIMITS.name) invalid.push({ line, reason: `the name is longer than ${LIMITS.name} characters` });
    else rows.push({ line, email, name: name || null });
  }
  return { ok: true, rows, invalid };
}

function skipReason(row: ImportRow, known: Map<string, KnownAddress>, seen: Set<string>): SkipReason | null {
  if (seen.has(row.email)) return "repeated";
  seen.add(row.email);
  return known.get(row.email)?.status ?? null;
}

/**
 * Imports the CSV text in one transaction. `consentNote` (trimmed) is where the
 * admin says consent was given; empty means the addresses must confirm.
 */
export function importSubscribers(text: string, consentNote: string, now = new Date()): ImportResult {
  const parsed = parseSubscriberCsv(text);
  if (!parsed.ok) return parsed;
  const note = consentNote.trim();
  const consent = note ? { note, at: now } : null;
  const skipped = new Map<SkipReason, number>();
  const skip = (reason: SkipReason) => skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
  let added = 0;
  db.transaction(
    () => {
      const known = knownAddresses(parsed.rows.map((row) => row.email));
      const seen = new Set<string>();
      for (const row of parsed.rows) {
        const reason = skipReason(row, known, seen);
        if (reason) {
          skip(reason);
          continue;
        }
        const inserted = insertImported(row, consent, now);
        if (!inserted) {
          skip("repeated");
          continue;
        }
        if (!consent) queueConfirmationMail({ id: inserted.id, email: row.email, name: row.name }, now);
        added++;
      }
    },
    { behavior: "immediate" },
  );
  return {
    ok: true,
    added,
    confirmed: consent !== null,
    skipped: (Object.keys(SKIPS) as SkipReason[]).filter((r) => skipped.has(r)).map((r) => ({ reason: SKIPS[r], count: skipped.get(r)! })),
    invalid: parsed.invalid,
  };
}
