import { useLocation } from "@remix-run/react";
import { useEffect, useRef, type RefObject } from "react";

/**
 * <details> menus open and close without JavaScript. With it, we also close them
 * after a navigation, on Escape, and on a click outside, as users expect.
 */
export function useDetailsCloser(container: RefObject<HTMLElement | null>) {
  const { key } = useLocation();
  const shownKey = useRef(key);

  // Only a navigation closes them: the first render is the page coming alive, and a
  // menu the visitor opened before that must stay open.
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    container.current?.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
  }, [key, container]);

  useEffect(() => {
    function closeOthers(except?: Node | null) {
      container.current?.querySelectorAll("details[open]").forEach((d) => {
        if (!except || !d.contains(except)) d.removeAttribute("open");
      });
    }
    const onClick = (e: MouseEvent) => closeOthers(e.target as Node);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") closeOthers();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [container]);
}
