/**
 * Only local paths may be redirect targets (indie-stack safeRedirect): no other
 * origins, no protocol-relative "//evil.example", no backslash tricks.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (!to || typeof to !== "string") return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\\]/.test(to)) return fallback;
  return to;
}
