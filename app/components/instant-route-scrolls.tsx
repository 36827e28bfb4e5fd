import { useLocation } from "@remix-run/react";
import { useLayoutEffect } from "react";

/**
 * A client-side navigation's scroll, to the top of a new page or back to where the
 * reader was, is instant, as a new document's would be; only a jump to a #section
 * glides (the root's `scroll-behavior: smooth`). Rendered before <ScrollRestoration>,
 * whose layout effect scrolls just after this one (ADR 197).
 */
export function InstantRouteScrolls() {
  const { key, hash } = useLocation();
  useLayoutEffect(() => {
    if (hash) return;
    const root = document.documentElement.style;
    root.scrollBehavior = "auto";
    // Chromium's scroll takes its behaviour from the last computed style, which a new page leaves stale.
    void getComputedStyle(document.documentElement).scrollBehavior;
    const frame = requestAnimationFrame(() => root.removeProperty("scroll-behavior"));
    return () => {
      cancelAnimationFrame(frame);
      root.removeProperty("scroll-behavior");
    };
  }, [key, hash]);
  return null;
}
