/**
 * One sign-in or sign-up at a time per client address, decided before Remix.
 * Each costs a password hash (~250 ms of a core); a flood from one address
 * then holds at most one hashing slot, and its other posts are refused here
 * with a few bytes instead of a rendered page, so everyone else keeps the CPU.
 */
const HASHING_PATHS = new Set(["/login", "/login.data", "/signup", "/signup.data"]);

export function signInGate(refuse) {
  const inFlight = new Set();
  return (req, res, next) => {
    if (req.method !== "POST" || !HASHING_PATHS.has(req.path)) return next();
    const address = res.locals.clientAddress;
    if (inFlight.has(address)) return refuse(res, 503, { "Retry-After": "1" });
    inFlight.add(address);
    const done = () => inFlight.delete(address);
    // Free the address as the answer is handed over, not after it is flushed
    // ("finish"): a client may read it and post again before that event runs.
    const end = res.end;
    res.end = function endAndRelease(...args) {
      done();
      return end.apply(this, args);
    };
    res.once("close", done); // the client went away first
    next();
  };
}
