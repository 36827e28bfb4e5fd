import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/not-found";
import { unlistedPage } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  const { pathname, search } = new URL(request.url);
  console.warn(`404: ${request.method} ${pathname}${search}`);
  return data(null, { status: 404 });
}

// Unknown POSTs (e.g. a stale form) get the same 404 instead of a 405.
export async function action(args: LoaderFunctionArgs) {
  return loader(args);
}

export default function NotFoundRoute() {
  return <NotFound />;
}

export const meta: MetaFunction = () => unlistedPage("Page not found");
