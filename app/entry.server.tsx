/**
 * Rendering. Security headers and the CSP are the production server's
 * (server/); here the CSP nonce it made reaches Remix's inline scripts, and
 * every page and `.data` response gets its Cache-Control from the app's own
 * reading of who it was rendered for (services/requests/response-privacy.server.ts).
 */
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToReadableStream } from "react-dom/server.browser";
import { NonceProvider } from "~/components/nonce";
import { scriptsAfterPaint } from "~/services/requests/scripts-after-paint.server";
import { settleCacheControl } from "~/services/requests/response-privacy.server";
import { RETRY_AFTER_SECONDS } from "../server/policy/index.js";

export { serverHooks } from "~/services/ops/server-hooks.server";

const ABORT_DELAY = 5_000;

export const streamTimeout = ABORT_DELAY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  setRetryAfter(responseHeaders, responseStatusCode, remixContext);
  const nonce = loadContext.cspNonce ?? "";
  const controller = new AbortController();
  // Cleared once the page is whole: a pending timer would keep the render, and every
  // chunk of its page, in memory for ABORT_DELAY after the answer left.
  const abortLate = setTimeout(() => controller.abort(), ABORT_DELAY);
  let pageRendered = false;
  try {
    // The web-streams renderer (docs/decisions/193): React 18's Node stream writes a whole 2 KB buffer when a
    // character of several bytes does not fit at its end, putting NUL bytes in the page.
    const stream = await renderToReadableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        signal: controller.signal,
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the page is rendered are logged here; before it, Remix logs them itself.
          if (pageRendered) console.error(error);
        },
      },
    );
    // The whole page before the first byte: lazily loaded parts (dialogs)
    // are then in the HTML itself, so they work without JavaScript, and the
    // page cache stores complete pages. Nothing here waits on slow data.
    await stream.allReady;
    pageRendered = true;
    const page = Buffer.from(await new Response(stream).arrayBuffer());
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    settleCacheControl(request, responseStatusCode, responseHeaders);
    const html = scriptsAfterPaint(page.toString("utf8"), nonce);
    // As bytes: a string body is checked character by character for lone surrogates first.
    return new Response(Buffer.from(html, "utf8"), { headers: responseHeaders, status: responseStatusCode });
  } finally {
    clearTimeout(abortLate);
  }
}

/**
 * A 429 or 503 always says when to come back. Remix builds a page's headers
 * from route `headers` exports only, so the Retry-After an action or loader
 * gave its `data()` is carried over here, once, for every route.
 */
function setRetryAfter(headers: Headers, status: number, { staticHandlerContext }: EntryContext) {
  if (status !== 429 && status !== 503) return;
  const { actionHeaders, loaderHeaders } = staticHandlerContext;
  const given = [...Object.values(actionHeaders ?? {}), ...Object.values(loaderHeaders ?? {})]
    .map((h) => h.get("Retry-After"))
    .find(Boolean);
  headers.set("Retry-After", given ?? headers.get("Retry-After") ?? String(status === 503 ? RETRY_AFTER_SECONDS.maintenance : RETRY_AFTER_SECONDS.refusal));
}

/** Remix's `.data` responses (single fetch) are settled by the same rule as pages. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  const headers = new Headers(response.headers);
  settleCacheControl(request, response.status, headers);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  console.error(error);
}
