import type { ReactNode } from "react";
import { CheckoutForm } from "~/components/gated-action";
import { PREMIUM_ACCESS_PRODUCT } from "~/utils/access-offer";
import { showToast } from "~/components/toaster";

/**
 * A file from the gated /downloads route. The server decides (Content-Disposition
 * makes it a download); with JS a toast says so (SPEC §8 'Download started').
 */
export function DownloadLink({ href, title, className, children }: { href: string; title: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      download
      className={className}
      onClick={() => showToast({ type: "success", message: "Download started", description: `${title} is being downloaded.`, duration: 3000 })}
    >
      {children}
    </a>
  );
}

/**
 * SPEC §4's download rule: free, or allowed → the file; otherwise checkout of
 * `productId` (signing in first when signed out), coming back to this page.
 */
export function GatedDownload({
  href,
  title,
  allowed,
  productId = PREMIUM_ACCESS_PRODUCT,
  className,
  children,
  lockedLabel,
  fromPost,
}: {
  href: string;
  title: string;
  allowed: boolean;
  productId?: string;
  className?: string;
  children: ReactNode;
  lockedLabel: ReactNode;
  /** The premium post it is on, when locked (its unlock click). */
  fromPost?: string;
}) {
  if (allowed) {
    return (
      <DownloadLink href={href} title={title} className={className}>
        {children}
      </DownloadLink>
    );
  }
  return (
    <CheckoutForm productId={productId} fromPost={fromPost} className={className} pendingLabel="Preparing checkout…">
      {lockedLabel}
    </CheckoutForm>
  );
}
