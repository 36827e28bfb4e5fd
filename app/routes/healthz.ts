import type { LoaderFunctionArgs } from "@remix-run/node";
import { pingDatabase } from "~/models/health.server";

/** Liveness plus a database round trip (indie-stack healthcheck.tsx). Not behind maintenance. */
export async function loader(_: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" };
  try {
    pingDatabase();
    return new Response("OK", { status: 200, headers });
  } catch (error) {
    console.error("healthz: database check failed", error);
    return new Response("Database unavailable", { status: 503, headers: { ...headers, "Retry-After": "10" } });
  }
}
