import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadResponse, findAttachmentDownload, requireDownload } from "~/services/files/downloads.server";

/** Blog post attachments (/downloads/attachments/…), through the same gate as every private file. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const download = await requireDownload(request, params.file ?? "", findAttachmentDownload);
  return downloadResponse(request, download);
}
