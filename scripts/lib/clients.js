/**
 * Clients for the load and crash scripts: each post comes from its own client
 * address (the server trusts one proxy hop, TRUST_PROXY=1), so per-address
 * limits do not decide the outcome; every body is read at once, so the
 * connection is free again, and kept for callers that want it.
 */
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
