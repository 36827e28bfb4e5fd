import { useEffect, useRef, type RefObject } from "react";
import type { FilterGroupView } from "./types";

/**
 * A multi-select as <details> with checkboxes: it opens and submits without
 * JavaScript. With JS it closes on Escape and on a click outside, but stays open
 * while the results update, so several values can be ticked in a row.
 */
export function FilterDropdown({ group }: { group: FilterGroupView }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useDismiss(ref);
  const selected = group.options.filter((o) => o.selected).length;

  return (
    <details ref={ref} className="group relative" data-filter={group.key}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-ink/20 bg-white px-3 py-2 text-sm font-medium text-ink hover:border-teal focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal group-open:border-teal [&::-webkit-details-marker]:hidden">
        <span>{group.label}</span>
        {selected > 0 ? (
          <span
            data-testid="filter-count"
            className="inline-flex min-w-5 items-center justify-center rounded-full bg-teal px-1.5 text-xs leading-5 font-semibold text-cream"
          >
            <span aria-hidden="true">{selected}</span>
            <span className="sr-only">({selected} selected)</span>
          </span>
        ) : null}
        <svg
          className="ml-auto transition-transform group-open:rotate-180"
          width="14"
          height="14"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <path d="M6 9l6 6 6-6" />
        </svg>
      </summary>
      <fieldset className="mt-2 w-full rounded-lg border border-ink/10 bg-white p-1.5 shadow-xl sm:absolute sm:z-30 sm:w-72">
        <legend className="sr-only">{group.label}</legend>
        {group.options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2.5 py-1.5 text-sm text-ink hover:bg-cream"
          >
            <input
              type="checkbox"
              name={group.key}
              value={option.value}
              defaultChecked={option.selected}
              className="h-4 w-4 shrink-0 accent-teal"
            />
            <span className="flex-1">{option.value}</span>
            <span aria-hidden="true" className="rounded-full bg-cream px-2 text-xs leading-5 text-ink/80 tabular-nums">
              {option.count}
            </span>
            <span className="sr-only">
              , {option.count} {option.count === 1 ? "prompt" : "prompts"}
            </span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}

function useDismiss(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(e.target as Node)) details.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      const details = ref.current;
      if (e.key !== "Escape" || !details?.open) return;
      const hadFocus = details.contains(document.activeElement);
      details.open = false;
      if (hadFocus) details.querySelector("summary")?.focus();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [ref]);
}
