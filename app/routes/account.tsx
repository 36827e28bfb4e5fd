/**
 * The customer's own account: what they bought and what it gave them, their
 * receipts, password and address, their data, and deleting the account.
 * Every form is a plain POST to this route (told apart by `intent`).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { OrderList, type OrderView } from "~/components/account/order-list";
import { OrderAnswer } from "~/components/account/pending-order-actions";
import { PremiumLibrary } from "~/components/account/premium-library";
import { SubscriptionSection, type SubscriptionPanelView } from "~/components/account/subscription-section";
import { ChangeEmailSection, ChangePasswordSection } from "~/components/account/security-forms";
import { AdminPasswordNotice, VerifyEmailNotice } from "~/components/account/verify-email-notice";
import { DeleteAccountSection, YourDataSection } from "~/components/account/your-data";
import { NewsletterSection } from "~/components/account/newsletter-section";
import { listPremiumResources, productFileNames } from "~/models/download.server";
import { listOrdersForUser, runningSubscriptionsOfUser } from "~/models/order.server";
import { customerHasAccess } from "~/models/customer.server";
import { findAffiliateOfUser } from "~/models/affiliates.server";
import { getUserById } from "~/models/user.server";
import { accountAction } from "~/services/account/account-actions.server";
import { adminProofMissing } from "~/services/auth/admin-role.server";
import { getAccess, requireUser } from "~/services/auth/auth.server";
import { pendingEmailChange } from "~/services/account/email-change.server";
import { accountSubscription } from "~/services/newsletter/subscribe.server";
import { subscriptionOf, type SubscriptionView } from "~/services/checkout/subscriptions.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { declareOwnPage } from "~/services/requests/response-privacy.server";
import { accountFormsSchema } from "~/utils/forms.server";
import { formatDay } from "~/utils/dates";
import { formatExactPrice } from "~/utils/money";
import { orderState } from "~/utils/order-state";
import { unlistedPage } from "~/utils/seo";

/**
 * The page is made from the customer's own rows, the products and premium
 * files, and their access, so the server may keep it for them a minute (or
 * until a pending change's link expires): every write to those rows drops it.
 */
const OWN_PAGE_SECONDS = 60;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  // First: a test-mode subscription whose period lapsed ends (and its access) before the page reads either.
  const subscription = subscriptionOf(user.id);
  const hasAccess = (await getAccess(request)).hasAccess && customerHasAccess(user.id);
  const rows = listOrdersForUser(user.id);
  const files = productFileNames(rows.flatMap((o) => o.unlocks.map((u) => u.productId)));
  const orders: OrderView[] = rows.map((o) => ({
    id: o.id,
    productName: o.productName,
    // A subscription that ended stays paid for; the list says it ended.
    status: orderState(o),
    // What was paid; with a promotion code, the code too.
    amount: `${formatExactPrice(o.amountCents, o.currency)}${o.billingInterval === "month" && !o.discountCents ? " / month" : ""}${o.discountCents ? ` with code ${o.promotionCode}` : ""}`,
    date: o.createdAt.toISOString().slice(0, 10),
    consulting: o.productKind === "consulting",
    receipt: o.paidAt ? `/account/orders/${encodeURIComponent(o.id)}/receipt` : null,
    testMode: o.mode === "test",
    unlocks: o.unlocks.map((u) => ({
      name: u.name,
      download: files.has(u.productId) ? `/downloads/${files.get(u.productId)}` : null,
      revoked: u.revokedAt !== null,
    })),
  }));
  const pending = pendingEmailChange(user.id);
  const stored = getUserById(user.id);
  const affiliate = findAffiliateOfUser(user.id);
  declareOwnPage(keptFor([pending?.expiresAt, subscription && !subscription.endedAt ? subscription.periodEndsAt : null]));
  return {
    email: user.email,
    fullName: user.fullName,
    hasAccess,
    orders,
    verified: Boolean(stored?.emailVerifiedAt),
    adminPasswordDue: Boolean(stored?.emailVerifiedAt && adminProofMissing(stored)),
    premiumFiles: hasAccess ? listPremiumResources().map((r) => ({ title: r.title, href: r.path })) : [],
    pendingEmail: pending ? { email: pending.email, expiresAt: pending.expiresAt.toISOString() } : null,
    hasSubscription: runningSubscriptionsOfUser(user.id).length > 0,
    subscription: subscription ? subscriptionPanel(subscription) : null,
    affiliate: affiliate ? { code: affiliate.code, suspended: affiliate.status === "suspended" } : null,
    newsletter: accountSubscription(user.id, user.email),
  };
}

/** A minute, or less when something on the page changes sooner (a link expires, a paid period ends). */
function keptFor(changes: Array<Date | null | undefined>): number {
  const soonest = Math.min(...changes.map((at) => (at ? (at.getTime() - Date.now()) / 1000 : Infinity)));
  return Math.max(0, Math.min(OWN_PAGE_SECONDS, soonest));
}

function subscriptionPanel(s: SubscriptionView): SubscriptionPanelView {
  return {
    orderId: s.orderId,
    productName: s.productName,
    price: `${formatExactPrice(s.amountCents, s.currency)} / ${s.interval}`,
    testMode: s.testMode,
    endedOn: s.endedAt ? formatDay(s.endedAt) : null,
    periodEndsOn: s.periodEndsAt ? formatDay(s.periodEndsAt) : null,
    cancelsAtPeriodEnd: s.cancelsAtPeriodEnd,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return accountAction(request, user, await parseAction(request, accountFormsSchema));
}

/** An order button refused (4xx) because the order changed elsewhere, another tab: the list is read again to show how it is now. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { form?: string } | undefined)?.form === "order" || defaultShouldRevalidate;

/** A 429 or 503 refusal's Retry-After reaches the browser only through this. */
export { keepRetryAfter as headers } from "~/utils/http.server";

const section = "rounded-2xl bg-white p-6 shadow-sm";

export default function AccountPage() {
  const { email, fullName, hasAccess, orders, verified, adminPasswordDue, premiumFiles, pendingEmail, hasSubscription, subscription, affiliate, newsletter } =
    useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-12 sm:py-16">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-teal">My account</h1>
        <Form method="post" action="/logout">
          <button type="submit" className="min-h-11 rounded-md border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-white">
            Sign out
          </button>
        </Form>
      </div>
      <section className={section} aria-labelledby="profile">
        <h2 id="profile" className="text-lg font-semibold">Profile</h2>
        <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr] sm:gap-y-3">
          <dt className="text-ink/70">Name</dt>
          <dd className="mb-2 sm:mb-0">{fullName}</dd>
          <dt className="text-ink/70">Email</dt>
          <dd className="mb-2 break-all sm:mb-0">
            {email} {verified ? <span className="text-ink/70">(verified)</span> : null}
          </dd>
          <dt className="text-ink/70">Access</dt>
          <dd>{hasAccess ? <strong className="text-teal">Premium access</strong> : "Free account"}</dd>
        </dl>
      </section>
      {verified ? null : <VerifyEmailNotice />}
      {adminPasswordDue ? <AdminPasswordNotice email={email} /> : null}
      <section className={section} aria-labelledby="library">
        <h2 id="library" className="text-lg font-semibold">Your library</h2>
        <PremiumLibrary hasAccess={hasAccess} files={premiumFiles} />
      </section>
      {subscription ? <SubscriptionSection subscription={subscription} /> : null}
      {affiliate ? (
        <section className={section} aria-labelledby="affiliate">
          <h2 id="affiliate" className="text-lg font-semibold">Affiliate programme</h2>
          <p className="mt-2 text-sm text-ink/80">
            Your affiliate code is <span className="font-mono font-semibold">{affiliate.code}</span>
            {affiliate.suspended ? " (suspended: it no longer earns)" : ""}.{" "}
            <Link to="/account/affiliate" className="font-semibold text-teal underline">
              Open your affiliate dashboard
            </Link>
          </p>
        </section>
      ) : null}
      <section className={section} aria-labelledby="orders">
        <h2 id="orders" className="text-lg font-semibold">Orders and receipts</h2>
        <OrderAnswer shown={orders.map((o) => o.id)} />
        <OrderList orders={orders} />
      </section>
      <NewsletterSection state={newsletter} />
      <ChangePasswordSection email={email} />
      <ChangeEmailSection pending={pendingEmail} />
      <YourDataSection />
      <DeleteAccountSection hasSubscription={hasSubscription} />
    </main>
  );
}

export const meta: MetaFunction = () => unlistedPage("My account");
