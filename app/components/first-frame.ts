/**
 * What the first frame may skip (ADR 196). A reload or a return by the back and
 * forward buttons restores a scroll position saved against the laid-out page, so
 * on those the page skips nothing: this inline script, in the head, marks them
 * before the body is parsed.
 */
export const RETURNED = "data-returned";

export const MARK_RETURNS = `if(performance.getEntriesByType("navigation")[0]?.type!=="navigate")document.documentElement.setAttribute("${RETURNED}","")`;
