/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Single Fetch types for useLoaderData/useActionData (Remix v2 future flag).
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
  /** What the production server (server/) hands every loader and action. */
  interface AppLoadContext {
    /** The client's address, from the socket or TRUST_PROXY hops of X-Forwarded-For. */
    clientAddress?: string;
    /** The nonce this response's Content-Security-Policy allows for inline scripts. */
    cspNonce?: string;
    /** The server in front (server/app.js) closed this request for maintenance: the root answers 503 with the maintenance page. */
    closedForMaintenance?: boolean;
  }
}
export {};
