import { describe, expect, it } from "vitest";
import { SCRIPTS_TEMPLATE_ID, scriptsAfterPaint } from "./scripts-after-paint.server";

const PAGE = [
  "<!DOCTYPE html><html lang=\"en\"><head><style>body{}</style></head><body><main>Hello</main>",
  "<script nonce=\"n1\">restoreScroll()</script>",
  "<link rel=\"modulepreload\" href=\"/build/entry.client.js\"/>",
  "<script nonce=\"n1\">window.__remixContext = {};</script>",
  "<script nonce=\"n1\" type=\"module\" async=\"\">import \"/build/root.js\";</script>",
  "</body></html>",
  "<!--$--><script nonce=\"n1\">window.__remixContext.streamController.close();</script><!--/$-->",
].join("");

describe("scriptsAfterPaint", () => {
  it("holds everything from the first modulepreload on, the streamed scripts included, in a template inside <body>", () => {
    const html = scriptsAfterPaint(PAGE, "n1");
    const template = new RegExp(`<template id="${SCRIPTS_TEMPLATE_ID}">([\\s\\S]*)</template>`).exec(html)![1]!;
    expect(template.startsWith("<link rel=\"modulepreload\"")).toBe(true);
    expect(template).toContain("window.__remixContext = {};");
    expect(template).toContain("type=\"module\"");
    expect(template).toContain("streamController.close()");
    expect(template).not.toContain("</body>");
    expect(html.endsWith("</script></body></html>")).toBe(true);
  });

  it("leaves the page before the scripts untouched, the scroll restoration included", () => {
    const html = scriptsAfterPaint(PAGE, "n1");
    const before = PAGE.slice(0, PAGE.indexOf("<link rel=\"modulepreload\""));
    expect(html.startsWith(before)).toBe(true);
    expect(html.match(/<link rel="modulepreload"/g)).toHaveLength(1);
  });

  it("gives the bootstrap the page's nonce, or none on a page served from the cache by hash", () => {
    expect(scriptsAfterPaint(PAGE, "n1")).toMatch(/<\/template><script nonce="n1">\(function/);
    expect(scriptsAfterPaint(PAGE, "")).toMatch(/<\/template><script>\(function/);
  });

  it("sends a page unchanged when it has no Remix scripts or no closing tags", () => {
    const withoutScripts = "<!DOCTYPE html><html><body><p>503</p></body></html>";
    expect(scriptsAfterPaint(withoutScripts, "n1")).toBe(withoutScripts);
    const unclosed = PAGE.replace("</body></html>", "");
    expect(scriptsAfterPaint(unclosed, "n1")).toBe(unclosed);
  });
});
