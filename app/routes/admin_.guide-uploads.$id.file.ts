/** A customer's waiting guide upload, for the admin to check before publishing it. Admins only. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { findPendingVersion } from "~/models/resource-file.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { fileResponse } from "~/services/files/downloads.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = Number(params.id);
  const upload = Number.isSafeInteger(id) && id > 0 ? findPendingVersion(id) : undefined;
  if (!upload) throw new Response("Not found", { status: 404 });
  return fileResponse({ fileName: `guide-upload-${id}.pdf`, title: upload.originalName, storageKey: upload.storageKey, right: { kind: "premium" } });
}
