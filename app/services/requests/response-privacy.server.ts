/**
 * The app, not the cache in front, decides what may be shared (docs/decisions/175).
 * The production server runs each request inside a scope; reading a session
 * or a flash cookie marks the scope personal, and the response's
 * Cache-Control is settled from that mark and the route's declaration, once,
 * in entry.server.tsx. Without a scope (a loader called directly) nothing is
 * shareable.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { AccountFields } from "~/utils/account";
import { PERSONAL_CACHE_CONTROL, UNSHARED_CACHE_CONTROL } from "~/utils/cache-control";

/**
 * A stand-in reader a member page is rendered for (docs/decisions/190): their
 * access, placeholders for the account fields the server fills in for each
 * reader (server/member-pages.js), and the products they hold, which a page
 * that shows them is rendered and kept for (docs/decisions/213).
 */
export type MemberStandIn = { hasAccess: boolean; account: AccountFields; owned: string[] };

type Scope = {
  /** A flash, or a session used for more than the reader's account and access. */
  personal: boolean;
  /** The reader's account and access were read (getAccess). */
  readsAccount: boolean;
  /** The route declared its page shared, and it answered a GET with a 200 that sets no cookie. */
  declaredShared: boolean;
  /** The products the reader holds were read (heldProducts): a member page is kept per set of them. */
  readsHoldings: boolean;
  /** How long the reader's own page may be kept for them (declareOwnPage); 0 when it may not. */
  ownPageSeconds: number;
  standIn: MemberStandIn | null;
};

const requestScope = new AsyncLocalStorage<Scope>();

/**
 * Runs one request's handling (for a stand-in reader when `standIn` is given).
 * Tells whether anything personal was read while it ran, and whether the page
 * is one every reader of the same access shares once their account is filled in.
 */
export async function withResponsePrivacy<T>(
  handle: () => Promise<T>,
  standIn: MemberStandIn | null = null,
): Promise<{ result: T; personal: boolean; sharedWithMembers: boolean; readsHoldings: boolean; ownPageSeconds: number }> {
  const scope: Scope = { personal: false, readsAccount: false, declaredShared: false, readsHoldings: false, ownPageSeconds: 0, standIn };
  const result = await requestScope.run(scope, handle);
  return {
    result,
    personal: isPersonal(scope),
    sharedWithMembers: scope.declaredShared && !scope.personal,
    readsHoldings: scope.readsHoldings,
    ownPageSeconds: scope.ownPageSeconds,
  };
}

/**
 * Called by a loader whose page is its reader's alone and is made only from
 * their account's rows (the tables drizzle/0011 watches), the site's content
 * and their access, and stays true for `seconds`: the server may keep the
 * page for that reader and no one else (docs/decisions/194).
 */
export function declareOwnPage(seconds: number) {
  const scope = requestScope.getStore();
  if (scope && !scope.standIn) scope.ownPageSeconds = Math.max(0, Math.floor(seconds));
}

/** Called where a session or a flash is read from the request: what follows is for one person. */
export function markPersonal() {
  const scope = requestScope.getStore();
  if (scope) scope.personal = true;
}

/** Called where the reader's account and access are read: what follows is for them, or for everyone with their access. */
export function markAccountRead() {
  const scope = requestScope.getStore();
  if (scope) scope.readsAccount = true;
}

/**
 * Called where a page reads which products its reader holds (for everyone,
 * visitors included, so a route always tells the same): its member pages are
 * kept per set of products held.
 */
export function markHoldingsRead() {
  const scope = requestScope.getStore();
  if (scope) scope.readsHoldings = true;
}

/** The stand-in reader this request renders for, if it renders a member page. */
export function memberStandIn(): MemberStandIn | null {
  return requestScope.getStore()?.standIn ?? null;
}

/** A stand-in's account holds only placeholders, so reading it is not personal. */
const isPersonal = (scope: Scope) => scope.personal || (scope.readsAccount && !scope.standIn);

/**
 * The Cache-Control a rendered page or `.data` response leaves with: shared
 * only when its route declared it, it is a 200 to a GET or HEAD, and nothing
 * personal was read; otherwise private.
 */
export function settleCacheControl(request: Request, status: number, headers: Headers) {
  const scope = requestScope.getStore();
  const isRead = request.method === "GET" || request.method === "HEAD";
  const declaredShared = isRead && status === 200 && !headers.has("Set-Cookie") && /\bpublic\b/.test(headers.get("Cache-Control") ?? "");
  if (scope && declaredShared) scope.declaredShared = true;
  // Only a whole page, answered as the loader saw it, is kept for its reader.
  if (scope && (!isRead || status !== 200 || headers.has("Set-Cookie"))) scope.ownPageSeconds = 0;
  if (!scope || isPersonal(scope) || headers.has("Set-Cookie") || !isRead) {
    headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
  } else if (!declaredShared) {
    headers.set("Cache-Control", UNSHARED_CACHE_CONTROL);
  }
}
