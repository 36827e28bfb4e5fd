import { useActionData, useNavigation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";

/**
 * The last post's answer, once the page it answers is drawn. The answer comes
 * while the page's data reloads, and forms keyed on the location are redrawn
 * empty only when that ends: shown earlier, it would invite typing into a field
 * about to be emptied.
 */
export function useSettledActionData<T>() {
  const answer = useActionData<T>();
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.formMethod === "POST" ? undefined : answer;
}

/** Every text input, select and textarea (app/tailwind.css, `.text-input`). */
export const inputClass = "text-input";

/** A labelled field with its error (or hint) under it, linked for screen readers. */
export function Field({
  id,
  label,
  error,
  hint,
  optional,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  // Each answer of the page's action, not only a new message: the same refusal twice loses focus twice.
  const answer = useActionData();
  useEffect(() => {
    if (error) focusFirstToFix(id);
  }, [error, id, answer]);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
        {optional ? <span className="font-normal text-ink/75"> (optional)</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-terracotta">
          {error}
        </p>
      ) : hint ? (
        <p className="mt-1 text-xs text-ink/75">{hint}</p>
      ) : null}
    </div>
  );
}

/**
 * After a refused post the focus was on the submit button, which the wait disabled, and fell to
 * the page: it goes to the first field to fix, whose label and message a screen reader then reads.
 * Not when the visitor has since moved on to a field of their own.
 */
function focusFirstToFix(id: string) {
  const form = document.getElementById(id)?.closest("form");
  const active = document.activeElement;
  const lost = !active || active === document.body || (form?.contains(active) && active instanceof HTMLButtonElement);
  if (form && lost) form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** Props that tie an input to its Field's error message. */
export function errorProps(id: string, error?: string) {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}

export function FormError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-terracotta/10 px-3 py-2 text-sm text-terracotta">
      {message}
    </p>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-md bg-teal px-4 py-2.5 font-semibold text-white hover:bg-teal-dark disabled:opacity-70"
    >
      {busy ? "Sending..." : children}
    </button>
  );
}
