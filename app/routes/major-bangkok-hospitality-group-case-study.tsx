import type { MetaFunction } from "@remix-run/node";
import { MasterDistillerCaseStudy } from "~/components/pages/master-distiller-case-study";
import type { StructuredDataHandle } from "~/components/structured-data";
import { MASTER_DISTILLER as C, MASTER_DISTILLER_PATH } from "~/content/pages/master-distiller";
import { originFrom, seo } from "~/utils/seo";

export default function MajorBangkokCaseStudy() {
  return <MasterDistillerCaseStudy />;
}

export { sharedPage as headers } from "~/utils/cache-control";

export const meta: MetaFunction = ({ matches }) =>
  seo({ title: C.metaTitle, description: C.metaDescription, origin: originFrom(matches), path: MASTER_DISTILLER_PATH, type: "article" });

export const handle: StructuredDataHandle = {
  structuredData: [{ type: "caseStudy", path: MASTER_DISTILLER_PATH, name: C.heading, description: C.metaDescription, image: C.image.src }],
};
