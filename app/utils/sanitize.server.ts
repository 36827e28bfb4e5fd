/**
 * The allow-list for stored HTML (posts, AI output). Everything is sanitised
 * before it is stored, so pages can render it as-is.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "p", "br", "hr", "ul", "ol", "li", "strong", "em", "b", "i", "blockquote",
    "a", "code", "pre", "table", "thead", "tbody", "tr", "th", "td", "caption", "figure", "figcaption",
  ],
  // rel/target and tabindex are listed because transformTags adds them.
  allowedAttributes: { a: ["href", "title", "rel", "target"], th: ["scope"], table: ["tabindex"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  transformTags: {
    // Off-site links open safely; local links stay as they are.
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const { href: _, rel: __, target: ___, ...rest } = attribs;
      const external = /^https?:/i.test(href);
      return {
        tagName,
        attribs: external
          ? { ...rest, href, rel: "noopener noreferrer nofollow", target: "_blank" }
          : { ...rest, href },
      };
    },
    h1: "h2",
    // A table wider than a phone scrolls inside its own box, so a keyboard must be able to reach it.
    table: (tagName) => ({ tagName, attribs: { tabindex: "0" } }),
  },
};

export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
