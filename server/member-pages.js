/**
 * Member pages (docs/decisions/190): a page whose route declares it shared is,
 * for signed-in readers, the same for everyone with the same access except
 * for the account fields the root shows. So it is rendered once per access,
 * from a request with no cookies, for a stand-in reader, and filled in for
 * each reader (member-page-template.js).
 *
 * A page that shows which products its reader holds (the shop's "Owned"
 * cards, docs/decisions/213) is rendered and kept per access and set of
 * products held, so it is still filled in only with account fields.
 *
 * Own pages (docs/decisions/194): a page whose route declares it made only
 * from its reader's account is kept for that reader alone, under the account
 * version it was rendered at, and sent again with the response's nonce.
 */
import { compileMemberPage, fillMemberPage, placeholdersFor } from "./member-page-template.js";
import { PERSONAL_CACHE_CONTROL, isHtml, mayBePersonal, mayCarryFlash, pageKey, sharedSeconds } from "./page-cache.js";
import { newNonce } from "./security-headers.js";

/** @typedef {import("./types").ServerHooks} ServerHooks */
/** @typedef {NonNullable<Awaited<ReturnType<ServerHooks["memberReader"]>>> & { key: string, holdingsKey: string }} Reader */
/** @typedef {Parameters<ServerHooks["withResponsePrivacy"]>[1]} StandIn */
/**
 * Renders the request for a stand-in reader, from the request without its cookies.
 * @typedef {(standIn: NonNullable<StandIn>, nonce: string) => Promise<{ result: Response, sharedWithMembers: boolean, readsHoldings: boolean }>} RenderForStandIn
 */

/**
 * The signed-in reader of a page GET that a member page may answer, or null:
 * not a `.data` request, no flash to show, and a reader the app says may
 * share (services/auth/auth.server.ts, memberReader).
 * @param {import("express").Request} req
 * @param {import("./types").ServerHooks["memberReader"]} memberReader
 * @param {boolean} withHoldings read the products held too: only a page that shows them needs them
 */
export async function memberOf(req, memberReader, withHoldings) {
  const page = pageKey(req);
  if (req.method !== "GET" || req.path.endsWith(".data") || !page || !mayBePersonal(req) || mayCarryFlash(req)) return null;
  const reader = await memberReader(req.headers.cookie ?? "", withHoldings);
  if (!reader) return null;
  // Keyed by access: a premium reader's page is never filled in for anyone else.
  const key = `${reader.hasAccess ? "premium" : "member"} ${page}`;
  // And, for a page that shows them, by the products held: nobody else's are ever shown.
  return { ...reader, key, holdingsKey: `${key} holding ${reader.owned.join(" ")}` };
}

/**
 * Answers a reader of a page whose route shares it from their access's member
 * page (and, `byHoldings`, their set of products held), rendering that first
 * if needed; false when the page must be rendered for them.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {{ cache: import("./page-cache.js").PageCache, version: string, byHoldings: boolean }} slot
 * @param {Reader} member
 * @param {RenderForStandIn} renderForStandIn
 */
export async function answeredAsMember(req, res, slot, member, renderForStandIn) {
  const key = slot.byHoldings ? member.holdingsKey : member.key;
  const stored = slot.cache.getMemberPage(key, slot.version);
  if (stored) return sendMemberPage(req, res, stored, member.account, "HIT");
  const placeholders = placeholdersFor(member.account);
  const nonce = newNonce();
  const standIn = { hasAccess: member.hasAccess, account: placeholders, owned: member.owned };
  const { result: response, sharedWithMembers, readsHoldings } = await renderForStandIn(standIn, nonce);
  // A page that showed the products held is never kept where readers holding others would find it.
  const keepable = sharedWithMembers && (slot.byHoldings || !readsHoldings);
  const seconds = keepable && isHtml(response) ? sharedSeconds(response) : 0;
  const page = seconds > 0 ? compileMemberPage(await response.text(), placeholders, nonce) : null;
  if (!page) {
    await response.body?.cancel();
    return false;
  }
  return sendMemberPage(req, res, slot.cache.setMemberPage(key, slot.version, seconds, page, response.headers), member.account, "MISS");
}

/**
 * Where a reader's own page is kept: under their id and access, valid for the
 * content and account versions it was rendered at.
 * @param {import("./page-cache.js").PageCache} cache
 * @param {Reader & { id: string }} reader
 * @param {{ contentVersion: string, accountVersion: string }} state
 */
export function ownPageSlot(cache, reader, { contentVersion, accountVersion }) {
  return { cache, key: `own ${reader.id} ${reader.key}`, version: `${contentVersion} ${accountVersion}` };
}

/**
 * Answers from the reader's own page, if it is kept.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {ReturnType<typeof ownPageSlot>} slot
 */
export function answeredFromOwnPage(req, res, slot) {
  const stored = slot.cache.getMemberPage(slot.key, slot.version);
  return stored ? sendMemberPage(req, res, stored, {}, "HIT", "X-Own-Page") : false;
}

/**
 * Keeps the page just rendered for the reader (a 200 whose route declared it
 * their own for `seconds`) and sends it; false, with `response` unread, when
 * it is not to be kept.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {ReturnType<typeof ownPageSlot>} slot
 * @param {Response} response
 * @param {number} seconds
 */
export async function keptAsOwnPage(req, res, slot, response, seconds) {
  if (seconds <= 0 || response.status !== 200 || !isHtml(response)) return false;
  const page = compileMemberPage(await response.text(), {}, res.locals.cspNonce);
  // Only a misplaced field makes a page that cannot be filled in, and an own page has none.
  if (!page) throw new Error("an own page did not compile");
  return sendMemberPage(req, res, slot.cache.setMemberPage(slot.key, slot.version, seconds, page, response.headers), {}, "MISS", "X-Own-Page");
}

/**
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {import("./page-cache.js").MemberEntry} entry
 * @param {Record<string, string>} fields
 * @param {"HIT" | "MISS"} status
 * @param {string} [statusHeader]
 */
function sendMemberPage(req, res, entry, fields, status, statusHeader = "X-Member-Page") {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
  res.setHeader("Vary", "Cookie");
  res.setHeader(statusHeader, status);
  const { body, etag } = fillMemberPage(entry.page, fields, res.locals.cspNonce);
  res.setHeader("ETag", etag);
  if (req.fresh) {
    res.status(304).end();
  } else {
    res.status(200).setHeader("Content-Length", body.length);
    res.end(body);
  }
  return true;
}

