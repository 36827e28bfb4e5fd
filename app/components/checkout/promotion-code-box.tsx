import { Form } from "@remix-run/react";
import { errorProps, inputClass } from "~/components/form-fields";

/**
 * The test checkout's promotion code field: Apply re-prices the order on the
 * server (the page then shows the list price struck, the discount and the new
 * total); Remove takes the code off. A plain form, so it works without JavaScript.
 * Drawn afresh when the applied code changes (the box empties); a refused code stays typed.
 */
export function PromotionCodeBox({ applied, error, typed, busy }: { applied: string | null; error?: string; typed?: string; busy: boolean }) {
  const id = "promotion-code";
  return (
    <Form method="post" className="mt-5 rounded-xl bg-cream/60 p-4" key={applied ?? ""} noValidate>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Promotion code
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          name="code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={100}
          defaultValue={typed ?? ""}
          placeholder={applied ? `${applied} applied` : "Enter a code"}
          className={`${inputClass} min-w-0 flex-1 uppercase`}
          {...errorProps(id, error)}
        />
        <button type="submit" name="intent" value="apply-code" disabled={busy} className="rounded-md border border-teal px-4 py-2 font-semibold text-teal hover:bg-white disabled:opacity-70">
          Apply
        </button>
        {applied ? (
          <button type="submit" name="intent" value="remove-code" disabled={busy} className="px-2 py-2 text-sm font-semibold text-ink/75 underline">
            Remove {applied}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-terracotta" data-testid="code-error">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
