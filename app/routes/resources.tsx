import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GatedDownload } from "~/components/blog/download-link";
import { GuideUploadForm } from "~/components/blog/guide-upload-form";
import { OfferPanel } from "~/components/offer-panel";
import { formatFileSize } from "~/content/blog";
import { listPremiumResources } from "~/models/download.server";
import { getAccessPlans } from "~/models/product.server";
import { latestResourceVersions, premiumResourceTitle } from "~/models/resource-file.server";
import { getAccess, requireUser } from "~/services/auth/auth.server";
import { checkoutReturnResponse, isCheckoutReturn } from "~/services/checkout/checkout-return.server";
import { handleGuideUpload } from "~/services/files/guide-upload.server";
import { parseAction } from "~/services/requests/parse-action.server";
import { guideUploadSchema } from "~/utils/forms.server";
import { latestPurchase, type LatestPurchase } from "~/services/checkout/latest-purchase.server";
import { enqueueMail } from "~/services/mail/mail.server";
import { guideUploadWaitingMail } from "~/services/mail/mail-messages.server";
import { giveBack, limitFor, tryConsume, type Limit } from "~/services/requests/security.server";
import { peekToast, redirectWithSuccess } from "~/services/requests/toast.server";
import { PURCHASE_CANCELED, PURCHASE_SUCCESS } from "~/utils/checkout-messages";
import { getEnv } from "~/utils/env.server";
import { originFrom, seo } from "~/utils/seo";
import { RATE_LIMITS } from "../../server/policy/limits.js";

/**
 * The Resources Hub. Checkout returns here (SPEC §4): the query is handled and
 * removed by a redirect, and the flash it leaves is shown as the page's state.
 * Users with access download the 3 premium PDFs and upload new guide versions.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const access = await getAccess(request);
  if (isCheckoutReturn(url)) throw await checkoutReturnResponse(url, access);
  const flash = await peekToast(request);
  const state =
    flash?.message === PURCHASE_SUCCESS.message ? "success" : flash?.message === PURCHASE_CANCELED.message && !access.hasAccess ? "canceled" : null;
  const versions = latestResourceVersions();
  const resources = listPremiumResources().map((r) => ({ ...r, sizeBytes: versions.get(r.id)?.sizeBytes ?? null, versions: versions.get(r.id)?.versions ?? 0 }));
  return {
    hasAccess: access.hasAccess,
    signedIn: access.user !== null,
    state,
    // The state is this page's notice: the root shows no toast saying the same.
    toastShownInPage: state !== null,
    // Just bought: what it was and its files, right here.
    purchase: state === "success" && access.user ? latestPurchase(access.user.id) : null,
    resources,
    plans: access.hasAccess ? [] : getAccessPlans(),
  };
}

/**
 * A customer's uploads (an admin's are not limited), counted before the body is read: stored
 * files, a refused file giving its turn back; and tries, refused files included, which bounds
 * what one customer can make the server read.
 */
const uploadQuota = (userId: string) => limitFor(RATE_LIMITS.guideUploadQuota, userId);
const uploadTries = (userId: string) => limitFor(RATE_LIMITS.guideUploadTries, userId);

/** A 429 with `message` when `limit` is used up; otherwise the upload is counted against it. */
function refusedByLimit(limit: Limit, message: string) {
  const wait = tryConsume(limit);
  return wait > 0 ? data({ uploadError: message }, { status: 429, headers: { "Retry-After": String(wait) } }) : null;
}

/**
 * The guide an upload replaces. Its form is parsed as the file streams to disk
 * (guide-upload.server.ts: reading the body whole would hold the file in memory
 * and lose the upload's size limit), so parseAction is handed that form.
 */
async function uploadedResource(form: FormData) {
  const posted = await parseAction(form, guideUploadSchema);
  const title = posted.ok ? premiumResourceTitle(posted.data.resourceId) : undefined;
  return posted.ok && title ? { id: posted.data.resourceId, title } : undefined;
}

/**
 * The guide upload (SPEC §5: users with access only), streamed to disk by
 * guide-upload.server.ts. A customer's file waits for an admin to publish it.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  if (!(await getAccess(request)).hasAccess) {
    return data({ uploadError: "Upload failed: Only members with premium access can upload a guide." }, { status: 403 });
  }
  const isAdmin = user.role === "admin";
  if (!isAdmin) {
    const refused = refusedByLimit(uploadTries(user.id), RATE_LIMITS.guideUploadTries.message) ?? refusedByLimit(uploadQuota(user.id), RATE_LIMITS.guideUploadQuota.message);
    if (refused) return refused;
  }
  const result = await handleGuideUpload(request, { id: user.id, publish: isAdmin }, uploadedResource);
  if (!result.ok) {
    if (!isAdmin) giveBack(uploadQuota(user.id));
    return data({ uploadError: result.error }, { status: result.status });
  }
  if (result.published) return redirectWithSuccess("/resources", { message: "Guide uploaded", description: `${result.title}: your file is now the download.` });
  for (const to of getEnv().ADMIN_EMAILS) enqueueMail({ event: `guide-upload:${result.id}`, to, content: guideUploadWaitingMail(result.title, result.fileName) });
  return redirectWithSuccess("/resources", {
    message: "Guide uploaded",
    description: `${result.title}: thank you. An admin will review your file before it replaces the download.`,
  });
}

export { keepRetryAfter as headers } from "~/utils/http.server";

export default function ResourcesPage() {
  const { hasAccess, state, purchase, resources, plans } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-teal sm:text-4xl">Resources Hub</h1>
      <p className="mt-3 max-w-2xl text-ink/75">
        Premium guides for restaurant and hotel teams: prompt rules, department prompt packs and a starter kit for bringing AI
        into your operation.
      </p>
      {state === "success" ? (
        <section role="status" aria-labelledby="purchase-state" className="mt-8 rounded-2xl border-l-4 border-teal bg-white p-6 shadow-sm">
          <h2 id="purchase-state" className="text-xl font-semibold text-teal">
            {PURCHASE_SUCCESS.message}
          </h2>
          <p className="mt-2 text-ink/80">{PURCHASE_SUCCESS.description}</p>
          {purchase ? <JustBought purchase={purchase} /> : null}
          <Link to="/account" className="mt-3 inline-block font-semibold text-teal underline">
            See your orders and downloads
          </Link>
        </section>
      ) : null}
      {state === "canceled" ? (
        <p role="status" className="mt-8 rounded-2xl border-l-4 border-amber bg-white p-6 shadow-sm">
          {PURCHASE_CANCELED.description}
        </p>
      ) : null}
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {resources.map((r) => (
          <li key={r.id} className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
            <h2 className="font-semibold text-ink">{r.title}</h2>
            <p className="mt-2 flex-1 text-sm text-ink/75">{r.description}</p>
            {r.sizeBytes !== null ? (
              <p className="mt-2 text-xs text-ink/70">
                PDF · {formatFileSize(r.sizeBytes)}
                {hasAccess && r.versions > 1 ? ` · version ${r.versions}` : ""}
              </p>
            ) : null}
            <GatedDownload href={r.path} title={r.title} allowed={hasAccess} className="mt-4 text-left font-semibold text-teal underline" lockedLabel="Unlock to download">
              Download PDF
            </GatedDownload>
          </li>
        ))}
      </ul>
      {hasAccess ? <GuideUploadForm resources={resources.map((r) => ({ id: r.id, title: r.title }))} /> : null}
      {hasAccess ? null : (
        <div className="mt-8">
          <OfferPanel id="plans" plans={plans} next="/resources" heading="Unlock premium resources" />
        </div>
      )}
    </main>
  );
}

function JustBought({ purchase }: { purchase: LatestPurchase }) {
  return (
    <div className="mt-4">
      <p className="font-semibold text-ink">Yours now: {purchase.productName}</p>
      {purchase.downloads.length ? (
        <ul className="mt-3 flex flex-wrap gap-3">
          {purchase.downloads.map((d) => (
            <li key={d.href}>
              <a href={d.href} download className="inline-flex min-h-11 items-center rounded-md bg-teal px-4 font-semibold text-white hover:bg-teal-dark">
                Download {d.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  seo({ title: "Resources Hub", description: "Premium PDFs for hospitality operators.", origin: originFrom(matches), path: "/resources" });
