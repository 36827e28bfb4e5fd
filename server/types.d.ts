/**
 * What the server adds to Express's request and response (server/*.js are
 * type-checked through JSDoc: tsconfig's checkJs).
 */
import type { Readable } from "node:stream";

type ServerHooks = typeof import("../app/services/ops/server-hooks.server").serverHooks;

declare global {
  namespace Express {
    interface Request {
      /** A form or raw body read (and limited) by body-limit.js; ArrayBuffer-backed, so a fetch body. */
      rawBody?: Buffer<ArrayBuffer>;
      /** An upload's body, streamed on to Remix through the limit. */
      streamedBody?: Readable;
      /** The upload passed its limit: not drained. */
      bodyOverLimit?: boolean;
    }
    interface Locals {
      clientAddress: string;
      cspNonce: string;
      siteState?: ReturnType<ServerHooks["siteState"]>;
      /** A page request answered with the maintenance page. */
      maintenance?: boolean;
    }
  }
}

/** The server build as server/ uses it: Remix's, with the app's hooks on its entry module. */
export type AppBuild = import("@remix-run/node").ServerBuild & {
  entry: { module: { serverHooks: ServerHooks } };
};

export type { ServerHooks };
