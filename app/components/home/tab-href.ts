/**
 * Links to a tab of the home page's products, and SPEC's older form of them.
 * Apart from the products section, whose code loads only when it is reached
 * (ADR 173), because an old link must be rewritten on arrival.
 */
import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { tabFromLegacyHash, type ProductTab } from "~/utils/catalogue";

export const tabHref = (tab: ProductTab) => `/?tab=${tab}#products`;

/** `/#products?tab=chef-apps` (SPEC's form) → the same page with `?tab=chef-apps#products`. */
export function useLegacyHashTab() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!hash.startsWith("#products?")) return;
    const tab = tabFromLegacyHash(hash);
    // An unknown value is ignored: the tab stays what the query says (default all).
    navigate(tab ? tabHref(tab) : `${pathname}${search}#products`, { replace: true });
  }, [pathname, search, hash, navigate]);
}
