/**
 * One sign-in or sign-up at a time per client address, decided before Remix.
 * Each costs a password hash (~250 ms of a core); a flood from one address
 * then holds at most one hashing slot, and its other posts are refused here
 * with a few bytes instead of a rendered page, so everyone else keeps the CPU.
 * Refusals are held back a moment before they are sent (a tarpit): a script
 * that posts again as soon as it is refused then posts a few times a second
 * instead of hundreds, which costs the server nothing but an open socket.
 */
import { routePath } from "./paths.js";
import { HEADERS, PATHS } from "./policy/index.js";
import { SIGN_IN_GATE } from "./policy/limits.js";

const HASHING_PATHS = /** @type {Set<string>} */ (new Set(PATHS.passwordHashing));

/**
 * The app marks a 429 that limits the whole address (not one e-mail) with this
 * header and its wait in seconds; the gate keeps it to itself and refuses that
 * address here until then, so a flood past the limit costs no rendered page.
 */
const ADDRESS_LIMITED_HEADER = HEADERS.signInAddressLimited;

/** The gate's two refusals (the limits catalogue), by status. */
const REFUSED = { 429: SIGN_IN_GATE.addressLimited, 503: SIGN_IN_GATE.oneAtATime };
/** Beyond this many refusals held back at once, refusals go out at once. */
const MAX_HELD = 256;

/**
 * Node's overloaded writeHead and end, loosely: the wrappers below only pass their arguments on.
 * @typedef {(this: import("express").Response, ...args: any[]) => import("express").Response} PassingOn
 */

/**
 * @param {typeof import("./refusals.js").refuse} refuse
 * @returns {import("express").RequestHandler}
 */
export function signInGate(refuse) {
  const inFlight = new Set();
  const limited = new PenaltyBox();
  const refuseSlowly = tarpit(refuse);
  return (req, res, next) => {
    if (req.method !== "POST" || !HASHING_PATHS.has(routePath(req))) return next();
    const address = res.locals.clientAddress;
    const wait = limited.secondsLeft(address);
    if (wait > 0) return refuseSlowly(res, 429, { "Retry-After": String(wait) });
    if (inFlight.has(address)) return refuseSlowly(res, 503, { "Retry-After": String(SIGN_IN_GATE.oneAtATime.retryAfterSeconds) });
    inFlight.add(address);
    const writeHead = /** @type {PassingOn} */ (res.writeHead);
    res.writeHead = /** @type {PassingOn} */ (function noteAddressLimit(...args) {
      const seconds = Number(res.getHeader(ADDRESS_LIMITED_HEADER));
      res.removeHeader(ADDRESS_LIMITED_HEADER);
      if (seconds > 0) limited.add(address, seconds);
      return writeHead.apply(this, args);
    });
    const done = () => inFlight.delete(address);
    // Free the address as the answer is handed over, not after it is flushed
    // ("finish"): a client may read it and post again before that event runs.
    const end = /** @type {PassingOn} */ (res.end);
    res.end = /** @type {PassingOn} */ (function endAndRelease(...args) {
      done();
      return end.apply(this, args);
    });
    res.once("close", done); // the client went away first
    next();
  };
}

/**
 * @param {typeof import("./refusals.js").refuse} refuse
 * @returns {(res: import("express").Response, status: 429 | 503, headers: Record<string, string>) => void}
 */
function tarpit(refuse) {
  let held = 0;
  return (res, status, headers) => {
    const { message, holdMs } = REFUSED[status];
    if (held >= MAX_HELD) return refuse(res, status, headers, message);
    held++;
    let released = false;
    const release = () => {
      if (released) return false;
      released = true;
      held--;
      return true;
    };
    const timer = setTimeout(() => {
      if (release() && !res.destroyed) refuse(res, status, headers, message);
    }, holdMs);
    res.once("close", () => {
      if (release()) clearTimeout(timer);
    });
  };
}

/** Addresses refused until a time; expired entries go when seen or when the box grows large. */
class PenaltyBox {
  /** @type {Map<string, number>} */
  #until = new Map();

  /**
   * @param {string} address
   * @param {number} seconds
   */
  add(address, seconds) {
    if (this.#until.size >= 10_000) this.#dropExpired();
    this.#until.set(address, Date.now() + seconds * 1000);
  }

  /** @param {string} address */
  secondsLeft(address) {
    const until = this.#until.get(address);
    if (until === undefined) return 0;
    const left = Math.ceil((until - Date.now()) / 1000);
    if (left <= 0) this.#until.delete(address);
    return Math.max(0, left);
  }

  #dropExpired() {
    const now = Date.now();
    for (const [address, until] of this.#until) if (until <= now) this.#until.delete(address);
  }
}
