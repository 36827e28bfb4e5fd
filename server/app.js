/**
 * The production server: what runs before Remix, in order. Each concern is a
 * small module beside this file; this file only wires them.
 */
import path from "node:path";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { guardPostBody } from "./body-limit.js";
import { clientAddress } from "./client-address.js";
import { isOddTarget, routePath } from "./paths.js";
import { PATHS } from "./policy/index.js";
import { PageCache } from "./page-cache.js";
import { pageViews } from "./page-views.js";
import { referralLinks } from "./referral-links.js";
import { REFUSALS, refuse, sendMaintenancePage } from "./refusals.js";
import { remixHandler } from "./remix-handler.js";
import { fixedSecurityHeaders, perResponseHeaders } from "./security-headers.js";
import { signInGate } from "./sign-in-gate.js";

/**
 * @param {object} options
 * @param {import("./types").AppBuild} options.build
 * @param {import("./policy/settings.js").Config} options.config
 */
export function createApp({ build, config }) {
  const hooks = build.entry.module.serverHooks;
  const publicHost = new URL(config.publicUrl).host;
  const cache = config.cacheBytes > 0 ? new PageCache({ maxBytes: config.cacheBytes }) : null;
  const app = express();

  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);
  app.set("etag", false);

  app.use((req, res, next) => {
    res.locals.clientAddress = clientAddress(req, config.trustProxy);
    next();
  });
  app.use(accessLog(config.logLevel));
  // First, so a page answered by anything below (the page cache among them) is counted.
  app.use(pageViews(hooks.countPageView));
  app.use(fixedSecurityHeaders({ https: config.publicUrl.startsWith("https://") }));
  app.use(perResponseHeaders({ liveReload: config.mode === "development" }));
  app.use((req, res, next) => {
    if (isOddTarget(req.originalUrl)) return refuse(res, 400);
    if (["GET", "HEAD", "POST"].includes(req.method)) return next();
    refuse(res, 405, { Allow: "GET, HEAD, POST" });
  });
  app.use(compression());
  // Before anything that reads the body or the database, so a flood of sign-in
  // posts is refused for almost nothing; after compression, so the gate's
  // res.end runs first and frees the address when the app answers, not when a
  // slow client has read the answer.
  app.use(signInGate(refuse));

  // Fingerprinted build files never change; public files may.
  app.use(PATHS.buildFiles, express.static(path.resolve("public/build"), { immutable: true, maxAge: "1y" }));
  // Every file in public/ has an extension: a page's path would only cost a stat that finds nothing.
  const publicFiles = express.static("public", { maxAge: "1h" });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  if (config.benchStaticDir) app.use("/__bench-static", express.static(config.benchStaticDir));
  // Before maintenance and the page cache: a followed link keeps its cookie whatever the
  // site is doing, and the page it lands on is the clean, shared one.
  app.use(referralLinks(hooks.followReferral));

  app.use(async (req, res, next) => {
    try {
      if (await blockedByMaintenance(hooks, req, res)) return maintenanceResponse(hooks, req, res, next);
      next();
    } catch (error) {
      next(error);
    }
  });
  app.use(guardPostBody({ publicHost, trustProxy: config.trustProxy, refuse, isAdmin: (req) => hooks.isAdmin(req.headers.cookie ?? "") }));
  app.all("*", remixHandler({ build, mode: config.mode, cache, siteState: (res) => res.locals.siteState ?? hooks.siteState() }));
  app.use(serverError);
  return app;
}

/**
 * Maintenance in front of Remix (docs/design.md "Maintenance mode"): pages, `.data` requests, actions
 * and resource routes alike. Open: static files (served above), /healthz, the
 * Stripe webhook, sign-in and sign-out, and signed-in admins.
 */
const OPEN_DURING_MAINTENANCE = /** @type {Set<string>} */ (new Set(PATHS.openDuringMaintenance));

/**
 * @param {import("./types").ServerHooks} hooks
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 */
async function blockedByMaintenance(hooks, req, res) {
  // Read once per request; the page cache uses the same reading.
  res.locals.siteState = hooks.siteState();
  if (!res.locals.siteState.maintenance || OPEN_DURING_MAINTENANCE.has(routePath(req))) return false;
  return !(await hooks.isAdmin(req.headers.cookie ?? ""));
}

/**
 * A blocked page request goes on to Remix anonymously: the root loader answers
 * 503 with SPEC's maintenance page for the path asked (so the running app
 * hydrates on it). A `.data` request gets the root's 503 as data, so the app
 * shows the page too. A form post gets the same page without running any of
 * the app (and the handler sends it too for a page that would redirect).
 * @param {import("./types").ServerHooks} hooks
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {import("express").NextFunction} next
 */
function maintenanceResponse(hooks, req, res, next) {
  req.headers.cookie = "";
  // The app's root answers 503 with the page when this is set (the load context's closedForMaintenance).
  res.locals.closedForMaintenance = true;
  if (req.method === "POST") return sendMaintenancePage(res, hooks.maintenancePageHtml());
  if (req.path.endsWith(".data")) {
    req.url = req.originalUrl = "/_root.data";
  } else {
    res.locals.maintenance = true;
  }
  next();
}

/** @param {string} level */
function accessLog(level) {
  const quiet = level === "warn" || level === "error" || level === "silent";
  return morgan("tiny", { skip: (req, res) => quiet && res.statusCode < 500 });
}

/**
 * @param {unknown} error
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {import("express").NextFunction} _next
 */
function serverError(error, req, res, _next) {
  // A client's fault that Express found (it marks them with a 4xx status) is answered as one.
  const status = /** @type {{ status?: unknown }} */ (error)?.status;
  if (!res.headersSent && typeof status === "number" && status in REFUSALS) return refuse(res, /** @type {keyof typeof REFUSALS} */ (status));
  console.error(error);
  if (res.headersSent) return res.end();
  res.status(500).setHeader("Content-Type", "text/plain; charset=utf-8").end("Internal Server Error");
}
