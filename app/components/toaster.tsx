import { useLocation } from "@remix-run/react";
import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from "react";

export type Toast = {
  message: string;
  description?: string;
  type: "info" | "success" | "error" | "warning";
  duration?: number;
};

type Shown = { toast: Toast; id: number };

/** Most pages never show a toast, so the card's code loads when one is shown. */
const ToastCard = lazy(() => import("./toast-card"));

// Client toasts live in a module store rather than travelling as DOM events: a
// click in the first moments after hydration, before the Toaster's effects
// have run, must not lose its toast (seen in CI on a busy machine).
let sequence = 0;
let latest: Shown | undefined;
const listeners = new Set<() => void>();

/** Shows a toast from client code (e.g. after copying to the clipboard). */
export function showToast(toast: Toast) {
  latest = { toast: { ...toast }, id: ++sequence };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows the flash toast the server put in the response, and toasts raised by
 * showToast(), whichever came last. With JS every toast fades after its
 * duration (default 5 s); without JS it stays until its × is tapped.
 *
 * A toast must never sit on a control: it takes no clicks except on
 * its ×; on phones it sits at the top, under the header, where dialogs (bottom
 * sheets) leave room for it, and it steps aside while the mobile menu is open;
 * from `sm` up it sits bottom right.
 */
export function Toaster({ toast }: { toast: Toast | undefined }) {
  const fromClient = useSyncExternalStore(subscribe, () => latest, () => undefined);
  const [shown, setShown] = useState<Shown | undefined>(toast ? { toast, id: 0 } : undefined);
  const { key: page } = useLocation();

  // Each new page replaces the toast with its own (or none), so a toast about what led there
  // ("Processing Purchase") does not cover the page it led to; each showToast() shows its toast.
  // Declared in this order so that, in the commit after hydration, a toast raised by an
  // early click is applied after the page's. The first run keeps the server's toast as it
  // is: replacing it would re-render the card while its code may still be loading, and
  // React would drop the server's HTML of it.
  const firstRun = useRef(true);
  useEffect(() => {
    if (firstRun.current) firstRun.current = false;
    else setShown(toast ? { toast, id: ++sequence } : undefined);
  }, [toast, page]);
  useEffect(() => {
    if (fromClient) setShown(fromClient);
  }, [fromClient]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(undefined), shown.toast.duration ?? 5000);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 top-[4.5rem] z-[60] flex flex-col gap-2 sm:inset-x-auto sm:top-auto sm:right-4 sm:bottom-4 sm:w-96 [body:has([data-mobile-menu][open])_&]:hidden"
    >
      {shown ? (
        <Suspense fallback={null}>
          <ToastCard key={shown.id} toast={shown.toast} />
        </Suspense>
      ) : null}
    </div>
  );
}
