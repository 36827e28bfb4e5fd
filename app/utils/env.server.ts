/**
 * Environment, parsed and typed once at start-up. A bad value stops the server
 * with a message naming the variable, instead of failing on the first request.
 * (Pattern: https://github.com/epicweb-dev/epic-stack/blob/main/app/utils/env.server.ts.)
 * PORT and PUBLIC_URL, which the server in front needs too, are read by the
 * server's readConfig, here as there.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { AFFILIATE_TERMS } from "../../server/policy/index.js";
import { readConfig } from "../../server/policy/settings.js";
import { isTimeZone } from "./time-zone";

const DEFAULT_DATA_DIR = "./data";

/** DATA_DIR alone, for CLI scripts that need no secrets (seed, migrate). */
export function dataDirFrom(source: Record<string, string | undefined> = process.env): string {
  return source.DATA_DIR?.trim() || DEFAULT_DATA_DIR;
}

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "on" || v === "yes");

const emailList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATA_DIR: z.string().trim().min(1).default(DEFAULT_DATA_DIR),
  /** Checked and made absolute by the server's readConfig; here only whether it is set. */
  PUBLIC_URL: optional,
  SESSION_SECRET: optional.pipe(
    z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  ),
  ADMIN_EMAILS: emailList,
  /** Where form notifications go; empty = ADMIN_EMAILS. */
  NOTIFY_EMAILS: emailList,
  /** smtp://user:pass@host:587 or smtps://…:465. Empty = mail is kept in the outbox and logged. */
  SMTP_URL: optional.pipe(
    z.string().regex(/^smtps?:\/\/[^\s]+$/, "SMTP_URL must look like smtp://user:pass@host:587 or smtps://…").optional(),
  ),
  /** Mailgun's HTTP webhook signing key: /webhooks/mail answers 503 without it (docs/mail-webhook.md). */
  MAIL_WEBHOOK_SIGNING_KEY: optional,
  /** The From of every mail, e.g. "Kitchen & Key <hello@example.com>". Empty = no-reply@ the PUBLIC_URL host. */
  MAIL_FROM: optional,
  /** The mailto of a newsletter's List-Unsubscribe; empty = the site's support address. */
  MAIL_UNSUBSCRIBE_TO: optional.pipe(z.string().email("MAIL_UNSUBSCRIBE_TO must be a plain e-mail address").optional()),
  /** How long a process holds a mail it is sending; another process resends it after this if the first one died. */
  MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /** The newsletter's pace: at most this many mails handed to the outbox per minute, over all processes. */
  NEWSLETTER_MAILS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  MAINTENANCE_MODE: flag,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional.pipe(z.string().url("STRIPE_API_BASE must be a URL").optional()),
  ANTHROPIC_API_KEY: optional,
  ANTHROPIC_BASE_URL: optional.pipe(z.string().url("ANTHROPIC_BASE_URL must be a URL").optional()),
  ANTHROPIC_MODEL: z.string().trim().min(1).default("claude-sonnet-4-6"),
  /** One answer may take a while (a long paper); the SDK's own default is 10 minutes. */
  ANTHROPIC_TIMEOUT_MS: z.coerce.number().int().min(100).default(180_000),
  ANTHROPIC_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** The weekly white paper runs Monday 02:00 in this zone; "off" in WHITE_PAPER_SCHEDULE stops it. */
  WHITE_PAPER_TIME_ZONE: z
    .string()
    .trim()
    .default("America/Los_Angeles")
    .refine(isTimeZone, "WHITE_PAPER_TIME_ZONE must be an IANA time zone such as Asia/Bangkok"),
  WHITE_PAPER_SCHEDULE: z.enum(["on", "off"]).default("on"),
  /** /healthz answers 503 below this much free space in DATA_DIR. */
  HEALTH_MIN_FREE_MB: z.coerce.number().int().min(0).default(64),
  /** /healthz answers 503 when a mail has waited to be sent longer than this (the retries last about 11 hours). */
  HEALTH_MAIL_MAX_AGE_MINUTES: z.coerce.number().int().min(1).default(60),
  /** Litestream's destination (checked at start-up by server/replication.js); empty: replication off. */
  LITESTREAM_REPLICA_URL: z.string().trim().optional(),
  /** /healthz answers 503 when nothing has reached the replica for longer than this. */
  HEALTH_REPLICA_MAX_AGE_SECONDS: z.coerce.number().int().min(1).default(300),
  /** Days after payment before an affiliate's commission is approved (docs/decisions/214). */
  AFFILIATE_REFUND_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(AFFILIATE_TERMS.refundWindowDays),
  /** The smallest dollar balance paid out in a month, in cents; the baht minimum stays AFFILIATE_TERMS'. */
  AFFILIATE_MINIMUM_PAYOUT_CENTS: z.coerce.number().int().min(0).default(AFFILIATE_TERMS.minimumPayout.usd),
  /** How often each process writes the page views it counted (docs/decisions/218); they are also written at shutdown. */
  INSIGHTS_FLUSH_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
}).superRefine(requiredInProduction);

/**
 * What a real deployment must say itself. PUBLIC_URL: without it cookies lose
 * `Secure` behind a TLS proxy and canonical links point at localhost.
 */
function requiredInProduction(env: { NODE_ENV: string; PUBLIC_URL?: string; SESSION_SECRET?: string }, ctx: z.RefinementCtx) {
  if (env.NODE_ENV !== "production") return;
  const missing = (name: string, message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name], message });
  if (!env.PUBLIC_URL) missing("PUBLIC_URL", "required in production: the address visitors use, such as https://www.example.com");
  if (!env.SESSION_SECRET) missing("SESSION_SECRET", "required in production (at least 32 random characters)");
}

export type Env = Omit<z.infer<typeof schema>, "SESSION_SECRET" | "PUBLIC_URL"> & {
  SESSION_SECRET: string[];
  PORT: number;
  PUBLIC_URL: string;
};

/** Parses an environment; throws one readable error listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  const server = serverSettings(source);
  const lines = [...(result.success ? [] : result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`)), ...server.errors];
  if (!result.success || !server.config) throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  const env = result.data;
  return {
    ...env,
    PORT: server.config.port,
    PUBLIC_URL: server.config.publicUrl,
    SESSION_SECRET: resolveSessionSecrets(env.SESSION_SECRET, env.DATA_DIR),
  };
}

function serverSettings(source: Record<string, string | undefined>) {
  try {
    return { config: readConfig(source), errors: [] };
  } catch (error) {
    return { config: undefined, errors: [`  ${error instanceof Error ? error.message : String(error)}`] };
  }
}

/**
 * SESSION_SECRET may hold several comma-separated secrets (newest first) so it
 * can be rotated. Production must set it (requiredInProduction); elsewhere one
 * is generated and kept in DATA_DIR so sessions survive restarts.
 */
function resolveSessionSecrets(value: string | undefined, dataDir: string) {
  if (value) return value.split(",").map((s) => s.trim()).filter(Boolean);
  const file = path.join(dataDir, ".session-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return [fs.readFileSync(file, "utf8").trim()];
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Test hook: forget the parsed environment after changing process.env. */
export function resetEnvForTests() {
  cached = undefined;
}
