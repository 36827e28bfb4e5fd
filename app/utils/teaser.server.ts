/**
 * The premium teaser (SPEC §9: "first 30% of words"), cut on the server so the
 * rest never reaches a reader without access (docs/design.md "Premium content").
 * HTML-aware: the cut falls between two words, every tag still open is closed,
 * entities stay whole (text is decoded, counted, then escaped again).
 * Server-only because htmlparser2 has no business in the browser bundle.
 */
import { Parser } from "htmlparser2";

export const TEASER_FRACTION = 0.3;
export const TEASER_ELLIPSIS = "...";

/** Elements with no closing tag. */
const VOID = new Set(["br", "hr", "img", "wbr", "col", "area", "source", "input", "meta", "link"]);
/** Elements that end a word: "<li>one</li><li>two</li>" is two words, "<em>pre</em>fix" is one. */
const BLOCK = new Set([
  "p", "div", "br", "hr", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre",
  "table", "thead", "tbody", "tr", "th", "td", "caption", "figure", "figcaption", "section", "article",
]);

type Token =
  | { kind: "open"; name: string; attribs: Record<string, string> }
  | { kind: "close"; name: string }
  | { kind: "text"; text: string };

function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  const parser = new Parser(
    {
      onopentag: (name, attribs) => tokens.push({ kind: "open", name, attribs }),
      onclosetag: (name) => {
        if (!VOID.has(name)) tokens.push({ kind: "close", name });
      },
      ontext: (text) => {
        const last = tokens.at(-1);
        if (last?.kind === "text") last.text += text;
        else tokens.push({ kind: "text", text });
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return tokens;
}

const escapeText = (s: string) => s.replace(/[&<>]/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;"));
const escapeAttr = (s: string) => s.replace(/[&"<>]/g, (c) => ({ "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" })[c] ?? c);

function openTag({ name, attribs }: { name: string; attribs: Record<string, string> }) {
  const attrs = Object.entries(attribs).map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join("");
  return `<${name}${attrs}>`;
}

/**
 * Walks the words of the document in reading order; `onWord(start)` is called
 * at the first character of each word with its index in the text token.
 * Returns false from the callback to stop.
 */
function forEachWordStart(tokens: Token[], onWord: (tokenIndex: number, charIndex: number) => boolean) {
  let inWord = false;
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]!;
    if (token.kind !== "text") {
      if (BLOCK.has(token.name)) inWord = false;
      continue;
    }
    for (let i = 0; i < token.text.length; i++) {
      const space = /\s/.test(token.text[i]!);
      if (!space && !inWord && !onWord(t, i)) return;
      inWord = !space;
    }
  }
}

/** Words as a reader counts them: whitespace- and block-separated runs of text. */
export function countWords(html: string): number {
  let words = 0;
  forEachWordStart(tokenize(html), () => {
    words++;
    return true;
  });
  return words;
}

/** How many words a teaser of a `total`-word post keeps: never more than the fraction. */
export function teaserWordCount(total: number, fraction = TEASER_FRACTION) {
  return Math.floor(total * fraction);
}

/** Someone without premium access: a visitor, a feed reader, the search index. */
export const READER_WITHOUT_ACCESS = { hasAccess: false } as const;

/**
 * What of a post a reader may see: the one rule for every place a post's body
 * goes (the page and its `.data`, share cards and JSON-LD, RSS, search). A free
 * post, or any post for a reader with access, whole; a premium post otherwise
 * only its teaser (`locked`). `html` is whatever form of the body the caller holds.
 */
export function readableBody(post: { html: string; isPremium: boolean }, reader: { hasAccess: boolean }) {
  const locked = post.isPremium && !reader.hasAccess;
  return { html: locked ? cutTeaser(post.html) : post.html, locked };
}

/**
 * The first `fraction` of the words of `html`, as balanced HTML ending in "...".
 * Nothing after the cut (text, tags or attributes) is in the result.
 */
export function cutTeaser(html: string, fraction = TEASER_FRACTION): string {
  const tokens = tokenize(html);
  let total = 0;
  forEachWordStart(tokens, () => {
    total++;
    return true;
  });
  const keep = teaserWordCount(total, fraction);

  // Where the (keep + 1)th word starts: everything before it is the teaser.
  let cut: { token: number; char: number } = { token: tokens.length, char: 0 };
  let seen = 0;
  forEachWordStart(tokens, (token, char) => {
    if (seen === keep) {
      cut = { token, char };
      return false;
    }
    seen++;
    return true;
  });

  const stack: string[] = [];
  const pieces: Piece[] = [];
  for (let t = 0; t < cut.token; t++) emit(tokens[t]!, stack, pieces);
  const partial = tokens[cut.token];
  if (partial?.kind === "text") pieces.push({ kind: "text", html: escapeText(partial.text.slice(0, cut.char)) });
  trimAfterLastWord(pieces, stack);
  return pieces.map((p) => p.html).join("") + TEASER_ELLIPSIS + stack.reverse().map((name) => `</${name}>`).join("");
}

type Piece = { kind: "text"; html: string } | { kind: "open" | "close"; name: string; html: string; isVoid?: boolean };

function emit(token: Token, stack: string[], pieces: Piece[]) {
  if (token.kind === "text") {
    pieces.push({ kind: "text", html: escapeText(token.text) });
  } else if (token.kind === "open") {
    const isVoid = VOID.has(token.name);
    if (!isVoid) stack.push(token.name);
    pieces.push({ kind: "open", name: token.name, html: openTag(token), isVoid });
  } else {
    // Close up to the nearest matching open tag (htmlparser2 already balances its input).
    const at = stack.lastIndexOf(token.name);
    if (at === -1) return;
    for (const name of stack.splice(at).reverse()) pieces.push({ kind: "close", name, html: `</${name}>` });
  }
}

/**
 * The ellipsis goes right after the last word, inside its element: drop the
 * whitespace and empty tags that follow it, and reopen what closed after it.
 */
function trimAfterLastWord(pieces: Piece[], stack: string[]) {
  for (let last = pieces.at(-1); last; last = pieces.at(-1)) {
    if (last.kind === "text") {
      const trimmed = last.html.replace(/\s+$/, "");
      if (trimmed) {
        last.html = trimmed;
        return;
      }
      pieces.pop();
    } else if (last.kind === "open") {
      pieces.pop();
      if (!last.isVoid) stack.pop();
    } else {
      pieces.pop();
      stack.push(last.name);
    }
  }
}

/** The words of an HTML fragment as plain text (for the search index and feeds). */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  for (const token of tokenize(html)) {
    if (token.kind === "text") parts.push(token.text);
    else if (BLOCK.has(token.name)) parts.push(" ");
  }
  return parts.join("").replace(/\s+/g, " ").trim();
}
