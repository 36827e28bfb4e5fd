import type { LoaderFunctionArgs } from "@remix-run/node";
import { recordDownload } from "~/services/insights/form-events.server";
import { downloadResponse, findAttachmentDownload, requireDownload } from "~/services/files/downloads.server";

/** Blog post attachments (/downloads/attachments/…), through the same gate as every private file. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const download = await requireDownload(request, params.file ?? "", findAttachmentDownload);
  const response = await downloadResponse(request, download);
  recordDownload(request, download, response);
  return response;
}
