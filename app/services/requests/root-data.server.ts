/**
 * What the root loader gives every page: the account, a toast, the site
 * settings, the product an enquiry dialog was opened for. Here rather than in
 * root.tsx so the root's browser bundle refers to one server module, not six
 * (each would be a request of its own).
 */
import { data, type AppLoadContext } from "@remix-run/node";
import { getProduct, listQuotableProducts } from "~/models/product.server";
import { readSiteSettingValues } from "~/models/site-settings.server";
import { getAccess } from "~/services/auth/auth.server";
import { assertSiteOpen, isMaintenanceOn } from "~/services/ops/maintenance.server";
import { readToast } from "./toast.server";
import type { Account } from "~/utils/account";
import { getEnv } from "~/utils/env.server";

/** The footer's newsletter form as HTML, from this module so the root's bundle refers to no other server module. */
export { footer } from "~/components/newsletter-form-html.server";
/** The head's script that marks a reload or a return, from here for the same reason. */
export { markReturns } from "~/components/first-frame.server";

// SPEC §8: a failed access check is reported and treated as no access.
const ACCESS_CHECK_FAILED = {
  type: "error" as const,
  message: "Error",
  description: "Failed to check premium access status",
};

/**
 * The product an enquiry dialog was opened for (`?dialog=enquiry&product=…`):
 * named in the form, and for custom-quote products the quote form instead.
 */
function enquiryDialogProduct(url: URL) {
  const id = url.searchParams.get("product");
  if (url.searchParams.get("dialog") !== "enquiry" || !id) return null;
  const product = getProduct(id);
  if (!product) return null;
  return { id: product.id, name: product.name, quotable: product.customQuote ? listQuotableProducts() : null };
}

export async function rootData(request: Request, context: AppLoadContext) {
  assertSiteOpen(context);
  const access = await getAccess(request);
  const { toast, headers } = await readToast(request);
  const account: Account = access.account ? { ...access.account, hasAccess: access.hasAccess, isAdmin: access.isAdmin } : null;
  const values = {
    origin: getEnv().PUBLIC_URL,
    toast: toast ?? (access.accessCheckFailed ? ACCESS_CHECK_FAILED : undefined),
    account,
    dialogProduct: enquiryDialogProduct(new URL(request.url)),
    // Admin-editable contact details and links (/admin/settings); read by useSiteSettings().
    site: readSiteSettingValues(),
    // Only admins get this far during maintenance; they see a banner saying visitors don't.
    maintenanceBanner: access.isAdmin && isMaintenanceOn(),
  };
  // data() is called here, not in root.tsx: a value import of @remix-run/node there
  // puts its (empty) browser stand-in on every page, as a request of its own.
  return data(values, { headers });
}
