import { useLocation } from "@remix-run/react";
import { useEffect, type RefObject } from "react";

/**
 * <details> menus open and close without JavaScript. With it, we also close them
 * after a navigation, on Escape, and on a click outside, as users expect.
 */
export function useDetailsCloser(container: RefObject<HTMLElement | null>) {
  const location = useLocation();

  useEffect(() => {
    container.current?.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
  }, [location, container]);

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
