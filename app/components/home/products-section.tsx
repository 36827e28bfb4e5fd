import { Form, Link, useSearchParams } from "@remix-run/react";
import { CHEF_APPS_PROMO } from "~/content/home";
import { useAccount } from "~/components/page-context";
import { PRODUCT_TABS, parseProductTab, productsForTab } from "~/utils/catalogue";
import type { BundleView, OwnedProducts, ProductView } from "~/utils/catalogue";
import { BundleCard, ProductCard } from "./product-card";
import { PHONE_ROW, PHONE_ROW_ITEM, SwipeHint } from "./phone-row";
import { SectionHeading } from "./section-heading";
import { tabHref } from "./tab-href";

/**
 * The catalogue of SPEC §2. The tab lives in the query (`/?tab=digital#products`)
 * so it works without JS; SPEC's legacy `#products?tab=…` is honoured on the client.
 */
export function ProductsSection({
  products,
  bundle,
  owned = {},
}: {
  products: ProductView[];
  bundle: BundleView | null;
  /** What the signed-in reader holds: those cards say "Owned · Download" instead of selling it again. */
  owned?: OwnedProducts;
}) {
  const [searchParams] = useSearchParams();
  const tab = parseProductTab(searchParams.get("tab"));
  const account = useAccount();
  const shown = productsForTab(products, tab);
  const showBundle = bundle !== null && productsForTab([bundle], tab).length > 0;

  return (
    <section id="products" aria-labelledby="products-title" className="scroll-mt-24 bg-[#efe6d6] py-12 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading id="products-title" eyebrow="Shop" title="Digital products and consulting">
            Downloads you can use tonight, apps for the kitchen and fixed-scope consulting. Prices in USD.
          </SectionHeading>
          {account ? null : (
            // A GET form, so it is a button (SPEC) that opens the sign-in dialog with or without JS.
            <Form method="get" action="/" preventScrollReset className="self-start lg:self-auto">
              {tab !== "all" ? <input type="hidden" name="tab" value={tab} /> : null}
              <input type="hidden" name="dialog" value="signin" />
              <button
                type="submit"
                className="rounded-md border border-teal/30 bg-white px-5 py-2.5 font-semibold text-teal hover:bg-teal/5"
              >
                Sign in to purchase
              </button>
            </Form>
          )}
        </div>

        <nav aria-label="Product categories" className="mt-10">
          <ul className="grid grid-cols-2 gap-1.5 rounded-xl bg-white/70 p-1.5 ring-1 ring-ink/10 sm:flex sm:flex-wrap">
            {PRODUCT_TABS.map((t) => {
              const current = t.id === tab;
              return (
                <li key={t.id}>
                  <Link
                    to={tabHref(t.id)}
                    preventScrollReset
                    replace
                    aria-current={current ? "true" : undefined}
                    className="tab-pill"
                  >
                    {t.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        {tab !== "chef-apps" ? <ChefAppsPromo /> : null}

        <div className="mt-8 space-y-8">
          {showBundle && bundle ? <BundleCard bundle={bundle} ownedHref={owned[bundle.id]} /> : null}
          <SwipeHint count={shown.length} noun="products" />
          <ul className={`${PHONE_ROW} -mt-6 sm:mt-0 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3`}>
            {shown.map((product) => (
              <li key={product.id} className={PHONE_ROW_ITEM}>
                <ProductCard product={product} ownedHref={owned[product.id]} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function ChefAppsPromo() {
  return (
    <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-white p-6 ring-1 ring-ink/10 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-[#5b8a5f]/15 text-[#3f6b4f]">
          <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
            <path d="M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2M9 7h6M9 11h4" />
          </svg>
        </span>
        <div>
          <h3 className="text-lg font-semibold text-ink">{CHEF_APPS_PROMO.title}</h3>
          <p className="mt-1 text-ink/75">{CHEF_APPS_PROMO.text}</p>
        </div>
      </div>
      <Link
        to={tabHref("chef-apps")}
        preventScrollReset
        replace
        className="shrink-0 self-start rounded-md bg-[#3f6b4f] px-5 py-2.5 font-semibold text-white hover:bg-[#34583f] sm:self-auto"
      >
        Explore Chef Apps
      </Link>
    </div>
  );
}
