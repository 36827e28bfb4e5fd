import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CountingNotice } from "~/components/counting-notice";
import { LegalPage, legalPageMeta } from "~/components/legal-page";
import { LEGAL_PAGES } from "~/content/legal-pages";
import { legalPageData } from "~/services/content/legal-pages.server";

export function loader() {
  return legalPageData("privacy");
}

export default function PrivacyPage() {
  return (
    <LegalPage {...useLoaderData<typeof loader>()}>
      <CountingNotice />
    </LegalPage>
  );
}

export { sharedPage as headers } from "~/utils/cache-control";

export const meta: MetaFunction = ({ matches }) => legalPageMeta(LEGAL_PAGES.privacy, matches);
