import type { LoaderFunctionArgs } from "@remix-run/node";
import { recordDownload } from "~/services/insights/form-events.server";
import { downloadResponse, requireDownload } from "~/services/files/downloads.server";

/** SPEC's /downloads/… URLs: every private file, each after its right is checked. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const download = await requireDownload(request, params.file ?? "");
  const response = await downloadResponse(request, download);
  recordDownload(request, download, response);
  return response;
}
