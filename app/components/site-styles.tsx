/**
 * The site's stylesheet, inlined in every page (issue 17): the first paint then
 * needs nothing but the HTML, instead of waiting on a CSS request that competes
 * with the scripts. The server reads the built file once (entry.server.tsx);
 * in the browser the element keeps the text the server sent, read back from the
 * page, so hydration matches and a re-mount never drops the styles.
 */
import { createContext, useContext, useState } from "react";

const SiteCssContext = createContext("");

export const SiteCssProvider = SiteCssContext.Provider;

export function SiteStyles() {
  const fromServer = useContext(SiteCssContext);
  const [css] = useState(() => fromServer || (typeof document === "undefined" ? "" : (document.getElementById(STYLE_ID)?.textContent ?? "")));
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

const STYLE_ID = "site-css";
