/**
 * The one rule for redirect targets (safeRedirect in
 * https://github.com/remix-run/indie-stack/blob/main/app/utils.ts, made strict):
 * the target is first normalised the way a browser would read it — backslashes
 * as slashes, dot segments removed, anything outside printable ASCII
 * percent-encoded — and only then checked to be a path on this site. The
 * normalised value is the one returned, so nothing between the check and the
 * Location header can turn `/.//evil.example` into `//evil.example`, and a
 * target such as `/ā` is a valid header (`/%C4%81`), never a 500.
 */
const BASE = "http://local.invalid";

/** The local path `to` means, normalised; null when it is not a local path. */
export function localPath(to: string): string | null {
  // Browsers drop tabs and newlines from URLs ("/\t/evil" is "//evil"): refuse rather than guess.
  if (!to.startsWith("/") || /[\u0000-\u001f\u007f]/.test(to)) return null;
  let url: URL;
  try {
    url = new URL(to, BASE); // for http URLs the parser reads a backslash in the path as "/", as browsers do
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // After dot segments collapse, "//host" would be read as another site.
  if (url.pathname.startsWith("//")) return null;
  // A backslash left in the query or hash is sent encoded, so no reader can take it for a slash.
  return `${url.pathname}${url.search}${url.hash}`.replaceAll("\\", "%5C");
}

export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (!to || typeof to !== "string") return fallback;
  return localPath(to) ?? fallback;
}
