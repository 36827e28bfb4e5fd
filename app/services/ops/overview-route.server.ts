/**
 * Everything the admin's overview (routes/admin._index) uses on the server,
 * from one module: in the browser each server module a route imports is an
 * empty module, a chunk of its own when routes share it (docs/decisions/224).
 */
export { data } from "@remix-run/node";
export { placeholdersIn } from "~/content/site-setting-defaults";
export { listRecentOrders } from "~/models/admin-orders.server";
export { listDrafts } from "~/models/admin-posts.server";
export { readSiteSettingValues } from "~/models/site-settings.server";
export { requireAdmin } from "~/services/auth/auth.server";
export { replicationState } from "~/services/files/replication.server";
export { currentStorageFault } from "~/services/files/storage-faults.server";
export { weekHeadline } from "~/services/insights/dashboard.server";
export { mailSetupProblems } from "~/services/mail/mail-setup.server";
export { isMaintenanceOn, setMaintenance } from "~/services/ops/maintenance.server";
export { parseAction } from "~/services/requests/parse-action.server";
export { redirectWithSuccess } from "~/services/requests/toast.server";
export { scheduleState } from "~/services/white-papers/white-paper-schedule.server";
export { getEnv } from "~/utils/env.server";
export { maintenanceSchema } from "~/utils/forms.server";
export { limitRows } from "../../../server/policy/limits.js";
