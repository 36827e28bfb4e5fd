import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { OrderList, type OrderView } from "~/components/account/order-list";
import { VerifyEmailNotice } from "~/components/account/verify-email-notice";
import { productFileNames } from "~/models/download.server";
import { listOrdersForUser } from "~/models/order.server";
import { getUserById } from "~/models/user.server";
import { getAccess, requireUser } from "~/services/auth.server";
import { formatExactPrice } from "~/utils/money";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { hasAccess } = await getAccess(request);
  const rows = listOrdersForUser(user.id);
  const files = productFileNames(rows.flatMap((o) => o.unlocks.map((u) => u.productId)));
  const orders: OrderView[] = rows.map((o) => ({
    id: o.id,
    productName: o.productName,
    // A subscription that ended stays paid for; the list says it ended.
    status: o.status === "paid" && o.endedAt ? "ended" : o.status,
    amount: `${formatExactPrice(o.amountCents, o.currency)}${o.billingInterval === "month" ? " / month" : ""}`,
    date: o.createdAt.toISOString().slice(0, 10),
    consulting: o.productKind === "consulting",
    unlocks: o.unlocks.map((u) => ({
      name: u.name,
      download: files.has(u.productId) ? `/downloads/${files.get(u.productId)}` : null,
      revoked: u.revokedAt !== null,
    })),
  }));
  const verified = Boolean(getUserById(user.id)?.emailVerifiedAt);
  return { email: user.email, fullName: user.fullName, hasAccess, orders, verified };
}

export default function AccountPage() {
  const { email, fullName, hasAccess, orders, verified } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-teal">My account</h1>
      <section className="mt-8 rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="profile">
        <h2 id="profile" className="text-lg font-semibold">Profile</h2>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="text-ink/70">Name</dt>
          <dd>{fullName}</dd>
          <dt className="text-ink/70">Email</dt>
          <dd>{email}</dd>
          <dt className="text-ink/70">Access</dt>
          <dd>{hasAccess ? <strong className="text-teal">Premium access</strong> : "Free account"}</dd>
        </dl>
        {hasAccess ? null : (
          <p className="mt-4 text-sm text-ink/70">
            Premium access unlocks full premium articles, the premium PDF library, white papers and the Daily AI Course
            for a one-time $49.99.{" "}
            <Link to="/resources" className="font-semibold text-teal underline">
              See what's included
            </Link>
          </p>
        )}
      </section>
      {verified ? null : <VerifyEmailNotice />}
      <section className="mt-6 rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="orders">
        <h2 id="orders" className="text-lg font-semibold">Orders</h2>
        <OrderList orders={orders} />
      </section>
      <section className="mt-6 rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="downloads">
        <h2 id="downloads" className="text-lg font-semibold">Downloads</h2>
        <p className="mt-3 text-sm text-ink/70">
          {hasAccess
            ? "Your premium PDFs and white papers are on the Resources page."
            : "Premium PDFs and white papers become available here once you have premium access."}{" "}
          <Link to="/resources" className="font-semibold text-teal underline">
            Go to Resources
          </Link>
        </p>
      </section>
      <Form method="post" action="/logout" className="mt-8">
        <button type="submit" className="rounded-md border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-white">
          Sign out
        </button>
      </Form>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "My account" }, { name: "robots", content: "noindex" }];
