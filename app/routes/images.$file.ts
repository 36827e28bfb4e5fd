import type { LoaderFunctionArgs } from "@remix-run/node";
import { imageResponse } from "~/services/files/images.server";

/** Uploaded images (services/files/images.server.ts): public, named by their content, cached for a year. */
export async function loader({ params }: LoaderFunctionArgs) {
  return imageResponse(params.file ?? "");
}
