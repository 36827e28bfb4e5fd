/**
 * Leads, sign-ups and downloads as events (docs/decisions/220), each with the
 * page it came from: a form's own `returnTo`/`redirectTo` field (the page the
 * form was on), else the Referer when it is a page of this site; only the
 * path is kept, never a query or another site's address.
 */
import type { Download } from "~/services/files/downloads.server";
import { getEnv } from "~/utils/env.server";
import { localPath } from "~/utils/safe-redirect";
import { isRobot } from "../../../server/policy/user-agents.js";
import { recordEvent } from "./events.server";

type LeadForm = "enquiry" | "contact" | "quote" | "affiliate_application";

/** A lead form accepted and stored. */
export function recordLead(name: LeadForm, request: Request, form: FormData, fallback: string) {
  recordEvent({ name, source: formSource(request, form.get("returnTo"), fallback) });
}

/**
 * A new account. Its page is where the form was to lead back to (the page
 * under the sign-up dialog, or /signup?redirectTo=…); the /signup page's own
 * default, the account page, is no page it was opened from.
 */
export function recordSignup(request: Request, form: FormData) {
  const redirectTo = form.get("redirectTo");
  recordEvent({ name: "signup", source: formSource(request, redirectTo === "/account" ? null : redirectTo, "/signup") });
}

/** A file served whole (200): its name, and the page it was downloaded from when known. */
export function recordDownload(request: Request, download: Download, response: Response) {
  if (response.status !== 200 || request.method !== "GET" || isRobot(request.headers.get("user-agent") ?? "")) return;
  recordEvent({ name: "download", source: download.postPath ?? refererPath(request) ?? "", detail: download.fileName });
}

function formSource(request: Request, field: FormDataEntryValue | null, fallback: string): string {
  const fromField = typeof field === "string" ? localPath(field) : null;
  return pathOf(fromField) ?? refererPath(request) ?? fallback;
}

/** The Referer's path when it is a page of this site (its own address, or PUBLIC_URL's). */
function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const ours = [new URL(request.url).host, hostOf(getEnv().PUBLIC_URL)];
    return ours.includes(from.host) ? from.pathname : null;
  } catch {
    return null;
  }
}

function hostOf(url: string | undefined) {
  try {
    return url ? new URL(url).host : null;
  } catch {
    return null;
  }
}

function pathOf(local: string | null) {
  return local ? new URL(local, "http://local.invalid").pathname : null;
}
