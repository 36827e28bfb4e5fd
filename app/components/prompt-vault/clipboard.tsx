import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { showToast } from "~/components/toaster";
import { useHydrated } from "~/utils/use-hydrated";

/** SPEC §9: copy indicators last 2 s. */
export const COPIED_MS = 2000;

type Clipboard = { copiedId: string | null; copy: (id: string, text: string) => Promise<void> };

const ClipboardContext = createContext<Clipboard | null>(null);

/**
 * One copied-id marker for the whole page (SPEC §4): copying another prompt
 * moves "Copied!" to it, and the marker clears after 2 s.
 */
export function ClipboardProvider({ children }: { children: ReactNode }) {
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (id: string, text: string) => {
    try {
      // Missing outside secure contexts (plain http on a non-local host).
      if (!navigator.clipboard) throw new Error("The Clipboard API is not available");
      await navigator.clipboard.writeText(text);
      clearTimeout(timer.current);
      setCopiedId(id);
      timer.current = setTimeout(() => setCopiedId(null), COPIED_MS);
      showToast({
        type: "success",
        message: "Copied to clipboard",
        description: "The prompt has been copied to your clipboard.",
      });
    } catch {
      showToast({
        type: "error",
        message: "Failed to copy",
        description: "There was an error copying to clipboard. Please try again.",
      });
    }
  }, []);

  return <ClipboardContext.Provider value={{ copiedId, copy }}>{children}</ClipboardContext.Provider>;
}

/**
 * 'Copy to Clipboard' with JavaScript; without it, a hint to copy from the
 * read-only field above, which is all a browser allows then.
 */
export function CopyButton({ id, text }: { id: string; text: string }) {
  const clipboard = useContext(ClipboardContext);
  const hydrated = useHydrated();
  if (!hydrated || !clipboard) {
    return <p className="text-sm text-ink/70">Select the text above and copy it (Ctrl+C, or ⌘C on a Mac).</p>;
  }
  const copied = clipboard.copiedId === id;
  return (
    <button
      type="button"
      onClick={() => void clipboard.copy(id, text)}
      data-copied={copied || undefined}
      className="inline-flex min-h-11 items-center gap-2 rounded-md bg-teal px-4 py-2 text-sm font-semibold text-cream hover:bg-teal-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal data-[copied]:bg-green-800"
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
        {copied ? (
          <path d="M5 12l5 5L20 7" />
        ) : (
          <>
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V5a2 2 0 0 1 2-2h10" />
          </>
        )}
      </svg>
      {copied ? "Copied!" : "Copy to Clipboard"}
    </button>
  );
}
