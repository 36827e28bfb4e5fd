import { describe, expect, it } from "vitest";
import { sanitizeStoredHtml } from "./sanitize.server";

describe("sanitizeStoredHtml", () => {
  it("keeps the article tags we allow", () => {
    const html = "<h2>Prime cost</h2><p><strong>Food</strong> + <em>labour</em></p><ul><li>one</li></ul>";
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it("removes scripts, event handlers, styles and javascript: links", () => {
    const out = sanitizeStoredHtml(
      `<p onclick="x()" style="color:red">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>`,
    );
    expect(out).toBe("<p>Hi</p><a>x</a>");
  });

  it("opens off-site links safely and leaves local links alone", () => {
    expect(sanitizeStoredHtml('<a href="https://example.com" target="_self" rel="opener">e</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">e</a>',
    );
    expect(sanitizeStoredHtml('<a href="/prompt-vault">vault</a>')).toBe('<a href="/prompt-vault">vault</a>');
  });

  it("makes every table reachable by keyboard, since a wide one scrolls inside its box; no other tabindex is kept", () => {
    expect(sanitizeStoredHtml('<table tabindex="-1" class="x"><tr><td tabindex="0">1</td></tr></table>')).toBe(
      '<table tabindex="0"><tr><td>1</td></tr></table>',
    );
  });

  it("demotes h1 to h2 so a post never competes with the page title", () => {
    expect(sanitizeStoredHtml("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });
});
