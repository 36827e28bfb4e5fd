import type { LoaderFunctionArgs } from "@remix-run/node";
import { downloadResponse, requireDownload } from "~/services/files/downloads.server";

/** SPEC's /downloads/… URLs: every private file, each after its right is checked. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const download = await requireDownload(request, params.file ?? "");
  return downloadResponse(request, download);
}
