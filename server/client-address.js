/**
 * The client's address. With TRUST_PROXY=0 (the default) it is the socket's
 * peer: X-Forwarded-For is client-controlled and ignored. With N proxies in
 * front, each appends the address it saw, so the client is the Nth hop from
 * the end of [...X-Forwarded-For, socket].
 * @param {import("express").Request} req
 * @param {number} trustProxy
 */
export function clientAddress(req, trustProxy) {
  const socket = normalise(req.socket.remoteAddress ?? "");
  if (trustProxy <= 0) return socket || "unknown";
  const forwarded = String(req.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((hop) => normalise(hop.trim()))
    .filter(Boolean);
  const hops = [...forwarded, socket];
  return hops[Math.max(0, hops.length - 1 - trustProxy)] || "unknown";
}

/**
 * "::ffff:127.0.0.1" and "127.0.0.1" are one client.
 * @param {string} address
 */
function normalise(address) {
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}
