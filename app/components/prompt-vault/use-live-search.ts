import { useLocation, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, type RefObject } from "react";

/** Long enough to skip most keystrokes, short enough to feel live. */
const DEBOUNCE_MS = 250;

/** The form's non-empty fields as a query (an empty box adds no `q=`). */
function queryOf(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") params.append(name, value);
  }
  return params;
}

/**
 * With JavaScript, the GET form updates the results as you type or tick: a
 * debounced client-side navigation that replaces the history entry. The form's
 * inputs are uncontrolled (so typing never fights a re-render); when the URL
 * changes for another reason (a chip, 'Clear all filters', Back) the inputs are
 * set from the URL again.
 */
export function useLiveSearch(formRef: RefObject<HTMLFormElement | null>) {
  const submit = useSubmit();
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  /** The query this hook last asked for; its arrival must not reset the inputs. */
  const requested = useRef<string | null>(null);
  const shownSearch = useRef(location.search);

  const submitNow = useCallback(() => {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form) return;
    const params = queryOf(form);
    if (params.toString() === new URLSearchParams(window.location.search).toString()) return;
    requested.current = params.toString();
    submit(params, { method: "get", action: window.location.pathname, replace: true, preventScrollReset: true });
  }, [formRef, submit]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(submitNow, DEBOUNCE_MS);
  }, [submitNow]);

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (location.search === shownSearch.current) return;
    shownSearch.current = location.search;
    const params = new URLSearchParams(location.search);
    if (params.toString() === requested.current) return;
    requested.current = null;
    const form = formRef.current;
    if (!form) return;
    clearTimeout(timer.current);
    for (const el of Array.from(form.elements)) {
      if (!(el instanceof HTMLInputElement)) continue;
      if (el.type === "checkbox") el.checked = params.getAll(el.name).includes(el.value);
      else if (el.type === "search") el.value = params.get(el.name) ?? "";
    }
  }, [location.search, formRef]);

  return { schedule, submitNow };
}
