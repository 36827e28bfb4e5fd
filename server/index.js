/**
 * Production entry: `node server/index.js` (scripts/start.js prepares the
 * database and the build first). WEB_CONCURRENCY > 1 runs that many processes
 * over the one database file; everything they must agree on lives in it.
 */
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createApp } from "./app.js";
import { readConfig } from "./config.js";
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
  const build = await import(pathToFileURL(path.resolve("build/index.js")).href);
  const app = createApp({ build, config });
  const hooks = build.entry.module.serverHooks;
  const server = app.listen(config.port, config.host, () => {
    const { port } = server.address();
    if (cluster.isPrimary || cluster.worker?.id === 1) {
      console.log(`Serving on http://${config.host}:${port} (${config.publicUrl})`);
      for (const warning of hooks.startupWarnings?.() ?? []) console.warn(`WARNING: ${warning}`);
    }
  });
  hooks.startBackgroundJobs?.();
  closeGracefully(server, { timeoutMs: config.shutdownTimeoutMs, onClosed: () => hooks.close() });
}
