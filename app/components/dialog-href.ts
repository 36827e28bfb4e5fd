import { useLocation } from "@remix-run/react";

/**
 * The URL of the current page with `?dialog=name` (plus extra params) set.
 * Apart from the Dialog itself: every page links to dialogs, few show one.
 */
export function useDialogHref() {
  const location = useLocation();
  return (name: string, extra: Record<string, string> = {}) => {
    const params = new URLSearchParams(location.search);
    params.set("dialog", name);
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    return `${location.pathname}?${params}`;
  };
}

