/**
 * The server's entry, in production and in development: `node server/index.js`
 * (scripts/start.js prepares the database and the build first; `npm run dev`
 * runs start.js under `remix dev`, which rebuilds on every change). WEB_CONCURRENCY > 1 runs that many processes
 * over the one database file; everything they must agree on lives in it.
 */
import cluster from "node:cluster";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady } from "@remix-run/node";
import { createApp } from "./app.js";
import { readConfig } from "./policy/settings.js";
import { closeGracefully } from "./shutdown.js";

const config = readConfig(process.env);

if (cluster.isPrimary && config.concurrency > 1) {
  cluster.setupPrimary({ exec: new URL(import.meta.url).pathname });
  // The first worker migrates the database as it loads; the others start once
  // it listens, so two processes never migrate a fresh database at once (they
  // raced: "table already exists", a worker dying at start).
  cluster.fork().once("listening", () => {
    for (let i = 1; i < config.concurrency; i++) cluster.fork();
  });
  let exiting = false;
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      exiting = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    });
  }
  cluster.on("exit", (worker, code) => {
    if (exiting) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} exited (${code}); starting another.`);
    cluster.fork();
  });
} else {
  const build = await loadBuild();
  const hooks = build.entry.module.serverHooks;
  let app = createApp({ build, config });
  const server = http.createServer(
    {
      // A request whose headers or body have not all come within this gets 408 and is closed
      // (Node's default is five minutes); checked every second rather than every 30.
      headersTimeout: config.requestTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
      keepAliveTimeout: 5_000,
    },
    (req, res) => app(req, res),
  );
  server.listen(config.port, config.host, () => {
    const { port } = /** @type {import("node:net").AddressInfo} */ (server.address());
    if (cluster.isPrimary || cluster.worker?.id === 1) {
      console.log(`Serving on http://${config.host}:${port} (${config.publicUrl})`);
      for (const warning of hooks.startupWarnings?.() ?? []) console.warn(`WARNING: ${warning}`);
    }
    if (config.mode === "development") broadcastDevReady(build);
  });
  // `npm run dev`: the same server, with the app swapped in whenever `remix dev` rebuilds it.
  if (config.mode === "development") {
    watchBuild(async () => {
      const next = await loadBuild();
      app = createApp({ build: next, config });
      broadcastDevReady(next);
    });
  }
  hooks.startBackgroundJobs?.();
  closeGracefully(server, { timeoutMs: config.shutdownTimeoutMs, onClosed: () => hooks.close() });
}

/**
 * The server build; a fresh copy of the module each time, so a rebuild is really loaded.
 * @returns {Promise<import("./types").AppBuild>}
 */
async function loadBuild() {
  const file = path.resolve("build/index.js");
  const url = pathToFileURL(file);
  if (config.mode === "development") url.searchParams.set("t", String(fs.statSync(file).mtimeMs));
  return import(url.href);
}

/**
 * `remix dev` writes build/version.txt last, once the new build is complete.
 * @param {() => Promise<void>} onRebuild
 */
function watchBuild(onRebuild) {
  const file = path.resolve("build/version.txt");
  const read = () => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
  let last = read();
  fs.watchFile(file, { interval: 200 }, () => {
    const version = read();
    if (version === last) return;
    last = version;
    onRebuild().catch((error) => console.error("Reloading the build failed:", error));
  });
}
