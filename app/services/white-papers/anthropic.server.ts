/**
 * The one place that talks to Anthropic (@anthropic-ai/sdk). ANTHROPIC_API_KEY
 * turns it on; ANTHROPIC_BASE_URL points it elsewhere (tests: a local fake).
 * Without a key nothing pretends to generate: callers check `isAiConfigured`.
 */
import type Anthropic from "@anthropic-ai/sdk";
import { getEnv } from "~/utils/env.server";

/** Loaded with the first generation, not at start-up (docs/decisions/192-sdks-loaded-when-used.md). */
let sdk: typeof Anthropic | undefined;

export function isAiConfigured(): boolean {
  return Boolean(getEnv().ANTHROPIC_API_KEY);
}

export function aiModel(): string {
  return getEnv().ANTHROPIC_MODEL;
}

let client: { key: string; base: string | undefined; sdk: Anthropic } | undefined;

/** The SDK client for the current key (made again when tests change the environment). */
export async function anthropicClient(): Promise<Anthropic> {
  const env = getEnv();
  if (!env.ANTHROPIC_API_KEY) throw new Error("ANTHROPIC_API_KEY is not set.");
  const Anthropic = (sdk ??= (await import("@anthropic-ai/sdk")).default);
  if (client?.key !== env.ANTHROPIC_API_KEY || client.base !== env.ANTHROPIC_BASE_URL) {
    client = {
      key: env.ANTHROPIC_API_KEY,
      base: env.ANTHROPIC_BASE_URL,
      sdk: new Anthropic({
        apiKey: env.ANTHROPIC_API_KEY,
        // Explicit, so a stray ANTHROPIC_AUTH_TOKEN in the environment is never sent as well.
        authToken: null,
        baseURL: env.ANTHROPIC_BASE_URL ?? null,
        timeout: env.ANTHROPIC_TIMEOUT_MS,
        maxRetries: env.ANTHROPIC_MAX_RETRIES,
      }),
    };
  }
  return client.sdk;
}

/** A short, honest reason for an admin, from whatever the SDK threw. */
export function describeAiError(error: unknown): string {
  // Without the SDK loaded, nothing can have thrown one of its errors.
  const Anthropic = sdk;
  if (!Anthropic) return "Something went wrong";
  if (error instanceof Anthropic.APIConnectionTimeoutError) return "The AI service did not answer in time. Please try again.";
  if (error instanceof Anthropic.APIConnectionError) return "The AI service could not be reached. Please try again.";
  if (error instanceof Anthropic.AuthenticationError) return "The AI service refused the API key (ANTHROPIC_API_KEY).";
  if (error instanceof Anthropic.RateLimitError) return "The AI service is rate-limiting us. Please try again in a few minutes.";
  if (error instanceof Anthropic.APIError) {
    const detail = apiErrorMessage(error.error);
    return `The AI service returned an error (${error.status ?? "no status"})${detail ? `: ${detail}` : "."}`;
  }
  return "Something went wrong";
}

/** The `error.message` of Anthropic's error body, `{type: "error", error: {type, message}}`. */
function apiErrorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined;
  const inner = (body as { error?: { message?: unknown } }).error;
  const message = inner && typeof inner.message === "string" ? inner.message : undefined;
  return message?.slice(0, 300);
}
