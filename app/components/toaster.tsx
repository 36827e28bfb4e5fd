import { useEffect, useState } from "react";

export type Toast = {
  message: string;
  description?: string;
  type: "info" | "success" | "error" | "warning";
  duration?: number;
};

const STYLES: Record<Toast["type"], string> = {
  success: "border-teal bg-white",
  info: "border-teal bg-white",
  warning: "border-amber bg-white",
  error: "border-terracotta bg-terracotta text-white",
};

const TOAST_EVENT = "app:toast";

/** Shows a toast from client code (e.g. after copying to the clipboard). */
export function showToast(toast: Toast) {
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail: toast }));
}

/**
 * Shows the flash toast the server put in the response, and toasts raised by
 * showToast(). Without JS a server toast simply stays on the page; with JS
 * every toast fades after its duration (default 5 s).
 */
export function Toaster({ toast }: { toast: Toast | undefined }) {
  const [shown, setShown] = useState(toast);

  useEffect(() => setShown(toast), [toast]);

  useEffect(() => {
    const onToast = (e: Event) => setShown({ ...(e as CustomEvent<Toast>).detail });
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, []);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(undefined), shown.duration ?? 5000);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <div aria-live="polite" className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2">
      {shown ? (
        <div
          role={shown.type === "error" ? "alert" : "status"}
          className={`pointer-events-auto rounded-lg border-l-4 p-4 shadow-xl ${STYLES[shown.type]}`}
        >
          <p className="font-semibold">{shown.message}</p>
          {shown.description ? <p className="mt-1 text-sm opacity-80">{shown.description}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
