/**
 * The prompt itself in a read-only, scrollable field: without JavaScript this is
 * how it gets copied (click in, select all, copy), and with it the copy button
 * sits next to it.
 */
export function PromptText({ text, label, rows = 8 }: { text: string; label: string; rows?: number }) {
  return (
    <textarea
      readOnly
      value={text}
      rows={rows}
      aria-label={label}
      spellCheck={false}
      className="block w-full resize-y rounded-lg border border-ink/15 bg-cream/60 p-3 text-sm leading-relaxed text-ink focus-visible:border-teal focus-visible:outline-2 focus-visible:outline-teal"
    />
  );
}
