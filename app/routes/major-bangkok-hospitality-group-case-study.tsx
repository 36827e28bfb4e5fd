import type { MetaFunction } from "@remix-run/node";
import { MasterDistillerCaseStudy } from "~/components/pages/master-distiller-case-study";
import { caseStudyLd } from "~/components/pages/structured-data";
import { MASTER_DISTILLER as C, MASTER_DISTILLER_PATH } from "~/content/pages/master-distiller";
import { originFrom, seo } from "~/utils/seo";

export default function MajorBangkokCaseStudy() {
  return <MasterDistillerCaseStudy />;
}

export const meta: MetaFunction = ({ matches }) => {
  const origin = originFrom(matches);
  return [
    ...seo({ title: C.metaTitle, description: C.metaDescription, origin, path: MASTER_DISTILLER_PATH, type: "article" }),
    caseStudyLd({ origin, path: MASTER_DISTILLER_PATH, name: C.heading, description: C.metaDescription, image: C.image.src }),
  ];
};
