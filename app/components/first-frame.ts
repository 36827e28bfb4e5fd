/**
 * What the first frame may skip (ADR 196). A reload or a return by the back and
 * forward buttons restores a scroll position saved against the laid-out page, so
 * on those the page skips nothing: an inline script in the head
 * (first-frame.server.ts) marks them before the body is parsed.
 */
export const RETURNED = "data-returned";
