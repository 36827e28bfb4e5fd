import { useLocation, useRouteLoaderData } from "@remix-run/react";
import type { SiteSettings } from "~/content/site-setting-defaults";
import type { Account } from "~/utils/account";

// What every page knows, in one module: each module shared between pages is a
// request of its own, and every page needs these (the header and footer use them).

/** The signed-in account, or null. For display only: the server re-checks every action. */
export function useAccount(): Account {
  const data = useRouteLoaderData("root") as { account?: Account } | undefined;
  return data?.account ?? null;
}

/**
 * The admin-editable site values, as the root loader read them for this
 * request (the page cache keys pages by the content version, which a change bumps).
 * Every page has them: only the root's own error page lacks the root's data,
 * and it draws no header or footer then (root.tsx), so the defaults never
 * need to be in the browser's code.
 */
export function useSiteSettings(): SiteSettings {
  const root = useRouteLoaderData("root") as { site?: SiteSettings } | undefined;
  if (!root?.site) throw new Error("useSiteSettings: the root loader's data is missing");
  return root.site;
}

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
