import { useLocation, useNavigate, useRouteLoaderData, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { Dialog } from "~/components/dialog";
import { isServiceId } from "~/content/enquiry-services";
import { AFFILIATE_CODE_PATTERN } from "~/utils/affiliate-code";
import { useCopied } from "~/utils/use-copied";
import { useHydrated } from "~/utils/use-hydrated";
import { AffiliateForm } from "./affiliate-form";
import { AffiliateTerms } from "./affiliate-terms";
import { EnquiryForm, type EnquiryProduct } from "./enquiry-form";
import { QuoteRequestForm, type QuotableProduct } from "./quote-request-form";

/** What the root loader says about `?product=…` (see enquiryDialogProduct in root.tsx). */
type DialogProduct = (EnquiryProduct & { quotable: QuotableProduct[] | null }) | null;

function useDialogProduct(): DialogProduct {
  const data = useRouteLoaderData("root") as { dialogProduct?: DialogProduct } | undefined;
  return data?.dialogProduct ?? null;
}

/** The enquiry and affiliate dialogs over any page (`?dialog=enquiry|affiliate`), server-rendered. */
export function FormDialogs() {
  const [params] = useSearchParams();
  const dialog = params.get("dialog");
  if (dialog === "enquiry") return <EnquiryDialog params={params} />;
  if (dialog === "affiliate") return <AffiliateDialog params={params} />;
  return null;
}

const ENQUIRY_PARAMS = ["dialog", "service", "sent", "product"];

function EnquiryDialog({ params }: { params: URLSearchParams }) {
  const sent = params.get("sent") === "1";
  const service = params.get("service");
  const product = useDialogProduct();
  if (product?.quotable && !sent) return <QuoteDialog product={product} quotable={product.quotable} />;
  return (
    <Dialog title={sent ? "Enquiry sent" : "Get in touch"} closeParams={ENQUIRY_PARAMS} wide={!sent}>
      {sent ? (
        <SentNotice />
      ) : (
        <>
          <p className="mb-4 text-sm text-ink/70">
            Tell us about your business and what you need. We reply to every enquiry within 24 hours.
          </p>
          <EnquiryForm inDialog preselected={service && isServiceId(service) ? [service] : []} product={product} />
        </>
      )}
    </Dialog>
  );
}

/** A custom-quote product asks for a quote, with the product chosen and someone to reply to. */
function QuoteDialog({ product, quotable }: { product: EnquiryProduct; quotable: QuotableProduct[] }) {
  return (
    <Dialog title="Request a Quote" closeParams={ENQUIRY_PARAMS}>
      <p className="mb-4 text-sm text-ink/70">
        Tell us who to reply to and we'll contact you shortly to discuss your specific needs for {product.name}.
      </p>
      <QuoteRequestForm inDialog products={quotable} selected={product.id} />
    </Dialog>
  );
}

/** SPEC §4: the confirmation disappears after 5 s (with JS; without it, it stays until closed). */
function SentNotice() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const timer = setTimeout(() => {
      const params = new URLSearchParams(location.search);
      for (const p of ENQUIRY_PARAMS) params.delete(p);
      const query = params.toString();
      navigate(`${location.pathname}${query ? `?${query}` : ""}${location.hash}`, { replace: true, preventScrollReset: true });
    }, 5000);
    return () => clearTimeout(timer);
  }, [navigate, location]);
  return (
    <p role="status" className="rounded-md bg-teal/10 p-4 text-teal">
      Thank you! We've received your enquiry and will get back to you within 24 hours.
    </p>
  );
}

function AffiliateDialog({ params }: { params: URLSearchParams }) {
  const code = params.get("code");
  const submitted = code !== null && AFFILIATE_CODE_PATTERN.test(code);
  return (
    <Dialog title={submitted ? "Application submitted" : "Become an Affiliate"} closeParams={["dialog", "code"]}>
      {submitted ? (
        <AffiliateSubmitted code={code} />
      ) : (
        <>
          <p className="mb-4 text-sm text-ink/70">
            Recommend our guides, tools and consulting to operators you know. Commissions are typically 10-15% of
            sales, paid monthly.
          </p>
          <AffiliateTerms folded />
          <AffiliateForm inDialog />
        </>
      )}
    </Dialog>
  );
}

function AffiliateSubmitted({ code }: { code: string }) {
  const [copied, copy] = useCopied();
  // Copying needs JavaScript; without it the code sits in a field that selects easily.
  const hydrated = useHydrated();
  return (
    <div className="space-y-4">
      <p className="text-ink/80">Thank you for applying. Your affiliate code is:</p>
      <div className="flex gap-2">
        <input
          readOnly
          value={code}
          aria-label="Your affiliate code"
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-md border border-ink/20 bg-cream px-3 py-2 font-mono text-lg tracking-wider"
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => copy(code)}
            className="shrink-0 rounded-md bg-teal px-4 py-2 font-semibold text-white hover:bg-teal-dark"
          >
            {copied ? "Copied!" : "Copy"}
          </button>
        ) : null}
      </div>
      <p className="text-sm text-ink/70">
        We review applications within 48 hours. Once approved, share your code: commissions are typically 10-15% of
        sales, paid monthly.
      </p>
      <p className="text-sm text-ink/70">
        Approval comes by e-mail with a link to your affiliate dashboard: sign in or create an account with the address you applied with.
      </p>
      <AffiliateTerms folded />
    </div>
  );
}
