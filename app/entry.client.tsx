/**
 * The document hydrates only once Remix has decoded the server's data, then in
 * a transition, so a phone's main thread is not held for the whole hydration.
 *
 * With single fetch, RemixBrowser's first render suspends the whole root until
 * the data the server streamed into the page is decoded. There is no Suspense
 * boundary above it, so a tap or key press in that moment makes React 18
 * hydrate the root synchronously, which may not suspend: React gives up on the
 * page ("Root did not complete", #345) and it never comes alive. Seen in up to
 * one in ten early taps on a loaded machine (tests/e2e/early-taps.spec.ts).
 * Once the data is decoded nothing above the lazy parts suspends, so React may
 * hydrate in slices (startTransition, as Remix's default entry does) and a tap
 * in between hydrates its own part at once.
 * docs/decisions/180-hydration-after-decoding.md
 */
import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

dataDecoded().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);

/**
 * RemixBrowser starts decoding on its first call and throws the pending
 * promise (Remix 2's way of suspending); called once here, outside React, it
 * hands us that promise to wait for. A decoding error is left for the real
 * render to throw, as it would without this.
 */
async function dataDecoded() {
  if (!window.__remixContext.future.v3_singleFetch || !window.__remixContext.stream) return;
  try {
    (RemixBrowser as (props: object) => unknown)({});
  } catch (pending) {
    if (typeof (pending as PromiseLike<unknown> | null)?.then === "function") await pending;
  }
}
