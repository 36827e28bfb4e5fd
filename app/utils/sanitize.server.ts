/**
 * The allow-list for stored HTML (posts, AI output). Everything is sanitised
 * before it is stored, so pages can render it as-is. Images stay only when
 * they are the site's own (`isOwnImage`): the Content-Security-Policy would
 * block any other, and a visitor would see a broken image.
 */
import { Parser } from "htmlparser2";
import sanitizeHtml from "sanitize-html";
import { cardImage, isOwnImage } from "./images";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2", "h3", "h4", "p", "br", "hr", "ul", "ol", "li", "strong", "em", "b", "i", "blockquote",
    "a", "code", "pre", "table", "thead", "tbody", "tr", "th", "td", "caption", "figure", "figcaption", "img",
  ],
  // rel/target and tabindex are listed because transformTags adds them.
  allowedAttributes: { a: ["href", "title", "rel", "target"], th: ["scope"], table: ["tabindex"], img: ["src", "alt", "title", "loading", "decoding"] },
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
    // An upload is shown by its card-width copy; below the first screen, so it loads when reached.
    img: (tagName, { src = "", alt = "", title }) => ({
      tagName,
      attribs: { src: isOwnImage(src) ? cardImage(src) : src, alt, ...(title ? { title } : {}), loading: "lazy", decoding: "async" },
    }),
  },
  // `src` is not among the scheme-checked attributes: this is its only check.
  exclusiveFilter: (frame) => frame.tag === "img" && !isOwnImage(frame.attribs.src ?? ""),
};

export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The addresses of the images in `html` that sanitising removes (another site's, a data: URL, none). */
export function droppedImages(html: string): string[] {
  const dropped: string[] = [];
  const parser = new Parser({
    onopentag: (name, attribs) => {
      if (name === "img" && !isOwnImage(attribs.src ?? "")) dropped.push(attribs.src ?? "");
    },
  });
  parser.write(html);
  parser.end();
  return dropped;
}
