import type { ReactNode } from "react";
import { showToast } from "~/components/toaster";

/**
 * Opens an external file (a PDF) in a new tab, SPEC §7.11. Without JS it is a
 * plain target=_blank link. With JS it opens the tab itself so it can tell
 * the visitor what happened (SPEC §8: 'Download started' / 'Download failed').
 */
export function ExternalDownloadLink({
  href,
  title,
  className,
  children,
}: {
  href: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        let opened: Window | null = null;
        try {
          opened = window.open(href, "_blank");
        } catch {
          opened = null;
        }
        if (opened) {
          // The new tab must not be able to script this one (what rel=noopener does for links).
          opened.opener = null;
          showToast({ type: "success", message: "Download started", description: `${title} is being downloaded.` });
        } else {
          showToast({
            type: "error",
            message: "Download failed",
            description: "Your browser blocked the new tab. Please allow pop-ups for this site and try again.",
          });
        }
      }}
    >
      {children}
    </a>
  );
}
