/** @typedef {ReturnType<typeof readConfig>} Config */

/**
 * The server's own settings (the app parses the rest in app/utils/env.server.ts).
 * @param {Record<string, string | undefined>} env
 */
export function readConfig(env) {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/$/, ""),
    trustProxy: wholeNumber(env.TRUST_PROXY, 0, "TRUST_PROXY"),
    concurrency: Math.max(1, wholeNumber(env.WEB_CONCURRENCY, 1, "WEB_CONCURRENCY")),
    logLevel: env.LOG_LEVEL?.trim().toLowerCase() || "info",
    // Off in development unless asked for, so a change shows on the next request.
    cacheBytes: wholeNumber(env.PAGE_CACHE_MB, env.NODE_ENV === "development" ? 0 : 64, "PAGE_CACHE_MB") * 1024 * 1024,
    shutdownTimeoutMs: 10_000,
    requestTimeoutMs: wholeNumber(env.REQUEST_TIMEOUT_SECONDS, 30, "REQUEST_TIMEOUT_SECONDS") * 1000,
    mode: env.NODE_ENV ?? "production",
    benchStaticDir: env.BENCH_STATIC_DIR,
  };
}

/**
 * @param {string | undefined} value
 * @param {number} fallback
 * @param {string} name
 */
function wholeNumber(value, fallback, name) {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number (got "${value}")`);
  return n;
}
