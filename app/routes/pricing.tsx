import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OfferPanel } from "~/components/offer-panel";
import { useAccount } from "~/components/page-context";
import { getAccessPlans } from "~/models/product.server";
import { originFrom, seo } from "~/utils/seo";

/**
 * Pricing: the two ways to buy premium access side by side, what stays free,
 * and where consulting is priced. Prices are the products table's.
 */
export function loader() {
  return { plans: getAccessPlans() };
}

const FREE = [
  { label: "The Prompt Vault", to: "/prompt-vault" },
  { label: "Free white papers", to: "/white-papers?tab=free" },
  { label: "Every article's preview in the Knowledge Center", to: "/blog" },
  { label: "Case studies", to: "/case-studies" },
];

export default function PricingPage() {
  const { plans } = useLoaderData<typeof loader>();
  const hasAccess = useAccount()?.hasAccess ?? false;
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold text-teal sm:text-4xl">Pricing</h1>
      <p className="mt-3 max-w-2xl text-ink/75">
        Premium access opens the full premium articles, the premium PDF guides, every premium white paper and the daily AI course. Pay once, or monthly.
      </p>
      <div className="mt-8">
        {hasAccess ? (
          <section aria-labelledby="your-access" className="rounded-2xl border-l-4 border-teal bg-white p-6 shadow-sm">
            <h2 id="your-access" className="text-xl font-semibold text-teal">
              Premium Access Active
            </h2>
            <p className="mt-2 text-ink/80">Everything below is included in your access.</p>
            <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 font-semibold">
              <Link to="/resources" className="text-teal underline">
                Resources Hub
              </Link>
              <Link to="/white-papers" className="text-teal underline">
                White papers
              </Link>
              <Link to="/course" className="text-teal underline">
                Daily AI Course
              </Link>
              <Link to="/account" className="text-teal underline">
                Your account
              </Link>
            </p>
          </section>
        ) : (
          <OfferPanel plans={plans} heading="Choose how to pay" />
        )}
      </div>
      <div className="mt-10 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="free" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
          <h2 id="free" className="text-lg font-semibold text-ink">
            Free for everyone
          </h2>
          <ul className="mt-3 space-y-2">
            {FREE.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="text-teal underline">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="consulting" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10">
          <h2 id="consulting" className="text-lg font-semibold text-ink">
            Consulting and digital products
          </h2>
          <p className="mt-3 text-ink/80">
            Consulting sessions, the kitchen playbooks and calculators are priced on their own, and each purchase includes premium access.
          </p>
          <p className="mt-3 flex flex-wrap gap-x-5 gap-y-2 font-semibold">
            <Link to="/?tab=all#products" className="text-teal underline">
              See all products
            </Link>
            <Link to="/contact" className="text-teal underline">
              Ask us
            </Link>
          </p>
        </section>
      </div>
      <p className="mt-8 text-sm text-ink/75">
        Prices in US dollars. See our{" "}
        <Link to="/refunds" className="text-teal underline">
          Refund Policy
        </Link>{" "}
        and{" "}
        <Link to="/terms" className="text-teal underline">
          Terms
        </Link>
        .
      </p>
    </main>
  );
}

export { sharedPage as headers } from "~/utils/cache-control";

export const meta: MetaFunction = ({ matches }) =>
  seo({ title: "Pricing", description: "Premium access for hospitality operators: one-time or monthly.", origin: originFrom(matches), path: "/pricing" });
