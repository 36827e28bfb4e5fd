import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LegalPage, legalPageMeta } from "~/components/legal-page";
import { LEGAL_PAGES } from "~/content/legal-pages";
import { legalPageData } from "~/services/content/legal-pages.server";

export function loader() {
  return legalPageData("refunds");
}

export default function RefundsPage() {
  return <LegalPage {...useLoaderData<typeof loader>()} />;
}

export { sharedPage as headers } from "~/utils/cache-control";

export const meta: MetaFunction = ({ matches }) => legalPageMeta(LEGAL_PAGES.refunds, matches);
