/**
 * Hydration at default priority, not inside startTransition as Remix's default
 * entry does. In a transition React hydrates the document in slices, and a tap
 * or a key press between two slices makes it finish synchronously; when that
 * met a lazy part still loading, React 18 gave up on the whole page ("Root did
 * not complete", #345) and the page never came alive: seen in CI in one to
 * three of 33 early taps on a loaded machine (tests/e2e/early-taps.spec.ts). At
 * default priority the document hydrates in one task, so no input lands in
 * the middle of it. docs/decisions/180-hydration-at-default-priority.md
 */
import { RemixBrowser } from "@remix-run/react";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

hydrateRoot(
  document,
  <StrictMode>
    <RemixBrowser />
  </StrictMode>,
);
