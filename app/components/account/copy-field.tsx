import { useCopied } from "~/utils/use-copied";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * A value to copy: selectable text in a read-only field (selected on focus), and
 * with JavaScript a Copy button whose "Copied!" resets after 2 s (SPEC §6's copy indicators).
 */
export function CopyField({ id, label, value }: { id: string; label: string; value: string }) {
  const hydrated = useHydrated();
  const [copied, copy] = useCopied();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full min-w-0 rounded-md border border-ink/20 bg-cream px-3 py-2 font-mono text-sm"
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => copy(value)}
            className="min-h-11 shrink-0 rounded-md bg-teal px-4 py-2 text-sm font-semibold text-white hover:bg-teal-dark"
          >
            {copied ? "Copied!" : "Copy"}
            <span className="sr-only"> {label.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
