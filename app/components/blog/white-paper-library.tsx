import { Link } from "@remix-run/react";
import { OfferPanel } from "~/components/offer-panel";
import { NO_WHITE_PAPERS, WHITE_PAPER_TABS, formatFileSize, formatPostDate, type WhitePaperTab } from "~/content/blog";
import { useAccount } from "~/components/page-context";
import type { AccessPlan } from "~/utils/access-offer";
import { formatPrice } from "~/utils/money";
import { GatedDownload } from "./download-link";
import { PremiumBadge } from "./post-card";
import type { LibraryItem } from "~/utils/knowledge-center-types";

/** The tabs All / Free / Premium as links, the access panel and the cards (SPEC §2, §4, §8). */
export function WhitePaperLibrary({
  items,
  tab,
  hrefFor,
  plans,
}: {
  items: LibraryItem[];
  tab: WhitePaperTab;
  hrefFor: (tab: WhitePaperTab) => string;
  plans: AccessPlan[];
}) {
  const hasAccess = useAccount()?.hasAccess ?? false;
  return (
    <div className={hasAccess ? "grid gap-8 lg:grid-cols-[1fr_18rem]" : "grid gap-8"}>
      <div>
        <nav aria-label="White paper types">
          <ul className="flex gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-ink/5 sm:inline-flex">
            {WHITE_PAPER_TABS.map((t) => (
              <li key={t.id}>
                <Link
                  to={hrefFor(t.id)}
                  preventScrollReset
                  aria-current={t.id === tab ? "page" : undefined}
                  className={`flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold ${t.id === tab ? "bg-teal text-white" : "text-ink/80 hover:text-teal"}`}
                >
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {items.length === 0 ? (
          <div className="mt-8 rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-ink/10">
            <h2 className="text-xl font-semibold text-ink">{NO_WHITE_PAPERS.message}</h2>
            <p className="mt-2 text-ink/75">{NO_WHITE_PAPERS.description}</p>
            <Link to={hrefFor("all")} className="mt-4 inline-flex min-h-11 items-center rounded-md bg-teal px-4 font-semibold text-white">
              View all white papers
            </Link>
          </div>
        ) : (
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {items.map((item) => (
              <li key={item.id}>
                <LibraryCard item={item} hasAccess={hasAccess} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {hasAccess ? (
        <AccessActive />
      ) : (
        <OfferPanel id="plans" plans={plans} heading="Unlock Access" intro="Premium access opens every premium white paper, the full premium articles and the Resources Hub guides." />
      )}
    </div>
  );
}

/**
 * What unlocks the item, said the same way as everywhere else (docs/spec-notes.md#one-offer-for-premium-papers-spec-3-9);
 * to a reader who has access, that it is theirs.
 */
function priceLabel(item: LibraryItem, hasAccess: boolean) {
  if (item.access === "free") return "Free";
  if (hasAccess) return "Included in your access";
  if (item.priceCents === null) return "Premium";
  const price = formatPrice(item.priceCents);
  if (item.billingInterval) return `${price}/${item.billingInterval}, premium access while you subscribe`;
  return `Premium access, ${price} one-time`;
}

function lockedLabel(item: LibraryItem) {
  if (item.priceCents === null) return "Get premium access";
  const price = formatPrice(item.priceCents);
  return item.billingInterval ? `Subscribe for ${price}/${item.billingInterval}` : `Get premium access, ${price}`;
}

function LibraryCard({ item, hasAccess }: { item: LibraryItem; hasAccess: boolean }) {
  const action = "mt-4 inline-flex min-h-11 items-center justify-center rounded-md bg-teal px-4 text-sm font-semibold text-white hover:bg-teal-dark";
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10" data-testid="white-paper-card">
      <p className="flex flex-wrap items-center gap-2 text-xs text-ink/70">
        <span className="font-semibold text-ink" data-price-of={item.priceCents === null || hasAccess ? undefined : (item.download?.productId ?? undefined)}>
          {priceLabel(item, hasAccess)}
        </span>
        {item.fileSize !== null ? <span>PDF · {formatFileSize(item.fileSize)}</span> : <span>Article</span>}
        <span>{formatPostDate(item.publishedAt)}</span>
        {item.access !== "free" ? <PremiumBadge label={item.access === "subscription" ? "Subscription" : "Premium"} /> : null}
      </p>
      <h2 className="mt-2 text-lg font-semibold text-ink">{item.title}</h2>
      <p className="mt-2 flex-1 text-sm text-ink/75">{item.description}</p>
      {item.download ? (
        <GatedDownload
          href={item.download.href}
          title={item.title}
          allowed={item.download.allowed}
          productId={item.download.productId ?? undefined}
          className={action}
          lockedLabel={lockedLabel(item)}
        >
          Download PDF
        </GatedDownload>
      ) : item.readHref ? (
        <Link to={item.readHref} className={action}>
          {item.access === "free" ? "Read More" : hasAccess ? "Read" : "Read Preview"}
          <span className="sr-only">{`: ${item.title}`}</span>
        </Link>
      ) : null}
    </article>
  );
}

/** SPEC §2's 'Premium Access Active' panel, for a reader who has access. */
function AccessActive() {
  return (
    <aside className="h-fit rounded-2xl border-l-4 border-teal bg-white p-5 shadow-sm" aria-labelledby="access-panel">
      <h2 id="access-panel" className="font-semibold text-teal">
        Premium Access Active
      </h2>
      <p className="mt-2 text-sm text-ink/75">Every white paper, premium article and guide is yours to read and download.</p>
    </aside>
  );
}
