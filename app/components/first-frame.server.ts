/**
 * The head's inline script that marks a reload or a return (first-frame.ts).
 * Server-only: the browser runs it from the HTML, and React leaves a script's
 * inner HTML as the server drew it, so it costs the start-up bundle nothing.
 */
import { RETURNED } from "./first-frame";

export const markReturns = {
  __html: `if(performance.getEntriesByType("navigation")[0]?.type!=="navigate")document.documentElement.setAttribute("${RETURNED}","")`,
};
