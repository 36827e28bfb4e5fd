/**
 * What the first frame may skip (ADR 196). A reload or a return by the back and
 * forward buttons restores a scroll position saved against the laid-out page, so
 * on those the page skips nothing: this inline script, in the head, marks them
 * before the body is parsed.
 *
 * It also makes that restore instant until the page has loaded: the root's smooth
 * scrolling is for jumps to a section, and Remix's inline restore would otherwise
 * glide from the top through the whole page (ADR 197).
 */
export const RETURNED = "data-returned";

export const MARK_RETURNS = `if(performance.getEntriesByType("navigation")[0]?.type!=="navigate"){const r=document.documentElement;r.setAttribute("${RETURNED}","");r.style.scrollBehavior="auto";addEventListener("load",()=>r.style.removeProperty("scroll-behavior"))}`;
