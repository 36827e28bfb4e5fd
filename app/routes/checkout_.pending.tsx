import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useDialogHref } from "~/components/dialog";
import { requireUser } from "~/services/auth.server";
import { getPurchasableProduct } from "~/models/product.server";
import { formatExactPrice } from "~/utils/money";

/** Where a started checkout lands until online payment is connected: honest about it. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const product = getPurchasableProduct(new URL(request.url).searchParams.get("product") ?? "");
  if (!product) throw data(null, { status: 404 });
  return { product: { id: product.id, name: product.name, price: formatExactPrice(product.priceCents, product.currency) } };
}

export default function CheckoutPending() {
  const { product } = useLoaderData<typeof loader>();
  const dialogHref = useDialogHref();
  return (
    <main className="mx-auto w-full max-w-xl flex-1 px-4 py-16">
      <h1 className="text-3xl font-bold text-teal">Checkout</h1>
      <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm" data-product-id={product.id}>
        <p className="text-lg font-semibold">{product.name}</p>
        <p className="mt-1 text-ink/70">{product.price}</p>
        <p className="mt-6 rounded-md bg-amber-light/15 p-4 text-sm text-ink">
          Online payment is not connected yet, so nothing has been charged. To buy now, send us an enquiry and we will
          send you a payment link.
        </p>
        <Link to={dialogHref("enquiry", { product: product.id })} preventScrollReset className="mt-6 inline-block rounded-md bg-teal px-5 py-2.5 font-semibold text-white">
          Send an enquiry
        </Link>
      </div>
    </main>
  );
}

export const meta: MetaFunction = () => [{ title: "Checkout" }, { name: "robots", content: "noindex" }];
