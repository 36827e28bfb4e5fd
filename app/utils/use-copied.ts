import { useEffect, useState } from "react";

/** SPEC §6 and §9: a copy indicator lasts 2 s. */
const COPIED_MS = 2000;

/**
 * "Copied!" for a Copy button: true for 2 s after `copy` put the text on the
 * clipboard. Where the browser gives no clipboard (plain http on a non-local
 * host) nothing is marked copied; the read-only field beside it still selects.
 */
export function useCopied(): [boolean, (text: string) => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (text: string) => {
    navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return [copied, copy];
}
