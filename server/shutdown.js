/**
 * Graceful shutdown on SIGTERM/SIGINT: stop accepting, let in-flight requests
 * finish (bounded), close the database, exit 0.
 * @param {import("node:http").Server} server
 * @param {{ timeoutMs: number, onClosed: () => void }} options
 */
export function closeGracefully(server, { timeoutMs, onClosed }) {
  let closing = false;
  const close = (/** @type {string} */ signal) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => {
      console.error(`Requests still open after ${timeoutMs} ms; closing them.`);
      server.closeAllConnections();
    }, timeoutMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      try {
        onClosed();
      } finally {
        process.exit(0);
      }
    });
    // Keep-alive connections hold close() open once their request is done: close them as they go idle.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 50).unref();
  };
  process.on("SIGTERM", () => close("SIGTERM"));
  process.on("SIGINT", () => close("SIGINT"));
}
