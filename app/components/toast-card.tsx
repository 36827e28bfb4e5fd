import type { Toast } from "./toaster";

const STYLES: Record<Toast["type"], string> = {
  success: "border-teal bg-white",
  info: "border-teal bg-white",
  warning: "border-amber bg-white",
  error: "border-terracotta bg-terracotta text-white",
};

/** The × is a checkbox in a label, so it dismisses the toast with or without JavaScript (CSS `:has`). */
export default function ToastCard({ toast }: { toast: Toast }) {
  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      data-toast
      className={`relative rounded-lg border-l-4 py-3 pr-12 pl-4 shadow-xl has-[:checked]:hidden ${STYLES[toast.type]}`}
    >
      <p className="font-semibold">{toast.message}</p>
      {toast.description ? <p className="mt-1 text-sm opacity-80">{toast.description}</p> : null}
      <label className="pointer-events-auto absolute top-0 right-0 flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg opacity-70 hover:opacity-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-current">
        <input type="checkbox" className="sr-only" aria-label="Dismiss notification" />
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </label>
    </div>
  );
}
