/** @typedef {ReturnType<typeof readConfig>} Config */

/**
 * The server's own settings, PORT and PUBLIC_URL among them. The app reads
 * those two through this function too (app/utils/env.server.ts, which parses
 * the rest), so each variable has one reading. Throws on the first bad value.
 * @param {Record<string, string | undefined>} env
 */
export function readConfig(env) {
  const port = wholeNumber(env.PORT, 3000, "PORT"); // 0: any free port (tests)
  if (port > 65535) throw new Error(`PORT must be at most 65535 (got "${env.PORT}")`);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    publicUrl: publicUrlOf(env.PUBLIC_URL, port),
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
 * The address visitors use, without a trailing slash; outside production
 * (where the app requires it) a local `npm start` is on localhost.
 * @param {string | undefined} value
 * @param {number} port
 */
function publicUrlOf(value, port) {
  const url = value?.trim();
  if (!url) return `http://localhost:${port}`;
  if (!/^https?:$/.test(protocolOf(url))) throw new Error(`PUBLIC_URL must be an absolute URL such as https://example.com (got "${value}")`);
  return url.replace(/\/$/, "");
}

/** @param {string} url */
function protocolOf(url) {
  try {
    return new URL(url).protocol;
  } catch {
    return "";
  }
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
