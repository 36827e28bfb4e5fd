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
  // rel/target are listed because transformTags adds them to off-site links.
  allowedAttributes: { a: ["href", "title", "rel", "target"], th: ["scope"] },
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
  },
};

export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
