/**
 * Everything /admin/subscribers' route uses on the server, from one module: in
 * the browser each server module a route imports is an empty module, a chunk
 * of its own when routes share it (docs/decisions/224).
 */
export { data } from "@remix-run/node";
export { subscriberGrowthHtml } from "~/components/admin/subscriber-growth-html.server";
export { countSubscribers, isSubscriberStatus, listSubscribers, subscriberCounts } from "~/models/subscriber-admin.server";
export { countSuppressions, liftSuppression, listSuppressions } from "~/models/suppression.server";
export { requireAdmin } from "~/services/auth/auth.server";
export { subscriberGrowth } from "~/services/newsletter/subscriber-growth.server";
export { importSubscribers } from "~/services/newsletter/subscriber-import.server";
export { parseAction } from "~/services/requests/parse-action.server";
export { redirectWithSuccess } from "~/services/requests/toast.server";
export { subscriberAdminSchema } from "~/utils/subscriber-forms.server";
export { SUBSCRIBER_IMPORT } from "../../../server/policy/index.js";
