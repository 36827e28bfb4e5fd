/**
 * Clients for the load and crash scripts: each post comes from its own client
 * address (the server trusts one proxy hop, TRUST_PROXY=1), so per-address
 * limits do not decide the outcome; every body is read at once, so the
 * connection is free again, and kept for callers that want it.
 */
import { createHash } from "node:crypto";
import { PDFDocument } from "pdf-lib";

/** A desktop Chrome's User-Agent: the benches' and the load's requests are counted as a visitor's (server/page-views.js). */
export const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

let addressCounter = 0;

/** A fresh address in 10.0.0.0/8 (16 million before one repeats). */
export function nextAddress() {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A same-site form post, as a browser on the site sends it, from a fresh address. */
export function postForm(origin, pathname, fields, cookie) {
  return fetch(origin + pathname, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: origin,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": nextAddress(),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  }).then(drain);
}

/** Reads the body now; `text()` still answers afterwards. */
export async function drain(response) {
  const body = await response.text();
  return Object.assign(response, { text: async () => body });
}

/** A premium post the seed always makes. */
export const PREMIUM_POST = "/blog/covers-per-labour-hour-benchmarks";

/** The session cookie of a customer who signed up and bought premium access through the test-mode checkout. */
export async function premiumCustomer(origin) {
  const signUp = await postForm(origin, "/signup", { email: `premium-${Date.now()}@example.com`, password: "a-long-premium-password-2026", fullName: "Premium Reader" });
  const cookie = signUp.headers.getSetCookie().find((c) => c.startsWith("__session="))?.split(";")[0];
  if (!cookie) throw new Error(`sign-up failed (${signUp.status})`);
  const checkout = await postForm(origin, "/checkout", { productId: "hospitality-bundle", returnTo: "/" }, cookie);
  const testCheckout = checkout.headers.get("Location");
  if (!testCheckout) throw new Error(`checkout failed (${checkout.status})`);
  await postForm(origin, testCheckout, { intent: "pay" }, cookie);
  const post = await (await fetch(origin + PREMIUM_POST, { headers: { cookie } })).text();
  if (!post.includes('\\"hasAccess\\",true')) throw new Error("the customer did not get premium access");
  return cookie;
}

/** A customer's new version of the prompt rulebook (a one-page PDF saying `text`), as the upload form sends it; its status and checksum. */
export async function uploadGuide(origin, cookie, text) {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(text);
  const bytes = await pdf.save();
  const form = new FormData();
  form.set("resourceId", "prompt-rulebook");
  form.set("file", new Blob([bytes], { type: "application/pdf" }), "rulebook-edit.pdf");
  const response = await fetch(`${origin}/resources`, { method: "POST", redirect: "manual", headers: { Origin: origin, Cookie: cookie, "X-Forwarded-For": nextAddress() }, body: form });
  return { status: response.status, sha256: createHash("sha256").update(bytes).digest("hex") };
}
