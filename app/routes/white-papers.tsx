import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WhitePaperLibrary } from "~/components/blog/white-paper-library";
import { WHITE_PAPER_TABS, type WhitePaperTab } from "~/content/blog";
import { getAccessPlans } from "~/models/product.server";
import { getAccess } from "~/services/auth/auth.server";
import { whitePaperLibrary } from "~/services/white-papers/white-paper-library.server";
import { originFrom, seo } from "~/utils/seo";

/**
 * The white-paper library (SPEC §2, §4): tabs All / Free / Premium as links
 * (`?tab=`), downloads by SPEC §4's rule; white-paper posts appear too.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const tabParam = new URL(request.url).searchParams.get("tab");
  const tab = WHITE_PAPER_TABS.find((t) => t.id === tabParam)?.id ?? "all";
  const access = await getAccess(request);
  return { tab, items: whitePaperLibrary(tab, access), plans: access.hasAccess ? [] : getAccessPlans() };
}

const hrefFor = (tab: WhitePaperTab) => (tab === "all" ? "/white-papers" : `/white-papers?tab=${tab}`);

export default function WhitePapersPage() {
  const { tab, items, plans } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold text-teal sm:text-4xl">White Papers</h1>
      <p className="mt-3 mb-8 max-w-2xl text-ink/75">
        Research and playbooks for restaurant and hotel operators: free papers to download now, premium ones with premium access.
      </p>
      <WhitePaperLibrary items={items} tab={tab} hrefFor={hrefFor} plans={plans} />
    </main>
  );
}

export { sharedPage as headers } from "~/utils/cache-control";

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seo({ title: "White Papers", description: "White papers for hospitality operators: free and premium.", origin: originFrom(matches), path: "/white-papers" });
