import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { CustomerCard, OrderFilters, OrderTable, OrderTotals, RefundConfirm, type OrderView } from "~/components/admin/orders";
import { FormError } from "~/components/form-fields";
import { countOrders, customerAccount, getOrderForRefund, listOrders, orderTotals, orderedProducts } from "~/models/admin-orders.server";
import { requireAdmin } from "~/services/auth/auth.server";
import { filterQuery, readOrderFilter } from "~/services/orders/order-filter.server";
import { RefundRefused, refundOrder } from "~/services/orders/order-refund.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { redirectWithSuccess } from "~/services/requests/toast.server";
import { orderRefundSchema } from "~/utils/forms.server";
import { ORDER_STATE_LABELS, ORDER_STATES, orderState, refundRefusal } from "~/utils/order-state";
import { clampPage, pageCount, parsePage } from "~/utils/pagination";

const PAGE_SIZE = 25;

/**
 * Every order (newest first), filtered by state, product, days and customer;
 * the period's totals; a CSV of the same; a customer's account above their
 * orders; and a refund, confirmed on the page (so it works without JavaScript).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const products = orderedProducts();
  const { filter, errors } = readOrderFilter(url.searchParams, products.map((p) => p.id));
  const customer = filter.customerId ? (customerAccount(filter.customerId) ?? null) : null;
  if (filter.customerId && !customer) errors.push("No such customer.");
  const total = countOrders(filter);
  const page = clampPage(parsePage(url.searchParams.get("page")), total, PAGE_SIZE);
  const toRefund = url.searchParams.get("refund");
  const confirm = toRefund ? refundView(toRefund) : null;
  if (toRefund && !confirm) errors.push("No such order to refund.");
  const pageData = {
    filter,
    query: filterQuery(filter),
    errors,
    states: ORDER_STATES.map((value) => ({ value, label: ORDER_STATE_LABELS[value] })),
    products,
    customer: customer
      ? {
          ...customer,
          createdAt: customer.createdAt.toISOString(),
          emailVerifiedAt: customer.emailVerifiedAt?.toISOString() ?? null,
          accessFrom: customer.accessFrom.map((o) => ({ ...o, paidAt: o.paidAt?.toISOString() ?? null })),
        }
      : null,
    totals: orderTotals(filter),
    total,
    page,
    pageCount: pageCount(total, PAGE_SIZE),
    orders: listOrders(filter, PAGE_SIZE, (page - 1) * PAGE_SIZE).map(toView),
    confirm,
  };
  return data(pageData, { status: errors.length ? 400 : 200 });
}

function toView(order: ReturnType<typeof listOrders>[number]): OrderView {
  const subscription = order.billingInterval !== null || order.stripeSubscriptionId !== null;
  const state = orderState(order);
  return {
    id: order.id,
    userId: order.userId,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    productName: order.productName,
    amountCents: order.amountCents,
    currency: order.currency,
    promotionCode: order.promotionCode,
    discountCents: order.discountCents,
    state,
    stateLabel: ORDER_STATE_LABELS[state],
    mode: order.mode,
    monthly: order.billingInterval !== null,
    createdAt: order.createdAt.toISOString(),
    refundRequestedAt: state === "paid" ? (order.refundRequestedAt?.toISOString() ?? null) : null,
    refusal: refundRefusal({ ...order, subscription }),
    receipt: order.paidAt ? `/admin/orders/${encodeURIComponent(order.id)}/receipt` : null,
  };
}

function refundView(orderId: string) {
  const order = getOrderForRefund(orderId);
  return order ? toView(order) : null;
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const parsed = await parseAction(request, orderRefundSchema);
  if (!parsed.ok) return data({ error: "Unknown action." }, { status: 400 });
  const back = new URL(request.url);
  back.searchParams.delete("refund");
  const to = `/admin/orders${back.search}`;
  try {
    const outcome = await refundOrder(parsed.data.orderId);
    return redirectWithSuccess(
      to,
      outcome === "refunded"
        ? { message: "Order refunded", description: "Test mode: no money moved. The buyer lost what the order gave, and the refund notice is on its way to them." }
        : { message: "Refund requested", description: "Stripe is refunding the payment. The order shows as refunded when Stripe confirms it." },
    );
  } catch (error) {
    if (!(error instanceof RefundRefused)) throw error;
    return data({ error: error.message }, { status: error.status });
  }
}

/** After a refusal the list is read again, so it shows what is true now. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => formMethod === "POST" || defaultShouldRevalidate;

export default function AdminOrders() {
  const view = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const listHref = `/admin/orders${view.query ? `?${view.query}` : ""}`;
  const pageHref = (n: number) => `/admin/orders?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(view.query)), ...(n > 1 ? { page: String(n) } : {}) })}`;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-teal">{view.customer ? `Orders of ${view.customer.fullName || view.customer.email}` : "Orders"}</h1>
        <a href={`/admin/orders.csv${view.query ? `?${view.query}` : ""}`} download className="inline-flex min-h-11 items-center rounded-md border border-ink/20 px-3 text-sm font-semibold hover:bg-white">
          Export CSV
        </a>
      </div>
      {view.errors.length ? (
        <ul role="alert" className="mt-4 list-inside list-disc rounded-md bg-terracotta/10 px-3 py-2 text-sm text-terracotta">
          {view.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 empty:hidden">
        <FormError message={result && "error" in result ? result.error : undefined} />
      </div>
      {view.confirm ? <RefundConfirm order={view.confirm} cancelHref={listHref} action={`/admin/orders?${params}`} /> : null}
      {view.customer ? <CustomerCard customer={view.customer} /> : null}
      <OrderFilters filter={view.filter} states={view.states} products={view.products} />
      <OrderTotals totals={view.totals} />
      <OrderTable orders={view.orders} query={view.query} />
      {view.pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center gap-3 text-sm">
          {view.page > 1 ? (
            <Link to={pageHref(view.page - 1)} className="inline-flex min-h-11 items-center font-semibold text-teal underline">
              Newer
            </Link>
          ) : null}
          <span>
            Page {view.page} of {view.pageCount} · {view.total} orders
          </span>
          {view.page < view.pageCount ? (
            <Link to={pageHref(view.page + 1)} className="inline-flex min-h-11 items-center font-semibold text-teal underline">
              Older
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Orders | Admin" }, { name: "robots", content: "noindex" }];
