import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useDialogHref } from "~/components/page-context";
import { CheckoutForm } from "~/components/gated-action";
import { showToast } from "~/components/toaster";
import { productAnchor } from "~/utils/catalogue";
import { formatPrice } from "~/utils/money";
import { BUNDLE_SAVING_BADGE, type BundleView, type ProductView } from "~/utils/catalogue";

const KIND_LABELS: Partial<Record<ProductView["kind"], string>> = {
  digital: "Digital resource",
  "chef-app": "Chef app",
  consulting: "Consulting",
  bundle: "Bundle",
};

const buttonClass = "buy-button";

/** A card for sale, or, when the reader holds it (`ownedHref`: its file or /account), a way to it instead. */
export function ProductCard({ product, ownedHref }: { product: ProductView; ownedHref?: string }) {
  return (
    <article
      id={productAnchor(product.id)}
      aria-labelledby={`${productAnchor(product.id)}-name`}
      className="product-card"
    >
      <div className="flex items-center justify-between gap-2">
        <span className="kind-label">{KIND_LABELS[product.kind]}</span>
        {product.isFeatured ? (
          <span className="rounded-full bg-amber-light/20 px-2.5 py-1 text-xs font-semibold text-[#8a5a00]">Most popular</span>
        ) : null}
      </div>
      <h3 id={`${productAnchor(product.id)}-name`} className="product-name">
        {product.name}
      </h3>
      <p className="product-text">{product.description}</p>
      <FeatureList features={product.features} />
      <p className="mt-4 text-sm text-ink/75">
        <span className="font-semibold text-ink/85">For:</span>{` ${product.targetAudience}`}
      </p>
      <div className="mt-auto pt-4 sm:pt-6">
        <ProductPrice product={product} />
        <div className="mt-4">
          {ownedHref ? (
            <OwnedLink href={ownedHref} />
          ) : product.customQuote ? (
            <QuoteLink productId={product.id}>{product.ctaText || "Request a Quote"}</QuoteLink>
          ) : (
            <PurchaseToast message="Processing Purchase" description={`Preparing ${product.name} for checkout.`}>
              <CheckoutForm productId={product.id} className={buttonClass} pendingLabel="Preparing checkout…">
                {product.ctaText || "Buy now"}
              </CheckoutForm>
            </PurchaseToast>
          )}
        </div>
      </div>
    </article>
  );
}

export function BundleCard({ bundle, ownedHref }: { bundle: BundleView; ownedHref?: string }) {
  return (
    <article
      id={productAnchor(bundle.id)}
      aria-labelledby="bundle-name"
      className="relative grid scroll-mt-32 gap-8 overflow-hidden rounded-3xl bg-teal p-6 text-cream shadow-xl sm:p-10 lg:grid-cols-[1.4fr_1fr]"
    >
      <div aria-hidden="true" className="absolute -top-20 -left-20 h-64 w-64 rounded-full bg-teal-light/40" />
      <div className="relative">
        <p className="text-sm font-semibold tracking-widest text-[#f2b84b] uppercase">Best value bundle</p>
        <h3 id="bundle-name" className="mt-2 font-serif text-3xl font-bold">
          {bundle.name}
        </h3>
        <p className="mt-3 max-w-xl text-lg text-cream/85">{bundle.description}</p>
        <h4 className="mt-6 text-sm font-semibold tracking-wider text-cream/80 uppercase">What's included</h4>
        <ul className="check-list check-list-gold mt-3 grid gap-2 sm:grid-cols-2">
          {bundle.features.map((f) => (
            <li key={f.text}>{f.text}</li>
          ))}
        </ul>
      </div>
      <div className="relative flex flex-col justify-center rounded-2xl bg-cream p-6 text-ink">
        <span className="self-start rounded-full bg-terracotta px-3 py-1 text-sm font-bold tracking-wide text-white">
          {BUNDLE_SAVING_BADGE}
        </span>
        <p className="mt-4 flex items-baseline gap-3">
          <span data-price-of={bundle.id} className="font-serif text-5xl font-bold text-teal">
            {formatPrice(bundle.priceCents)}
          </span>
          <s data-list-price className="text-xl text-ink/75">
            <span className="sr-only">Regular price </span>
            {formatPrice(bundle.listPriceCents)}
          </s>
        </p>
        <p className="mt-1 text-sm text-ink/75">One-time payment, instant download</p>
        <div className="mt-6">
          {ownedHref ? (
            <OwnedLink href={ownedHref} />
          ) : (
            <PurchaseToast message="Bundle Purchase" description="Preparing the Efficiency Bundle for checkout.">
              <CheckoutForm productId={bundle.id} className={buttonClass} pendingLabel="Preparing checkout…">
                {bundle.ctaText || "Get the Bundle"}
              </CheckoutForm>
            </PurchaseToast>
          )}
        </div>
      </div>
    </article>
  );
}

/** The price as checkout charges it; a custom-quote service has none until it is quoted
 * (docs/spec-notes.md#prices-as-charged-spec-9). */
function ProductPrice({ product }: { product: ProductView }) {
  if (product.customQuote) {
    return (
      <p>
        <span data-price className="font-serif text-2xl font-bold text-teal">
          Custom quote
        </span>
        <span className="mt-1 block text-sm text-ink/75">Priced for your project after a short call.</span>
      </p>
    );
  }
  return (
    <p className="flex items-baseline gap-2">
      <span data-price data-price-of={product.id} className="product-price">
        {formatPrice(product.priceCents)}
      </span>
      <span className="text-sm text-ink/75">USD, one-time</span>
    </p>
  );
}

const SHOWN_FEATURES = 3;

/** The first three features; the rest behind a disclosure that works without JS (shorter cards). */
function FeatureList({ features }: { features: ProductView["features"] }) {
  const rest = features.slice(SHOWN_FEATURES);
  return (
    <>
      <ul className="check-list product-features">
        {features.slice(0, SHOWN_FEATURES).map((f) => (
          <li key={f.text}>{f.text}</li>
        ))}
      </ul>
      {rest.length > 0 ? (
        <details className="group text-sm text-ink/80">
          <summary className="more-toggle">
            <span className="group-open:hidden">{`Show all ${features.length} features`}</span>
            <span className="hidden group-open:inline">Show fewer features</span>
          </summary>
          <ul className="check-list space-y-2">
            {rest.map((f) => (
              <li key={f.text}>{f.text}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

/**
 * In place of the buy button on a card the reader holds: its file (a plain
 * link, so the browser downloads it with or without JS), or /account.
 */
function OwnedLink({ href }: { href: string }) {
  const className = `block text-center ${buttonClass} owned-button`;
  return href.startsWith("/downloads/") ? (
    <a href={href} className={className} data-owned>
      Owned · Download
    </a>
  ) : (
    <Link to={href} className={className} data-owned>
      Owned · Download
    </Link>
  );
}

/** SPEC §4: with JS, a purchase first says it is being prepared; the server does the rest. */
function PurchaseToast({ message, description, children }: { message: string; description: string; children: ReactNode }) {
  return <div onSubmitCapture={() => showToast({ type: "info", message, description })}>{children}</div>;
}

/**
 * Custom-quote products are not bought: the quote form in the enquiry dialog
 * asks who to reply to (filled from the account when signed in) and, if they
 * like, a phone number and what the project is (routes/quote.tsx).
 */
function QuoteLink({ productId, children }: { productId: string; children: ReactNode }) {
  const dialogHref = useDialogHref();
  return (
    <Link to={dialogHref("enquiry", { product: productId })} preventScrollReset className={`block text-center ${buttonClass}`}>
      {children}
    </Link>
  );
}
