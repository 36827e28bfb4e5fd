/**
 * A member page as a template (docs/decisions/190): the page rendered for a
 * stand-in reader whose account fields are random placeholders, compiled into
 * fixed bytes and places, and filled in for each reader with their own
 * fields, escaped for where each placeholder stands, and the response's nonce.
 */
import { createHash, randomBytes } from "node:crypto";

/** @typedef {Record<string, string>} Fields */

/**
 * A compiled member page: fixed bytes between the places a field or the
 * nonce goes, and how each place is escaped.
 * @typedef {object} MemberPage
 * @property {Buffer[]} texts one more than `slots`
 * @property {{ field: string | null, inScript: boolean }[]} slots `field` null: the nonce
 */

/**
 * Random placeholders for `fields`, sharing one random prefix, so a page can be
 * checked for a placeholder cut in two (compileMemberPage).
 * @template {Fields} T
 * @param {T} fields
 * @returns {T}
 */
export function placeholdersFor(fields) {
  const prefix = `zq${randomBytes(8).toString("hex")}`;
  return /** @type {T} */ (Object.fromEntries(Object.keys(fields).map((name, i) => [name, `${prefix}f${i}x${randomBytes(4).toString("hex")}`])));
}

const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/gi;
/** Remix's single-fetch data, the only script a field may stand in. */
const DATA_SCRIPT = "window.__remixContext.streamController.enqueue(";

/**
 * The page rendered for the placeholders, compiled for filling in; null when
 * a placeholder stands anywhere its escaping is not known (then the page is
 * rendered for each reader instead).
 * @param {string} html
 * @param {Fields} placeholders
 * @param {string} nonce the nonce the page was rendered with
 * @returns {MemberPage | null}
 */
export function compileMemberPage(html, placeholders, nonce) {
  const byToken = new Map(Object.entries(placeholders).map(([field, token]) => [token, field]));
  const prefix = commonPrefix([...byToken.keys()]);
  const scripts = [...html.matchAll(SCRIPT)].map((m) => ({ start: m.index, end: m.index + m[0].length, isData: m[1]?.startsWith(DATA_SCRIPT) ?? false }));
  const places = new RegExp([...byToken.keys(), escapeRegExp(nonce)].join("|"), "g");
  /** @type {string[]} */
  const texts = [];
  /** @type {MemberPage["slots"]} */
  const slots = [];
  let from = 0;
  for (const match of html.matchAll(places)) {
    const field = byToken.get(match[0]) ?? null;
    const script = scripts.find((s) => s.start <= match.index && match.index < s.end);
    if (field !== null && script && !script.isData) return null;
    texts.push(html.slice(from, match.index));
    slots.push({ field, inScript: Boolean(script) });
    from = match.index + match[0].length;
  }
  texts.push(html.slice(from));
  const whole = slots.filter((s) => s.field !== null).length;
  // A placeholder cut in two, or changed, would leave its prefix behind.
  if (prefix && count(html, prefix) !== whole) return null;
  return { texts: texts.map((text) => Buffer.from(text, "utf8")), slots };
}

/**
 * One reader's page, and its ETag: the same weak tag the page would have had
 * rendered for them (the body's hash with the nonce left out; remix-handler.js).
 * @param {MemberPage} page
 * @param {Fields} fields
 * @param {string} nonce
 */
export function fillMemberPage(page, fields, nonce) {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const hash = createHash("sha1");
  /** @type {Buffer[]} */
  const parts = [];
  page.texts.forEach((text, i) => {
    parts.push(text);
    hash.update(text);
    const slot = page.slots[i];
    if (!slot) return;
    if (slot.field === null) return parts.push(nonceBytes);
    const value = fields[slot.field] ?? "";
    const escaped = Buffer.from(slot.inScript ? escapeInDataScript(value) : escapeHtml(value), "utf8");
    parts.push(escaped);
    hash.update(escaped);
  });
  return { body: Buffer.concat(parts), etag: `W/"${hash.digest("base64url")}"` };
}

/** @type {Record<string, string>} */
const HTML_ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
/** As React escapes text and attribute values. */
const escapeHtml = (/** @type {string} */ value) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** @type {Record<string, string>} */
const SCRIPT_ESCAPES = { "&": "\\u0026", "<": "\\u003c", ">": "\\u003e", "\u2028": "\\u2028", "\u2029": "\\u2029" };
/**
 * As a string in Remix's single-fetch data: turbo-stream writes it as JSON,
 * Remix writes that payload as a JSON string inside the script, and escapes
 * what could end the script.
 * @param {string} value
 */
const escapeInDataScript = (value) =>
  JSON.stringify(JSON.stringify(value).slice(1, -1))
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c);

const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** @param {string[]} tokens */
function commonPrefix(tokens) {
  const [first = ""] = tokens;
  let length = first.length;
  for (const token of tokens) while (!token.startsWith(first.slice(0, length))) length--;
  return first.slice(0, length);
}

/**
 * @param {string} text
 * @param {string} part
 */
function count(text, part) {
  let n = 0;
  for (let i = text.indexOf(part); i !== -1; i = text.indexOf(part, i + part.length)) n++;
  return n;
}
