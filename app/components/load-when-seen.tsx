/**
 * A part of a page far below the fold whose code loads when it is about to be
 * seen (ADR 173). The server renders it in full (entry.server waits for lazy
 * parts), so the page is whole without JavaScript and in the page cache.
 *
 * In the browser the part first stays exactly as the server drew it: an
 * element whose inner HTML React leaves alone, so it survives every re-render
 * untouched. When the part comes within a screen of the viewport, its props
 * or the address change, or the visitor clicks inside it, the code is fetched
 * and React renders the part in its place, carrying over what the visitor did:
 * typed values, focus, open disclosures and the click itself (replayed on the
 * same control; a summary's click is not held back, its <details> opens at once).
 * A client-side navigation to the page renders the part at once (the route's
 * clientLoader loads the code with the data, so `#anchors` still land).
 * The first frame skips the part's sections, and they are laid out one per
 * frame once the page is alive (ADR 196).
 */
import { useLocation } from "@remix-run/react";
import { RETURNED } from "./first-frame";
import { Suspense, lazy, startTransition, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";

type Carry = {
  values: Map<number, { value: string; checked: boolean }>;
  focus: number;
  click: number;
  /** Which <details> were open just before React took over, by index: a disclosure opened early stays open. */
  open: Map<number, boolean>;
};

const LEFT_ALONE = { __html: "" };
const FIELDS = "input, textarea, select";
const CONTROLS = "a[href], button, summary, label, input, select, textarea";

type PartLoadedWhenSeen<P> = ComponentType<P> & { preload: () => Promise<unknown> };

export function loadWhenSeen<P extends object>(load: () => Promise<ComponentType<P>>): PartLoadedWhenSeen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () => (loading ??= load().then((c) => (loaded = c)));
  const Lazy = lazy(() => preload().then((c) => ({ default: c }))) as unknown as ComponentType<P>;

  function LoadedWhenSeen(props: P) {
    const fromServer = useSyncExternalStore(subscribeToNothing, () => false, () => true);
    const [asServerDrew, setAsServerDrew] = useState(fromServer && loaded === null && typeof document !== "undefined");
    const wrapper = useRef<HTMLDivElement>(null);
    const carry = useRef<Carry | null>(null);
    // Set once React drew the part: the replayed click must pass the listener below, whose
    // removal (a passive effect's cleanup) comes only after the layout effect that replays it.
    const drawnByReact = useRef(false);
    const firstProps = useRef(props);
    // Laying out what the first frame skipped (ADR 196): the sections now in the wrapper, and where
    // each stood for the visitor when React began to draw the part in their place.
    const hydrated = useRef(fromServer);
    const sections = useRef<Element[]>([]);
    const standing = useRef<Standing[]>([]);
    const { key } = useLocation();
    const firstKey = useRef(key);

    useEffect(() => {
      if (!asServerDrew) return;
      const element = wrapper.current!;
      let done = false;
      // What the visitor does to the server's HTML is recorded as it happens: the old DOM
      // is gone by the time React's layout effect could read it.
      const seen = (carry.current ??= { ...readCarry(element), click: -1, open: new Map() });
      const render = () => {
        if (done) return;
        done = true;
        observer.disconnect();
        // A disclosure toggles natively until React draws the part: its state is read as late
        // as possible, and a summary tapped after that is noted by the click listener below.
        preload().then(() => {
          if (drawnByReact.current) return;
          seen.open = readOpen(element);
          // Read only once the visitor has scrolled: the read lays the page out, at the top for nothing.
          standing.current = hasScrolled ? sections.current.map(whereItStands) : [];
          // A transition renders the part in slices that let a tap through; an update from a promise
          // would render it in one task (ADR 196).
          startTransition(() => setAsServerDrew(false));
        });
      };
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && render(), {
        rootMargin: "100% 0px",
      });
      for (const child of element.children) observer.observe(child);
      const onInput = (event: Event) => {
        const field = event.target as HTMLInputElement;
        if (!drawnByReact.current && field.matches(FIELDS)) seen.values.set(indexIn(element, field), { value: field.value, checked: field.checked });
      };
      const onFocus = (event: FocusEvent) => {
        if (!drawnByReact.current) seen.focus = indexIn(element, event.target as Element);
      };
      const onClick = (event: MouseEvent) => {
        if (drawnByReact.current) return;
        const control = (event.target as Element).closest(CONTROLS);
        // A summary opens its <details> at once, without waiting for the code; the state it toggles to is carried over.
        if (control instanceof HTMLElement && control.matches("details > summary")) {
          const details = control.parentElement as HTMLDetailsElement;
          seen.open.set(indexIn(element, details), !details.open);
          return render();
        }
        if (!control || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        event.stopPropagation();
        seen.click = indexIn(element, control);
        render();
      };
      element.addEventListener("input", onInput, true);
      element.addEventListener("change", onInput, true);
      element.addEventListener("focusin", onFocus, true);
      element.addEventListener("click", onClick, true);
      // What the server drew may no longer be true after a navigation or with new props.
      if (key !== firstKey.current || changed(firstProps.current, props)) render();
      return () => {
        done = true;
        observer.disconnect();
        element.removeEventListener("click", onClick, true);
        element.removeEventListener("input", onInput, true);
        element.removeEventListener("change", onInput, true);
        element.removeEventListener("focusin", onFocus, true);
      };
    }, [asServerDrew, props, key]);

    // The first frame skipped the server's sections, and the browser lays them out later, one per frame
    // (ADR 196); so too the sections React draws in their place. A part React draws from the start,
    // after a client-side navigation, is laid out at once, as any page React renders.
    useLayoutEffect(() => {
      const before = sections.current;
      const now = [...wrapper.current!.children];
      sections.current = now;
      if (!hydrated.current) return markLaidOut(now);
      // A section drawn in place of one in view, or of a laid-out one the visitor has scrolled past, stays
      // laid out: skipped again, it would take the reserved height and move what they see. One in view
      // counts even at its last pixels, under the sticky header.
      markLaidOut(now.filter((_, i) => standing.current[i] === "in view" || (standing.current[i] === "above" && before[i]!.hasAttribute(LAID_OUT))));
      layOutWhenIdle(now.filter((section) => !section.hasAttribute(LAID_OUT)));
    }, [asServerDrew]);

    useLayoutEffect(() => {
      if (asServerDrew) return;
      drawnByReact.current = true;
      if (!carry.current) return;
      applyCarry(wrapper.current!, carry.current);
      carry.current = null;
    }, [asServerDrew]);

    if (asServerDrew) return <div ref={wrapper} className="below-fold contents" dangerouslySetInnerHTML={LEFT_ALONE} suppressHydrationWarning />;
    const Part = loaded;
    return (
      <div ref={wrapper} className="below-fold contents">
        {Part ? <Part {...props} /> : <Suspense fallback={null}><Lazy {...props} /></Suspense>}
      </div>
    );
  }
  return Object.assign(LoadedWhenSeen, { preload });
}

const LAID_OUT = "data-laid-out";

type Standing = "above" | "in view" | "below";

function whereItStands(section: Element): Standing {
  const box = section.getBoundingClientRect();
  if (box.bottom <= 0) return "above";
  return box.top < innerHeight ? "in view" : "below";
}

const toLayOut: Element[] = [];
let layingOut = false;
let skipNothing = false;
let hasScrolled = false;
if (typeof window !== "undefined") addEventListener("scroll", () => (hasScrolled = true), { once: true, passive: true });

/**
 * A jump to a section once the page is alive (`#products`, SPEC's `#products?tab=…` rewritten) must
 * land where the section really is: everything is laid out first, in the commit before the router
 * scrolls (a route's layout effects run before the root's). `:target`, which keeps the first frame
 * whole for an arrival with a fragment, does not follow the router's address changes.
 */
export function useLaidOutForFragment() {
  const { hash } = useLocation();
  useLayoutEffect(() => {
    if (!hash) return;
    skipNothing = true;
    markLaidOut([...document.querySelectorAll(".below-fold > *")]);
  }, [hash]);
}

/** Lays out skipped sections one per frame while the page is idle: no single task styles and lays out the whole lower page. */
function layOutWhenIdle(sections: Element[]) {
  // When the first frame skipped nothing (tailwind.css), nothing is skipped later either: not once React
  // has replaced a #fragment's target, which is then no longer :target.
  skipNothing ||= document.documentElement.hasAttribute(RETURNED) || document.querySelector(".below-fold :target") !== null;
  if (skipNothing) return markLaidOut(sections);
  toLayOut.push(...sections);
  if (layingOut) return;
  layingOut = true;
  whenIdle(layOutNext);
}

function layOutNext() {
  const section = toLayOut.shift();
  if (!section) {
    layingOut = false;
    return;
  }
  // One already marked, or gone (React drew its part in its place), needs no frame of its own.
  if (section.isConnected && !section.hasAttribute(LAID_OUT)) {
    section.setAttribute(LAID_OUT, "");
    requestAnimationFrame(() => whenIdle(layOutNext));
  } else layOutNext();
}

function markLaidOut(sections: Element[]) {
  for (const section of sections) section.setAttribute(LAID_OUT, "");
}

function whenIdle(callback: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 50);
}

function subscribeToNothing() {
  return () => {};
}

function changed(before: object, after: object) {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].some((k) => !Object.is((before as Record<string, unknown>)[k], (after as Record<string, unknown>)[k]));
}

function indexIn(root: Element, element: Element) {
  return [...root.querySelectorAll("*")].indexOf(element);
}

function readOpen(root: Element) {
  const all = [...root.querySelectorAll("*")];
  return new Map([...root.querySelectorAll("details")].map((d) => [all.indexOf(d), d.open]));
}

/** What the visitor changed in the server's HTML before the listeners were on. */
function readCarry(root: Element): Omit<Carry, "click" | "open"> {
  const all = [...root.querySelectorAll("*")];
  const values = new Map<number, { value: string; checked: boolean }>();
  for (const field of root.querySelectorAll<HTMLInputElement>(FIELDS)) {
    const edited = field.value !== (field.defaultValue ?? field.value) || field.checked !== field.defaultChecked;
    if (edited) values.set(all.indexOf(field), { value: field.value, checked: field.checked });
  }
  return { values, focus: root.contains(document.activeElement) ? all.indexOf(document.activeElement!) : -1 };
}

function applyCarry(root: Element, carry: Carry) {
  const all = [...root.querySelectorAll("*")];
  for (const [index, { value, checked }] of carry.values) {
    const field = all[index];
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) continue;
    // Through the native setter and an input event, so React's state sees it too.
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
    setter?.call(field, value);
    if (field instanceof HTMLInputElement && field.checked !== checked) field.checked = checked;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  for (const [index, open] of carry.open) {
    const details = all[index];
    if (details instanceof HTMLDetailsElement) details.open = open;
  }
  const focus = all[carry.focus];
  if (focus instanceof HTMLElement) focus.focus({ preventScroll: true });
  const click = all[carry.click];
  if (click instanceof HTMLElement) click.click();
}
