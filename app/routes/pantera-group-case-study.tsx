import type { MetaFunction } from "@remix-run/node";
import { MasterDistillerCaseStudy } from "~/components/pages/master-distiller-case-study";
import { MASTER_DISTILLER as C, MASTER_DISTILLER_PATH } from "~/content/pages/master-distiller";
import { originFrom, seo } from "~/utils/seo";

/**
 * The same case study as /major-bangkok-hospitality-group-case-study (SPEC §2).
 * Its canonical URL points there, so search engines index one page
 * (docs/spec-notes.md#one-case-study-at-two-urls-spec-2).
 */
export default function PanteraGroupCaseStudy() {
  return <MasterDistillerCaseStudy />;
}

export { sharedPage as headers } from "~/utils/cache-control";

export const meta: MetaFunction = ({ matches }) =>
  seo({ title: C.metaTitle, description: C.metaDescription, origin: originFrom(matches), path: MASTER_DISTILLER_PATH, type: "article" });
