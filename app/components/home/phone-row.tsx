/**
 * On phones a list of cards becomes one swipeable row (scroll-snap), so a
 * section is one card tall instead of ten. From `sm` up, the list's own grid
 * classes apply unchanged.
 */
export const PHONE_ROW =
  "-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:overflow-visible sm:px-0 sm:pb-0";
export const PHONE_ROW_ITEM = "phone-row-item";

/** Tells phone users the row scrolls sideways; hidden from `sm` up, where it is a grid. */
export function SwipeHint({ count, noun, className = "" }: { count: number; noun: string; className?: string }) {
  return (
    <p aria-hidden="true" className={`text-sm text-ink/75 sm:hidden ${className}`}>
      {`Swipe to see all ${count} ${noun}.`}
    </p>
  );
}
