/**
 * Rendering. Security headers and the CSP are the production server's
 * (server/); here the CSP nonce it made reaches Remix's inline scripts, and
 * every page and `.data` response gets its Cache-Control from the app's own
 * reading of who it was rendered for (services/response-privacy.server.ts).
 */
import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { scriptsAfterPaint } from "~/services/scripts-after-paint.server";
import { RETRY_AFTER_SECONDS } from "~/services/maintenance.server";
import { settleCacheControl } from "~/services/response-privacy.server";

export { serverHooks } from "~/services/server-hooks.server";

const ABORT_DELAY = 5_000;

export const streamTimeout = ABORT_DELAY;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  setRetryAfter(responseHeaders, responseStatusCode, remixContext);
  const nonce = loadContext.cspNonce ?? "";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Cleared once the page is whole: a pending timer would keep the render, and every
    // chunk of its page, in memory for ABORT_DELAY after the answer left.
    let abortLate: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // The whole page before the first byte: lazily loaded parts (dialogs)
        // are then in the HTML itself, so they work without JavaScript, and the
        // page cache stores complete pages. Nothing here waits on slow data.
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            clearTimeout(abortLate);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            settleCacheControl(request, responseStatusCode, responseHeaders);
            const html = scriptsAfterPaint(Buffer.concat(chunks).toString("utf8"), nonce);
            // As bytes: a string body is checked character by character for lone surrogates first.
            resolve(new Response(Buffer.from(html, "utf8"), { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortLate);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, Remix logs them itself.
          if (shellRendered) console.error(error);
        },
      },
    );
    abortLate = setTimeout(abort, ABORT_DELAY);
  });
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
  headers.set("Retry-After", given ?? headers.get("Retry-After") ?? String(status === 503 ? RETRY_AFTER_SECONDS : 60));
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
