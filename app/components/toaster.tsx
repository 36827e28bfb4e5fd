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

/**
 * Shows the flash toast the server put in the response. Without JS it simply
 * stays on the page; with JS it fades after its duration (default 5 s).
 */
export function Toaster({ toast }: { toast: Toast | undefined }) {
  const [shown, setShown] = useState(toast);

  useEffect(() => {
    setShown(toast);
    if (!toast) return;
    const timer = setTimeout(() => setShown(undefined), toast.duration ?? 5000);
    return () => clearTimeout(timer);
  }, [toast]);

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
