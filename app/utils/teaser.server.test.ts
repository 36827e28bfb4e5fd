import { describe, expect, it } from "vitest";
import { READER_WITHOUT_ACCESS, countWords, cutTeaser, readableBody, teaserWordCount } from "./teaser.server";

const words = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `w${i + from}`).join(" ");
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\.\.\./g, " ").split(/\s+/).filter(Boolean);

describe("countWords", () => {
  it("counts words across inline tags once and across blocks separately", () => {
    expect(countWords("<p>one two</p><p>three</p>")).toBe(3);
    expect(countWords("<p>pre<em>fix</em> word</p>")).toBe(2);
    expect(countWords("<ul><li>a</li><li>b</li></ul>")).toBe(2);
    expect(countWords("")).toBe(0);
  });
});

describe("cutTeaser", () => {
  it("keeps the first 30% of the words (rounded down) and adds '...'", () => {
    const teaser = cutTeaser(`<p>${words(100)}</p>`);
    expect(text(teaser)).toEqual(words(30).split(" "));
    expect(teaser).toBe(`<p>${words(30)}...</p>`);
    expect(teaserWordCount(9)).toBe(2);
  });

  it("closes every open tag, nested ones in order, and cuts at a word", () => {
    const html = `<h2>Title here</h2><blockquote><p>alpha <strong>beta <em>gamma delta</em> epsilon</strong> zeta</p></blockquote><p>${words(10)}</p>`;
    // 17 words → 5 kept: Title here alpha beta gamma
    const teaser = cutTeaser(html);
    expect(teaser).toBe("<h2>Title here</h2><blockquote><p>alpha <strong>beta <em>gamma...</em></strong></p></blockquote>");
    expect(teaser).not.toContain("delta");
  });

  it("puts the ellipsis after the last word, not in an empty element after it", () => {
    // 10 words: 3 kept, the cut falls at the start of the second paragraph.
    const teaser = cutTeaser("<p>one two three</p><p>four five six seven eight nine ten</p>");
    expect(teaser).toBe("<p>one two three...</p>");
  });

  it("keeps entities whole and escapes text again", () => {
    const teaser = cutTeaser("<p>P&amp;L &lt;script&gt; caf&eacute; &quot;x&quot; four five six seven eight nine ten</p>");
    expect(teaser).toBe("<p>P&amp;L &lt;script&gt; café...</p>");
  });

  it("keeps attributes of kept tags, escaped", () => {
    const teaser = cutTeaser(`<p><a href="/blog/x?a=1&amp;b=2" title='say "hi"'>link text</a> ${words(8)}</p>`);
    expect(teaser).toBe(`<p><a href="/blog/x?a=1&amp;b=2" title="say &quot;hi&quot;">link text</a> w0...</p>`);
  });

  it("handles very short posts without showing more than 30%", () => {
    expect(cutTeaser("")).toBe("...");
    expect(cutTeaser("<p>Hello</p>")).toBe("...");
    expect(cutTeaser("<p>one two three</p>")).toBe("...");
    expect(cutTeaser("<p>one two three four</p>")).toBe("<p>one...</p>");
  });

  it("never lets a word of the rest through, tables and lists included", () => {
    const html = `<table><tbody><tr><td>${words(5)}</td><td>${words(5, 5)}</td></tr></tbody></table><ul><li>${words(10, 10)}</li></ul>`;
    const teaser = cutTeaser(html);
    expect(text(teaser)).toEqual(words(6).split(" "));
    expect(teaser).toBe(`<table><tbody><tr><td>${words(5)}</td><td>w5...</td></tr></tbody></table>`);
  });

  it("does not count or keep void elements as words", () => {
    expect(cutTeaser("<p>a<br>b c d e f g h i j</p>")).toBe("<p>a<br>b c...</p>");
  });
});

describe("readableBody", () => {
  const body = `<p>${words(20)}</p>`;

  it("gives a reader without access only the teaser of a premium post", () => {
    const shown = readableBody({ html: body, isPremium: true }, READER_WITHOUT_ACCESS);
    expect(shown).toEqual({ html: cutTeaser(body), locked: true });
    expect(shown.html).not.toContain("w6");
  });

  it("gives a reader with access the whole premium post, and everyone the whole free post", () => {
    expect(readableBody({ html: body, isPremium: true }, { hasAccess: true })).toEqual({ html: body, locked: false });
    expect(readableBody({ html: body, isPremium: false }, READER_WITHOUT_ACCESS)).toEqual({ html: body, locked: false });
  });
});
