import { describe, expect, it } from "vitest";
import { droppedImages, sanitizeStoredHtml } from "./sanitize.server";

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

describe("images", () => {
  const HASH = "a".repeat(64);

  it("keeps the site's own images with their alt text, an upload shown by its card-width copy", () => {
    expect(sanitizeStoredHtml(`<p><img src="/images/${HASH}.png" alt="The pass at service" title="Pass"></p>`)).toBe(
      `<p><img src="/images/${HASH}-w1200.png" alt="The pass at service" title="Pass" loading="lazy" decoding="async" /></p>`,
    );
    expect(sanitizeStoredHtml('<img src="/images/blog/article.svg">')).toBe('<img src="/images/blog/article.svg" alt="" loading="lazy" decoding="async" />');
  });

  it("is idempotent: a stored body sanitised again (the post page does) stays the same", () => {
    const once = sanitizeStoredHtml(`<img src="/images/${HASH}.webp" alt="x">`);
    expect(sanitizeStoredHtml(once)).toBe(once);
  });

  it("removes images from other sites, data: URLs, protocol-relative and climbing paths, and any handler", () => {
    for (const src of [
      "https://example.com/photo.png",
      "http://localhost:3000/images/a.png",
      "//example.com/images/a.png",
      "data:image/png;base64,iVBORw0KGgo=",
      "/images/../data/site.db.png",
      "/images/a.png?x=1",
      "/downloads/a.png",
      "javascript:alert(1)",
      "",
    ]) {
      expect(sanitizeStoredHtml(`<p>Before<img src="${src}" alt="x" onerror="alert(1)">after</p>`), src).toBe("<p>Beforeafter</p>");
    }
    expect(sanitizeStoredHtml(`<img src="/images/${HASH}.png" onerror="alert(1)" srcset="https://example.com/x.png 2x">`)).toBe(
      `<img src="/images/${HASH}-w1200.png" alt="" loading="lazy" decoding="async" />`,
    );
  });

  it("names the images it would remove, so the editor can say so", () => {
    expect(droppedImages(`<p><img src="https://example.com/a.png"><img src="/images/${HASH}.png"><img alt="no source"></p>`)).toEqual([
      "https://example.com/a.png",
      "",
    ]);
  });
});
